// 哔哩哔哩's 人群包 in the sandbox (docs/design/properties.md §3.6, §3.7, §4.1): no review, the audience lifecycle
// (计算中 for the computing time, 可用, 即将过期 in the last 7 of 180 days, 已过期), at most 100 an account, pushed
// to up to 20 accounts a call. Created by the data platform's upload, never by the property page.
import { BILIBILI_AUDIENCE_SAMPLES, BILIBILI_AUDIENCE_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, text, wordOf } from './values';

const LIMITS = BILIBILI_PROPERTY_LIMITS['custom-audience'];
const S = BILIBILI_SUMMARY['custom-audience'];

export const BILIBILI_CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '3', digits: 8 },
  review: null,
  lifecycle: { computeMs: LIMITS.LIFECYCLE.COMPUTE_MS, expiresDays: LIMITS.LIFECYCLE.EXPIRES_DAYS, expiringDays: LIMITS.LIFECYCLE.EXPIRING_DAYS },
  check(values) {
    if (!among(LIMITS.SOURCES, values.source)) return refusal('property_invalid', { detail: T.BAD_SOURCE(key(values, 'source') ?? '') });
    if (values.id_type !== undefined && !among(LIMITS.ID_TYPES, values.id_type)) return refusal('property_invalid', { detail: T.BAD_ID_TYPE(key(values, 'id_type') ?? '') });
    if (values.source === 'UPLOAD' && values.id_type === undefined) return refusal('property_invalid', { detail: T.ID_TYPE_REQUIRED });
    const seed = text(values, 'seed_audience_id');
    if (values.source === 'LOOKALIKE' && !seed) return refusal('property_invalid', { detail: T.SEED_REQUIRED });
    if (seed !== undefined && !/^\d{1,20}$/.test(seed)) return refusal('property_invalid', { detail: T.SEED_FORMAT });
    if ([...(text(values, 'description') ?? '')].length > LIMITS.DESCRIPTION_MAX_LENGTH) return refusal('property_invalid', { detail: T.DESCRIPTION_TOO_LONG(LIMITS.DESCRIPTION_MAX_LENGTH) });
    return null;
  },
  summary: (values) => ({
    [S.SOURCE]: wordOf(T.SOURCES, values.source),
    [S.ID_TYPE]: values.id_type === undefined ? '—' : wordOf(T.ID_TYPES, values.id_type),
  }),
  // One of each sample an account: five packs spread over every lifecycle state by the seed.
  seed: { perAccount: BILIBILI_AUDIENCE_SAMPLES.length, make: (_random, _account, i) => BILIBILI_AUDIENCE_SAMPLES[i % BILIBILI_AUDIENCE_SAMPLES.length] },
};
