// 巨量千川's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.5): the
// route table, the web declarations (libs/media-qianchuan/web, properties.ts) and the sandbox media
// (libs/media-qianchuan/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Sourced figures name their source in docs/properties/qianchuan.md; `// chosen` marks the sandbox's own, recorded
// in docs/decisions.md ("Issue 21: qianchuan property types").
import { type PropertyLimitsOf, type PropertyTypeLimits } from '@toufang/domain';

/** The property pages of the 巨量千川 console, in menu order (the `-add` pages are a type's create page). */
export const QIANCHUAN_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'graphic-material',
  'comment-management',
] as const;

/**
 * 人群 (qianchuan dmp audiences): packs come from the data platform's upload (audience create by file), so the
 * desk offers no create here; a push names up to 100 accounts a call (audience push `adv_ids`, chosen).
 */
const CUSTOM_AUDIENCE = {
  OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // audience_name ≤ 30 (qianchuan/dmp/audience.go)
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 100 }, // chosen
  CREATE_BATCH: 1,
  DELETE_BATCH: 1, // chosen: one audience a call
  /** audience_source: 0 云图, 1 千川DMP, 2 用户360, 3 抖点罗盘, 4 抖点用户中心, 5 巨量引擎DMP. */
  SOURCES: [0, 1, 2, 3, 4, 5],
  /** audience_type. */
  AUDIENCE_TYPES: ['BASIC', 'EXTEND', 'UPLOAD'],
  /** data_type of an uploaded file (audience_create_by_file.go). */
  DATA_TYPES: [1, 2, 3, 4, 5, 11, 12, 14, 15, 16, 17, 18],
  /** The desk's hashed ID lists (MD5 per line) as the media's data_type. */
  DESK_ID_TYPES: { imei: 11, idfa: 12, oaid: 16, phone: 17 },
  /** push account_type: 本地推 (LOCAL) or 非本地推 (NO_LOCAL). */
  ACCOUNT_TYPES: ['LOCAL', 'NO_LOCAL'],
  /** A pack's life in the sandbox: computing, then 180 days, 即将过期 in the last 7 (design §3.7, chosen). */
  LIFECYCLE: { COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 },
  GROUP_MAX_LENGTH: 20, // chosen: audience_group
} as const satisfies PropertyTypeLimits;

/**
 * 图文素材 (as toutiao's, design §3.5): a title and its images in one of four styles, the images the desk's
 * materials (their ids) while the kit has no 素材库 picker. Reviewed; not pushed (no copy call for the type).
 */
const GRAPHIC_MATERIAL = {
  OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true },
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 2000, // chosen
  PUSH: { ACCOUNTS: 1 }, // not offered
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  TITLE_MIN_LENGTH: 5, // chosen, as its creative titles
  TITLE_MAX_LENGTH: 30, // chosen
  IMAGES_MAX: 9, // chosen (§3.1: at most 9 images)
  /** image_mode: 小图, 大图, 组图, and 图集 (抖音's image carousel). */
  IMAGE_MODES: ['SMALL', 'LARGE', 'GROUP', 'CAROUSEL'],
  /** Images each style takes, [fewest, most]. */
  IMAGE_COUNTS: { SMALL: [1, 1], LARGE: [1, 1], GROUP: [3, 3], CAROUSEL: [2, 9] },
  /** A desk material's id, as the kit's material field holds it. */
  MATERIAL_ID_MAX_LENGTH: 64,
  /** The images are desk materials, sent to the media as its own material ids. */
  MATERIAL_FIELDS: { image_ids: { KIND: 'image', LABEL: '图片' } },
} as const satisfies PropertyTypeLimits;

/**
 * 定向包 (orientation, qianchuan/dmp/orientation.go): the ad audience fields as toutiao's (regions three levels
 * deep, age buckets, gender, platform, network, audience packs to include and exclude) on the targeting editor;
 * pushed to 100 accounts a call (chosen). Not reviewed: a pack is checked when an ad uses it.
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH: { ACCOUNTS: 100 }, // chosen
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  REGION: { DEPTH: 3, MAX: 3000 }, // province → city → district; the count chosen
  /** district: 不限, 省市, 区县. */
  DISTRICTS: ['NONE', 'CITY', 'COUNTY'],
  /** location_type: 正在该地区, 居住在该地区, 到该地区旅行, 该地区内的所有用户. */
  LOCATION_TYPES: ['CURRENT', 'HOME', 'TRAVEL', 'ALL'],
  AGES: ['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49', 'AGE_ABOVE_50'],
  GENDERS: ['NONE', 'GENDER_MALE', 'GENDER_FEMALE'],
  PLATFORMS: ['ANDROID', 'IOS'],
  /** ac: the connection. */
  NETWORKS: ['WIFI', '2G', '3G', '4G', '5G'],
  /** Audience packs to include, and to exclude. */
  AUDIENCES_MAX: 200, // chosen
} as const satisfies PropertyTypeLimits;

export const QIANCHUAN_PROPERTY_LIMITS = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'graphic-material': GRAPHIC_MATERIAL,
  // 评论管理: comments come from the media's users (listed, synced, acted on; never created here). Reply length chosen.
  'comment-management': {
    OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true },
    NAME_MAX_LENGTH: 200,
    PER_ACCOUNT: null,
    PUSH: { ACCOUNTS: 1 },
    CREATE_BATCH: 1,
    DELETE_BATCH: 1,
    ACTIONS: ['reply', 'hide', 'pin', 'unpin', 'block'],
    REPLY_MAX_LENGTH: 100,
    ACT_BATCH: 20,
  },
} as const satisfies PropertyLimitsOf<typeof QIANCHUAN_PROPERTY_PAGES>;
