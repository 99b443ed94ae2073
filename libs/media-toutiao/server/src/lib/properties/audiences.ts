// 巨量引擎's 自定义人群 in the sandbox (docs/design/properties.md §3.1, §3.7, §4.1): packs with the audience
// lifecycle (计算中 15 s, 可用, 即将过期 7 days before their 180 days end, 已过期, 已下线) and a size; made by the
// data platform's upload (never by 新建), pushed to up to 100 accounts a call, deleted one at a time.
import { TOUTIAO_AUDIENCE_ID_TYPES, TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_SAMPLES, termLabel, type SummaryOf } from '@toufang/media-toutiao-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, oneOf, seedFrom, text } from './checks';

const LIMITS = TOUTIAO_PROPERTY_LIMITS['custom-audience'];

export const CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '16', digits: 10 },
  review: null,
  lifecycle: { computeMs: LIMITS.LIFECYCLE.COMPUTE_MS, expiresDays: LIMITS.LIFECYCLE.EXPIRES_DAYS, expiringDays: LIMITS.LIFECYCLE.EXPIRING_DAYS },
  check: (values) =>
    firstRefusal([oneOf('data_type', 'ID类型', TOUTIAO_AUDIENCE_ID_TYPES), text('description', '描述', LIMITS.DESCRIPTION_MAX_LENGTH), text('tag', '标签', 20)], values),
  summary: (values): SummaryOf<'custom-audience'> => ({
    ID类型: termLabel(TOUTIAO_AUDIENCE_ID_TYPES, values.data_type),
    ...(typeof values.upload_num === 'number' ? { 上传数量: values.upload_num.toLocaleString('zh-CN') } : {}),
    ...(typeof values.tag === 'string' && values.tag !== '' ? { 标签: values.tag } : {}),
  }),
  // Six a account: the seed spreads them over every lifecycle state in turn.
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['custom-audience'], 6),
};
