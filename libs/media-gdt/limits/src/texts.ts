// 腾讯广告's words on its property pages (docs/design/properties.md §3.2; Chinese UI per shell spec §2.5): the
// labels of each type's fields and options, the keys of the list's summary (the sandbox writes them, the web
// columns name them), and the media's own refusals. Both the web page and the sandbox media read them here.

/** A wire value's Chinese word. */
export type Words<T extends string> = Readonly<Record<T, string>>;

export const GDT_AUDIENCE_TEXTS = {
  TYPE: '人群类型',
  USER_ID_TYPE: '号码类型',
  SEED: '种子人群ID',
  DESCRIPTION: '人群描述',
  TYPES: { CUSTOMER_FILE: '客户文件人群', LOOKALIKE: '拓展人群' },
  USER_ID_TYPES: {
    HASH_IDFA: 'IDFA（MD5）',
    HASH_IMEI: 'IMEI（MD5）',
    HASH_MOBILE_PHONE: '手机号（MD5）',
    IDFA: 'IDFA',
    IMEI: 'IMEI',
    WX_OPENID: '微信OpenID',
    WX_UNIONID: '微信UnionID',
    WECHAT_OPENID: '微信OpenID（公众号）',
    SALTED_HASH_IMEI: 'IMEI（加盐MD5）',
    SALTED_HASH_IDFA: 'IDFA（加盐MD5）',
    OAID: 'OAID',
    HASH_OAID: 'OAID（MD5）',
    SHA256_MOBILE_PHONE: '手机号（SHA256）',
    MD5_SHA256_IMEI: 'IMEI（MD5后SHA256）',
    MD5_SHA256_IDFA: 'IDFA（MD5后SHA256）',
    MD5_SHA256_OAID: 'OAID（MD5后SHA256）',
    CAID: 'CAID',
  },
  /** The sandbox's refusals. */
  BAD_TYPE: (value: string) => `人群类型不正确：${value}`,
  BAD_USER_ID_TYPE: (value: string) => `号码类型不正确：${value}`,
  SEED_REQUIRED: '拓展人群须填写种子人群ID',
  CHOOSE_TYPE: '请选择人群类型',
  CHOOSE_USER_ID_TYPE: '请选择号码类型',
  SEED_FORMAT: '种子人群ID须为数字',
} as const;

export const GDT_TARGET_TEXTS = {
  REGIONS: '地域',
  LOCATION_TYPES: '地点类型',
  AGE: '年龄',
  GENDER: '性别',
  EDUCATION: '学历',
  USER_OS: '操作系统',
  NETWORK_TYPE: '联网方式',
  INCLUDE: '定向人群',
  EXCLUDE: '排除人群',
  DESCRIPTION: '描述',
  AUDIENCES: '人群',
  LOCATION_TYPE_WORDS: { LIVE_IN: '常住', RECENTLY_IN: '近期到访', TRAVEL_IN: '旅行' },
  AGE_WORDS: { '18-23': '18-23岁', '24-30': '24-30岁', '31-40': '31-40岁', '41-49': '41-49岁', '50-65': '50-65岁', '66-66': '66岁及以上' },
  GENDER_WORDS: { MALE: '男', FEMALE: '女' },
  EDUCATION_WORDS: { DOCTOR: '博士', MASTER: '硕士', BACHELOR: '本科', JUNIOR_COLLEGE: '专科', SENIOR: '高中', JUNIOR: '初中', PRIMARY: '小学' },
  USER_OS_WORDS: { ANDROID: 'Android', IOS: 'iOS' },
  NETWORK_WORDS: { WIFI: 'Wi-Fi', NET_5G: '5G', NET_4G: '4G', NET_3G: '3G', NET_2G: '2G' },
  UNLIMITED: '不限',
  /** The refusals (the form's and the sandbox's). */
  NOT_AN_OPTION: (label: string) => `${label}中有不支持的选项`,
  TOO_MANY: (label: string, max: number) => `${label}最多选择${max}个`,
  AUDIENCE_BOTH: (id: string) => `人群${id}不能同时定向和排除`,
  AUDIENCE_NOT_OWN: (id: string) => `人群${id}不属于该账户`,
  DESCRIPTION_TOO_LONG: (max: number) => `描述最多${max}个字`,
  SUMMARY_OF: (first: string, n: number, unit: string) => `${first}等${n}个${unit}`,
  AUDIENCE_COUNTS: (include: number, exclude: number) => `定向${include}个，排除${exclude}个`,
} as const;

