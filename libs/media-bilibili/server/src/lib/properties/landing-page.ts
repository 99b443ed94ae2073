// 哔哩哔哩's 落地页 in the sandbox (docs/design/properties.md §3.6): a native page on the media's own hosts or the
// advertiser's http(s) link, reviewed 5–30 minutes after a create or edit, copied to 20 accounts a call.
import { checkUrl } from '@toufang/domain';
import { BILIBILI_LANDING_PAGE_SAMPLES, BILIBILI_LANDING_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, onHosts } from '@toufang/media-bilibili-limits';
import { propertyRefusal, refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, text, wordOf } from './values';

const LIMITS = BILIBILI_PROPERTY_LIMITS['landing-page'];
const S = BILIBILI_SUMMARY['landing-page'];

export const BILIBILI_LANDING_PAGE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '8', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    if (!among(LIMITS.PAGE_TYPES, values.page_type)) return refusal('property_invalid', { detail: T.BAD_PAGE_TYPE(key(values, 'page_type') ?? '') });
    const link = text(values, 'page_url') ?? '';
    if (link === '') return refusal('property_invalid', { detail: T.URL_REQUIRED });
    const problem = checkUrl(link);
    if (problem) return propertyRefusal(ctx.media, problem);
    if (values.page_type === 'NATIVE' && !onHosts(link, LIMITS.NATIVE_HOSTS)) return refusal('property_invalid', { detail: T.NATIVE_HOST });
    if ([...(text(values, 'title') ?? '')].length > LIMITS.TITLE_MAX_LENGTH) return refusal('property_invalid', { detail: T.TITLE_TOO_LONG(LIMITS.TITLE_MAX_LENGTH) });
    return null;
  },
  summary: (values) => ({ [S.PAGE_TYPE]: wordOf(T.PAGE_TYPES, values.page_type), [S.PAGE_URL]: text(values, 'page_url') ?? '' }),
  seed: { perAccount: BILIBILI_LANDING_PAGE_SAMPLES.length, make: (_random, _account, i) => BILIBILI_LANDING_PAGE_SAMPLES[i % BILIBILI_LANDING_PAGE_SAMPLES.length] },
};
