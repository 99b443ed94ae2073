// 腾讯广告's 转化归因 in the sandbox (conversions/add, conversions/get): added and read, never edited, pushed or
// deleted; no review (its 接入状态 is the advertiser's own work). API reporting is self-attributed and its click
// link is called back (__CALLBACK__); SDK and JS reporting are neither.
import { GDT_CONVERSION_SAMPLES, GDT_CONVERSION_TEXTS as T, GDT_LINK_TEXTS, GDT_PROPERTY_LIMITS, GDT_SUMMARY, wordOf } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { enumRefusal, pageUrlRefusal, trackUrlRefusal } from './links';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['conversion-attribution'];
const S = GDT_SUMMARY['conversion-attribution'];

export const GDT_CONVERSION_ATTRIBUTION: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '5', digits: 8 },
  review: null,
  lifecycle: null,
  check(values) {
    const api = values.access_type === 'ACCESS_TYPE_API';
    return (
      enumRefusal(values.access_type, LIMITS.ACCESS_TYPES, (v) => T.BAD_ENUM(T.ACCESS_TYPE, v)) ??
      enumRefusal(values.conversion_scene, LIMITS.CONVERSION_SCENES, (v) => T.BAD_ENUM(T.CONVERSION_SCENE, v)) ??
      enumRefusal(values.claim_type, LIMITS.CLAIM_TYPES, (v) => T.BAD_ENUM(T.CLAIM_TYPE, v)) ??
      enumRefusal(values.optimization_goal, LIMITS.OPTIMIZATION_GOALS, (v) => T.BAD_ENUM(T.OPTIMIZATION_GOAL, v)) ??
      (values.self_attributed !== api ? refusal('property_invalid', { detail: T.SELF_ATTRIBUTED_API }) : null) ??
      (api && !text(values, 'feedback_url') ? refusal('property_invalid', { detail: GDT_LINK_TEXTS.REQUIRED }) : null) ??
      trackUrlRefusal(text(values, 'feedback_url'), api ? 'required' : 'forbidden') ??
      trackUrlRefusal(text(values, 'impression_feedback_url'), 'optional') ??
      pageUrlRefusal(text(values, 'landing_page_url'))
    );
  },
  summary: (values) => ({
    [S.ACCESS_TYPE]: wordOf(T.ACCESS_TYPES, values.access_type),
    [S.CONVERSION_SCENE]: wordOf(T.CONVERSION_SCENES, values.conversion_scene),
    [S.CLAIM_TYPE]: wordOf(T.CLAIM_TYPES, values.claim_type),
    [S.OPTIMIZATION_GOAL]: wordOf(T.OPTIMIZATION_GOALS, values.optimization_goal),
    [S.FEEDBACK_URL]: text(values, 'feedback_url') ?? '—',
  }),
  seed: { perAccount: GDT_CONVERSION_SAMPLES.length, make: (_random, _account, i) => GDT_CONVERSION_SAMPLES[i % GDT_CONVERSION_SAMPLES.length] },
};
