// The objects 百度营销's sandbox seeds per demo account and property type (docs/design/properties.md §2.7, §2.13):
// believable Chinese names and values, made from the seed's random sequence. Isomorphic, so the web's schemas
// are tried on the very values a fresh desk shows (web properties.spec) and the server's on the contract's.
import { BAIDU_AUDIENCE_ID_TYPES } from './property-limits';

export interface BaiduSeedAccount {
  readonly advertiserId: string;
  readonly name: string;
  /** The account's seeded audience packs (the sandbox seeds them first), for a 定向包 to name. */
  readonly audiences?: readonly string[];
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

const GAME = 'https://monitor.shanhai-game.cn/bd';
const HOME = 'https://www.jiayuan-home.cn';
/** 转化追踪 of an app advertiser and of a home-furnishing site: every way of access the page shows. */
const CONVERSIONS: readonly { name: string; values: Record<string, unknown> }[] = [
  {
    name: 'APP激活_iOS',
    values: { transFrom: 4, transTypes: [4], monitorUrl: `${GAME}/click?click_id={{CLICK_ID}}&idfa={{IDFA}}&ts={{TS}}&callback_url={{CALLBACK_URL}}`, exposureUrl: `${GAME}/show?idfa={{IDFA}}&ts={{TS}}`, mode: 0, appType: 1, downloadUrl: 'https://apps.apple.com/cn/app/id1500000001' },
  },
  {
    name: 'APP激活_安卓',
    values: { transFrom: 4, transTypes: [4], monitorUrl: `${GAME}/click?click_id={{CLICK_ID}}&imei={{IMEI_MD5}}&oaid={{OAID}}&callback_url={{CALLBACK_URL}}`, mode: 1, appType: 2, apkName: 'com.shanhai.game', downloadUrl: 'https://dl.shanhai-game.cn/android/shanhai.apk' },
  },
  { name: '官网表单提交', values: { transFrom: 5, transTypes: [3, 5], lpUrl: `${HOME}/zixun/form` } },
  { name: '基木鱼留资', values: { transFrom: 2, transTypes: [3, 18], lpUrl: `${HOME}/jmy/liuzi` } },
  { name: '在线咨询', values: { transFrom: 8, transTypes: [1, 19], lpUrl: `${HOME}/kefu` } },
  { name: '线索API回传', values: { transFrom: 7, transTypes: [18, 30], lpUrl: `${HOME}/api/leads` } },
  { name: '应用SDK付费', values: { transFrom: 13, transTypes: [10], appType: 2, apkName: 'com.shanhai.game' } },
  { name: '应用调起', values: { transFrom: 1, transTypes: [71], monitorUrl: `${GAME}/open?click_id={{CLICK_ID}}&os={{OS}}&callback_url={{CALLBACK_URL}}`, mode: 1, appType: 2, apkName: 'com.shanhai.game' } },
];

const PAGES: readonly { name: string; values: Record<string, unknown> }[] = [
  { name: '春季新品活动页', values: { pageType: 'H5', onlineUrl: `${HOME}/huodong/spring`, remark: '春季上新主推' } },
  { name: '到店预约表单页', values: { pageType: 'FORM', onlineUrl: `${HOME}/yuyue/form` } },
  { name: '官方旗舰店铺页', values: { pageType: 'STORE', onlineUrl: `${HOME}/store`, remark: '店铺首页' } },
  { name: 'APP下载引导页', values: { pageType: 'APP_DOWNLOAD', onlineUrl: 'https://www.shanhai-game.cn/download' } },
  { name: '免费设计报名页', values: { pageType: 'FORM', onlineUrl: `${HOME}/sheji/baoming`, remark: '留资表单' } },
  { name: '夏日促销专题页', values: { pageType: 'H5', onlineUrl: `${HOME}/huodong/summer` } },
];

const APPLETS: readonly { name: string; values: Record<string, unknown> }[] = [
  { name: '佳园家居商城', values: { appletType: 'WECHAT', appKey: 'gh_3f9a2c7d41be', path: 'pages/index/index' } },
  { name: '到店预约小程序', values: { appletType: 'BAIDU', appKey: 'Jy8QmR2xTb5Kd7Lp', path: 'pages/booking/booking?from=baidu' } },
  { name: '会员中心', values: { appletType: 'WECHAT', appKey: 'gh_81c0e5a9d2f3', path: 'pages/member/index' } },
  { name: '山海游戏礼包', values: { appletType: 'BAIDU', appKey: 'ShGame2026Gift01' } },
];

const IMG = 'https://img.jiayuan-home.cn/brand';
const BRANDS: readonly { name: string; values: Record<string, unknown> }[] = [
  { name: '佳园家居', values: { userPortrait: `${IMG}/jiayuan-logo.png` } },
  { name: '佳园全屋定制', values: { userPortrait: `${IMG}/jiayuan-custom.png` } },
  { name: '山海游戏', values: { userPortrait: 'https://img.shanhai-game.cn/logo/shanhai.jpg' } },
  { name: '山海互娱', values: { userPortrait: 'https://img.shanhai-game.cn/logo/shanhai-fun.jpg' } },
];

/** Packs of lines: a name and the pool its lines are drawn from (a run of 3–6 consecutive lines). */
const SUMMARY_PACKS: readonly { name: string; lines: readonly string[] }[] = [
  {
    name: '家装通用摘要',
    lines: ['十年家装老品牌，设计施工一站式服务', '免费上门量房，三天出设计方案', '环保材料进场，施工全程透明可查', '报价清单明细，不增项不加价', '老房翻新局部改造均可预约', '售后质保五年，专属管家跟进到底'],
  },
  {
    name: '全屋定制摘要',
    lines: ['全屋定制柜体，按户型量身设计', 'E0级环保板材，安心入住无异味', '小户型收纳方案，多出一间储物间', '预约设计师，免费出三维效果图', '工厂直供省去中间环节'],
  },
  {
    name: '游戏推广摘要',
    lines: ['国风仙侠手游，今日开服送十连抽', '经典回合制玩法，组队刷本不肝不氪', '登录七天领限定坐骑与时装', '万人同服跨区竞技，等你来战', '新手七日成长路线，轻松上手'],
  },
  {
    name: '促销活动摘要',
    lines: ['限时特惠进行中，下单立减三百元', '前一百名预约用户赠送精美礼品', '活动仅限本周，名额有限先到先得', '老客户推荐新客户，双方各得好礼'],
  },
];
const WORD_PACKS: readonly { name: string; words: readonly string[] }[] = [
  { name: '家装优选词', words: ['装修公司', '家装设计', '老房翻新', '局部改造', '装修报价', '免费量房', '环保装修', '整装套餐', '装修效果图', '旧房改造'] },
  { name: '定制优选词', words: ['全屋定制', '定制衣柜', '橱柜定制', '榻榻米', '定制书柜', '收纳设计', '环保板材', '定制家具'] },
  { name: '游戏优选词', words: ['仙侠手游', '回合制', '国风游戏', '开服福利', '十连抽', '组队副本', '跨服竞技', '新区开服', '手游礼包'] },
  { name: '促销优选词', words: ['限时特惠', '立减优惠', '预约有礼', '新客专享', '限量名额', '周末特价'] },
];

/** A run of `count` consecutive lines of a pool, from a drawn start (so packs differ, none repeated). */
function runOf(random: () => number, pool: readonly string[], min: number, max: number): string[] {
  const count = Math.min(pool.length, min + Math.floor(random() * (max - min + 1)));
  const start = Math.floor(random() * pool.length);
  return Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length]);
}

