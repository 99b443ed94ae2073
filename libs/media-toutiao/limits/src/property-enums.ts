// 巨量引擎's vocabulary of its property types (docs/design/properties.md §3.1, docs/properties/toutiao.md): the
// wire values of each enum with the words its console shows, and the macros of its monitoring links. The web
// declarations offer them as options, the sandbox refuses anything else and shows the words in its lists.
// Values marked (chosen) are not from a public source; docs/decisions.md, "Issue 21: toutiao property types".
import type { TrackMacros } from '@toufang/domain';

/** One wire value and its Chinese words. */
export interface TermOf<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

/** The words of a value, or the value itself when the list does not know it. */
export function termLabel<T extends string | number>(terms: readonly TermOf<T>[], value: unknown): string {
  return terms.find((t) => t.value === value)?.label ?? String(value ?? '');
}

/**
 * Macros of its monitoring links: `__X__`, upper case (public channel configurations and SDK mirrors, §3.1);
 * `__CLICKID__` named by issue 21, `__PROJECT_ID__` and `__PROMOTION_ID__` chosen to match its newer levels.
 */
export const TOUTIAO_TRACK_MACROS = {
  SYNTAX: 'double-underscore',
  NAMES: [
    '__AID__',
    '__AID_NAME__',
    '__CID__',
    '__CID_NAME__',
    '__CAMPAIGN_ID__',
    '__CAMPAIGN_NAME__',
    '__ADVERTISER_ID__',
    '__CSITE__',
    '__OS__',
    '__MAC__',
    '__IP__',
    '__TS__',
    '__IMEI__',
    '__IDFA__',
    '__OAID__',
    '__ANDROIDID__',
    '__UA__',
    '__MODEL__',
    '__CALLBACK_URL__',
    '__CALLBACK_PARAM__',
    '__CLICKID__',
    '__PROJECT_ID__',
    '__PROMOTION_ID__',
  ],
} as const satisfies TrackMacros;

/** ID types of a data source's lines (dmp.proto `DataType`, bububa/oceanengine `dmp/datasource`). */
export const TOUTIAO_AUDIENCE_ID_TYPES = [
  { value: 'IMEI', label: 'IMEI' },
  { value: 'IDFA', label: 'IDFA' },
  { value: 'UID', label: '用户ID' },
  { value: 'IMEI_MD5', label: 'IMEI-MD5' },
  { value: 'IDFA_MD5', label: 'IDFA-MD5' },
  { value: 'MOBILE_HASH_SHA256', label: '手机号-SHA256' },
  { value: 'OAID', label: 'OAID' },
  { value: 'OAID_MD5', label: 'OAID-MD5' },
] as const satisfies readonly TermOf<string>[];

/** 转化来源 (`enum.AdConvertSource`), the ones a new conversion may take (落地页API, the retired one, left out). */
export const TOUTIAO_CONVERT_SOURCES = [
  { value: 'AD_CONVERT_SOURCE_TYPE_H5_API', label: '落地页API' },
  { value: 'AD_CONVERT_SOURCE_TYPE_JS', label: 'JS埋码' },
  { value: 'AD_CONVERT_SOURCE_TYPE_XPATH', label: 'XPath路径' },
  { value: 'AD_CONVERT_SOURCE_TYPE_APP_DOWNLOAD', label: '应用下载API' },
  { value: 'AD_CONVERT_SOURCE_TYPE_SDK', label: '应用下载SDK' },
  { value: 'AD_CONVERT_SOURCE_TYPE_OPEN_URL', label: '应用直达API' },
] as const satisfies readonly TermOf<string>[];

/** The sources that convert inside an app: they name its package, the others a landing page. */
export const TOUTIAO_APP_CONVERT_SOURCES: readonly string[] = ['AD_CONVERT_SOURCE_TYPE_APP_DOWNLOAD', 'AD_CONVERT_SOURCE_TYPE_SDK', 'AD_CONVERT_SOURCE_TYPE_OPEN_URL'];

