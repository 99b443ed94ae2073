// What both engines share of the tools' two reads (design tools §5.1): windowSums' bounds and chunks, and
// the pivot's plan (which rows, which columns) and its answer (the project fold, the order, the totals).
// The SQL that reads the rows is each engine's (duckdb-store.ts, clickhouse-store.ts).
import { BASE_METRICS, type BaseSums, type MediaCode } from '@toufang/domain';
import type { HourSliceSums, HourSlicesQuery, PivotAnswer, PivotDimension, PivotKey, PivotQuery, TableLevel, WindowSumsQuery } from '@toufang/server-context';
import { WINDOW_SUMS_CHUNK } from '@toufang/server-context';
import { day, hourLabel, hourParts, int, sumsFromStored, type Dialect } from './sql';

// ---------- windowSums ----------

/** A window's bounds, checked: days for a day window, hours for an hour window (each bound's day and hour). */
export interface WindowBounds {
  from: { day: string; hour: number };
  to: { day: string; hour: number };
  chunkSize: number;
}

export function windowBounds(q: WindowSumsQuery): WindowBounds {
  const at = (value: string, last: boolean) => (q.granularity === 'hour' ? hourParts(value) : { day: day(value), hour: last ? 23 : 0 });
  if (q.granularity !== 'day' && q.granularity !== 'hour') throw new RangeError(`unknown granularity ${String(q.granularity)}`);
  const from = at(q.from, false);
  const to = at(q.to, true);
  if (hourLabel(from.day, from.hour) > hourLabel(to.day, to.hour)) throw new RangeError(`window ${q.from} … ${q.to} ends before it starts`);
  const chunkSize = q.chunkSize ?? WINDOW_SUMS_CHUNK;
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) throw new RangeError(`bad chunk size ${chunkSize}`);
  return { from, to, chunkSize };
}

/**
 * A window that starts before what the store has pruned is refused: answering the rest would shorten it
 * without a word, and a rule would act on a part of its window as if it were the whole.
 */
export function refuseBeforePrune(q: WindowSumsQuery, bounds: WindowBounds, prunedBefore: string | null, hourlyPrunedBefore: string | null): void {
  if (q.granularity === 'day' && prunedBefore !== null && bounds.from.day < prunedBefore) {
    throw new RangeError(`window starts on ${bounds.from.day}, before the first kept day ${prunedBefore}`);
  }
  const first = hourLabel(bounds.from.day, bounds.from.hour);
  if (q.granularity === 'hour' && hourlyPrunedBefore !== null && first < hourlyPrunedBefore) {
    throw new RangeError(`window starts at ${first}, before the first kept hour ${hourlyPrunedBefore}`);
  }
}

/** SQL true for an hourly row (columns `day`, a date, and `hour` of `alias`) inside the window. */
export function hourWindowSql(d: Dialect, alias: string, bounds: WindowBounds, date: (text: string) => string): string {
  const { from, to } = bounds;
  const [f, t] = [date(from.day), date(to.day)];
  return `${alias}.day BETWEEN ${f} AND ${t}
    AND (${alias}.day > ${f} OR ${alias}.hour >= ${int(from.hour)}) AND (${alias}.day < ${t} OR ${alias}.hour <= ${int(to.hour)})`;
}

/** Rows gathered into chunks of at most `size`. */
export async function* chunksOf<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

// ---------- pivot ----------

/** The dimensions SQL groups by: project is folded from account afterwards. */
export type SqlDimension = 'media' | 'account' | 'date' | 'plan' | 'namePart';

export interface PivotPlan {
  /** Object rows (of each media's level) or account rows. */
  objectRows: boolean;
  /** The media and level pairs read. */
  sources: { media: MediaCode; level: TableLevel }[];
  /** Account rows: only these media (null: every media). */
  accountMedia: readonly MediaCode[] | null;
  /** What SQL groups by, in this order: each a column but plan, which is two (object id, name). */
  dims: SqlDimension[];
  /** The asked dimensions, deduplicated, in their order. */
  asked: PivotDimension[];
}

const SQL_ORDER: readonly SqlDimension[] = ['media', 'account', 'date', 'plan', 'namePart'];

