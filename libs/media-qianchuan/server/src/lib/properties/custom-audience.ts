// 巨量千川's 人群 in the sandbox (docs/design/properties.md §3.5, §3.7, §4.1): no review, the audience lifecycle
// (计算中 for the computing time, 可用, 即将过期 in the last 7 of 180 days, 已过期), pushed to up to 100 accounts a
// call. Created by the data platform's upload, never by the property page.
import { QIANCHUAN_AUDIENCE_SAMPLES, QIANCHUAN_AUDIENCE_TEXTS as T, QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY } from '@toufang/media-qianchuan-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, text, wordOf } from './values';

const LIMITS = QIANCHUAN_PROPERTY_LIMITS['custom-audience'];
const S = QIANCHUAN_SUMMARY['custom-audience'];

export const QIANCHUAN_CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '7', digits: 10 },
  review: null,
  lifecycle: { computeMs: LIMITS.LIFECYCLE.COMPUTE_MS, expiresDays: LIMITS.LIFECYCLE.EXPIRES_DAYS, expiringDays: LIMITS.LIFECYCLE.EXPIRING_DAYS },
  check(values) {
    if (!among(LIMITS.SOURCES, values.audience_source)) return refusal('property_invalid', { detail: T.BAD_SOURCE(key(values, 'audience_source') ?? '') });
    if (!among(LIMITS.AUDIENCE_TYPES, values.audience_type)) return refusal('property_invalid', { detail: T.BAD_AUDIENCE_TYPE(key(values, 'audience_type') ?? '') });
    if (values.data_type !== undefined && !among(LIMITS.DATA_TYPES, values.data_type)) return refusal('property_invalid', { detail: T.BAD_DATA_TYPE(key(values, 'data_type') ?? '') });
    if (values.audience_type === 'UPLOAD' && values.data_type === undefined) return refusal('property_invalid', { detail: T.DATA_TYPE_REQUIRED });
    if ([...(text(values, 'audience_group') ?? '')].length > LIMITS.GROUP_MAX_LENGTH) return refusal('property_invalid', { detail: T.GROUP_TOO_LONG(LIMITS.GROUP_MAX_LENGTH) });
    return null;
  },
  summary: (values) => ({
    [S.SOURCE]: wordOf(T.SOURCES, values.audience_source),
    [S.AUDIENCE_TYPE]: wordOf(T.AUDIENCE_TYPES, values.audience_type),
    [S.DATA_TYPE]: values.data_type === undefined ? '—' : wordOf(T.DATA_TYPES, values.data_type),
  }),
  // One of each sample an account: six packs spread over every lifecycle state by the seed.
  seed: { perAccount: QIANCHUAN_AUDIENCE_SAMPLES.length, make: (_random, _account, i) => QIANCHUAN_AUDIENCE_SAMPLES[i % QIANCHUAN_AUDIENCE_SAMPLES.length] },
};
