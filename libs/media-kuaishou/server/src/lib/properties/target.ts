// 定向模板 (docs/design/properties.md §3.3): reviewed templates whose regions the sandbox checks against its tree
// at depth 2 and whose packs must be the account's own, never both included and excluded; the list says
// 北京、上海等5个地域 as the kit's regionSummary does. The seed: two to five provinces, age buckets, one pack.
import { checkRegionCodes } from '@toufang/domain';
import { KUAISHOU_PROPERTY_LIMITS, KUAISHOU_PROPERTY_TEXTS as T } from '@toufang/media-kuaishou-limits';
import { propertyRefusal, refusal, type PropertyValues } from '@toufang/server-media';
import { regionNames as sandboxRegionNames, type SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, pick, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS.target;
const valueChecks = checkValuesOf('target');

/** Region names by code at the type's depth, for the summary (built once). */
/** Region names by code at the media's depth (kept by the sandbox). */
const regionNames = () => sandboxRegionNames(LIMITS.REGION.DEPTH);

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** A list's text: up to two names, else the first two and the count (北京、上海等5个地域); 不限 when empty. */
export function namesText(items: readonly string[], unit: string): string {
  if (items.length === 0) return '不限';
  return items.length <= 2 ? items.join('、') : `${items.slice(0, 2).join('、')}等${items.length}个${unit}`;
}

function summary(values: PropertyValues): Record<string, string> {
  const regions = listOf(values.region).map((code) => regionNames().get(Number(code)) ?? String(code));
  const ages = listOf(values.ages_range).map((age) => wordOf(LIMITS.AGE_BUCKETS, age));
  const include = listOf(values.population).length;
  const exclude = listOf(values.exclude_population).length;
  return {
    地域: namesText(regions, '地域'),
    年龄: namesText(ages, '年龄段'),
    性别: values.gender === undefined ? '不限' : wordOf(LIMITS.GENDERS, values.gender),
    平台: values.platform_os === undefined ? '不限' : wordOf(LIMITS.PLATFORMS, values.platform_os),
    网络: values.network === undefined ? '不限' : wordOf(LIMITS.NETWORKS, values.network),
    人群包: include + exclude === 0 ? '不限' : `定向${include}个，排除${exclude}个`,
  };
}

const THEMES = ['一线城市白领', '华东宝妈', '大学生', '游戏核心玩家', '电商高消费', '下沉市场', '本地生活'] as const;
const PROVINCES = [110000, 310000, 440000, 330000, 320000, 510000, 420000, 370000, 350000, 610000] as const;
const AGE_BUCKETS = Object.keys(LIMITS.AGE_BUCKETS).map(Number);

export const TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '6', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    const own = valueChecks(values, ctx);
    if (own) return own;
    const region = checkRegionCodes(listOf(values.region).map(Number), ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const foreign = [...listOf(values.population), ...listOf(values.exclude_population)].find((id) => !ctx.audiences.has(String(id)));
    return foreign === undefined ? null : refusal('property_invalid', { detail: T.AUDIENCE_NOT_OWN(String(foreign)) });
  },
  summary,
  seed: {
    perAccount: 4,
    make: (random, account, i) => {
      const count = 2 + Math.floor(random() * 4);
      const start = Math.floor(random() * PROVINCES.length);
      const region = Array.from({ length: count }, (_, k) => PROVINCES[(start + k) % PROVINCES.length]);
      const first = Math.floor(random() * (AGE_BUCKETS.length - 1));
      // The seed's second pack of an account is 可用 (seed-properties.ts spreads the lifecycle in turn).
      const pack = account.audiences[1] ?? account.audiences[0];
      return {
        name: `${pick(random, THEMES)}_定向_${String(i + 1).padStart(2, '0')}`.slice(0, LIMITS.NAME_MAX_LENGTH),
        values: {
          region,
          user_type: 1,
          ages_range: AGE_BUCKETS.slice(first, first + 2),
          gender: i % 3,
          platform_os: i % 2 === 0 ? 0 : 1,
          network: 0,
          ...(pack ? { population: [pack] } : {}),
        },
      };
    },
  },
};
