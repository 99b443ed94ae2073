// 巨量引擎's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.1): the
// route table, the web declarations (libs/media-toutiao/web, properties.ts) and the sandbox media
// (libs/media-toutiao/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Sources of each figure in docs/properties/toutiao.md; `// chosen` figures are recorded in docs/decisions.md
// ("Issue 21: toutiao property types").
import { type PropertyLimitsOf, type PropertyTypeLimits } from '@toufang/domain';

export * from './property-enums';
export * from './property-samples';

/** The property pages of the 巨量引擎 console, in menu order (the `-add` pages are a type's create page). */
export const TOUTIAO_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'native-anchor',
  'applet',
  'conversion-config',
  'event-management',
  'monitor-activity',
  'pangolin-media-pack',
  'union-traffic-package',
  'application',
  'application-subcontracting',
  'quick-app',
  'creative-component',
  'open-url',
  'graphic-material',
  'comment-management',
] as const;

const ALL = { create: true, edit: true, push: false, delete: true, sync: true } as const;
/** Types without a push of their own: one account a call stands for "not offered". */
const NO_PUSH = { ACCOUNTS: 1 } as const;

const CUSTOM_AUDIENCE = {
  // Packs come from the data platform's upload (a data source, then publish); the console pushes and deletes them.
  OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 30, // data_source_name, at most 30 characters
  PER_ACCOUNT: 500, // chosen
  PUSH: { ACCOUNTS: 100 }, // custom_audience/push: at most 100 target_advertiser_ids
  CREATE_BATCH: 1,
  DELETE_BATCH: 1, // custom_audience/delete takes one id
  DESCRIPTION_MAX_LENGTH: 256, // data source description
  /** 计算中 for 15 s, expiring 7 days before its 180 days end (chosen, §3.7 and §4.1). */
  LIFECYCLE: { COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 },
} as const satisfies PropertyTypeLimits;

/**
 * 定向包 (audience package, audiencepackage/create.go): regions (district, city codes at depth 3, location_type),
 * gender, age buckets, the account's packs to include or exclude, interest mode, platform and network.
 */
const TARGET = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 50, // chosen (§3.1)
  PER_ACCOUNT: 1000, // chosen (§3.1)
  PUSH: { ACCOUNTS: 100 }, // issue 21: at most 100 accounts a call
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  /** Region depth 3 (§3.1); at most 1000 codes (chosen). */
  REGION: { DEPTH: 3, MAX: 1000 },
  /** retargeting_tags_include / _exclude: at most 500 packs each (chosen). */
  AUDIENCES_MAX: 500,
  DESCRIPTION_MAX_LENGTH: 200, // chosen
} as const satisfies PropertyTypeLimits;

const MONITOR_ACTIVITY = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 10, // chosen (track_url_groups of one call)
  DELETE_BATCH: 10, // chosen
} as const satisfies PropertyTypeLimits;

const CONVERSION_CONFIG = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 1000, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1, // ad_convert/create makes one
  DELETE_BATCH: 10, // chosen
} as const satisfies PropertyTypeLimits;

const EVENT_MANAGEMENT = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 25, // a landing-page asset's name, at most 25 characters
  PER_ACCOUNT: 200, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1, // assets/create makes one
  DELETE_BATCH: 10, // chosen
  EVENTS_MAX: 8, // chosen: every event of TOUTIAO_EVENT_TYPES at most once
} as const satisfies PropertyTypeLimits;

const APPLICATION = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // an app asset's name, at most 20 characters
  PER_ACCOUNT: 200, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 10, // chosen
  PACKAGE_NAME_MAX_LENGTH: 100, // chosen
  VERSION_MAX_LENGTH: 20, // chosen
} as const satisfies PropertyTypeLimits;

const APPLICATION_SUBCONTRACTING = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // a channel package's remark, at most 20 characters
  PER_ACCOUNT: 5000, // chosen: counted over every app of the account
  PUSH: NO_PUSH,
  CREATE_BATCH: 100, // extend_package/create_v2: 1–100 channels a call
  DELETE_BATCH: 100, // chosen, as create
  CHANNEL_ID_MAX_LENGTH: 50, // channel_id: letters, digits, _ and -, at most 50
} as const satisfies PropertyTypeLimits;