/** The media's own words on a monitoring link (ad_track_click). */
export const GDT_LINK_TEXTS = {
  NO_HASH: '监测链接不能包含 #',
  CALLBACK_REQUIRED: '点击回传的监测链接须包含宏 __CALLBACK__',
  CALLBACK_FORBIDDEN: '未开启点击回传的监测链接不能包含宏 __CALLBACK__',
  REQUIRED: '请填写点击监测链接',
} as const;

export const GDT_CONVERSION_TEXTS = {
  ACCESS_TYPE: '接入方式',
  CONVERSION_SCENE: '转化场景',
  CLAIM_TYPE: '归因方式',
  OPTIMIZATION_GOAL: '优化目标',
  SELF_ATTRIBUTED: '自归因',
  FEEDBACK_URL: '点击监测链接',
  IMPRESSION_FEEDBACK_URL: '曝光监测链接',
  LANDING_PAGE_URL: '落地页链接',
  USER_ACTION_SET_ID: '数据源ID',
  ACCESS_TYPES: { ACCESS_TYPE_API: 'API上报', ACCESS_TYPE_SDK: 'SDK上报', ACCESS_TYPE_JS: 'JS上报' },
  CONVERSION_SCENES: {
    CONVERSION_SCENE_ANDROID: 'Android应用',
    CONVERSION_SCENE_IOS: 'iOS应用',
    CONVERSION_SCENE_WEB: '网页',
    CONVERSION_SCENE_WECHAT_MINI_PROGRAM: '微信小程序',
    CONVERSION_SCENE_WECHAT_MINI_GAME: '微信小游戏',
    CONVERSION_SCENE_QQ_MINI_GAME: 'QQ小游戏',
    CONVERSION_SCENE_QUICK_APP: '快应用',
    CONVERSION_SCENE_WE_COM: '企业微信',
  },
  CLAIM_TYPES: { CLAIM_TYPE_CLICK: '点击归因', CLAIM_TYPE_IMPRESSION: '曝光归因', CLAIM_TYPE_ACTIVATION: '激活归因', CLAIM_TYPE_REGISTER: '注册归因' },
  OPTIMIZATION_GOALS: {
    OPTIMIZATIONGOAL_APP_ACTIVATE: '激活',
    OPTIMIZATIONGOAL_APP_REGISTER: '注册',
    OPTIMIZATIONGOAL_APP_PURCHASE: '付费',
    OPTIMIZATIONGOAL_ONE_DAY_RETENTION: '次日留存',
    OPTIMIZATIONGOAL_ECOMMERCE_ORDER: '下单',
    OPTIMIZATIONGOAL_ECOMMERCE_CHECKOUT: 'H5购买',
    OPTIMIZATIONGOAL_LEADS: '销售线索',
    OPTIMIZATIONGOAL_CLICK: '点击',
  },
  YES: '是',
  NO: '否',
  CHOOSE: (label: string) => `请选择${label}`,
  SELF_ATTRIBUTED_API: 'API上报须为自归因，SDK和JS上报不能自归因',
  BAD_ENUM: (label: string, value: string) => `${label}不正确：${value}`,
  BAD_ID: '数据源ID须为数字',
} as const;

export const GDT_MINI_GAME_MONITOR_TEXTS = {
  MINI_GAME_ID: '小游戏AppID',
  CLICK_URL: '点击监测链接',
  IMPRESSION_URL: '曝光监测链接',
  CALLBACK: '点击回传',
  CALLBACK_HELP: '开启后点击监测链接须包含 __CALLBACK__，关闭时不能包含',
  BAD_APPID: '小游戏AppID须为 wx 开头的18位字符',
  ON: '已开启',
  OFF: '未开启',
} as const;