/** How a pivot is read; null when nothing can match (no account, no media with a level). */
export function pivotPlan(q: PivotQuery): PivotPlan | null {
  day(q.from);
  day(q.to);
  if (q.from > q.to) throw new RangeError(`range ${q.from} … ${q.to} ends before it starts`);
  const asked = [...new Set(q.groupBy)];
  for (const dimension of asked) {
    if (dimension === 'material' || dimension === 'designer') {
      // The store keeps figures per object, and per material only by account and day with four of the sums
      // (material_daily): which material an object's figures came from is not kept (docs/decisions.md).
      throw new RangeError(`the metrics store cannot group figures by ${dimension}`);
    }
    if (!['media', 'account', 'project', 'date', 'plan', 'namePart'].includes(dimension)) throw new RangeError(`unknown dimension ${String(dimension)}`);
  }
  if (asked.includes('namePart') && !q.namePart) throw new RangeError('namePart asked without the part to group by');
  if (q.orderBy !== undefined && !BASE_METRICS.includes(q.orderBy)) throw new RangeError(`unknown sum ${String(q.orderBy)}`);
  if (q.limit !== undefined && (!Number.isSafeInteger(q.limit) || q.limit < 1)) throw new RangeError(`bad limit ${q.limit}`);
  const wanted = new Set<SqlDimension>(asked.filter((x): x is SqlDimension => x !== 'project'));
  if (asked.includes('project')) wanted.add('account');
  // A plan is known by its media and id (ids may repeat across media).
  if (wanted.has('plan')) wanted.add('media');
  const objectRows = wanted.has('plan') || wanted.has('namePart') || q.nameParts !== undefined;
  if (q.accountIds.length === 0) return null;
  const media = q.media ? new Set(q.media) : null;
  const sources = objectRows
    ? Object.entries(q.levels)
        .filter(([m, level]) => level !== undefined && (!media || media.has(m as MediaCode)))
        .map(([m, level]) => ({ media: m as MediaCode, level: level as TableLevel }))
        .sort((a, b) => (a.media < b.media ? -1 : 1))
    : [];
  if (objectRows && sources.length === 0) return null;
  if (!objectRows && q.media && q.media.length === 0) return null;
  return { objectRows, sources, accountMedia: objectRows ? null : (q.media ?? null), dims: SQL_ORDER.filter((x) => wanted.has(x)), asked };
}

/** SQL true for the rows a plan reads (columns `media` and `level` of `alias`; `alias` '' for bare names). */
export function pivotSourceSql(d: Dialect, alias: string, plan: PivotPlan): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  if (plan.objectRows) return `(${plan.sources.map((s) => `(${col('media')} = ${d.str(s.media)} AND ${col('level')} = ${d.str(s.level)})`).join(' OR ')})`;
  const media = plan.accountMedia ? ` AND ${col('media')} IN (${plan.accountMedia.map((m) => d.str(m)).join(', ')})` : '';
  return `${col('level')} = ${d.str('account')}${media}`;
}

/** The columns each SQL dimension groups by, given the engine's spelling of each source column. */
export function pivotKeyColumns(
  d: Dialect,
  plan: PivotPlan,
  q: PivotQuery,
  source: { media: string; account: string; dayText: string; objectId: string; name: string },
): string[] {
  const columns: string[] = [];
  for (const dimension of plan.dims) {
    if (dimension === 'media') columns.push(source.media);
    else if (dimension === 'account') columns.push(source.account);
    else if (dimension === 'date') columns.push(source.dayText);
    else if (dimension === 'plan') columns.push(source.objectId, source.name);
    else {
      const part = q.namePart as NonNullable<PivotQuery['namePart']>;
      const sep = d.str(part.separator);
      columns.push(`CASE WHEN ${d.partCount(source.name, sep)} = ${int(part.parts)} THEN ${d.part(source.name, sep, int(part.index + 1))} ELSE NULL END`);
    }
  }
  return columns;
}

type KeyValue = string | number | null;

/**
 * The answer from the grouped rows (each: the key columns of pivotKeyColumns, then the stored sums): accounts
 * folded into their projects, groups of the asked keys summed (in stored units, so money stays exact to the 分),
 * ordered by the asked keys, and the totals.
 */