/** 转化类型 (`enum.AdConvertType`), the common ones. */
export const TOUTIAO_CONVERT_TYPES = [
  { value: 'AD_CONVERT_TYPE_ACTIVE', label: '激活' },
  { value: 'AD_CONVERT_TYPE_ACTIVE_REGISTER', label: '激活且注册' },
  { value: 'AD_CONVERT_TYPE_PAY', label: '激活且付费' },
  { value: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', label: '次留' },
  { value: 'AD_CONVERT_TYPE_FORM', label: '表单提交' },
  { value: 'AD_CONVERT_TYPE_PHONE', label: '电话拨打' },
  { value: 'AD_CONVERT_TYPE_CONSULT', label: '在线咨询' },
  { value: 'AD_CONVERT_TYPE_SHOPPING', label: '商品购买' },
] as const satisfies readonly TermOf<string>[];

/** 事件资产类型 (`enum.AssetType`). */
export const TOUTIAO_EVENT_ASSET_TYPES = [
  { value: 'THIRD_EXTERNAL', label: '三方落地页' },
  { value: 'TETRIS_EXTERNAL', label: '橙子建站' },
  { value: 'APP', label: '应用' },
  { value: 'QUICK_APP', label: '快应用' },
  { value: 'MINI_PROGRAME', label: '字节小程序' },
] as const satisfies readonly TermOf<string>[];

/** The asset types that are apps (they name a package; the others a page URL). */
export const TOUTIAO_APP_ASSET_TYPES: readonly string[] = ['APP', 'QUICK_APP', 'MINI_PROGRAME'];

/** Events of an asset (chosen: the optimisation goals the console offers most, in its words). */
export const TOUTIAO_EVENT_TYPES = [
  { value: 'active', label: '激活' },
  { value: 'active_register', label: '注册' },
  { value: 'active_pay', label: '付费' },
  { value: 'next_day_open', label: '次留' },
  { value: 'form', label: '表单提交' },
  { value: 'phone', label: '电话拨打' },
  { value: 'consult', label: '有效咨询' },
  { value: 'in_app_order', label: '下单' },
] as const satisfies readonly TermOf<string>[];

/** 事件回传方式 (`enum.EventTrackType`). */
export const TOUTIAO_EVENT_TRACK_TYPES = [
  { value: 'JSSDK', label: 'JS埋码' },
  { value: 'EXTERNAL_API', label: 'API回传' },
  { value: 'XPATH', label: 'XPath圈选' },
] as const satisfies readonly TermOf<string>[];

/** How events are sent (`send_type` of track_url_setting). */
export const TOUTIAO_EVENT_SEND_TYPES = [
  { value: 'SERVER_SEND', label: '服务器回传' },
  { value: 'CLIENT_SEND', label: '客户端上报' },
] as const satisfies readonly TermOf<string>[];

/** An app's platform. */
export const TOUTIAO_APP_TYPES = [
  { value: 'ANDROID', label: 'Android' },
  { value: 'IOS', label: 'iOS' },
] as const satisfies readonly TermOf<string>[];

/** 建站类别 (`enum.SiteFunctionType`). */
export const TOUTIAO_SITE_FUNCTION_TYPES = [
  { value: 'SITE_FUNC_TYPE_NORMAL', label: '普通建站' },
  { value: 'SITE_FUNC_TYPE_NEW_MODULAR', label: '智能建站' },
] as const satisfies readonly TermOf<string>[];

/** 站点状态 (`enum.SiteStatus`) a site is saved in: 已发布 or 未发布. */
export const TOUTIAO_SITE_STATUSES = [
  { value: 'ENABLE', label: '已发布' },
  { value: 'EDIT', label: '未发布' },
] as const satisfies readonly TermOf<string>[];

/** The bricks 创建H5落地页 offers (a subset of 橙子建站's `*_brick`), in the palette's order. */
export const TOUTIAO_SITE_BRICK_TYPES = [
  { value: 'image', label: '图片' },
  { value: 'text', label: '文本' },
  { value: 'button', label: '按钮' },
  { value: 'form', label: '表单' },
  { value: 'video', label: '视频' },
] as const satisfies readonly TermOf<string>[];

/** A form brick's fields (橙子建站's common form items). */
export const TOUTIAO_SITE_FORM_FIELDS = [
  { value: 'name', label: '姓名' },
  { value: 'phone', label: '手机号' },
  { value: 'city', label: '城市' },
  { value: 'gender', label: '性别' },
  { value: 'age', label: '年龄' },
  { value: 'remark', label: '留言' },
] as const satisfies readonly TermOf<string>[];

/** 锚点类型 (`enum.AnchorType`). */
export const TOUTIAO_ANCHOR_TYPES = [
  { value: 'APP_GAME', label: '应用下载-游戏' },
  { value: 'APP_INTERNET_SERVICE', label: '应用下载-网服' },
  { value: 'APP_SHOP', label: '应用下载-电商' },
  { value: 'ONLINE_SUBSCRIBE', label: '高级在线预约' },
  { value: 'SHOPPING_CART', label: '购物车' },
] as const satisfies readonly TermOf<string>[];

/** The anchor types that download an app (they name its package). */
export const TOUTIAO_APP_ANCHOR_TYPES: readonly string[] = ['APP_GAME', 'APP_INTERNET_SERVICE', 'APP_SHOP'];

/** 组件类型 (`enum.ComponentType`). */
export const TOUTIAO_COMPONENT_TYPES = [
  { value: 'CHOICE_MAGNET', label: '选择磁贴' },
  { value: 'VOTE_MAGNET', label: '投票磁贴' },
  { value: 'IMAGE_MAGNET', label: '图片磁贴' },
  { value: 'COMMERCE_MAGNET', label: '电商磁贴' },
  { value: 'COUPON_MAGNET', label: '优惠券磁贴' },
  { value: 'GAME_PACK', label: '游戏礼包码' },
  { value: 'PROMOTION_CARD', label: '推广卡片' },
] as const satisfies readonly TermOf<string>[];

/** 图文素材 image modes (chosen: 小图 one image, 大图 one, 组图 three). */
export const TOUTIAO_GRAPHIC_MODES = [
  { value: 'SMALL', label: '小图' },
  { value: 'LARGE', label: '大图' },
  { value: 'GROUP', label: '组图' },
] as const satisfies readonly TermOf<string>[];

/** Images each mode takes. */
export const TOUTIAO_GRAPHIC_IMAGES: Readonly<Record<(typeof TOUTIAO_GRAPHIC_MODES)[number]['value'], number>> = { SMALL: 1, LARGE: 1, GROUP: 3 };

/** 调起链接 platforms. */
export const TOUTIAO_OPEN_URL_PLATFORMS = [
  { value: 'ANDROID', label: 'Android' },
  { value: 'IOS', label: 'iOS' },
  { value: 'ALL', label: '双端' },
] as const satisfies readonly TermOf<string>[];

/** 流量包类型 (`enum.FlowPackageType`). */
export const TOUTIAO_FLOW_PACKAGE_TYPES = [
  { value: 'CUSTOMIZE', label: '自定义' },
  { value: 'FEATURED', label: '运营推荐' },
  { value: 'SYSTEM', label: '系统推荐' },
] as const satisfies readonly TermOf<string>[];

/** 穿山甲 media (apps of the union) a media pack picks from (chosen: a small catalogue, ids shaped as the union's). */
export const TOUTIAO_PANGOLIN_MEDIA = [
  { value: 5_001_121, label: '番茄小说' },
  { value: 5_002_318, label: '开心消消乐' },
  { value: 5_003_406, label: '墨迹天气' },
  { value: 5_004_552, label: 'WiFi万能钥匙' },
  { value: 5_005_210, label: '喜马拉雅' },
  { value: 5_006_733, label: '美图秀秀' },
  { value: 5_007_845, label: '作业帮' },
  { value: 5_008_019, label: '快看漫画' },
  { value: 5_009_664, label: '懂车帝' },
  { value: 5_010_287, label: '汽水音乐' },
] as const satisfies readonly TermOf<number>[];

/** 穿山甲 ad slots (rit) a union traffic package picks from (chosen: a catalogue of slot kinds per media). */
export const TOUTIAO_UNION_RITS = [
  { value: 945_100_101, label: '番茄小说-开屏' },
  { value: 945_100_102, label: '番茄小说-信息流' },
  { value: 945_100_103, label: '番茄小说-激励视频' },
  { value: 945_200_201, label: '开心消消乐-激励视频' },
  { value: 945_200_202, label: '开心消消乐-插屏' },
  { value: 945_300_301, label: '墨迹天气-开屏' },
  { value: 945_300_302, label: '墨迹天气-信息流' },
  { value: 945_400_401, label: 'WiFi万能钥匙-信息流' },
  { value: 945_500_501, label: '喜马拉雅-开屏' },
  { value: 945_600_601, label: '美图秀秀-信息流' },
  { value: 945_700_701, label: '作业帮-激励视频' },
  { value: 945_800_801, label: '快看漫画-插屏' },
] as const satisfies readonly TermOf<number>[];

/** An app's package name (Android) or bundle id (iOS): dot-separated words, each from a letter. */
export const TOUTIAO_PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z][A-Za-z0-9_-]*)+$/;

