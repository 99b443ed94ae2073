// The metrics store port: where the delivery tables' figures live and are queried. Two engines stand
// behind it, DuckDB embedded (the default: one file beside the desk) and ClickHouse (for users who outgrow
// one machine), and one suite of tests runs against both (libs/server/metrics, store.contract-suite.ts).
//
// The store keeps sums only (BASE_METRICS of @toufang/domain) per object and China day, and per hour for the
// last DELIVERY.HOURLY_DAYS days, plus a mirror of each object's table attributes (name, status, budget …)
// so that one query filters, sorts and pages a delivery table without crossing two databases.
import type { BaseMetric, BaseSums, DeliveryStatusClass, IndicatorOperator, MediaCode, MetricKey } from '@toufang/domain';

/** A delivery level of the tables, the account included ('account' rows: objectId is the desk's account id). */
export type TableLevel = string;

/** The attributes of one object a table filters and sorts by (mirrored from delivery_objects and media_accounts). */
export interface ObjectDim {
  media: MediaCode;
  level: TableLevel;
  objectId: string;
  customerId: number;
  /** The desk's account id (media_accounts.id). */
  accountId: number;
  /**
   * The object it sits under; for a top level (under the account) the account's desk id as text, so that a
   * drill-down from an account is a parentId filter like any other; null for account rows.
   */
  parentId: string | null;
  name: string;
  status: DeliveryStatusClass;
  /** 分; null when the level has none or it is 不限. */
  budgetFen: number | null;
  bidFen: number | null;
  /** Epoch ms. */
  createdAt: number;
}

/** Sums of one object over one day ('YYYY-MM-DD') or one hour ('YYYY-MM-DD HH:00'), China time. */
export interface MetricRow {
  media: MediaCode;
  level: TableLevel;
  objectId: string;
  customerId: number;
  accountId: number;
  time: string;
  /** cost and payAmount in 元 (two decimals), the rest counts. */
  sums: BaseSums;
}

/**
 * A condition on a metric of the range. The metric's value is compared as the desk shows it (rounded to the
 * metric's precision: 点击率 = 2.5 matches a row showing 2.50); a ratio whose denominator is 0 has no value and
 * passes no rule.
 */
export interface IndicatorRule {
  metric: MetricKey;
  operator: IndicatorOperator;
  /** For every operator but BETWEEN. */
  value?: number;
  /** BETWEEN: startValue ≤ x ≤ endValue. */
  startValue?: number;
  endValue?: number;
}

/**
 * Which stored figures a write replaces: every figure of these objects on these China days (inclusive), so
 * a figure the media no longer reports (it answers no row for an object's quiet day) does not linger.
 */
export interface ReplaceScope {
  customerId: number;
  media: MediaCode;
  level: TableLevel;
  objectIds: readonly string[];
  from: string;
  to: string;
}

/**
 * 'name' | 'status' | 'budget' | 'bid' | 'createdAt' | a metric key. Ties are broken by objectId, ascending;
 * objects without a value (a ratio over 0, a budget of 不限) come last in either order.
 */
export type SortKey = 'name' | 'status' | 'budget' | 'bid' | 'createdAt' | MetricKey;

/** A filter on the parts of names split by a naming rule's separator. */
export interface NameParts {
  separator: string;
  parts: number;
  equals: readonly { index: number; values: readonly string[] }[];
}

/** 命名解析's group: the filtered objects by one part of their names (design §4.2). */
export interface NamePartGroupQuery extends Omit<MetricsQuery, 'sort' | 'offset' | 'limit'> {
  /** Names that split into `parts` parts by `separator` are grouped by the part at `index` (0-based); the rest together. */
  groupBy: { separator: string; parts: number; index: number };
  /** The page of groups, in the order by cost desc, then value, the unmatched group (null) last. */
  offset: number;
  limit: number;
}

/** One group: the part (null: names the rule does not split into its parts), its objects and their sums. */
export interface NamePartGroup {
  value: string | null;
  objects: number;
  sums: BaseSums;
}

/** A page of groups, how many groups there are, and the sums over all of them (the filtered set's). */
export interface NamePartGroupPage {
  groups: NamePartGroup[];
  total: number;
  totals: BaseSums;
}

