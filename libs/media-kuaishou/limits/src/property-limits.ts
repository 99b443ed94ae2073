// 磁力智投's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.3): the
// route table, the web declarations (libs/media-kuaishou/web, properties.ts) and the sandbox media
// (libs/media-kuaishou/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Figures with a source say it (docs/properties/kuaishou.md); `// chosen` ones are the sandbox's picks,
// recorded in docs/decisions.md ("Issue 21: kuaishou property types").
import { type PropertyLimitsOf, type PropertyTypeLimits } from '@toufang/domain';

/** The property pages of the 磁力智投 console, in menu order (the `-add` pages are a type's create page). */
export const KUAISHOU_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'conversion-config',
  'application',
  'application-subcontracting',
  'quick-app',
  'direct-link',
  'advanced-creative-library',
  'comment-management',
  'promotion-card',
] as const;

/**
 * The macros 磁力智投 replaces in a monitoring link (§3.3: public channel configurations and the kwad SDK's
 * replacement); it checks links against a whitelist, which is chosen as exactly these.
 */
export const KUAISHOU_TRACK_MACROS = {
  SYNTAX: 'double-underscore',
  NAMES: [
    '__CALLBACK__',
    '__IMEI2__',
    '__IMEI3__',
    '__IDFA2__',
    '__OAID__',
    '__OAID2__',
    '__MAC__',
    '__MAC2__',
    '__MAC3__',
    '__ANDROIDID2__',
    '__ANDROIDID3__',
    '__TS__',
    '__IP__',
    '__AID__',
    '__CID__',
    '__DID__',
    '__DNAME__',
  ],
} as const;

/*
 * Each built type's SUMMARY names the attributes its list shows (the sandbox's `summary` keys, the web
 * declaration's summary columns), so both sides read one list.
 */

/** The macro a click link reported back by API must carry (the conversion's callback). */
export const KUAISHOU_CALLBACK_MACRO = '__CALLBACK__';

/**
 * 人群包 (population): the ID types and statuses of `model/dmp/population.go`; packs come from the data
 * platform's upload, so the page pushes, removes and syncs but does not create or edit.
 */
const CUSTOM_AUDIENCE = {
  OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
  /** orientation_name ≤ 20 (§3.7, sourced). */
  NAME_MAX_LENGTH: 20,
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen (v1/dmp/population/accounts/push takes a list of dest_account_ids)
  CREATE_BATCH: 1,
  DELETE_BATCH: 20, // chosen
  /** `type`: the ID type of the uploaded lines (population.go). */
  ID_TYPES: { 1: 'IMEI', 2: 'IDFA', 3: 'IMEI_MD5', 4: 'IDFA_MD5', 5: '手机号-MD5', 7: 'OAID', 8: 'OAID_MD5' },
  /** `population_type` of the packs this page lists (population.go; the desk's sources only). */
  POPULATION_TYPES: { 1: '上传人群', 5: '人群扩展', 2: '广告人群' },
  /** Bytes of an upload file at the media (§3.7, sourced). */
  FILE_MAX_BYTES: 500 * 1024 * 1024,
  /** The sandbox's lifecycle (§3.7: the same for every media, chosen). */
  LIFECYCLE: { COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 },
  SUMMARY: ['数据类型', '人群来源', '上传数量'],
} as const satisfies PropertyTypeLimits;