/** An app's version: numbers joined by dots (chosen). */
export const TOUTIAO_APP_VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** An iOS app is downloaded from the App Store (chosen: the console takes its App Store link). */
export const TOUTIAO_APP_STORE_HOSTS: readonly string[] = ['apps.apple.com', 'itunes.apple.com'];

/** A channel package's channel id: letters, digits, _ and - (extend_package). */
export const TOUTIAO_CHANNEL_ID = /^[A-Za-z0-9_-]+$/;

/** A 字节小程序's app id: tt and 16 lower-case letters or digits. */
export const TOUTIAO_APPLET_ID = /^tt[0-9a-z]{16}$/;

/** A mini program's page path: words joined by /, no leading / (chosen, as its console shows them). */
export const TOUTIAO_APPLET_PAGE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** A deep link: a scheme of the app's own (not http or https) and what follows its ://. */
export const TOUTIAO_DEEP_LINK = /^(?!https?:)[A-Za-z][A-Za-z0-9+.-]*:\/\/\S+$/i;

/** A quick app's home page opens its package: hap://app/<package>[/path][?query]. */
export function isQuickAppHome(link: string, packageName: string): boolean {
  const prefix = `hap://app/${packageName}`;
  return link.startsWith(prefix) && (link.length === prefix.length || ['/', '?'].includes(link[prefix.length])) && !/\s/.test(link);
}

