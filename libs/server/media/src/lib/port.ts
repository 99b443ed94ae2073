// The media port: the one interface through which business code reaches a media's marketing API. No code
// outside an adapter knows a media's wire format, its error codes or its ids; what comes back is the
// desk's own vocabulary, with every refusal carrying a Chinese message the desk can show.
import type { MediaCode } from '@toufang/domain';
import type { LearningStatus, ObjectLevel, OptStatus, ReviewStatus } from '@toufang/server-db';
import type {
  ListMaterialsQuery,
  MaterialLimits,
  MaterialOutcome,
  MaterialPage,
  MaterialPush,
  MaterialPushOutcome,
  MaterialReportQuery,
  MaterialUpload,
} from './port-materials';
import type {
  ListPropertiesQuery,
  MediaProperty,
  MediaPropertyPage,
  PropertyActionInput,
  PropertyChange,
  PropertyDraft,
  PropertyOptionKind,
  PropertyOptions,
  PropertyPush,
  PropertyPushOutcome,
  PropertyTypeSpec,
} from './port-properties';
import type { AudienceExpansion, AudienceUpload, HandpickedAudience } from './port-audiences';
import type { DiagnoseQuery, ObjectDiagnosis } from './port-diagnosis';
import type { ListOrdersQuery, MediaOrder } from './port-orders';
import type { MonitoringSpec, MonitorReportQuery, MonitorReportRow } from './port-monitor';
import type { MediaLivePort } from './port-live';

// The stored vocabularies are declared once, beside the tables that hold them.
export type { LearningStatus, ObjectLevel, OptStatus, ReviewStatus };

/** One level of a media's hierarchy as the port sees it. */
export interface LevelSpec {
  readonly level: ObjectLevel;
  /** The media's own name for it (media registry), e.g. 单元. */
  readonly label: string;
  /** The level it sits under, or null for a top level (under the account). */
  readonly parent: ObjectLevel | null;
  /** Which settings an object of this level carries. */
  readonly has: { readonly budget: boolean; readonly bid: boolean; readonly schedule: boolean };
  /** Objects of this level deliver and report metrics of their own (the others sum their children). */
  readonly delivers: boolean;
  /**
   * The media lets several live objects of this level in one account share a name (toutiao's 广告创意);
   * absent: names are unique per account and level.
   */
  readonly namesRepeat?: boolean;
}

// ---------- errors ----------

export type MediaErrorKind =
  | 'rate_limited'
  | 'locked_out'
  | 'auth_expired'
  | 'auth_revoked'
  | 'invalid'
  | 'quota'
  | 'not_found'
  | 'unavailable';

/**
 * A refusal of a whole call (a refusal of one object of a batch is an ObjectOutcome instead). `message`
 * is Chinese and shown to the desk's user; `mediaCode` and `mediaMessage` are the media's own, for logs.
 */
export class MediaError extends Error {
  readonly kind: MediaErrorKind;
  readonly mediaCode: string;
  readonly mediaMessage: string;
  /** rate_limited: wait at least this long before the next call. */
  readonly retryAfterMs?: number;
  /** locked_out: no call to the account before this time (epoch ms). */
  readonly until?: number;
  /**
   * unavailable: the call may have landed at the media (a write that timed out or was answered system busy).
   * The gateway does not send such a write again; whoever made it looks it up first (a create: by request id
   * or by name under its parent, docs/media-adapters.md).
   */
  readonly outcomeUnknown?: boolean;

  constructor(init: {
    kind: MediaErrorKind;
    message: string;
    mediaCode: string;
    mediaMessage: string;
    retryAfterMs?: number;
    until?: number;
    outcomeUnknown?: boolean;
  }) {
    super(init.message);
    this.name = 'MediaError';
    this.kind = init.kind;
    this.mediaCode = init.mediaCode;
    this.mediaMessage = init.mediaMessage;
    this.retryAfterMs = init.retryAfterMs;
    this.until = init.until;
    this.outcomeUnknown = init.outcomeUnknown;
  }
}

export function isMediaError(error: unknown): error is MediaError {
  return error instanceof MediaError;
}

// ---------- authorisation ----------

export interface MediaTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** The advertiser accounts this authorisation covers. */
  advertiserIds: string[];
}

// ---------- accounts ----------

export type AccountStatus = 'active' | 'frozen' | 'pending';

export interface MediaAdvertiser {
  advertiserId: string;
  name: string;
  /** Company the account belongs to, as the media registers it. */
  companyName: string;
}

export interface MediaAccountInfo extends MediaAdvertiser {
  status: AccountStatus;
  /** 元. */
  balance: number;
  /** 元; null is 不限. */
  dailyBudget: number | null;
  /** 元 spent today (China time). */
  todayCost: number;
}

// ---------- objects ----------