export function pivotAnswer(q: PivotQuery, plan: PivotPlan, rows: readonly (readonly unknown[])[]): PivotAnswer {
  const width = BASE_METRICS.length;
  const groups = new Map<string, { key: PivotKey; values: KeyValue[]; stored: number[] }>();
  const totals = new Array<number>(width).fill(0);
  for (const row of rows) {
    let i = 0;
    const got: { media?: MediaCode; account?: number; date?: string; objectId?: string; name?: string; namePart?: string | null } = {};
    for (const dimension of plan.dims) {
      if (dimension === 'media') got.media = String(row[i++]) as MediaCode;
      else if (dimension === 'account') got.account = Number(row[i++]);
      else if (dimension === 'date') got.date = String(row[i++]).slice(0, 10);
      else if (dimension === 'plan') {
        got.objectId = String(row[i++]);
        got.name = String(row[i++]);
      } else {
        const value = row[i++];
        got.namePart = value === null || value === undefined ? null : String(value);
      }
    }
    const stored = row.slice(i, i + width).map(Number);
    // A group of zero rows (ClickHouse keeps a replaced figure as zeros; DuckDB drops it) has no figures.
    if (stored.every((v) => v === 0)) continue;
    const key: PivotKey = {};
    const values: KeyValue[] = [];
    for (const dimension of plan.asked) {
      if (dimension === 'media') values.push((key.media = got.media as MediaCode));
      else if (dimension === 'account') values.push((key.accountId = got.account as number));
      else if (dimension === 'project') values.push((key.projectId = q.accountProjects?.get(got.account as number) ?? null));
      else if (dimension === 'date') values.push((key.date = got.date as string));
      else if (dimension === 'plan') {
        const media = got.media as MediaCode;
        key.plan = { media, level: q.levels[media] as TableLevel, objectId: got.objectId as string, name: got.name as string };
        values.push(`${media}\u0000${key.plan.objectId}`);
      } else if (dimension === 'namePart') values.push((key.namePart = got.namePart ?? null));
    }
    const id = JSON.stringify(values);
    const group = groups.get(id) ?? { key, values, stored: new Array<number>(width).fill(0) };
    for (let k = 0; k < width; k++) {
      group.stored[k] += stored[k];
      totals[k] += stored[k];
    }
    groups.set(id, group);
  }
  const compare = (a: KeyValue, b: KeyValue) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
  const ordered = [...groups.values()].sort((a, b) => {
    for (let k = 0; k < a.values.length; k++) {
      const c = compare(a.values[k], b.values[k]);
      if (c !== 0) return c;
    }
    return 0;
  });
  if (q.orderBy !== undefined) {
    // Largest first; the sort is stable, so ties keep the keys' order (the same on every engine).
    const at = BASE_METRICS.indexOf(q.orderBy);
    ordered.sort((a, b) => b.stored[at] - a.stored[at]);
  }
  const kept = q.limit === undefined ? ordered : ordered.slice(0, q.limit);
  return { rows: kept.map((g) => ({ key: g.key, sums: sumsFromStored(g.stored) as BaseSums })), totals: sumsFromStored(totals) };
}

// ---------- hourSlices ----------

/** The slices, checked (a day and an hour 0 … 23 each); an empty list or no account reads nothing. */
export function checkHourSlices(q: HourSlicesQuery): void {
  for (const slice of q.slices) {
    day(slice.day);
    if (!Number.isInteger(slice.toHour) || slice.toHour < 0 || slice.toHour > 23) throw new RangeError(`bad hour ${slice.toHour}`);
  }
}

/** The answer from rows of (slice, media, hour, the stored sums): groups without figures left out. */
export function hourSlicesAnswer(rows: readonly (readonly unknown[])[]): HourSliceSums[] {
  const out: HourSliceSums[] = [];
  for (const row of rows) {
    const stored = row.slice(3, 3 + BASE_METRICS.length).map(Number);
    if (stored.every((v) => v === 0)) continue;
    out.push({ slice: Number(row[0]), media: String(row[1]) as MediaCode, hour: Number(row[2]), sums: sumsFromStored(stored) });
  }
  return out.sort((a, b) => a.slice - b.slice || (a.media < b.media ? -1 : a.media > b.media ? 1 : 0) || a.hour - b.hour);
}

/** An empty answer. */
export const NO_PIVOT: PivotAnswer = { rows: [], totals: sumsFromStored([]) };
