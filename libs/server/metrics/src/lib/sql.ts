// The SQL both engines share: column names, metric expressions generated from the vocabulary of
// @toufang/domain (never a hand-written list), the dimension filters, the indicator rules and the sort.
// Each engine assembles these pieces into its own statements (duckdb-store.ts, clickhouse-store.ts); a
// dialect supplies the few spellings that differ. Values are written as escaped literals because the old
// ClickHouse HTTP interface has no query parameters; every value is checked or escaped here.
import {
  BASE_METRICS,
  chinaDatesBetween,
  DELIVERY_STATUS_FILTERS,
  METRICS,
  metricValue,
  ZERO_SUMS,
  type BaseMetric,
  type BaseSums,
  type DeliveryStatusClass,
  type MetricDef,
  type MetricKey,
} from '@toufang/domain';
import type { IndicatorRule, MetricsQuery, SortKey } from '@toufang/server-context';

export interface Dialect {
  /** A string literal. */
  str(value: string): string;
  /** `haystack` contains `needle`, ignoring case (both SQL expressions). */
  containsIgnoringCase(haystack: string, needle: string): string;
  /** How many parts `name` splits into by `separator` (both SQL expressions; a JS split's length). */
  partCount(name: string, separator: string): string;
  /** The part at the 1-based `position` (an SQL integer) of `name` split by `separator` (a JS split's [position - 1]). */
  part(name: string, separator: string, position: string): string;
}

/** The stored column of a base sum (money in whole 分). */
export const SUM_COLUMN: Readonly<Record<BaseMetric, string>> = Object.fromEntries(
  BASE_METRICS.map((base) => [base, `m_${base.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`]),
) as Record<BaseMetric, string>;

export const SUM_COLUMNS: readonly string[] = BASE_METRICS.map((base) => SUM_COLUMN[base]);

/** Base sums kept in 分: those whose own metric is counted in 元 (cost, payAmount). */
export const MONEY_BASES: ReadonlySet<BaseMetric> = new Set(
  BASE_METRICS.filter((base) => Object.values(METRICS as Record<string, MetricDef>).some((def) => def.kind === 'sum' && def.base === base && def.unit === '元')),
);

/** 元 (as the port and the vocabulary speak) to the stored whole 分. */
export const toStored = (base: BaseMetric, value: number): number => (MONEY_BASES.has(base) ? Math.round(value * 100) : Math.round(value));
/** The stored value back to the vocabulary's unit. */
export const fromStored = (base: BaseMetric, stored: number): number => (MONEY_BASES.has(base) ? stored / 100 : stored);

/** Which of BASE_METRICS are money (stored in fen). */
const MONEY_AT = BASE_METRICS.map((b) => MONEY_BASES.has(b));
/**
 * Stored sums (in the order of BASE_METRICS, from `offset` in a row) to the port's sums. A loop over the row, not a
 * slice and Object.fromEntries: an AI助手 round reads 100,000 rows a window, and this was its largest cost outside
 * the database (about 1 s of CPU a round, apps/api/bench/ai-rules-bench.ts, 2026-12-01).
 */
export function sumsFromStored(values: readonly (number | bigint | string | null | undefined)[], offset = 0): BaseSums {
  const out = {} as Record<BaseMetric, number>;
  for (let i = 0; i < BASE_METRICS.length; i++) {
    const v = Number(values[offset + i] ?? 0);
    out[BASE_METRICS[i]] = MONEY_AT[i] ? v / 100 : v;
  }
  return out;
}

/** A number as a SQL literal; refuses what is not a finite number (the caller validated, this makes sure). */
export function num(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`not a finite number: ${String(value)}`);
  return String(value);
}

/** A whole number as a SQL literal. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number: ${String(value)}`);
  return String(value);
}

/** A China date 'YYYY-MM-DD', checked. */
export function day(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new RangeError(`not a date: ${value}`);
  return value;
}

/** A China hour 'YYYY-MM-DD HH:00' as its day and hour of day. */
export function hourParts(value: string): { day: string; hour: number } {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):00$/.exec(value);
  if (!match || Number(match[2]) > 23) throw new RangeError(`not an hour: ${value}`);
  return { day: day(match[1]), hour: Number(match[2]) };
}

export const hourLabel = (dayText: string, hour: number) => `${dayText} ${String(hour).padStart(2, '0')}:00`;