export interface MetricsQuery {
  customerId: number;
  media: MediaCode;
  level: TableLevel;
  /** China dates, inclusive. */
  from: string;
  to: string;
  /** Only these accounts (desk ids); undefined is every account the caller may see (the caller passes them). */
  accountIds?: readonly number[];
  /** Drill-down: only the children of this object (for the level under an account: the account id as text). */
  parentId?: string;
  /** Only these object ids (exact id search, or the rows of a trend). */
  objectIds?: readonly string[];
  /** Name contains this text (case-insensitive; 模糊). */
  nameLike?: string;
  /** Name equals one of these (精确). */
  nameIn?: readonly string[];
  /**
   * 命名解析 (design §4.2): the name splits by `separator` into exactly `parts` parts, and each listed part
   * (0-based index) is one of its values. The store splits the names it holds; nothing parsed is stored.
   */
  nameParts?: NameParts;
  /** undefined: every class but deleted. */
  statuses?: readonly DeliveryStatusClass[];
  /** Rules on the range's metrics; union true is 并集 (any rule), false 交集 (every rule). */
  indicators?: { union: boolean; rules: readonly IndicatorRule[] };
  sort: { key: SortKey; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

export interface MetricsPage {
  /** The page's objects in order, each with its sums over the range (zeros when it did not deliver). */
  rows: { objectId: string; sums: BaseSums }[];
  /** Objects that pass every filter. */
  total: number;
  /** Sums over every object that passes the filters (the 合计 row: rates are computed from these). */
  totals: BaseSums;
}

export interface TrendQuery extends Omit<MetricsQuery, 'sort' | 'offset' | 'limit'> {
  granularity: 'day' | 'hour';
  /**
   * Separate series for these objects, in this order (ids the company does not have at this level are left
   * out; the other filters do not apply to them); undefined: one series of the whole filtered set.
   */
  seriesIds?: readonly string[];
}

export interface TrendSeries {
  /** null: the total of the filtered set. */
  objectId: string | null;
  points: { time: string; sums: BaseSums }[];
}

/**
 * One material's figures in one account on one China day (issue 20, 素材汇总): what the media's material report
 * answers for the media's copy of a desk material, keyed by the desk's identity of the file (its MD5).
 */
export interface MaterialMetricRow {
  customerId: number;
  /** The desk material's MD5 (one material = one MD5 per company). */
  md5: string;
  media: MediaCode;
  /** The desk's account id (media_accounts.id). */
  accountId: number;
  /** The media's id of its copy of the file in that account. */
  mediaMaterialId: string;
  /** 'YYYY-MM-DD', China time. */
  day: string;
  /** cost in 元 (two decimals), the rest counts. */
  sums: MaterialSums;
  /** The account's ads (objects carrying the material) that use it, as the sync counted them. */
  ads: number;
}

/** The sums a material's day keeps. */
export type MaterialSums = Pick<BaseSums, 'cost' | 'show' | 'click' | 'convert'>;

/** Every figure of these media materials of one account on these China days (inclusive) is replaced. */
export interface MaterialReplaceScope {
  customerId: number;
  media: MediaCode;
  accountId: number;
  mediaMaterialIds: readonly string[];
  from: string;
  to: string;
}

export interface MaterialFiguresQuery {
  customerId: number;
  /** China dates, inclusive. */
  from: string;
  to: string;
  /** Only these media; undefined: every media. */
  media?: readonly MediaCode[];
  /** Only these MD5s (the caller's visible materials); undefined: every MD5 of the company. */
  md5s?: readonly string[];
}

/** One material's figures over a range, across its accounts and media. */
export interface MaterialFigures {
  md5: string;
  /** The base sums (cost, show, click, convert; the rest 0). */
  sums: BaseSums;
  /**
   * Ads using it: per account copy, the most ads that used it on one day of the range, summed over its
   * copies (docs/decisions.md, "Material figures").
   */
  ads: number;
}

/** The most rows one chunk of windowSums carries (the rules' evaluator reads 100,000 ads chunk by chunk). */
export const WINDOW_SUMS_CHUNK = 10_000;

/**
 * Every object's sums over one window (design tools §5.1, §6.3): the rules' evaluator's input. A day window
 * reads the day rows of the China dates `from` … `to` ('YYYY-MM-DD', inclusive); an hour window the hourly rows
 * of the China hours `from` … `to` ('YYYY-MM-DD HH:00', inclusive). The window is answered as asked: one that
 * reaches before what the store has pruned is refused (RangeError), never shortened; checking it against the
 * kept history (DELIVERY.HOURLY_DAYS, METRICS_DAYS) is the caller's.
 */
export interface WindowSumsQuery {
  customerId: number;
  media: MediaCode;
  level: TableLevel;
  /** The accounts (desk ids) in scope; never undefined: a rule always names its accounts. */
  accountIds: readonly number[];
  objectIds?: readonly string[];
  nameParts?: NameParts;
  /** undefined: every class but deleted (as the tables). */
  statuses?: readonly DeliveryStatusClass[];
  from: string;
  to: string;
  granularity: 'day' | 'hour';
  /** Rows per chunk, at most; default WINDOW_SUMS_CHUNK. */
  chunkSize?: number;
}

/** One object's sums over the window (objects without figures in it are absent: their sums are zero). */
export interface WindowSumsRow {
  objectId: string;
  accountId: number;
  sums: BaseSums;
}

/**
 * A dimension of 效果分析报告's pivot (design tools §2 pivot-types). The store answers those it holds:
 * media, account, date (China day), plan (the objects of each media's level in `levels`), namePart (a part of
 * the object names, as 命名解析 splits them) and project (from the accounts' projects the caller passes).
 * material and designer are refused (RangeError): the store keeps no material per object (docs/decisions.md).
 */
export type PivotDimension = 'media' | 'account' | 'project' | 'date' | 'plan' | 'namePart' | 'material' | 'designer';

export interface PivotQuery {
  customerId: number;
  /** Only these media; undefined: every media. */
  media?: readonly MediaCode[];
  /**
   * The level each media's objects are read at when an object dimension (plan, namePart) or the nameParts
   * filter is asked; a media without one then has no rows. Without them the account rows are read (one per
   * account and day: the sum of its delivering levels), whatever this says.
   */
  levels: Readonly<Partial<Record<MediaCode, TableLevel>>>;
  /** China dates, inclusive. */
  from: string;
  to: string;
  groupBy: readonly PivotDimension[];
  /** The accounts (desk ids) in the caller's scope. */
  accountIds: readonly number[];
  /** Only objects whose names split into these parts (an object filter: the object rows are read). */
  nameParts?: NameParts;
  /** The part the namePart dimension groups by (names that do not split into `parts` parts: null). */
  namePart?: { separator: string; parts: number; index: number };
  /** The project of each account (desk ids; project dimension); an account not listed is in the null project. */
  accountProjects?: ReadonlyMap<number, number>;
  /**
   * The groups ordered by this sum, largest first (ties by their keys), instead of by their keys (首页's top
   * accounts and plans, docs/design/live-home.md §4.6). The totals stay those of every group.
   */
  orderBy?: BaseMetric;
  /** At most this many groups (after the order); the totals stay those of every group. */
  limit?: number;
}

/** A pivot group's key: the asked dimensions only. */
export interface PivotKey {
  media?: MediaCode;
  accountId?: number;
  projectId?: number | null;
  date?: string;
  plan?: { media: MediaCode; level: TableLevel; objectId: string; name: string };
  namePart?: string | null;
}

/**
 * The groups with figures in the range, ordered by their keys in the order of groupBy (null last), and the
 * sums over all of them: rates of a group or of the total come from these sums (metricValue).
 */
export interface PivotAnswer {
  rows: { key: PivotKey; sums: BaseSums }[];
  totals: BaseSums;
}

/** One China day's hours 0 … toHour, inclusive (首页's comparison, docs/design/live-home.md §4.6). */
export interface HourSlice {
  /** 'YYYY-MM-DD', China time. */
  day: string;
  /** 0 … 23. */
  toHour: number;
}

export interface HourSlicesQuery {
  customerId: number;
  /** The accounts (desk ids) in the caller's scope. */
  accountIds: readonly number[];
  slices: readonly HourSlice[];
}

/** The sums of the account rows of one media in one hour of one slice (`slice`: its index in the query). */
export interface HourSliceSums {
  slice: number;
  media: MediaCode;
  /** 0 … the slice's toHour. */
  hour: number;
  sums: BaseSums;
}

export interface MetricsStore {
  readonly engine: 'duckdb' | 'clickhouse';
  /** Creates the tables when missing. */
  migrate(): Promise<void>;
  /** Inserts or replaces objects' attributes (by media + level + objectId). */
  upsertObjects(rows: readonly ObjectDim[]): Promise<void>;
  /** Inserts or replaces daily sums (by media + level + objectId + day); with a scope, replaces all of it. */
  writeDaily(rows: readonly MetricRow[], replace?: ReplaceScope): Promise<void>;
  /** Inserts or replaces hourly sums (by media + level + objectId + hour); with a scope, replaces its days. */
  writeHourly(rows: readonly MetricRow[], replace?: ReplaceScope): Promise<void>;
  /**
   * One page of a table. Ranges are answered from what is kept: days before the last prune count as empty.
   * Points and pages never cross companies (customerId is always applied).
   */
  query(query: MetricsQuery): Promise<MetricsPage>;
  /** Every day (or hour) of the range, zeros where nothing was spent, per series. */
  trend(query: TrendQuery): Promise<TrendSeries[]>;
  /** The filtered objects grouped by a part of their names, in no particular order (命名解析). */
  groupByNamePart(query: NamePartGroupQuery): Promise<NamePartGroupPage>;
  /** Every object's sums over a window, in chunks of at most `chunkSize` rows, in no particular order. */
  windowSums(query: WindowSumsQuery): AsyncIterable<WindowSumsRow[]>;
  /** 效果分析报告: the range's sums grouped by the asked dimensions, with their totals. */
  pivot(query: PivotQuery): Promise<PivotAnswer>;
  /**
   * 首页's comparison: per slice, media and hour, the sums of the accounts' own hourly rows (level 'account') in
   * the slice's hours; an hour of a media without figures is absent. In slice, media, hour order. Hours already pruned count as empty: the caller
   * knows what is kept (DELIVERY.ACCOUNT_HOURLY_DAYS).
   */
  hourSlices(query: HourSlicesQuery): Promise<HourSliceSums[]>;
  /** Inserts or replaces materials' daily figures (by account + media material + day); with a scope, replaces all of it. */
  writeMaterialDaily(rows: readonly MaterialMetricRow[], replace?: MaterialReplaceScope): Promise<void>;
  /** Every material (MD5) with figures in the range, in MD5 order; never another company's. */
  materialFigures(query: MaterialFiguresQuery): Promise<MaterialFigures[]>;
  /** The materials' summed figures on every day of the range, zeros where nothing was spent. */
  materialTrend(query: MaterialFiguresQuery): Promise<{ time: string; sums: BaseSums }[]>;
  /**
   * Drops daily rows (materials' too) before `dayFrom` and hourly rows before `hourFrom` ('YYYY-MM-DD HH:00'),
   * but the accounts' own hourly rows only before `accountHourFrom` (default `hourFrom`; earlier than it keeps
   * them longer, for hourSlices).
   */
  prune(dayFrom: string, hourFrom: string, accountHourFrom?: string): Promise<void>;
  /** The accounts (desk ids) the store holds anything of. */
  accountIds(): Promise<number[]>;
  /** Drops every object and figure of these accounts (removed from the desk). */
  forgetAccounts(accountIds: readonly number[]): Promise<void>;
  /** Drops everything (a fresh desk database starts with an empty store). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export type { BaseMetric };

export type MetricsEngine = MetricsStore['engine'];

/** Which store the server opens (apps/api's metrics/open.ts reads them from the environment). */
export interface MetricsStoreOptions {
  engine: MetricsEngine;
  /** DuckDB: the file, or ':memory:'. */
  path?: string;
  /** ClickHouse: the HTTP interface, e.g. http://127.0.0.1:8123/?database=toufang. */
  url?: string;
}