export const GDT_LANDING_PAGE_TEXTS = {
  PAGE_TYPE: '落地页类型',
  PAGE_URL: '落地页链接',
  TEMPLATE: '模板',
  PAGE_TYPES: {
    PAGE_TYPE_XIJING_WEB: '蹊径网页',
    PAGE_TYPE_XIJING_ANDROID: '蹊径安卓下载页',
    PAGE_TYPE_XIJING_IOS: '蹊径iOS下载页',
    PAGE_TYPE_WECHAT_CANVAS: '微信原生推广页',
    PAGE_TYPE_OFFICIAL: '自定义落地页',
  },
  TEMPLATES: { TEMPLATE_FORM: '表单收集', TEMPLATE_APP_DOWNLOAD: '应用下载', TEMPLATE_PRODUCT: '商品展示', TEMPLATE_EVENT: '活动推广' },
  CHOOSE_PAGE_TYPE: '请选择落地页类型',
  CHOOSE_TEMPLATE: '请选择模板',
  URL_REQUIRED: '请填写落地页链接',
  BAD_PAGE_TYPE: (value: string) => `落地页类型不正确：${value}`,
  BAD_TEMPLATE: (value: string) => `模板不正确：${value}`,
} as const;

export const GDT_APPLET_TEXTS = {
  ORIGINAL_ID: '小程序原始ID',
  APPID: '小程序AppID',
  PATH: '页面路径',
  BAD_ORIGINAL_ID: '小程序原始ID须为 gh_ 开头的15位字符',
  BAD_APPID: '小程序AppID须为 wx 开头的18位字符',
  BAD_PATH: (max: number) => `页面路径须为小程序内路径（不以 / 或 http 开头），最长${max}个字符`,
} as const;

export const GDT_MATERIAL_TAG_TEXTS = {
  GROUP: '标签分组',
  DESCRIPTION: '标签说明',
  TOO_LONG: (label: string, max: number) => `${label}最长${max}个字`,
} as const;

export const GDT_CHANNEL_TEXTS = {
  APPID: '小游戏AppID',
  CHANNEL_ID: '渠道号',
  LAUNCH_QUERY: '启动参数',
  LAUNCH_HELP: '如 channel=gdt_01&src=moments，小游戏启动时带上',
  BAD_APPID: '小游戏AppID须为 wx 开头的18位字符',
  BAD_CHANNEL_ID: '渠道号须为1–32位字母、数字、下划线或短横线',
  BAD_QUERY: (max: number) => `启动参数须为 key=value 形式，多个用 & 连接，最长${max}个字符`,
} as const;

export const GDT_FINDER_TEXTS = {
  FINDER_ID: '视频号ID',
  NICKNAME: '视频号名称',
  SCOPE: '授权范围',
  DAYS: '授权期限',
  SCOPES: { VIDEO_PROMOTION: '视频推广', LIVE_PROMOTION: '直播推广', VIDEO_AND_LIVE: '视频与直播推广' },
  DAYS_TEXT: (days: number) => `${days}天`,
  /** The media's words for an authorisation's states (the owner confirms it; it lapses), in place of 审核中 …. */
  STATUS: { reviewing: '待授权', approved: '已授权', rejected: '已失效' },
  HELP: '保存后由视频号主在微信中确认授权，确认前显示为审核中',
  BAD_FINDER_ID: '视频号ID须为 sph 开头的10–23位字母或数字',
  NICKNAME_REQUIRED: '请填写视频号名称',
  NICKNAME_TOO_LONG: (max: number) => `视频号名称最长${max}个字`,
  CHOOSE_SCOPE: '请选择授权范围',
  CHOOSE_DAYS: '请选择授权期限',
  BAD_SCOPE: (value: string) => `授权范围不正确：${value}`,
  BAD_DAYS: (value: string) => `授权期限不正确：${value}`,
} as const;

