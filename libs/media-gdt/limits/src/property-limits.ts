// 腾讯广告's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.2): the
// route table, the web declarations (libs/media-gdt/web, properties.ts) and the sandbox media
// (libs/media-gdt/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Sourced figures name their source in docs/properties/gdt.md; `// chosen` marks the sandbox's own, recorded in
// docs/decisions.md ("Issue 21: gdt property types").
import { type PropertyLimitsOf, type PropertyTypeLimits, type TrackMacros } from '@toufang/domain';

/** The property pages of the 腾讯广告 console, in menu order (the `-add` pages are a type's create page). */
export const GDT_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'applet',
  'conversion-attribution',
  'friends-circle-avatar',
  'material-tag',
  'mini-game-monitor',
  'wechat-mini-game-channel',
  'video-account-authorization',
] as const;

/**
 * The macros of a 腾讯广告 monitoring link: two underscores each side, upper case (datanexus ad_track_click,
 * 格式要求). The first five are sourced; the rest are chosen to cover the click's time, account and device.
 */
export const GDT_TRACK_MACROS = {
  SYNTAX: 'double-underscore',
  NAMES: [
    '__CLICK_ID__',
    '__CALLBACK__',
    '__ADGROUP_ID__',
    '__AD_ID__',
    '__MUID__',
    // chosen
    '__CLICK_TIME__',
    '__ACCOUNT_ID__',
    '__IP__',
    '__USER_AGENT__',
    '__DEVICE_OS_TYPE__',
    '__HASH_OAID__',
    '__REQUEST_ID__',
  ],
} as const satisfies TrackMacros;

/** The callback macro: required in a link whose clicks are called back, refused in any other (ad_track_click). */
export const GDT_CALLBACK_MACRO = '__CALLBACK__';

/**
 * 定向包 (targetings/add): the pack's targeting flat under the wire's names (geo_location's `regions` and
 * `location_types` at the top); a push is a share to one account a call (targetings_share/add).
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  /** targeting_name is 1–150 bytes: 50 characters keep any name (three bytes a Chinese character) within them. */
  NAME_MAX_LENGTH: 50,
  NAME_MAX_BYTES: 150,
  PER_ACCOUNT: 1000, // chosen
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 1, // one targeting a call (targetings/add)
  DELETE_BATCH: 1, // one targeting_id a call
  /** Region depth 3 (§3.2); at most 500 codes (chosen). */
  REGION: { DEPTH: 3, MAX: 500 },
  /** geo_location.location_types. */
  LOCATION_TYPES: ['LIVE_IN', 'RECENTLY_IN', 'TRAVEL_IN'],
  /** Age ranges as min-max ({min, max} on the wire), 1–5 of them; 66 means 66 and older. Buckets chosen. */
  AGE_RANGES: ['18-23', '24-30', '31-40', '41-49', '50-65', '66-66'],
  AGE_RANGES_MAX: 5,
  GENDERS: ['MALE', 'FEMALE'],
  EDUCATIONS: ['DOCTOR', 'MASTER', 'BACHELOR', 'JUNIOR_COLLEGE', 'SENIOR', 'JUNIOR', 'PRIMARY'],
  USER_OS: ['ANDROID', 'IOS'],
  NETWORK_TYPES: ['WIFI', 'NET_5G', 'NET_4G', 'NET_3G', 'NET_2G'],
  /** custom_audience / excluded_custom_audience: the account's packs, at most 500 each (chosen), never both ways. */
  AUDIENCES_MAX: 500,
  DESCRIPTION_MAX_LENGTH: 250, // chosen
} as const satisfies PropertyTypeLimits;

/**
 * 自定义人群 (客户人群): packs come from the data platform's upload (custom_audiences/add then
 * custom_audience_files/add), so the desk offers no create here; a push is a grant to one account a call
 * (audience_grant_relations/add).
 */