/**
 * 定向模板 (`v1/target/template/create`, model/target/target.go): the template's targeting under the wire's
 * own names, flat as the targeting editor edits them; ages as `ages_range` buckets (the console's choice).
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  /** template_name (chosen: the console's 50 characters). */
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen (§3.3)
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  /** Region depth 2 (province → city, target.go's default); 100 codes at most (district_ids' cap, chosen for region). */
  REGION: { DEPTH: 2, MAX: 100 },
  /** `user_type`: whose location counts (target.go). */
  USER_TYPES: { 0: '实时位置', 1: '常驻地', 2: '不限' },
  /** `ages_range` buckets, by their lower bound (target.go: 18, 24, 31, 41, 50). */
  AGE_BUCKETS: { 18: '18-23岁', 24: '24-30岁', 31: '31-40岁', 41: '41-49岁', 50: '50岁以上' },
  /** `gender`: 0 不限, 1 女, 2 男. */
  GENDERS: { 0: '不限', 1: '女', 2: '男' },
  /** `platform_os`: 0 不限, 1 Android, 2 iOS. */
  PLATFORMS: { 0: '不限', 1: 'Android', 2: 'iOS' },
  /** `network`: 0 不限, 1 Wi-Fi, 2 移动网络. */
  NETWORKS: { 0: '不限', 1: 'Wi-Fi', 2: '移动网络' },
  /** `population` / `exclude_population`: packs of the account, at most this many each (chosen), never both ways. */
  AUDIENCES_MAX: 100, // chosen
  SUMMARY: ['地域', '年龄', '性别', '平台', '网络', '人群包'],
} as const satisfies PropertyTypeLimits;

/** Everything offered but a push (an object tied to the account's own app, page or tracking). */
const NO_PUSH = { create: true, edit: true, push: false, delete: true, sync: true } as const;

/**
 * 转化跟踪: a conversion goal and how it is reported back, with the ad's third-party monitoring links under
 * the unit's own wire names (`click_url`, `impression_url`); the shape is chosen (§3.3).
 */
const CONVERSION_CONFIG = {
  OPERATIONS: NO_PUSH,
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 200, // chosen
  PUSH: { ACCOUNTS: 1 }, // not offered
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  CONVERT_TYPES: { 1: '激活', 2: '注册', 3: '付费', 4: '表单提交', 5: '次日留存', 6: '关键行为' },
  /** How conversions come back: by API (the click link then carries __CALLBACK__), the SDK, or the page's JS. */
  TRACK_TYPES: { API: 'API回传', SDK: '快手监测SDK', JS: '网页JS埋点' },
  SUMMARY: ['转化目标', '回传方式', '点击监测链接'],
} as const satisfies PropertyTypeLimits;

/** Everything offered. */
const ALL_OPERATIONS = { create: true, edit: true, push: true, delete: true, sync: true } as const;

/** 落地页: a page of the account (魔力建站 or the advertiser's own), its type and link; shape chosen (§3.3). */
const LANDING_PAGE = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen (§3.7's push figure of kuaishou)
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  PAGE_TYPES: { H5: '普通落地页', FORM: '表单落地页', DOWNLOAD: '应用下载页' },
  DESCRIPTION_MAX_LENGTH: 100, // chosen
  SUMMARY: ['页面类型', '页面链接'],
} as const satisfies PropertyTypeLimits;

/**
 * 应用管理: an app of the account's 应用中心 under the fields of `model/appcenter/app/app.go` (`platform`,
 * `package_name`, `url`, `real_app_version`, `category`, `app_privacy_url`); shared to other accounts (push).
 */
const APPLICATION = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 30, // chosen (real_app_name)
  PER_ACCOUNT: 200, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen (share_type 1: shared with accounts)
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  PLATFORMS: { android: 'Android', ios: 'iOS' },
  /** `category` (app.go). */
  CATEGORIES: { 1: '软件', 2: '游戏' },
  PACKAGE_NAME_MAX_LENGTH: 128, // chosen
  VERSION_MAX_LENGTH: 20, // chosen
  /** An iOS app's download link is its App Store page (chosen). */
  IOS_HOSTS: ['apps.apple.com', 'itunes.apple.com'],
  SUMMARY: ['平台', '包名', '版本', '应用类型'],
} as const satisfies PropertyTypeLimits;

/**
 * 应用分包: a channel package of an app (`model/appcenter/subpkg/sub_package.go`: `channel_id`, `description`),
 * listed under its app; it lives in its app's account, so it is not pushed.
 */
const APPLICATION_SUBCONTRACTING = {
  OPERATIONS: NO_PUSH,
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH: { ACCOUNTS: 1 }, // not offered
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  CHANNEL_ID_MAX_LENGTH: 32, // chosen
  DESCRIPTION_MAX_LENGTH: 50, // chosen
  SUMMARY: ['渠道号', '备注'],
} as const satisfies PropertyTypeLimits;

