// 腾讯广告's 客户人群 in the sandbox (docs/design/properties.md §3.2, §4.1): no review, the audience lifecycle
// (计算中 for the computing time, 可用, 即将过期 in the last 7 days, 已过期), at most 50 a account, a grant to
// one account a call. Created by the data platform's upload, never by the property page.
import { GDT_AUDIENCE_SAMPLES, GDT_AUDIENCE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, wordOf } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['custom-audience'];
const S = GDT_SUMMARY['custom-audience'];

export const GDT_CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '4', digits: 9 },
  review: null,
  // Computing time as every sandbox media's (§3.7); packs expire 180 days after upload (chosen).
  lifecycle: { computeMs: 15_000, expiresDays: 180, expiringDays: 7 },
  check(values) {
    const type = text(values, 'type') ?? '';
    if (!(LIMITS.AUDIENCE_TYPES as readonly string[]).includes(type)) return refusal('property_invalid', { detail: T.BAD_TYPE(type) });
    const idType = text(values, 'user_id_type');
    if (idType !== undefined && !(LIMITS.USER_ID_TYPES as readonly string[]).includes(idType)) return refusal('property_invalid', { detail: T.BAD_USER_ID_TYPE(idType) });
    if (type === 'LOOKALIKE' && !text(values, 'seed_audience_id')) return refusal('property_invalid', { detail: T.SEED_REQUIRED });
    return null;
  },
  summary: (values) => ({
    [S.TYPE]: wordOf(T.TYPES, values.type),
    [S.USER_ID_TYPE]: wordOf(T.USER_ID_TYPES, values.user_id_type),
  }),
  // One of each sample an account: six packs spread over every lifecycle state by the seed.
  seed: { perAccount: GDT_AUDIENCE_SAMPLES.length, make: (_random, _account, i) => GDT_AUDIENCE_SAMPLES[i % GDT_AUDIENCE_SAMPLES.length] },
};