const CUSTOM_AUDIENCE = {
  OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 32, // chosen
  PER_ACCOUNT: 50, // issue 21
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 1,
  DELETE_BATCH: 1, // chosen: one audience_id a call
  /** Kinds of pack (AudienceType): an uploaded customer file, or the media's lookalike of one. */
  AUDIENCE_TYPES: ['CUSTOMER_FILE', 'LOOKALIKE'],
  /** user_id_type of custom_audience_files/add, as the media lists them. */
  USER_ID_TYPES: [
    'HASH_IDFA',
    'HASH_IMEI',
    'HASH_MOBILE_PHONE',
    'IDFA',
    'IMEI',
    'WX_OPENID',
    'WX_UNIONID',
    'WECHAT_OPENID',
    'SALTED_HASH_IMEI',
    'SALTED_HASH_IDFA',
    'OAID',
    'HASH_OAID',
    'SHA256_MOBILE_PHONE',
    'MD5_SHA256_IMEI',
    'MD5_SHA256_IDFA',
    'MD5_SHA256_OAID',
    'CAID',
  ],
  /** The desk's hashed ID lists (MD5 per line) as the media's user_id_type. */
  DESK_ID_TYPES: { imei: 'HASH_IMEI', idfa: 'HASH_IDFA', oaid: 'HASH_OAID', phone: 'HASH_MOBILE_PHONE' },
  /** A data file: txt or csv, one ID a line, zipped to at most 100 MB. */
  FILE_MAX_BYTES: 100 * 1024 * 1024,
  /** Lookalike: the seed's and the expanded pack's sizes (人群相关限制). */
  LOOKALIKE: { SEED_MIN: 2_000, SEED_MAX: 30_000_000, EXPANDED_MIN: 1_000, EXPANDED_MAX: 50_000_000 },
  DESCRIPTION_MAX_LENGTH: 100, // chosen
} as const satisfies PropertyTypeLimits;

/**
 * 转化归因 (conversions/add, conversions/get): the media offers adding and reading only, one conversion a call;
 * API reporting is self-attributed and its click link is called back (__CALLBACK__).
 */
const CONVERSION_ATTRIBUTION = {
  OPERATIONS: { create: true, edit: false, push: false, delete: false, sync: true },
  NAME_MAX_LENGTH: 60,
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 1,
  DELETE_BATCH: 1,
  ACCESS_TYPES: ['ACCESS_TYPE_API', 'ACCESS_TYPE_SDK', 'ACCESS_TYPE_JS'],
  CONVERSION_SCENES: [
    'CONVERSION_SCENE_ANDROID',
    'CONVERSION_SCENE_IOS',
    'CONVERSION_SCENE_WEB',
    'CONVERSION_SCENE_WECHAT_MINI_PROGRAM',
    'CONVERSION_SCENE_WECHAT_MINI_GAME',
    'CONVERSION_SCENE_QQ_MINI_GAME',
    'CONVERSION_SCENE_QUICK_APP',
    'CONVERSION_SCENE_WE_COM',
  ],
  CLAIM_TYPES: ['CLAIM_TYPE_CLICK', 'CLAIM_TYPE_IMPRESSION', 'CLAIM_TYPE_ACTIVATION', 'CLAIM_TYPE_REGISTER'],
  /** The goals the desk offers (the media has more). */
  OPTIMIZATION_GOALS: [
    'OPTIMIZATIONGOAL_APP_ACTIVATE',
    'OPTIMIZATIONGOAL_APP_REGISTER',
    'OPTIMIZATIONGOAL_APP_PURCHASE',
    'OPTIMIZATIONGOAL_ONE_DAY_RETENTION',
    'OPTIMIZATIONGOAL_ECOMMERCE_ORDER',
    'OPTIMIZATIONGOAL_ECOMMERCE_CHECKOUT',
    'OPTIMIZATIONGOAL_LEADS',
    'OPTIMIZATIONGOAL_CLICK',
  ],
} as const satisfies PropertyTypeLimits;

/** 小游戏监测: a mini game's click and impression links (as click monitoring); no review. All figures chosen. */
const MINI_GAME_MONITOR = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 50,
  PER_ACCOUNT: 200,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 10,
  DELETE_BATCH: 10,
} as const satisfies PropertyTypeLimits;

/** 落地页 (蹊径 pages): listed with their type and URL, made from a template; reviewed. Figures chosen. */
const LANDING_PAGE = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 50,
  PER_ACCOUNT: 1000,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 10,
  DELETE_BATCH: 10,
  PAGE_TYPES: ['PAGE_TYPE_XIJING_WEB', 'PAGE_TYPE_XIJING_ANDROID', 'PAGE_TYPE_XIJING_IOS', 'PAGE_TYPE_WECHAT_CANVAS', 'PAGE_TYPE_OFFICIAL'],
  TEMPLATES: ['TEMPLATE_FORM', 'TEMPLATE_APP_DOWNLOAD', 'TEMPLATE_PRODUCT', 'TEMPLATE_EVENT'],
} as const satisfies PropertyTypeLimits;

