// The objects 百度营销's sandbox seeds per demo account and property type (docs/design/properties.md §2.7, §2.13):
// believable Chinese names and values, made from the seed's random sequence. Isomorphic, so the web's schemas
// are tried on the very values a fresh desk shows (web properties.spec) and the server's on the contract's.
import { BAIDU_AUDIENCE_ID_TYPES } from './property-limits';

export interface BaiduSeedAccount {
  readonly advertiserId: string;
  readonly name: string;
}

export interface BaiduPropertySeed {
  /** Objects per demo account. */
  readonly perAccount: number;
  readonly make: (random: () => number, account: BaiduSeedAccount, index: number) => { name: string; values: Record<string, unknown> };
}

/** The i-th of a list from an offset of the account's own, so accounts differ and one account's names do not repeat. */
function pickName(names: readonly string[], account: BaiduSeedAccount, index: number): string {
  const offset = Number(account.advertiserId.slice(-3)) || 0;
  return names[(offset + index) % names.length];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

const AUDIENCE_NAMES = ['近30天网站访客', '表单提交用户', 'APP活跃用户', '高价值老客', '加购未下单用户', '品牌词搜索人群', '已转化用户排除', '直播间互动用户'];
const AUDIENCE_DESCRIPTIONS = ['数据平台上传，已哈希', '近90天CRM导出', '用于排除已转化用户', '相似人群扩展的种子'];

export const BAIDU_PROPERTY_SEEDS = {
  // Six an account: the seed spreads them over every lifecycle state the page shows.
  'custom-audience': {
    perAccount: 6,
    make: (random, account, i) => ({
      name: pickName(AUDIENCE_NAMES, account, i),
      values: { idType: pick(random, BAIDU_AUDIENCE_ID_TYPES), description: AUDIENCE_DESCRIPTIONS[i % AUDIENCE_DESCRIPTIONS.length] },
    }),
  },
} as const satisfies Record<string, BaiduPropertySeed>;
