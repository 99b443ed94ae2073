// 哔哩哔哩's 转化跟踪 in the sandbox (docs/design/properties.md §3.6): a goal and its report method; an API-reported
// goal's click link passes bilibili's link rules and holds __TRACKID__. Reviewed 5–30 minutes, copied to 20
// accounts a call.
import { checkUrl } from '@toufang/domain';
import { BILIBILI_CONVERSION_SAMPLES, BILIBILI_CONVERSION_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { propertyRefusal, refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { linkRefusal } from './links';
import { among, key, text, wordOf } from './values';

const LIMITS = BILIBILI_PROPERTY_LIMITS['conversion-config'];
const S = BILIBILI_SUMMARY['conversion-config'];

export const BILIBILI_CONVERSION_CONFIG: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '9', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    if (!among(LIMITS.CONVERT_TYPES, values.convert_type)) return refusal('property_invalid', { detail: T.BAD_CONVERT_TYPE(key(values, 'convert_type') ?? '') });
    if (!among(LIMITS.REPORT_METHODS, values.report_method)) return refusal('property_invalid', { detail: T.BAD_REPORT_METHOD(key(values, 'report_method') ?? '') });
    const link = linkRefusal(values, 'click_url', ctx);
    if (link) return link;
    const landing = text(values, 'landing_url') ?? '';
    const landingProblem = landing === '' ? null : checkUrl(landing);
    if (landingProblem) return propertyRefusal(ctx.media, landingProblem);
    if (values.report_method === 'API') {
      const click = text(values, 'click_url') ?? '';
      if (click === '') return refusal('property_invalid', { detail: T.API_LINK_REQUIRED });
      if (!click.includes(LIMITS.API_MACRO)) return refusal('property_macro', { detail: T.API_MACRO(LIMITS.API_MACRO) });
    }
    return null;
  },
  summary: (values) => ({ [S.CONVERT_TYPE]: wordOf(T.CONVERT_TYPES, values.convert_type), [S.REPORT_METHOD]: wordOf(T.REPORT_METHODS, values.report_method) }),
  seed: { perAccount: BILIBILI_CONVERSION_SAMPLES.length, make: (_random, _account, i) => BILIBILI_CONVERSION_SAMPLES[i % BILIBILI_CONVERSION_SAMPLES.length] },
};