/** 定向包's regions: by province and city, or by district (district); NONE is 不限 (audience.go). */
export const TOUTIAO_TARGET_DISTRICTS = [
  { value: 'NONE', label: '不限' },
  { value: 'CITY', label: '按省市' },
  { value: 'COUNTY', label: '按区县' },
] as const satisfies readonly TermOf<string>[];

/** Whose location counts (location_type). */
export const TOUTIAO_TARGET_LOCATION_TYPES = [
  { value: 'ALL', label: '全部' },
  { value: 'CURRENT', label: '正在该地区' },
  { value: 'HOME', label: '居住在该地区' },
  { value: 'TRAVEL', label: '到该地区旅行' },
] as const satisfies readonly TermOf<string>[];

export const TOUTIAO_TARGET_GENDERS = [
  { value: 'NONE', label: '不限' },
  { value: 'GENDER_MALE', label: '男' },
  { value: 'GENDER_FEMALE', label: '女' },
] as const satisfies readonly TermOf<string>[];

/** The console's age buckets (the finer 18_19 … ABOVE_60 set does not mix with these; not offered). */
export const TOUTIAO_TARGET_AGES = [
  { value: 'AGE_BETWEEN_18_23', label: '18-23岁' },
  { value: 'AGE_BETWEEN_24_30', label: '24-30岁' },
  { value: 'AGE_BETWEEN_31_40', label: '31-40岁' },
  { value: 'AGE_BETWEEN_41_49', label: '41-49岁' },
  { value: 'AGE_ABOVE_50', label: '50岁及以上' },
] as const satisfies readonly TermOf<string>[];

/** interest_action_mode: CUSTOM (chosen categories and words) waits for an interest catalogue; not offered. */
export const TOUTIAO_TARGET_INTEREST_MODES = [
  { value: 'UNLIMITED', label: '不限' },
  { value: 'RECOMMEND', label: '系统推荐' },
] as const satisfies readonly TermOf<string>[];

export const TOUTIAO_TARGET_PLATFORMS = [
  { value: 'ANDROID', label: 'Android' },
  { value: 'IOS', label: 'iOS' },
] as const satisfies readonly TermOf<string>[];

export const TOUTIAO_TARGET_NETWORKS = [
  { value: 'WIFI', label: 'Wi-Fi' },
  { value: '4G', label: '4G' },
  { value: '3G', label: '3G' },
  { value: '2G', label: '2G' },
] as const satisfies readonly TermOf<string>[];