/** The i-th of a list of made objects from the account's own offset (as pickName). */
function pickMade<T extends { name: string }>(made: readonly T[], account: BaiduSeedAccount, index: number): T {
  const offset = Number(account.advertiserId.slice(-3)) || 0;
  return made[(offset + index) % made.length];
}

const TARGETS = [
  { name: '京津冀_家装意向', region: [110000, 120000, 130000], age: [3, 4], device: 0 },
  { name: '江浙沪_教育家长', region: [310000, 320000, 330000], age: [3, 4, 5], sex: 1 },
  { name: '华南_游戏玩家', region: [440000, 450000], age: [2, 3], sex: 2, device: 2 },
  { name: '西南_本地生活', region: [510000, 500000, 530000, 520000, 540000], age: [2, 3, 4], net: 1 },
] as const;

export const BAIDU_PROPERTY_SEEDS = {
  // Two to five provinces, age buckets and (when the account has them) its second pack, which the seed makes 可用.
  target: {
    perAccount: 4,
    make: (_random, account, i) => {
      const { name, ...values } = pickMade(TARGETS, account, i);
      const crowd = account.audiences?.[1] ?? account.audiences?.[0];
      return { name, values: { ...values, region: [...values.region], age: [...values.age], ...(crowd ? { common: [crowd] } : {}) } };
    },
  },
  // Six an account: the seed spreads them over every lifecycle state the page shows.
  'custom-audience': {
    perAccount: 6,
    make: (random, account, i) => ({
      name: pickName(AUDIENCE_NAMES, account, i),
      values: { idType: pick(random, BAIDU_AUDIENCE_ID_TYPES), description: AUDIENCE_DESCRIPTIONS[i % AUDIENCE_DESCRIPTIONS.length] },
    }),
  },
  'conversion-config': {
    perAccount: 4,
    make: (_random, account, i) => {
      const { name, values } = pickMade(CONVERSIONS, account, i);
      return { name, values: { ...values } };
    },
  },
  'landing-page': {
    perAccount: 5,
    make: (_random, account, i) => {
      const { name, values } = pickMade(PAGES, account, i);
      return { name, values: { ...values } };
    },
  },
  applet: {
    perAccount: 3,
    make: (_random, account, i) => {
      const { name, values } = pickMade(APPLETS, account, i);
      return { name, values: { ...values } };
    },
  },
  'brand-management': {
    perAccount: 2,
    make: (_random, account, i) => {
      const { name, values } = pickMade(BRANDS, account, i);
      return { name, values: { ...values } };
    },
  },
  'text-summary': {
    perAccount: 3,
    make: (random, account, i) => {
      const pack = pickMade(SUMMARY_PACKS, account, i);
      return { name: pack.name, values: { summaries: runOf(random, pack.lines, 3, 6) } };
    },
  },
  'excellent-words': {
    perAccount: 3,
    make: (random, account, i) => {
      const pack = pickMade(WORD_PACKS, account, i);
      return { name: pack.name, values: { words: runOf(random, pack.words, 5, 10) } };
    },
  },
} as const satisfies Record<string, BaiduPropertySeed>;
