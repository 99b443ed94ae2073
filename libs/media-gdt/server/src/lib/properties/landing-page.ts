// 腾讯广告's 落地页 (蹊径) in the sandbox: reviewed 5–30 minutes after a create or edit, copied to one account a
// push; the page's kind and template from the media's lists, its URL by the kit's URL rule.
import { GDT_LANDING_PAGE_SAMPLES, GDT_LANDING_PAGE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, wordOf } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { enumRefusal, pageUrlRefusal } from './links';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['landing-page'];
const S = GDT_SUMMARY['landing-page'];

export const GDT_LANDING_PAGE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '7', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) =>
    enumRefusal(values.page_type, LIMITS.PAGE_TYPES, T.BAD_PAGE_TYPE) ??
    enumRefusal(values.template_id, LIMITS.TEMPLATES, T.BAD_TEMPLATE) ??
    (text(values, 'page_url') ? pageUrlRefusal(text(values, 'page_url')) : refusal('property_invalid', { detail: T.URL_REQUIRED })),
  summary: (values) => ({
    [S.PAGE_TYPE]: wordOf(T.PAGE_TYPES, values.page_type),
    [S.TEMPLATE]: wordOf(T.TEMPLATES, values.template_id),
    [S.PAGE_URL]: text(values, 'page_url') ?? '—',
  }),
  seed: { perAccount: GDT_LANDING_PAGE_SAMPLES.length, make: (_random, _account, i) => GDT_LANDING_PAGE_SAMPLES[i % GDT_LANDING_PAGE_SAMPLES.length] },
};
