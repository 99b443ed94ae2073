// 百度营销's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.4): the
// route table, the web declarations (libs/media-baidu/web, properties.ts) and the sandbox media
// (libs/media-baidu/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Facts and their sources: docs/properties/baidu.md; figures marked `chosen` are in docs/decisions.md
// ("Issue 21: baidu property types").
import { type PropertyLimitsOf, type PropertyTypeLimits, type TrackMacros } from '@toufang/domain';

/** The property pages of the 百度营销 console, in menu order (the `-add` pages are a type's create page). */
export const BAIDU_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'applet',
  'conversion-config',
  'brand-management',
  'text-summary',
  'excellent-words',
] as const;

/**
 * The macros of its monitoring links, `{{X}}` (§3.4: the public channel configuration
 * `'bd' => '&idfa={{IDFA}}&imei={{IMEI_MD5}}…&click_id={{CLICK_ID}}&callback_url={{CALLBACK_URL}}'`; `{{OAID}}` chosen).
 */
export const BAIDU_TRACK_MACROS = {
  SYNTAX: 'double-brace',
  NAMES: ['{{CLICK_ID}}', '{{CALLBACK_URL}}', '{{IDFA}}', '{{IMEI_MD5}}', '{{OAID}}', '{{OS}}', '{{IP}}', '{{UA}}', '{{TS}}', '{{PLAN_ID}}', '{{UNIT_ID}}', '{{IDEA_ID}}'],
} as const satisfies TrackMacros;

/** The ID types of its audience packs, each raw, AES-encrypted or MD5 (§3.4; phone numbers never raw). */
export const BAIDU_AUDIENCE_ID_TYPES = ['IMEI', 'IMEI_AES', 'IMEI_MD5', 'IDFA', 'IDFA_AES', 'IDFA_MD5', 'OAID', 'OAID_AES', 'OAID_MD5', 'PHONE_AES', 'PHONE_MD5'] as const;
export type BaiduAudienceIdType = (typeof BAIDU_AUDIENCE_ID_TYPES)[number];

/** A click monitoring link of an API conversion reports back through the callback, so it must hold it (chosen). */
export const BAIDU_CLICK_MONITOR_MACROS = { ...BAIDU_TRACK_MACROS, REQUIRED: ['{{CALLBACK_URL}}'] } as const satisfies TrackMacros;

/**
 * 转化追踪's 接入方式 (`transFrom`) and 转化类型 (`transTypes`), as its API lists them (bububa/baidu-marketing
 * `model/feed/adgroup/trans/ocpcTransFeed.go`); 0 (all) is a query value only, and the 小流量 types offered to
 * a few customers (6, 35, 41, 42) are left out.
 */
export const BAIDU_TRANS_FROM = [1, 2, 4, 5, 7, 8, 13] as const;
export type BaiduTransFrom = (typeof BAIDU_TRANS_FROM)[number];
/** Ways of access whose conversions the advertiser's server reports: a click monitoring link is required. */
export const BAIDU_TRANS_FROM_API = [1, 4] as const satisfies readonly BaiduTransFrom[];
/** Ways of access by the app's SDK: a click monitoring link is allowed. */
export const BAIDU_TRANS_FROM_SDK = [13] as const satisfies readonly BaiduTransFrom[];
/** Ways of access on a page (基木鱼, JS, 线索API, 咨询工具): a conversion URL is required (`lpUrl`). */
export const BAIDU_TRANS_FROM_PAGE = [2, 5, 7, 8] as const satisfies readonly BaiduTransFrom[];
export const BAIDU_TRANS_TYPES = [1, 2, 3, 4, 5, 10, 14, 17, 18, 19, 20, 30, 45, 46, 47, 48, 57, 67, 68, 71] as const;
export type BaiduTransType = (typeof BAIDU_TRANS_TYPES)[number];
/** 监测方式 (`mode`): 0 click and impression, 1 click only. */
export const BAIDU_MONITOR_MODES = [0, 1] as const;
/** 应用类型 (`appType`): 1 iOS, 2 Android. */
export const BAIDU_APP_TYPES = [1, 2] as const;

/** 落地页's kinds of 基木鱼 page (`pageType`, chosen). */
export const BAIDU_PAGE_TYPES = ['H5', 'FORM', 'STORE', 'APP_DOWNLOAD'] as const;
export type BaiduPageType = (typeof BAIDU_PAGE_TYPES)[number];

/** 小程序's kinds (`appletType`): 百度智能小程序 and 微信小程序 (chosen). */
export const BAIDU_APPLET_TYPES = ['BAIDU', 'WECHAT'] as const;
export type BaiduAppletType = (typeof BAIDU_APPLET_TYPES)[number];