/** The desk's 7×24 schedule: 168 characters of 0/1, Monday 00:00 first, China time. */
export type Schedule = string;


export interface MediaObject {
  id: string;
  level: ObjectLevel;
  advertiserId: string;
  parentId: string | null;
  name: string;
  optStatus: OptStatus;
  review: ReviewStatus;
  /** Chinese reason when rejected. */
  rejectReason: string | null;
  learning: LearningStatus;
  /** The status the media shows, in its own words (审核中, 投放中, 学习期, 已暂停 …). */
  statusText: string;
  /** 元; null when the level has no budget or it is 不限. */
  budget: number | null;
  /** 元; null when the level has no bid. */
  bid: number | null;
  schedule: Schedule | null;
  materialId: string | null;
  /**
   * What the media reports of the object beyond the fields above, under the media's own field names (巨量千川's
   * plans: marketing_goal, aweme_id, aweme_name). The media's own library reads them; absent or empty when
   * it reports nothing more. An object created from an ObjectDraft also answers what it was created with
   * (its settings — goal, bid type … — targeting_id, audience_ids, material_ids, titles), values that are not
   * strings as JSON.
   */
  attributes?: Readonly<Record<string, string>>;
  /** ISO times. */
  createdAt: string;
  modifiedAt: string;
}

export interface ListObjectsQuery {
  advertiserId: string;
  level: ObjectLevel;
  /** Answer only what changed after this cursor (from a previous page's nextCursor). */
  cursor?: string;
  /** Answer only what changed at or after this time (epoch ms), when there is no cursor. */
  modifiedSince?: number;
  /** Page size; the media caps it. */
  limit?: number;
  /**
   * Only the objects with exactly this name (a create is looked up by its name under its parent before a retry,
   * for media without a request id; where names repeat, all same-named objects answer). Filters apply within the media's page size, like the media's own filtering.
   */
  name?: string;
  /** Only the children of this object. */
  parentId?: string;
}

export interface ObjectPage {
  objects: MediaObject[];
  /** Pass it back for the next page or, at the end, for the next incremental sync. */
  nextCursor: string;
  hasMore: boolean;
}

export interface ObjectDraft {
  /** Under which object (null at a top level). */
  parentId: string | null;
  name: string;
  budget?: number | null;
  bid?: number | null;
  schedule?: Schedule;
  /** Creative levels: the media's material id (from uploadMaterial). */
  materialId?: string;
  /** Start paused (default enabled). */
  paused?: boolean;
  /**
   * The level's fields (goal, bid type, deep goal, per-account ids …) under the desk's field keys of the media's
   * CreationVariantSpec (libs/domain creation/spec.ts). The media answers them back in `attributes`.
   */
  settings?: Record<string, unknown>;
  /** The media's targeting pack id (a property of the account); the object's targeting binding. */
  targetingId?: string;
  /** The media's audience ids (properties of the account); the object's audience bindings. */
  audienceIds?: string[];
  /** Creative levels: the media's material ids (from uploadMaterial), all of the account. */
  materialIds?: string[];
  /** Creative levels: the titles, counted and measured by the media's title rule. */
  titles?: string[];
  /**
   * Idempotency key: a media that has one (gdt) answers the object it already created for a repeated key in
   * the same account instead of creating a second; a media that has none ignores it (look up by name instead).
   */
  requestId?: string;
}

export type EditField = 'status' | 'budget' | 'bid' | 'schedule' | 'name';

export interface FieldValue {
  status: 'enabled' | 'paused' | 'deleted';
  budget: number | null;
  bid: number;
  schedule: Schedule;
  name: string;
}

/** One field of many objects of one level, the way media APIs batch their updates. */
export interface ObjectEdit<F extends EditField = EditField> {
  advertiserId: string;
  level: ObjectLevel;
  field: F;
  items: { id: string; value: FieldValue[F] }[];
}

/**
 * Per object: applied, or refused with the media's code and a Chinese reason. `key` is the object's id for
 * updates and the draft's name for creates (names are unique per account and level). `outcomeUnknown`: the
 * call carrying it timed out or was answered system busy, so the object may exist at the media all the same
 * (look it up before creating it again).
 */
export type ObjectOutcome<T = null> =
  | { key: string; ok: true; value: T }
  | { key: string; ok: false; mediaCode: string; reason: string; outcomeUnknown?: boolean };

// ---------- reports ----------

