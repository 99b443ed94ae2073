// 自定义人群 in 百度营销's sandbox (docs/design/properties.md §3.4, §3.7): packs with a lifecycle (计算中 → 可用 →
// 即将过期 → 已过期, some 已下线) and a size, pushed to at most 10 accounts a call, 200 an account.
import { BAIDU_AUDIENCE_ID_TYPE_WORDS, BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_PROPERTY_SENTENCES as S, BAIDU_SUMMARY_KEYS } from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkEnum, invalid, lengthOf, textOf } from './values';

const LIMITS = BAIDU_PROPERTY_LIMITS['custom-audience'];
const K = BAIDU_SUMMARY_KEYS['custom-audience'];

export const BAIDU_CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '6', digits: 9 }, // chosen
  review: null,
  // §3.7: computed in 15 s in the sandbox; kept 180 days, 即将过期 the last 7 (chosen).
  lifecycle: { computeMs: 15_000, expiresDays: 180, expiringDays: 7 },
  check(values) {
    const idType = checkEnum(values.idType, LIMITS.ID_TYPES, K.ID_TYPE);
    if (idType) return idType;
    const description = textOf(values, 'description');
    if (description !== null && lengthOf(description) > LIMITS.DESCRIPTION_MAX_LENGTH) return invalid(S.TOO_LONG(K.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH));
    return null;
  },
  summary(values) {
    const idType = textOf(values, 'idType') as keyof typeof BAIDU_AUDIENCE_ID_TYPE_WORDS | null;
    const description = textOf(values, 'description');
    return { [K.ID_TYPE]: idType ? (BAIDU_AUDIENCE_ID_TYPE_WORDS[idType] ?? idType) : '—', ...(description ? { [K.DESCRIPTION]: description } : {}) };
  },
  seed: BAIDU_PROPERTY_SEEDS['custom-audience'],
};
