// The Chinese words of 百度营销's property values (docs/design/properties.md §3.4): the web's options and the
// sandbox's list summaries say the same words for the same code.
import type { BaiduAppletType, BaiduAudienceIdType, BaiduPageType, BaiduTransFrom, BaiduTransType } from './property-limits';

export const BAIDU_AUDIENCE_ID_TYPE_WORDS: Readonly<Record<BaiduAudienceIdType, string>> = {
  IMEI: 'IMEI（原值）',
  IMEI_AES: 'IMEI（AES加密）',
  IMEI_MD5: 'IMEI（MD5）',
  IDFA: 'IDFA（原值）',
  IDFA_AES: 'IDFA（AES加密）',
  IDFA_MD5: 'IDFA（MD5）',
  OAID: 'OAID（原值）',
  OAID_AES: 'OAID（AES加密）',
  OAID_MD5: 'OAID（MD5）',
  PHONE_AES: '手机号（AES加密）',
  PHONE_MD5: '手机号（MD5）',
};

/** 接入方式 (ocpcTransFeed.go). */
export const BAIDU_TRANS_FROM_WORDS: Readonly<Record<BaiduTransFrom, string>> = {
  1: '应用API',
  2: '基木鱼营销页',
  4: 'API激活',
  5: '网页JS布码',
  7: '线索API',
  8: '咨询工具授权',
  13: '应用SDK',
};

/** 转化类型 (ocpcTransFeed.go). */
export const BAIDU_TRANS_TYPE_WORDS: Readonly<Record<BaiduTransType, string>> = {
  1: '咨询按钮点击',
  2: '电话按钮点击',
  3: '表单提交成功',
  4: '激活',
  5: '表单按钮点击',
  10: '购买成功',
  14: '订单提交成功',
  17: '三句话咨询',
  18: '留线索',
  19: '一句话咨询',
  20: '深度页面访问',
  30: '电话拨通',
  45: '商品下单成功',
  46: '加入购物车',
  47: '商品收藏',
  48: '商品详情页到达',
  57: '店铺调起',
  67: '微信调起按钮点击',
  68: '粉丝关注成功',
  71: '应用调起',
};

export const BAIDU_MONITOR_MODE_WORDS: Readonly<Record<0 | 1, string>> = { 0: '点击+曝光', 1: '点击' };
export const BAIDU_APP_TYPE_WORDS: Readonly<Record<1 | 2, string>> = { 1: 'iOS', 2: 'Android' };

export const BAIDU_PAGE_TYPE_WORDS: Readonly<Record<BaiduPageType, string>> = { H5: '营销页', FORM: '表单页', STORE: '店铺页', APP_DOWNLOAD: '应用下载页' };

export const BAIDU_APPLET_TYPE_WORDS: Readonly<Record<BaiduAppletType, string>> = { BAIDU: '百度智能小程序', WECHAT: '微信小程序' };

/** 定向包's words (chosen, as the console says them). */
export const BAIDU_TARGET_WORDS = {
  AGES: { 1: '18岁以下', 2: '18-24岁', 3: '25-34岁', 4: '35-44岁', 5: '45-54岁', 6: '55岁及以上' },
  SEXES: { 1: '女', 2: '男' },
  EDUCATIONS: { 1: '大学及以上', 2: '大专', 3: '高中', 4: '初中及以下' },
  DEVICES: { 0: '不限', 1: 'iOS', 2: 'Android' },
  NETS: { 0: '不限', 1: 'Wi-Fi', 2: '移动网络' },
  LABELS: { region: '地域', age: '年龄', sex: '性别', education: '学历', device: '操作系统', net: '网络', common: '定向人群', exclude: '排除人群' },
} as const;

/** The keys of each type's list summary (the sandbox writes them, the web's columns read them). */
export const BAIDU_SUMMARY_KEYS = {
  target: { REGION: '地域', AGE: '年龄', SEX: '性别', DEVICE: '操作系统', CROWDS: '人群' },
  'custom-audience': { ID_TYPE: 'ID类型', DESCRIPTION: '人群说明' },
  'landing-page': { PAGE_TYPE: '页面类型', ONLINE_URL: '落地页地址', REMARK: '备注' },
  applet: { APPLET_TYPE: '小程序类型', APP_KEY: 'AppKey/原始ID', PATH: '启动路径' },
  'brand-management': { LOGO: '品牌头像' },
  'text-summary': { COUNT: '摘要条数', FIRST: '首条摘要' },
  'excellent-words': { COUNT: '词数', WORDS: '优选词' },
  'conversion-config': { TRANS_FROM: '接入方式', TRANS_TYPES: '转化类型', MONITOR_URL: '点击监测地址', LP_URL: '转化URL' },
} as const;