/** 定向包's age buckets (`age`), sexes (`sex`), education, devices and networks (audience.go's codes; chosen words). */
export const BAIDU_TARGET_AGES = [1, 2, 3, 4, 5, 6] as const;
export const BAIDU_TARGET_SEXES = [1, 2] as const;
export const BAIDU_TARGET_EDUCATIONS = [1, 2, 3, 4] as const;
export const BAIDU_TARGET_DEVICES = [0, 1, 2] as const;
export const BAIDU_TARGET_NETS = [0, 1, 2] as const;

/**
 * 定向包 (the feed unit's audience, `model/feed/adgroup/dpa/audience.go`): regions at two levels, age, sex,
 * education, device, network, and crowds of the account (`common` to include, `exclude`), ≤ 10 each.
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 10 }, // chosen (§3.4)
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 20, // chosen
  /** 省市: two levels (§3.4); at most 200 codes (chosen). */
  REGION: { DEPTH: 2, MAX: 200 },
  /** Crowds a pack includes or excludes, each (§3.4). */
  CROWDS_MAX: 10,
} as const satisfies PropertyTypeLimits;

/** Reviewed types take the sandbox's usual 5–30 minutes (docs/decisions.md, "Issue 21: property kit"). */
export const BAIDU_PROPERTY_LIMITS = {
  target: TARGET,
  // Packs come from the data platform's upload; here they are pushed, removed and synced (§3.4, §3.7).
  'custom-audience': {
    OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 30, // chosen
    PER_ACCOUNT: 200, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen, as its material push
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    ID_TYPES: BAIDU_AUDIENCE_ID_TYPES,
    DESCRIPTION_MAX_LENGTH: 100, // chosen
  },
  // 落地页: 基木鱼 pages registered by their published URL, reviewed, copied to other accounts.
  'landing-page': {
    OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 40, // chosen
    PER_ACCOUNT: 1000, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    PAGE_TYPES: BAIDU_PAGE_TYPES,
    REMARK_MAX_LENGTH: 100, // chosen
  },
  // 小程序: a mini program's key and start path, reviewed; made in each account (its binding is the account's).
  applet: {
    OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
    NAME_MAX_LENGTH: 30, // chosen
    PER_ACCOUNT: 100, // chosen
    PUSH: { ACCOUNTS: 1 }, // not offered
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    APPLET_TYPES: BAIDU_APPLET_TYPES,
    /** 百度智能小程序's App Key: 8–32 letters and digits; 微信小程序's 原始ID: gh_ and 12 hex digits (chosen). */
    APP_KEY: { BAIDU: '^[A-Za-z0-9]{8,32}$', WECHAT: '^gh_[0-9a-f]{12}$' },
    PATH_MAX_LENGTH: 256, // chosen
  },
  // 转化追踪: made, edited, removed and synced per account; never copied to another (its links are the account's).
  'conversion-config': {
    OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
    NAME_MAX_LENGTH: 50, // chosen (`transName`)
    PER_ACCOUNT: 200, // chosen
    PUSH: { ACCOUNTS: 1 }, // not offered
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    TRANS_FROM: BAIDU_TRANS_FROM,
    TRANS_TYPES: BAIDU_TRANS_TYPES,
    TRANS_TYPES_MAX: 10, // chosen
    APK_NAME_MAX_LENGTH: 100, // chosen
  },
  // 品牌管理: the brand name (the object's name, ≤ 12, §3.4) and its logo, shown on the account's ads.
  'brand-management': {
    OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 12, // chosen (§3.4)
    PER_ACCOUNT: 50, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    /** The logo's image on the media's image host (`userPortrait`), a jpg or png (chosen). */
    LOGO_FORMATS: ['jpg', 'jpeg', 'png'],
  },
  // 文本摘要: packs of summary lines the ads draw from (§3.4: lines of 9–50 characters, at most 20).
  'text-summary': {
    OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 30, // chosen
    PER_ACCOUNT: 200, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    LINES: { MIN_LENGTH: 9, MAX_LENGTH: 50, MAX_ROWS: 20 }, // chosen (§3.4)
  },
  // 优选词: packs of short words the ads draw from (§3.4: words of at most 12 characters, at most 50 a pack).
  'excellent-words': {
    OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 30, // chosen
    PER_ACCOUNT: 200, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    LINES: { MIN_LENGTH: 1, MAX_LENGTH: 12, MAX_ROWS: 50 }, // chosen (§3.4)
  },
} as const satisfies PropertyLimitsOf<typeof BAIDU_PROPERTY_PAGES>;