const DAY_MS = 86_400_000;
/** Whole days since 1970-01-01 of a China date. */
export const dayNumber = (value: string): number => Math.round(Date.parse(`${day(value)}T00:00:00Z`) / DAY_MS);
export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (value: string, days: number): string => dayText(dayNumber(value) + days);

/** Every China date from `from` to `to`, inclusive, each checked. */
export const daysBetween = (from: string, to: string): string[] => chinaDatesBetween(day(from), day(to));

// ---------- metric expressions ----------

/** The value of a metric over sum columns (`col(base)` names each base sum), in the vocabulary's unit. */
export function metricSql(key: MetricKey, col: (base: BaseMetric) => string = (b) => SUM_COLUMN[b]): string {
  const def: MetricDef = METRICS[key];
  const valueOf = (base: BaseMetric) => (MONEY_BASES.has(base) ? `(${col(base)} / 100)` : col(base));
  if (def.kind === 'sum') return valueOf(def.base);
  // The same order of operations as metricValue, so both engines and the browser agree to the last bit.
  return `((${valueOf(def.numerator)} / ${valueOf(def.denominator)}) * ${num(def.scale)})`;
}

/** SQL true when a ratio has a value (its denominator is not 0); null for sums, which always have one. */
export function hasValueSql(key: MetricKey, col: (base: BaseMetric) => string = (b) => SUM_COLUMN[b]): string | null {
  const def: MetricDef = METRICS[key];
  return def.kind === 'ratio' ? `(${col(def.denominator)} <> 0)` : null;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A rule's comparison with its value(s) scaled to the metric's shown precision. */
function comparison(rule: IndicatorRule, left: string, scale: number): string {
  const scaled = (value: number | undefined, what: string) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`indicator ${rule.metric} ${rule.operator}: ${what} is not a number`);
    return num(round6(value * scale));
  };
  switch (rule.operator) {
    case 'BETWEEN':
      return `(${left} >= ${scaled(rule.startValue, 'startValue')} AND ${left} <= ${scaled(rule.endValue, 'endValue')})`;
    case '=':
    case '!=':
    case '<':
    case '>':
    case '>=':
    case '<=':
      return `(${left} ${rule.operator} ${scaled(rule.value, 'value')})`;
    default:
      throw new TypeError(`unknown operator ${String(rule.operator)}`);
  }
}

/**
 * One rule as SQL over the sum columns: the metric as the desk shows it (rounded to its precision) compared
 * with the value; a ratio without a value (denominator 0) is false, never NULL, so 并集 and 交集 stay boolean.
 */
export function ruleSql(rule: IndicatorRule, col: (base: BaseMetric) => string = (b) => SUM_COLUMN[b]): string {
  const def: MetricDef | undefined = (METRICS as Record<string, MetricDef>)[rule.metric];
  if (!def) throw new TypeError(`unknown metric ${rule.metric}`);
  if (def.kind === 'sum') {
    // Stored sums are whole numbers in the shown unit's smallest step (分, or a count): compare exactly.
    return comparison(rule, col(def.base), MONEY_BASES.has(def.base) ? 100 : 1);
  }
  const factor = 10 ** def.precision;
  const rounded = `floor(${metricSql(rule.metric, col)} * ${num(factor)} + 0.5)`;
  return `(${hasValueSql(rule.metric, col)} AND ${comparison(rule, rounded, factor)})`;
}

/** Every rule joined with AND (交集) or OR (并集); null when there is none. */
export function indicatorsSql(indicators: MetricsQuery['indicators'], col?: (base: BaseMetric) => string): string | null {
  if (!indicators || indicators.rules.length === 0) return null;
  return `(${indicators.rules.map((rule) => ruleSql(rule, col)).join(indicators.union ? ' OR ' : ' AND ')})`;
}

