// 哔哩哔哩's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.6): the
// route table, the web declarations (libs/media-bilibili/web, properties.ts) and the sandbox media
// (libs/media-bilibili/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// No public description of bilibili's marketing API was found (design §6.10, docs/properties/bilibili.md): every
// figure here is chosen, recorded in docs/decisions.md ("Issue 21: bilibili property types").
import { type PropertyLimitsOf, type PropertyTypeLimits, type TrackMacros } from '@toufang/domain';

/** The property pages of the 哔哩哔哩 console, in menu order (the `-add` pages are a type's create page). */
export const BILIBILI_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'conversion-config',
  'monitor',
  'activate-link',
] as const;

/** The macros of a 哔哩哔哩 monitoring link: two underscores each side, upper case (all chosen, design §3.6). */
export const BILIBILI_TRACK_MACROS = {
  SYNTAX: 'double-underscore',
  NAMES: ['__TRACKID__', '__CREATIVEID__', '__UNITID__', '__CAMPAIGNID__', '__OS__', '__IMEI__', '__OAID__', '__IDFA__', '__IP__', '__UA__', '__TS__'],
} as const satisfies TrackMacros;

/** Objects pushed to other accounts: 20 target accounts a call (chosen, design §3.7). */
const PUSH = { ACCOUNTS: 20 } as const;

/**
 * 定向包: regions two levels deep (province → city), age buckets, gender, platform, network and the account's
 * audience packs to include and exclude, on the targeting editor; copied to 20 accounts a call.
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  REGION: { DEPTH: 2, MAX: 400 }, // province → city (~370 leaves); the count chosen
  AGES: ['AGE_18_24', 'AGE_25_30', 'AGE_31_40', 'AGE_41_49', 'AGE_50_PLUS'],
  GENDERS: ['ALL', 'MALE', 'FEMALE'],
  PLATFORMS: ['ANDROID', 'IOS', 'IPAD'],
  NETWORKS: ['WIFI', '4G', '5G', 'OTHER'],
  /** Packs to include, and to exclude. */
  CROWDS_MAX: 50, // chosen
} as const satisfies PropertyTypeLimits;

/** 人群包: packs come from the data platform's upload, so the desk offers no create here. */
const CUSTOM_AUDIENCE = {
  OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 100, // chosen (design §3.7)
  PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 1, // chosen
  /** id_type of an uploaded pack: the desk's four hashed ID lists (design §3.6). */
  ID_TYPES: ['IMEI_MD5', 'IDFA_MD5', 'OAID_MD5', 'PHONE_MD5'],
  /** The desk's hashed ID lists (MD5 per line) as the media's id_type. */
  DESK_ID_TYPES: { imei: 'IMEI_MD5', idfa: 'IDFA_MD5', oaid: 'OAID_MD5', phone: 'PHONE_MD5' },
  /** source: an uploaded file, or the media's lookalike of a pack. */
  SOURCES: ['UPLOAD', 'LOOKALIKE'],
  DESCRIPTION_MAX_LENGTH: 100, // chosen
  /** A pack's life in the sandbox: computing, then 180 days, 即将过期 in the last 7 (design §3.7). */
  LIFECYCLE: { COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 },
} as const satisfies PropertyTypeLimits;

/**
 * 监测链接 (monitor): a group of monitoring links (点击, 展示, 播放), each with bilibili's macros; copied to other
 * accounts 20 a call.
 */
const MONITOR = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
} as const satisfies PropertyTypeLimits;

/**
 * 激活链接 (activate-link): an app's activation monitoring links for one platform; an Android click link carries
 * the device's __IMEI__ or __OAID__, an iOS one __IDFA__, so an activation can be matched to its click (chosen).
 */
const ACTIVATE_LINK = {
  ...MONITOR,
  PLATFORMS: ['ANDROID', 'IOS'],
  /** The device macros a click link of each platform must hold one of. */
  DEVICE_MACROS: { ANDROID: ['__IMEI__', '__OAID__'], IOS: ['__IDFA__'] },
} as const satisfies PropertyTypeLimits;

/** 落地页: a page the ads open (a native page built on the media, or the advertiser's own link), reviewed. */
const LANDING_PAGE = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  /** page_type: 原生落地页 (on the media) or 自定义链接 (the advertiser's site). */
  PAGE_TYPES: ['NATIVE', 'CUSTOM'],
  TITLE_MAX_LENGTH: 30, // chosen
  /** A native page's link lies on the media's own domain. */
  NATIVE_HOSTS: ['bilibili.com', 'b23.tv'],
} as const satisfies PropertyTypeLimits;

/**
 * 转化跟踪: a conversion goal and how it is reported; an API-reported one holds its click monitoring link with
 * bilibili's macros (__TRACKID__ required, so the report can name the click), reviewed.
 */
const CONVERSION_CONFIG = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 200, // chosen
  PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  CONVERT_TYPES: ['ACTIVATE', 'REGISTER', 'PAY', 'RETENTION', 'FORM_SUBMIT', 'GAME_RESERVE'],
  REPORT_METHODS: ['API', 'SDK', 'JS'],
  /** The macro an API-reported goal's click link must hold. */
  API_MACRO: '__TRACKID__',
} as const satisfies PropertyTypeLimits;

export const BILIBILI_PROPERTY_LIMITS = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'conversion-config': CONVERSION_CONFIG,
  monitor: MONITOR,
  'activate-link': ACTIVATE_LINK,
} as const satisfies PropertyLimitsOf<typeof BILIBILI_PROPERTY_PAGES>;
