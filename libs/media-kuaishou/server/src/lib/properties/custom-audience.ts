// 人群包 (population, docs/design/properties.md §3.3): packs the data platform uploads and pushes; the page
// lists them with their ID type and size, computing for a while, expiring after half a year (chosen).
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, pick, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['custom-audience'];

const THEMES = ['近30天付费用户', 'APP活跃用户', '电商加购人群', '表单留资人群', '高价值复购用户', '老客召回人群', '直播间互动人群', '游戏付费玩家'] as const;
const ID_TYPES = [3, 4, 5, 8] as const;

export const CUSTOM_AUDIENCE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '3', digits: 9 },
  review: null,
  lifecycle: { computeMs: LIMITS.LIFECYCLE.COMPUTE_MS, expiresDays: LIMITS.LIFECYCLE.EXPIRES_DAYS, expiringDays: LIMITS.LIFECYCLE.EXPIRING_DAYS },
  check: checkValuesOf('custom-audience'),
  summary: (values) => ({
    数据类型: wordOf(LIMITS.ID_TYPES, values.type),
    人群来源: wordOf(LIMITS.POPULATION_TYPES, values.population_type),
    ...(typeof values.record_size === 'number' ? { 上传数量: String(values.record_size) } : {}),
  }),
  seed: {
    perAccount: 6,
    make: (random, _account, i) => {
      const type = pick(random, ID_TYPES);
      const record = 50_000 + Math.floor(random() * 2_000_000);
      return {
        name: `${THEMES[(i + Math.floor(random() * THEMES.length)) % THEMES.length]}_${LIMITS.ID_TYPES[type].replace('手机号-', 'PHONE_')}`.slice(0, LIMITS.NAME_MAX_LENGTH),
        values: { type, population_type: i % 3 === 2 ? 5 : 1, record_size: record },
      };
    },
  },
};
