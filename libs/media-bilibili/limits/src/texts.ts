// 哔哩哔哩's words on its property pages (docs/design/properties.md §3.6; Chinese UI per shell spec §2.5): the
// labels of each type's fields and options, the keys of the list's summary (the sandbox writes them, the web
// columns name them), and the media's own refusals. Both the web page and the sandbox media read them here.

export const BILIBILI_TARGET_TEXTS = {
  REGION: '地域',
  AGE: '年龄',
  GENDER: '性别',
  PLATFORM: '平台',
  NETWORK: '网络',
  INCLUDE: '定向人群包',
  EXCLUDE: '排除人群包',
  AGES: { AGE_18_24: '18-24岁', AGE_25_30: '25-30岁', AGE_31_40: '31-40岁', AGE_41_49: '41-49岁', AGE_50_PLUS: '50岁及以上' },
  GENDERS: { ALL: '不限', MALE: '男', FEMALE: '女' },
  PLATFORMS: { ANDROID: 'Android', IOS: 'iPhone', IPAD: 'iPad' },
  NETWORKS: { WIFI: 'Wi-Fi', '4G': '4G', '5G': '5G', OTHER: '其他' },
  UNLIMITED: '不限',
  CHOOSE: (label: string) => `请选择${label}`,
  BAD_VALUE: (label: string, value: string) => `${label}不正确：${value}`,
  CROWDS_TOO_MANY: (label: string, max: number) => `${label}最多选择${max}个`,
  CROWD_BOTH: (ids: string) => `人群包不能同时定向和排除：${ids}`,
  REGIONS: (count: number) => `${count}个地域`,
  PACKS: (include: number, exclude: number) => `定向${include}个，排除${exclude}个`,
} as const;

export const BILIBILI_AUDIENCE_TEXTS = {
  SOURCE: '人群来源',
  ID_TYPE: '号码类型',
  SEED: '种子人群包ID',
  DESCRIPTION: '人群描述',
  SOURCES: { UPLOAD: '上传人群', LOOKALIKE: '相似人群' },
  ID_TYPES: { IMEI_MD5: 'IMEI（MD5）', IDFA_MD5: 'IDFA（MD5）', OAID_MD5: 'OAID（MD5）', PHONE_MD5: '手机号（MD5）' },
  HELP: '人群包由数据平台上传生成，此处可推送、删除与同步',
  /** The sandbox's refusals and the form's messages. */
  BAD_SOURCE: (value: string) => `人群来源不正确：${value}`,
  BAD_ID_TYPE: (value: string) => `号码类型不正确：${value}`,
  ID_TYPE_REQUIRED: '上传人群须选择号码类型',
  SEED_REQUIRED: '相似人群须填写种子人群包ID',
  SEED_FORMAT: '种子人群包ID须为数字',
  DESCRIPTION_TOO_LONG: (max: number) => `人群描述最长${max}个字`,
  CHOOSE_SOURCE: '请选择人群来源',
  CHOOSE_ID_TYPE: '请选择号码类型',
} as const;

/** Monitoring links (监测链接, 激活链接). */
export const BILIBILI_LINK_TEXTS = {
  CLICK_URL: '点击监测链接',
  SHOW_URL: '展示监测链接',
  PLAY_URL: '播放监测链接',
  PLATFORM: '平台',
  PLATFORMS: { ANDROID: 'Android', IOS: 'iOS' },
  KINDS: { click_url: '点击', show_url: '展示', play_url: '播放' },
  HELP: '宏须为哔哩哔哩支持的宏，如 __TRACKID__、__CREATIVEID__',
  REQUIRED: '请填写点击监测链接',
  CHOOSE_PLATFORM: '请选择平台',
  BAD_PLATFORM: (value: string) => `平台不正确：${value}`,
  /** An activation link's click link without the device macro of its platform. */
  DEVICE_MACRO: (platform: string, macros: string) => `${platform}激活链接的点击监测链接须包含宏 ${macros}`,
} as const;

export const BILIBILI_LANDING_TEXTS = {
  PAGE_TYPE: '落地页类型',
  PAGE_URL: '落地页链接',
  TITLE: '页面标题',
  PAGE_TYPES: { NATIVE: '原生落地页', CUSTOM: '自定义链接' },
  CHOOSE_PAGE_TYPE: '请选择落地页类型',
  BAD_PAGE_TYPE: (value: string) => `落地页类型不正确：${value}`,
  URL_REQUIRED: '请填写落地页链接',
  NATIVE_HOST: '原生落地页的链接须在 bilibili.com 或 b23.tv 下',
  TITLE_TOO_LONG: (max: number) => `页面标题最长${max}个字`,
} as const;

export const BILIBILI_CONVERSION_TEXTS = {
  CONVERT_TYPE: '转化目标',
  REPORT_METHOD: '上报方式',
  CLICK_URL: '点击监测链接',
  LANDING_URL: '落地页链接',
  CONVERT_TYPES: { ACTIVATE: '激活', REGISTER: '注册', PAY: '付费', RETENTION: '次日留存', FORM_SUBMIT: '表单提交', GAME_RESERVE: '游戏预约' },
  REPORT_METHODS: { API: 'API上报', SDK: 'SDK上报', JS: 'JS上报' },
  CHOOSE_CONVERT_TYPE: '请选择转化目标',
  CHOOSE_REPORT_METHOD: '请选择上报方式',
  BAD_CONVERT_TYPE: (value: string) => `转化目标不正确：${value}`,
  BAD_REPORT_METHOD: (value: string) => `上报方式不正确：${value}`,
  API_LINK_REQUIRED: 'API上报须填写点击监测链接',
  API_MACRO: (macro: string) => `API上报的点击监测链接须包含宏 ${macro}`,
} as const;

/** The keys of each built type's list summary: the sandbox writes them, the web columns name them. */
export const BILIBILI_SUMMARY = {
  target: { REGION: '地域', AGE: '年龄', GENDER: '性别', PLATFORM: '平台', NETWORK: '网络', CROWDS: '人群包' },
  'custom-audience': { SOURCE: '人群来源', ID_TYPE: '号码类型' },
  'landing-page': { PAGE_TYPE: '落地页类型', PAGE_URL: '落地页链接' },
  'conversion-config': { CONVERT_TYPE: '转化目标', REPORT_METHOD: '上报方式' },
  monitor: { CLICK_URL: '点击监测链接', KINDS: '监测类型' },
  'activate-link': { PLATFORM: '平台', CLICK_URL: '点击监测链接' },
} as const;

/** Whether a link lies on one of the hosts or under it (www.bilibili.com under bilibili.com). */
export function onHosts(link: string, hosts: readonly string[]): boolean {
  try {
    const host = new URL(link).hostname;
    return hosts.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}
