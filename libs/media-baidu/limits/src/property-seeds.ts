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

/** The i-th of a list of made objects from the account's own offset (as pickName). */
function pickMade<T extends { name: string }>(made: readonly T[], account: BaiduSeedAccount, index: number): T {
  const offset = Number(account.advertiserId.slice(-3)) || 0;
  return made[(offset + index) % made.length];
}

export const BAIDU_PROPERTY_SEEDS = {
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
} as const satisfies Record<string, BaiduPropertySeed>;