/** 快应用: a quick app's package, its `hap://app/<package>` link and an H5 fallback; shape chosen (§3.3). */
const QUICK_APP = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 200, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  PACKAGE_NAME_MAX_LENGTH: 128, // chosen
  /** The scheme every quick-app link starts with (the quick-app alliance's `hap://app/`). */
  LINK_PREFIX: 'hap://app/',
  SUMMARY: ['快应用包名', '调起链接'],
} as const satisfies PropertyTypeLimits;

/** 直达链接: an app's deep link (its own scheme) with the page to open when the app is missing; chosen (§3.3). */
const DIRECT_LINK = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  PLATFORMS: { android: 'Android', ios: 'iOS' },
  SUMMARY: ['平台', '直达链接', '备用链接'],
} as const satisfies PropertyTypeLimits;

/**
 * 高级创意库: the advanced creative cards of `model/asset/adv_card.go` (`card_type`, `title`, `sub_title`,
 * `url` of the image, `price` and `sale_price` in 分); the emoji comment card (104) is left out.
 */
const ADVANCED_CREATIVE_LIBRARY = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 20, // chosen (template_name)
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  /** `card_type` (adv_card.go), without 104 快捷评论卡. */
  CARD_TYPES: { 100: '图片卡片', 101: '多利益卡-图文', 102: '多利益卡-多标签', 103: '电商促销样式' },
  /** The card type that shows prices (both required, the sale price not above the price). */
  PROMOTION_CARD_TYPE: 103,
  TITLE_MAX_LENGTH: 10, // chosen
  SUB_TITLE_MAX_LENGTH: 20, // chosen
  /** 分. */
  PRICE_MAX: 100_000_000, // chosen
  SUMMARY: ['卡片类型', '标题', '售卖价'],
} as const satisfies PropertyTypeLimits;

/** 推广卡片: a card under the ad with a title, up to three short selling points, a button and one image (§3.3). */
const PROMOTION_CARD = {
  OPERATIONS: ALL_OPERATIONS,
  NAME_MAX_LENGTH: 20, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 20 }, // chosen
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  /** §3.3: title ≤ 10, selling points ≤ 3 × 6 characters. */
  TITLE_MAX_LENGTH: 10,
  SELLING_POINTS: { MAX: 3, MAX_LENGTH: 6 },
  /** The button's words (chosen, as the console's action-bar texts). */
  BUTTON_TEXTS: ['立即下载', '立即购买', '了解更多', '立即咨询', '立即预约', '领取优惠', '去看看'],
  /** Images of a card: one, the account's material id. */
  IMAGES: 1,
  /** The image is a desk material, sent to the media as its own material id. */
  MATERIAL_FIELDS: { image_ids: { KIND: 'image', LABEL: '图片' } },
  SUMMARY: ['标题', '卖点', '按钮文案'],
} as const satisfies PropertyTypeLimits;

export const KUAISHOU_PROPERTY_LIMITS = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'conversion-config': CONVERSION_CONFIG,
  application: APPLICATION,
  'application-subcontracting': APPLICATION_SUBCONTRACTING,
  'quick-app': QUICK_APP,
  'direct-link': DIRECT_LINK,
  'advanced-creative-library': ADVANCED_CREATIVE_LIBRARY,
  // 评论管理: comments come from the media's users (listed, synced, acted on; never created here). Reply length chosen.
  'comment-management': {
    OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true },
    NAME_MAX_LENGTH: 200,
    PER_ACCOUNT: null,
    PUSH: { ACCOUNTS: 1 },
    CREATE_BATCH: 1,
    DELETE_BATCH: 1,
    ACTIONS: ['reply', 'hide', 'block'],
    REPLY_MAX_LENGTH: 150,
    ACT_BATCH: 20,
  },
  'promotion-card': PROMOTION_CARD,
} as const satisfies PropertyLimitsOf<typeof KUAISHOU_PROPERTY_PAGES>;