const LANDING_PAGE = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 25, // a landing page's name, at most 25 characters
  PER_ACCOUNT: 2000, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 20, // site/update_status: 1–20 sites a call
  DESCRIPTION_MAX_LENGTH: 150, // a landing page's description
  /**
   * 创建H5落地页's bricks (docs/decisions.md, Issue 21: H5 builder). 橙子建站's editor publishes no figures for
   * these; all chosen to look like it: a phone page of a few screens, captions of a line, a button of a few words.
   */
  H5: {
    BRICKS_MAX: 30, // chosen
    TEXT_MAX_LENGTH: 500, // chosen: a paragraph
    CAPTION_MAX_LENGTH: 50, // chosen: an image's or video's caption
    BUTTON_TEXT_MAX_LENGTH: 10, // chosen: 立即咨询, 免费领取 …
    FORM_TITLE_MAX_LENGTH: 20, // chosen
    FORM_FIELDS_MAX: 6, // chosen: every field of TOUTIAO_SITE_FORM_FIELDS once
    SUBMIT_TEXT_MAX_LENGTH: 10, // chosen
    LINK_MAX_LENGTH: 1024, // as page_url
    ANSWER_MAX_LENGTH: 50, // chosen: what a lead may type in one field (姓名, 城市 …)
    REMARK_MAX_LENGTH: 200, // chosen: a lead's 留言
  },
} as const satisfies PropertyTypeLimits;

const APPLET = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 30, // chosen (the applet's remark)
  PER_ACCOUNT: 200, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 10, // chosen
  PATH_MAX_LENGTH: 200, // chosen
} as const satisfies PropertyTypeLimits;

const QUICK_APP = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // a quick app's name, at most 20 characters
  PER_ACCOUNT: 100, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 10, // chosen
} as const satisfies PropertyTypeLimits;

const NATIVE_ANCHOR = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // chosen (anchor_name)
  PER_ACCOUNT: 500, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1, // native_anchor/create makes one
  DELETE_BATCH: 10, // chosen
  TITLE_MAX_LENGTH: 12, // an anchor's entry title, 1–12 characters
  TOOL_TITLE_MAX_LENGTH: 20, // chosen
} as const satisfies PropertyTypeLimits;

const OPEN_URL = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 500, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
} as const satisfies PropertyTypeLimits;

const CREATIVE_COMPONENT = {
  OPERATIONS: ALL,
  // component_name: at most 20, a Chinese character counting 2; the desk counts characters, so 10.
  NAME_MAX_LENGTH: 10,
  PER_ACCOUNT: 500, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1, // creative_component/create makes one
  DELETE_BATCH: 10, // chosen
  TITLE_MAX_LENGTH: 10, // chosen
  BUTTON_MAX_LENGTH: 6, // chosen
} as const satisfies PropertyTypeLimits;

const GRAPHIC_MATERIAL = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 50, // chosen
  PER_ACCOUNT: 2000, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 10, // chosen
  DELETE_BATCH: 10, // chosen
  TITLE_MIN_LENGTH: 5, // chosen, as its creative titles
  TITLE_MAX_LENGTH: 30, // chosen
  IMAGES_MAX: 9, // chosen (§3.1: at most 9 images)
  /** The images are desk materials, sent to the media as its own material ids. */
  MATERIAL_FIELDS: { image_ids: { KIND: 'image', LABEL: '图片' } },
} as const satisfies PropertyTypeLimits;

const PANGOLIN_MEDIA_PACK = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // union/flow_package/create: name of 1–20 characters
  PER_ACCOUNT: 100, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1, // one package a call
  DELETE_BATCH: 1, // union/flow_package/delete takes one flow_package_id
  MEDIA_MAX: 100, // chosen, as the slots of a package
} as const satisfies PropertyTypeLimits;

const UNION_TRAFFIC_PACKAGE = {
  OPERATIONS: ALL,
  NAME_MAX_LENGTH: 20, // union/flow_package/create: name of 1–20 characters
  PER_ACCOUNT: 100, // chosen
  PUSH: NO_PUSH,
  CREATE_BATCH: 1,
  DELETE_BATCH: 1, // one flow_package_id a call
  RIT_MAX: 100, // rit: 1–100 slots
} as const satisfies PropertyTypeLimits;

export const TOUTIAO_PROPERTY_LIMITS = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'native-anchor': NATIVE_ANCHOR,
  applet: APPLET,
  'conversion-config': CONVERSION_CONFIG,
  'event-management': EVENT_MANAGEMENT,
  'monitor-activity': MONITOR_ACTIVITY,
  'pangolin-media-pack': PANGOLIN_MEDIA_PACK,
  'union-traffic-package': UNION_TRAFFIC_PACKAGE,
  application: APPLICATION,
  'application-subcontracting': APPLICATION_SUBCONTRACTING,
  'quick-app': QUICK_APP,
  'creative-component': CREATIVE_COMPONENT,
  'open-url': OPEN_URL,
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
} as const satisfies PropertyLimitsOf<typeof TOUTIAO_PROPERTY_PAGES>;