/** 小程序: a WeChat mini program the account promotes (原始ID, AppID, page path); reviewed. Figures chosen. */
const APPLET = {
  OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
  NAME_MAX_LENGTH: 30,
  PER_ACCOUNT: 100,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 10,
  DELETE_BATCH: 10,
  PATH_MAX_LENGTH: 256,
} as const satisfies PropertyTypeLimits;

/** 素材标签管理: labels the account sorts its materials by (a name ≤ 20 characters, design §3.2); no review. */
const MATERIAL_TAG = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 20, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 20, // chosen
  DELETE_BATCH: 20, // chosen
  GROUP_MAX_LENGTH: 10, // chosen
  DESCRIPTION_MAX_LENGTH: 50, // chosen
} as const satisfies PropertyTypeLimits;

/** 微信小游戏渠道: a mini game's channel (its AppID, channel number and launch query); no review. Figures chosen. */
const WECHAT_MINI_GAME_CHANNEL = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30,
  PER_ACCOUNT: 500,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 20,
  DELETE_BATCH: 20,
  QUERY_MAX_LENGTH: 256,
} as const satisfies PropertyTypeLimits;

/** A mini game channel number, and a launch query (key=value pairs joined by &). */
export const GDT_CHANNEL_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const GDT_LAUNCH_QUERY = /^[A-Za-z0-9_.%-]+=[A-Za-z0-9_.%-]*(?:&[A-Za-z0-9_.%-]+=[A-Za-z0-9_.%-]*)*$/;

/**
 * 视频号授权: a 视频号 the account may promote, after its owner confirms in WeChat; the confirmation is the
 * media's review (审核中 while 待授权). Bound to the account, so never pushed. Figures chosen.
 */
const VIDEO_ACCOUNT_AUTHORIZATION = {
  OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
  NAME_MAX_LENGTH: 30,
  PER_ACCOUNT: 50,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 10,
  DELETE_BATCH: 10,
  SCOPES: ['VIDEO_PROMOTION', 'LIVE_PROMOTION', 'VIDEO_AND_LIVE'],
  DAYS: [30, 90, 180, 365],
  NICKNAME_MAX_LENGTH: 30,
} as const satisfies PropertyTypeLimits;

/** A 视频号's id as WeChat shows it (sph and 7–20 letters or digits). */
export const GDT_FINDER_ID = /^sph[A-Za-z0-9]{7,20}$/;

/**
 * 朋友圈头像昵称: the avatar and nickname a 朋友圈 ad shows (an image of the account's and a nickname of at most 10
 * characters, design §3.2); reviewed; the image is the account's own, so never pushed. Figures chosen.
 */
const FRIENDS_CIRCLE_AVATAR = {
  OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
  NAME_MAX_LENGTH: 30,
  PER_ACCOUNT: 20,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 10,
  DELETE_BATCH: 10,
  NICKNAME_MAX_LENGTH: 10,
  DESCRIPTION_MAX_LENGTH: 30,
  /** The avatar: a square image of the account's images, at least this many pixels a side. */
  AVATAR_MIN_SIDE: 100,
  /** The avatar is a desk material, sent to the media as its own image id. */
  MATERIAL_FIELDS: { head_image_id: { KIND: 'image', LABEL: '头像' } },
} as const satisfies PropertyTypeLimits;

/** An image id of the media (its images are numbered). */
export const GDT_IMAGE_ID = /^[0-9]{1,20}$/;

/** A WeChat mini program's 原始ID (gh_ and 12 hex digits). */
export const GDT_WECHAT_ORIGINAL_ID = /^gh_[0-9a-f]{12}$/;

/** A WeChat mini program's or mini game's AppID (wx and 16 hex digits). */
export const GDT_WECHAT_APPID = /^wx[0-9a-f]{16}$/;

export const GDT_PROPERTY_LIMITS = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  applet: APPLET,
  'conversion-attribution': CONVERSION_ATTRIBUTION,
  'friends-circle-avatar': FRIENDS_CIRCLE_AVATAR,
  'material-tag': MATERIAL_TAG,
  'mini-game-monitor': MINI_GAME_MONITOR,
  'wechat-mini-game-channel': WECHAT_MINI_GAME_CHANNEL,
  'video-account-authorization': VIDEO_ACCOUNT_AUTHORIZATION,
} as const satisfies PropertyLimitsOf<typeof GDT_PROPERTY_PAGES>;