/** The same rule in JS, as the SQL decides it (the stores use it to know whether an object without figures passes). */
export function rulePasses(rule: IndicatorRule, sums: BaseSums): boolean {
  const def: MetricDef = METRICS[rule.metric];
  const value = metricValue(rule.metric, sums);
  if (value === null) return false;
  const scale = def.kind === 'sum' ? (MONEY_BASES.has(def.base) ? 100 : 1) : 10 ** def.precision;
  const shown = def.kind === 'sum' ? Math.round(value * scale) : Math.floor(value * scale + 0.5);
  const at = (v: number | undefined) => round6((v ?? Number.NaN) * scale);
  switch (rule.operator) {
    case '=':
      return shown === at(rule.value);
    case '!=':
      return shown !== at(rule.value);
    case '<':
      return shown < at(rule.value);
    case '>':
      return shown > at(rule.value);
    case '>=':
      return shown >= at(rule.value);
    case '<=':
      return shown <= at(rule.value);
    case 'BETWEEN':
      return shown >= at(rule.startValue) && shown <= at(rule.endValue);
    default:
      return false;
  }
}

/** Whether an object with no figures in the range (all sums 0) passes the rules. */
export function zeroPasses(indicators: MetricsQuery['indicators']): boolean {
  if (!indicators || indicators.rules.length === 0) return true;
  const results = indicators.rules.map((rule) => rulePasses(rule, ZERO_SUMS));
  return indicators.union ? results.some(Boolean) : results.every(Boolean);
}

// ---------- dimensions ----------

/** Status classes in the status filter's order (the sort by status follows it). */
export const STATUS_ORDER: readonly DeliveryStatusClass[] = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter(
  (v): v is DeliveryStatusClass => v !== 'all',
);

/** The stored stand-in for a missing budget or bid (不限 / none), so no column is nullable in either engine. */
export const NO_MONEY = -1;

/** The dimension filters of a query on the objects table (alias `o`), as a list of conditions. */
export function dimensionConditions(d: Dialect, q: Omit<MetricsQuery, 'sort' | 'offset' | 'limit' | 'from' | 'to'>): string[] {
  const where = [`o.customer_id = ${int(q.customerId)}`, `o.media = ${d.str(q.media)}`, `o.level = ${d.str(q.level)}`];
  const list = (values: readonly string[]) => values.map((v) => d.str(v)).join(', ');
  if (q.accountIds) where.push(q.accountIds.length === 0 ? '1 = 0' : `o.account_id IN (${q.accountIds.map(int).join(', ')})`);
  if (q.parentId !== undefined) where.push(`o.parent_id = ${d.str(q.parentId)}`);
  if (q.objectIds) where.push(q.objectIds.length === 0 ? '1 = 0' : `o.object_id IN (${list(q.objectIds)})`);
  if (q.nameLike !== undefined && q.nameLike !== '') where.push(d.containsIgnoringCase('o.name', d.str(q.nameLike)));
  if (q.nameIn) where.push(q.nameIn.length === 0 ? '1 = 0' : `o.name IN (${list(q.nameIn)})`);
  if (q.nameParts) where.push(...namePartsConditions(d, q.nameParts));
  if (q.statuses) {
    const known = q.statuses.filter((s) => STATUS_ORDER.includes(s));
    where.push(known.length === 0 ? '1 = 0' : `o.status IN (${list(known)})`);
  } else {
    where.push(`o.status <> ${d.str('deleted')}`);
  }
  return where;
}

/** 命名解析's filter on the objects table's names (alias `o`): the name splits into the parts, each listed part among its values. */
export function namePartsConditions(d: Dialect, nameParts: NonNullable<MetricsQuery['nameParts']>): string[] {
  const sep = d.str(nameParts.separator);
  const where = [`${d.partCount('o.name', sep)} = ${int(nameParts.parts)}`];
  for (const { index, values } of nameParts.equals) {
    where.push(values.length === 0 ? '1 = 0' : `${d.part('o.name', sep, int(index + 1))} IN (${values.map((v) => d.str(v)).join(', ')})`);
  }
  return where;
}

/** 命名解析's group key over a filtered set's `name` column: the part, or NULL when the name does not split into the parts. */
export function namePartSql(d: Dialect, groupBy: { separator: string; parts: number; index: number }): string {
  const sep = d.str(groupBy.separator);
  return `CASE WHEN ${d.partCount('name', sep)} = ${int(groupBy.parts)} THEN ${d.part('name', sep, int(groupBy.index + 1))} ELSE NULL END`;
}

/**
 * 命名解析's group over a filtered set (its columns: name and the sums): one page of groups by cost desc, then
 * value (a stable order for equal costs), the unmatched group (null) last; and the count of groups with the sums
 * over all of them. `sum` is the engine's sum of a column as a whole number. The sums are aliased `s_…`:
 * ClickHouse sees an alias everywhere in its query, so `sum(m_cost) AS m_cost` would refer to itself.
 */