export const METRIC_NAMES = [
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'activations',
  'registrations',
  'pays',
  'payAmount',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
/**
 * cost and payAmount (成交金额, the order value of the pays) in 元, two decimals; the rest are counts. A
 * media that does not count order value answers payAmount 0.
 */
export type Metrics = Record<MetricName, number>;

export interface ReportQuery {
  advertiserId: string;
  level: ObjectLevel;
  ids: string[];
  granularity: 'hour' | 'day';
  /** China dates, inclusive: YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface ReportRow extends Metrics {
  id: string;
  /** YYYY-MM-DD, or YYYY-MM-DD HH:00 for hours (China time). */
  time: string;
}

// ---------- materials (port-materials.ts) ----------

export * from './port-materials';
export * from './port-properties';
export * from './port-audiences';
export * from './port-diagnosis';
export * from './port-orders';
export * from './port-monitor';
export * from './port-live';

/** One material's figures on one China day (rows without delivery are left out). */
export interface MaterialReportRow extends Metrics {
  materialId: string;
  /** YYYY-MM-DD. */
  time: string;
}

// ---------- limits ----------

/** The limits a media enforces, which the gateway keeps on the desk side. */
export interface MediaLimits {
  /** Objects per update call, by field; also the batch size of creates. */
  readonly batch: Readonly<Record<EditField | 'create', number>>;
  /** Calls per account per second before rate_limited answers. */
  readonly callsPerSecond: number;
  /** Calls per account per minute; going over locks the account out. */
  readonly callsPerMinute: number;
  readonly lockoutMs: number;
  /** Budget edits per object (and per account) per China day; null when the media has none. */
  readonly budgetEditsPerDay: number | null;
  /** The smallest change of a budget, 元; 0 when the media has none. */
  readonly budgetMinStep: number;
  /** A new budget must be at least this multiple of today's spend (kuaishou 1.2); null when none. */
  readonly budgetOverSpendRatio: number | null;
  /** Smallest daily budget, 元, of the account and of each level with a budget. */
  readonly minBudget: Readonly<{ account: number } & Partial<Record<ObjectLevel, number>>>;
  readonly bidRange: { readonly min: number; readonly max: number };
  /** Name length, in characters. */
  readonly nameMaxLength: number;
  /** Objects of the delivering level that may be enabled (not deleted) per account. */
  readonly deliveryQuota: number;
  /** Largest page of a list call. */
  readonly pageSize: number;
  /** Ids per report call (objects and materials). */
  readonly reportIds: number;
  /** Material files and the push call (the media's limits project, `<CODE>_MATERIAL_LIMITS`). */
  readonly material: MaterialLimits;
}

// ---------- the port ----------

export interface MediaPort {
  readonly media: MediaCode;
  readonly levels: readonly LevelSpec[];
  readonly limits: MediaLimits;

  /** The consent page the user is sent to; it comes back to redirectUri with ?code=…&state=…. */
  consentUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string): Promise<MediaTokens>;
  refreshTokens(refreshToken: string): Promise<MediaTokens>;

  listAdvertisers(accessToken: string): Promise<MediaAdvertiser[]>;
  getAccount(accessToken: string, advertiserId: string): Promise<MediaAccountInfo>;
  /** null is 不限. */
  updateAccountBudget(accessToken: string, advertiserId: string, dailyBudget: number | null): Promise<void>;

  listObjects(accessToken: string, query: ListObjectsQuery): Promise<ObjectPage>;
  /** One outcome per draft, in order (key: the draft's name, which repeats where the level's names may: match by order). */
  createObjects(
    accessToken: string,
    input: { advertiserId: string; level: ObjectLevel; drafts: ObjectDraft[] },
  ): Promise<ObjectOutcome<MediaObject>[]>;
  /** Answers one outcome per item, in order. */
  updateObjects(accessToken: string, edit: ObjectEdit): Promise<ObjectOutcome[]>;

  report(accessToken: string, query: ReportQuery): Promise<ReportRow[]>;

  // ---------- materials (docs/materials-sandbox.md) ----------

  /**
   * Sends one file to one account. The media checks its limits again (type, size, shape, duration, file
   * name, md5 against the bytes, its daily count) and refuses with its own code; the same md5 in the same
   * account answers the material id it already has.
   */
  uploadMaterial(accessToken: string, advertiserId: string, material: MaterialUpload): Promise<{ materialId: string }>;
  /**
   * Sends several files to several accounts the token covers in one call, at most `limits.material.PUSH`
   * of each (a call over it is refused whole). One outcome per account × material, accounts first; counted
   * as one call of the first account.
   */
  pushMaterials(accessToken: string, push: MaterialPush): Promise<MaterialPushOutcome[]>;
  /** An account's materials, oldest first, with their review state and quality labels. */
  listMaterials(accessToken: string, query: ListMaterialsQuery): Promise<MaterialPage>;
  /** Materials by id, one outcome per id (key: the id); an id that is not this account's is refused on its own (not_found). */
  getMaterials(accessToken: string, advertiserId: string, materialIds: string[]): Promise<MaterialOutcome[]>;
  /**
   * Daily figures of materials, summed over the account's objects that use each, from review's approval on.
   * An id that is not this account's refuses the call (not_found); at most `limits.reportIds` ids.
   */
  materialReport(accessToken: string, query: MaterialReportQuery): Promise<MaterialReportRow[]>;

  // ---------- properties (port-properties.ts, docs/design/properties.md §2.6) ----------

  /** Every property type the media declares (a type its media has not built offers no operation). */
  readonly properties: readonly PropertyTypeSpec[];
  /** An account's objects of one type, incrementally (changes, deletions and time-driven changes after the cursor). */
  listProperties(accessToken: string, query: ListPropertiesQuery): Promise<MediaPropertyPage>;
  /** One outcome per draft, in order (key: the draft's name); at most the type's createBatch. */
  createProperties(
    accessToken: string,
    input: { advertiserId: string; type: string; drafts: PropertyDraft[] },
  ): Promise<ObjectOutcome<MediaProperty>[]>;
  /** One outcome per change, in order (key: the id). */
  updateProperties(
    accessToken: string,
    input: { advertiserId: string; type: string; changes: PropertyChange[] },
  ): Promise<ObjectOutcome<MediaProperty>[]>;
  /** One outcome per id (key: the id); at most the type's deleteBatch. */
  deleteProperties(accessToken: string, input: { advertiserId: string; type: string; ids: string[] }): Promise<ObjectOutcome[]>;
  /**
   * Copies objects of one account into other accounts the token covers, at most the type's pushAccounts
   * targets a call (a call over it is refused whole); one outcome per id × target, counted as one call of
   * the source account. Pushing the same source to the same target again answers the copy it already has.
   */
  pushProperties(accessToken: string, push: PropertyPush): Promise<PropertyPushOutcome[]>;
  /** A type's own actions (reply, hide, publish …); one outcome per id, with the object as it is after (or null). */
  actOnProperties(accessToken: string, input: PropertyActionInput): Promise<ObjectOutcome<MediaProperty | null>[]>;
  /** The media's public vocabulary of a kind (regions, interests …); no token. */
  propertyOptions(kind: PropertyOptionKind): Promise<PropertyOptions>;

  // ---------- audiences of the data platform (port-audiences.ts) ----------

  uploadAudience(accessToken: string, advertiserId: string, upload: AudienceUpload): Promise<{ propertyId: string }>;
  expandAudience(accessToken: string, advertiserId: string, expansion: AudienceExpansion): Promise<{ propertyId: string }>;
  listHandpicked(accessToken: string, advertiserId: string): Promise<HandpickedAudience[]>;
  addHandpicked(accessToken: string, advertiserId: string, handpickId: string): Promise<{ propertyId: string }>;

  // ---------- the media's verdicts (port-diagnosis.ts) ----------

  /**
   * Learning, review, cost guarantee and 低效 materials of some objects of one account and level; one outcome
   * per id (key: the id; an id not of the account and level is not_found); at most `limits.reportIds` ids.
   */
  diagnose(accessToken: string, query: DiagnoseQuery): Promise<ObjectOutcome<ObjectDiagnosis>[]>;
  // ---------- optional calls (docs/design/tools.md §3): a media without one does not have it ----------

  /**
   * The orders of the account's delivering objects refunded or returned in a range of days (port-orders.ts),
   * oldest refund first. Only the e-commerce media have it (offersOrders); absent elsewhere.
   */
  listOrders?(accessToken: string, query: ListOrdersQuery): Promise<MediaOrder[]>;

  /** Which property type is the media's monitoring activity and where its links are (port-monitor.ts); with monitorReport. */
  readonly monitoring?: MonitoringSpec;
  /**
   * Clicks and conversions per monitoring activity and China day (port-monitor.ts), by activity then day. Only a
   * media with monitoring activities has it (offersMonitoring); absent elsewhere.
   */
  monitorReport?(accessToken: string, query: MonitorReportQuery): Promise<MonitorReportRow[]>;

  /**
   * The live calls (port-live.ts): 抖音号 bound to an account and their streams' figures. Only a media whose ads
   * promote live rooms has them (offersLive); absent elsewhere.
   */
  readonly live?: MediaLivePort;
}

/** Whether a media answers live rooms (its port has the optional live part; port-live.ts). */
export function offersLive(port: MediaPort): port is MediaPort & Required<Pick<MediaPort, 'live'>> {
  return port.live !== undefined;
}

/** Whether a media answers its monitoring activities' figures (its port has monitoring and monitorReport; port-monitor.ts). */
export function offersMonitoring(
  port: MediaPort,
): port is MediaPort & Required<Pick<MediaPort, 'monitorReport' | 'monitoring'>> {
  return typeof port.monitorReport === 'function' && port.monitoring !== undefined;
}

/** Whether a media answers orders (its port has the optional listOrders; port-orders.ts). */
export function offersOrders(port: MediaPort): port is MediaPort & Required<Pick<MediaPort, 'listOrders'>> {
  return typeof port.listOrders === 'function';
}