export const GDT_PROFILE_TEXTS = {
  NICKNAME: '昵称',
  HEAD_IMAGE: '头像图片ID',
  /** The form's field: one image of the 素材库, pushed to the account (docs/design/properties.md §2.3). */
  AVATAR: '头像',
  CHOOSE_AVATAR: '请选择头像图片',
  HEAD_IMAGE_HELP: '素材库中的方形图片（边长不小于100像素）',
  DESCRIPTION: '简介',
  BAD_HEAD_IMAGE: '头像图片ID须为账户图片库中图片的数字ID',
  NICKNAME_REQUIRED: '请填写昵称',
  TOO_LONG: (label: string, max: number) => `${label}最长${max}个字`,
} as const;

/** Each built type's summary keys (at most 20 a type; the sandbox writes them, the web columns name them). */
export const GDT_SUMMARY = {
  target: { REGIONS: GDT_TARGET_TEXTS.REGIONS, AGE: GDT_TARGET_TEXTS.AGE, GENDER: GDT_TARGET_TEXTS.GENDER, USER_OS: GDT_TARGET_TEXTS.USER_OS, AUDIENCES: GDT_TARGET_TEXTS.AUDIENCES },
  'custom-audience': { TYPE: GDT_AUDIENCE_TEXTS.TYPE, USER_ID_TYPE: GDT_AUDIENCE_TEXTS.USER_ID_TYPE },
  'landing-page': { PAGE_TYPE: GDT_LANDING_PAGE_TEXTS.PAGE_TYPE, TEMPLATE: GDT_LANDING_PAGE_TEXTS.TEMPLATE, PAGE_URL: GDT_LANDING_PAGE_TEXTS.PAGE_URL },
  applet: { ORIGINAL_ID: GDT_APPLET_TEXTS.ORIGINAL_ID, APPID: GDT_APPLET_TEXTS.APPID, PATH: GDT_APPLET_TEXTS.PATH },
  'material-tag': { GROUP: GDT_MATERIAL_TAG_TEXTS.GROUP, DESCRIPTION: GDT_MATERIAL_TAG_TEXTS.DESCRIPTION },
  'wechat-mini-game-channel': { APPID: GDT_CHANNEL_TEXTS.APPID, CHANNEL_ID: GDT_CHANNEL_TEXTS.CHANNEL_ID, LAUNCH_QUERY: GDT_CHANNEL_TEXTS.LAUNCH_QUERY },
  'video-account-authorization': { FINDER_ID: GDT_FINDER_TEXTS.FINDER_ID, NICKNAME: GDT_FINDER_TEXTS.NICKNAME, SCOPE: GDT_FINDER_TEXTS.SCOPE, DAYS: GDT_FINDER_TEXTS.DAYS },
  'friends-circle-avatar': { NICKNAME: GDT_PROFILE_TEXTS.NICKNAME, HEAD_IMAGE: GDT_PROFILE_TEXTS.HEAD_IMAGE, DESCRIPTION: GDT_PROFILE_TEXTS.DESCRIPTION },
  'mini-game-monitor': {
    MINI_GAME_ID: GDT_MINI_GAME_MONITOR_TEXTS.MINI_GAME_ID,
    CLICK_URL: GDT_MINI_GAME_MONITOR_TEXTS.CLICK_URL,
    IMPRESSION_URL: GDT_MINI_GAME_MONITOR_TEXTS.IMPRESSION_URL,
    CALLBACK: GDT_MINI_GAME_MONITOR_TEXTS.CALLBACK,
  },
  'conversion-attribution': {
    ACCESS_TYPE: GDT_CONVERSION_TEXTS.ACCESS_TYPE,
    CONVERSION_SCENE: GDT_CONVERSION_TEXTS.CONVERSION_SCENE,
    CLAIM_TYPE: GDT_CONVERSION_TEXTS.CLAIM_TYPE,
    OPTIMIZATION_GOAL: GDT_CONVERSION_TEXTS.OPTIMIZATION_GOAL,
    FEEDBACK_URL: GDT_CONVERSION_TEXTS.FEEDBACK_URL,
  },
} as const;

/** The word of a wire value, or the value itself when the media sent one the desk does not know. */
export function wordOf(words: Readonly<Record<string, string>>, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  return words[value] ?? value;
}