export function namePartGroupSql(
  d: Dialect,
  filtered: string,
  q: { groupBy: { separator: string; parts: number; index: number }; offset: number; limit: number },
  sum: (column: string) => string,
): { page: string; count: string } {
  const grouped = `SELECT ${namePartSql(d, q.groupBy)} AS v, count(*) AS n, ${SUM_COLUMNS.map((c) => `${sum(c)} AS s_${c}`).join(', ')} FROM (${filtered}) f GROUP BY v`;
  const sums = SUM_COLUMNS.map((c) => `s_${c}`).join(', ');
  return {
    page: `SELECT v, n, ${sums} FROM (${grouped}) g ORDER BY (CASE WHEN v IS NULL THEN 1 ELSE 0 END), s_${SUM_COLUMN.cost} DESC, v ${pageSql(q)}`,
    count: `SELECT count(*), ${SUM_COLUMNS.map((c) => sum(`s_${c}`)).join(', ')} FROM (${grouped}) g`,
  };
}

/** The same account filter on a figures table (alias given), to cut rows before any join. */
export function accountCondition(alias: string, q: Pick<MetricsQuery, 'accountIds'>): string | null {
  if (!q.accountIds) return null;
  return q.accountIds.length === 0 ? '1 = 0' : `${alias}.account_id IN (${q.accountIds.map(int).join(', ')})`;
}

// ---------- sort ----------

/**
 * ORDER BY terms over the filtered row (columns: the sums, name, status, budget_fen, bid_fen, created_at)
 * without the tie-break: rows without a value last, then the key.
 */
export function sortTermsSql(d: Dialect, sort: MetricsQuery['sort']): string {
  const dir = sort.order === 'asc' ? 'ASC' : 'DESC';
  const key: SortKey = sort.key;
  const terms: string[] = [];
  if (key === 'name') terms.push(`name ${dir}`);
  else if (key === 'status') terms.push(`CASE status ${STATUS_ORDER.map((s, i) => `WHEN ${d.str(s)} THEN ${i}`).join(' ')} ELSE ${STATUS_ORDER.length} END ${dir}`);
  else if (key === 'budget' || key === 'bid') {
    const column = key === 'budget' ? 'budget_fen' : 'bid_fen';
    terms.push(`(${column} = ${NO_MONEY}) ASC`, `${column} ${dir}`);
  } else if (key === 'createdAt') terms.push(`created_at ${dir}`);
  else {
    const def: MetricDef | undefined = (METRICS as Record<string, MetricDef>)[key];
    if (!def) throw new TypeError(`unknown sort key ${String(key)}`);
    if (def.kind === 'sum') terms.push(`${SUM_COLUMN[def.base]} ${dir}`);
    else {
      const has = hasValueSql(key) as string;
      terms.push(`${has} DESC`, `CASE WHEN ${has} THEN ${metricSql(key)} ELSE 0 END ${dir}`);
    }
  }
  return terms.join(', ');
}

/** The whole ORDER BY: sortTermsSql, then object_id ascending so pages never overlap. */
export function orderBySql(d: Dialect, sort: MetricsQuery['sort']): string {
  return `${sortTermsSql(d, sort)}, object_id ASC`;
}

/** Page bounds, checked. */
export function pageSql(q: Pick<MetricsQuery, 'offset' | 'limit'>): string {
  if (!Number.isSafeInteger(q.limit) || q.limit < 0 || !Number.isSafeInteger(q.offset) || q.offset < 0) {
    throw new RangeError(`bad page: offset ${q.offset}, limit ${q.limit}`);
  }
  return `LIMIT ${q.limit} OFFSET ${q.offset}`;
}

/** The columns of the objects table a filtered row carries for sorting, but its id. */
export const DIM_SELECT_WITHOUT_ID = 'o.okey AS okey, o.name AS name, o.status AS status, o.budget_fen AS budget_fen, o.bid_fen AS bid_fen, o.created_at AS created_at';
/** The columns of the objects table a filtered row carries (for sorting). */
export const DIM_SELECT = `o.okey AS okey, o.object_id AS object_id, ${DIM_SELECT_WITHOUT_ID.replace('o.okey AS okey, ', '')}`;
