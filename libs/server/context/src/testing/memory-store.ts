// A MetricsStore kept in memory, answering the port's queries in plain TypeScript: the delivery API's own
// tests fill it with exact sums and check the handlers' arithmetic against it, whatever engine the desk runs.
import { addSums, isMetricKey, metricValue, roundMetric, ZERO_SUMS, type BaseSums } from '@toufang/domain';
import type {
  HourSliceSums,
  HourSlicesQuery,
  IndicatorRule,
  MaterialFiguresQuery,
  MaterialMetricRow,
  MaterialReplaceScope,
  MetricRow,
  MetricsPage,
  MetricsQuery,
  MetricsStore,
  NamePartGroup,
  NamePartGroupPage,
  NamePartGroupQuery,
  ObjectDim,
  PivotAnswer,
  PivotKey,
  PivotQuery,
  ReplaceScope,
  TrendQuery,
  TrendSeries,
  WindowSumsQuery,
  WindowSumsRow,
} from '../lib/metrics-port';
import { WINDOW_SUMS_CHUNK } from '../lib/metrics-port';
import { materialFiguresOf, materialRowKey, materialTrendOf } from '../lib/material-figures';

// The company is part of an object's key, as in the engines: two companies may have imported the same account.
const key = (o: { customerId: number; media: string; level: string; objectId: string }) => `${o.customerId}\u0000${o.media}\u0000${o.level}\u0000${o.objectId}`;

function namePartsPass(nameParts: NonNullable<MetricsQuery['nameParts']>, name: string): boolean {
  const parts = name.split(nameParts.separator);
  return parts.length === nameParts.parts && nameParts.equals.every((e) => e.values.includes(parts[e.index] as string));
}

function passes(rule: IndicatorRule, sums: BaseSums): boolean {
  const raw = metricValue(rule.metric, sums);
  if (raw === null) return false;
  // Compared as the desk shows it (the port's rule).
  const value = roundMetric(rule.metric, raw);
  switch (rule.operator) {
    case '=':
      return value === rule.value;
    case '!=':
      return value !== rule.value;
    case '<':
      return value < (rule.value ?? 0);
    case '>':
      return value > (rule.value ?? 0);
    case '>=':
      return value >= (rule.value ?? 0);
    case '<=':
      return value <= (rule.value ?? 0);
    case 'BETWEEN':
      return value >= (rule.startValue ?? 0) && value <= (rule.endValue ?? 0);
  }
}

export class MemoryMetricsStore implements MetricsStore {
  readonly engine = 'duckdb' as const;
  readonly dims = new Map<string, ObjectDim>();
  readonly daily = new Map<string, MetricRow>();
  readonly hourly = new Map<string, MetricRow>();
  readonly materials = new Map<string, MaterialMetricRow>();
  private prunedBefore: string | null = null;
  private hourlyPrunedBefore: string | null = null;

  async migrate() {
    // Nothing to create: the maps are the tables.
  }

  async upsertObjects(rows: readonly ObjectDim[]) {
    for (const row of rows) this.dims.set(key(row), { ...row });
  }

  async writeDaily(rows: readonly MetricRow[], replace?: ReplaceScope) {
    this.dropScope(this.daily, replace);
    for (const row of rows) this.daily.set(`${key(row)}\u0000${row.time}`, row);
  }

  async writeHourly(rows: readonly MetricRow[], replace?: ReplaceScope) {
    this.dropScope(this.hourly, replace);
    for (const row of rows) this.hourly.set(`${key(row)}\u0000${row.time}`, row);
  }

  /** A scoped write replaces every figure of its objects on its days. */
  private dropScope(table: Map<string, MetricRow>, replace: ReplaceScope | undefined) {
    if (!replace) return;
    const ids = new Set(replace.objectIds);
    for (const [k, r] of table) {
      const day = r.time.slice(0, 10);
      if (r.customerId === replace.customerId && r.media === replace.media && r.level === replace.level && ids.has(r.objectId) && day >= replace.from && day <= replace.to) table.delete(k);
    }
  }

  async writeMaterialDaily(rows: readonly MaterialMetricRow[], replace?: MaterialReplaceScope) {
    if (replace) {
      const ids = new Set(replace.mediaMaterialIds);
      for (const [k, r] of this.materials) {
        if (r.customerId === replace.customerId && r.media === replace.media && r.accountId === replace.accountId && ids.has(r.mediaMaterialId) && r.day >= replace.from && r.day <= replace.to) this.materials.delete(k);
      }
    }
    for (const row of rows) this.materials.set(materialRowKey(row), { ...row, sums: { ...row.sums } });
  }

  async materialFigures(query: MaterialFiguresQuery) {
    return materialFiguresOf(this.materials.values(), query);
  }

  async materialTrend(query: MaterialFiguresQuery) {
    return materialTrendOf(this.materials.values(), query);
  }

  private matching(query: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>): ObjectDim[] {
    const accounts = query.accountIds ? new Set(query.accountIds) : null;
    const ids = query.objectIds ? new Set(query.objectIds) : null;
    const names = query.nameIn ? new Set(query.nameIn) : null;
    const statuses = query.statuses ? new Set(query.statuses) : null;
    return [...this.dims.values()].filter(
      (d) =>
        d.customerId === query.customerId &&
        d.media === query.media &&
        d.level === query.level &&
        (!accounts || accounts.has(d.accountId)) &&
        (query.parentId === undefined || d.parentId === query.parentId) &&
        (!ids || ids.has(d.objectId)) &&
        (query.nameLike === undefined || d.name.toLowerCase().includes(query.nameLike.toLowerCase())) &&
        (!names || names.has(d.name)) &&
        (!query.nameParts || namePartsPass(query.nameParts, d.name)) &&
        (statuses ? statuses.has(d.status) : d.status !== 'deleted'),
    );
  }

  private sumsOf(dim: ObjectDim, from: string, to: string, table = this.daily): BaseSums {
    let sums = ZERO_SUMS;
    const prefix = key(dim);
    for (const [k, row] of table) {
      if (!k.startsWith(`${prefix}\u0000`)) continue;
      const day = row.time.slice(0, 10);
      if (day >= from && day <= to) sums = addSums(sums, row.sums);
    }
    return sums;
  }

  async groupByNamePart(query: NamePartGroupQuery): Promise<NamePartGroupPage> {
    let rows = this.matching(query).map((dim) => ({ dim, sums: this.sumsOf(dim, query.from, query.to) }));
    if (query.indicators && query.indicators.rules.length > 0) {
      const { union, rules } = query.indicators;
      rows = rows.filter(({ sums }) => (union ? rules.some((r) => passes(r, sums)) : rules.every((r) => passes(r, sums))));
    }
    const groups = new Map<string | null, NamePartGroup>();
    for (const { dim, sums } of rows) {
      const parts = dim.name.split(query.groupBy.separator);
      const value = parts.length === query.groupBy.parts ? (parts[query.groupBy.index] ?? null) : null;
      const group = groups.get(value) ?? { value, objects: 0, sums: ZERO_SUMS };
      groups.set(value, { value, objects: group.objects + 1, sums: addSums(group.sums, sums) });
    }
    // The stores' order: cost desc, then value as the engines compare text (by code point), the unmatched group last.
    const all = [...groups.values()].sort(
      (a, b) => (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || b.sums.cost - a.sums.cost || ((a.value ?? '') < (b.value ?? '') ? -1 : 1),
    );
    return {
      groups: all.slice(query.offset, query.offset + query.limit),
      total: all.length,
      totals: all.reduce((sum, g) => addSums(sum, g.sums), ZERO_SUMS),
    };
  }

  async query(query: MetricsQuery): Promise<MetricsPage> {
    let rows = this.matching(query).map((dim) => ({ dim, sums: this.sumsOf(dim, query.from, query.to) }));
    if (query.indicators && query.indicators.rules.length > 0) {
      const { union, rules } = query.indicators;
      rows = rows.filter(({ sums }) => (union ? rules.some((r) => passes(r, sums)) : rules.every((r) => passes(r, sums))));
    }
    const { key: sortKey, order } = query.sort;
    const sortValue = ({ dim, sums }: (typeof rows)[number]): number | string | null => {
      if (isMetricKey(sortKey)) return metricValue(sortKey, sums);
      if (sortKey === 'name') return dim.name;
      if (sortKey === 'status') return dim.status;
      if (sortKey === 'budget') return dim.budgetFen;
      if (sortKey === 'bid') return dim.bidFen;
      return dim.createdAt;
    };
    const sign = order === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      const x = sortValue(a);
      const y = sortValue(b);
      // NULLs last in both directions, then the object id ascending.
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * sign;
      }
      return a.dim.objectId < b.dim.objectId ? -1 : a.dim.objectId > b.dim.objectId ? 1 : 0;
    });
    const totals = rows.reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS);
    return {
      rows: rows.slice(query.offset, query.offset + query.limit).map((r) => ({ objectId: r.dim.objectId, sums: r.sums })),
      total: rows.length,
      totals,
    };
  }

  async trend(query: TrendQuery): Promise<TrendSeries[]> {
    let dims = this.matching(query);
    if (query.indicators && query.indicators.rules.length > 0) {
      const { union, rules } = query.indicators;
      dims = dims.filter((dim) => {
        const sums = this.sumsOf(dim, query.from, query.to);
        return union ? rules.some((r) => passes(r, sums)) : rules.every((r) => passes(r, sums));
      });
    }
    const table = query.granularity === 'day' ? this.daily : this.hourly;
    const pointsOf = (chosen: ObjectDim[]) => {
      const byTime = new Map<string, BaseSums>();
      for (const dim of chosen) {
        const prefix = key(dim);
        for (const [k, row] of table) {
          if (!k.startsWith(`${prefix}\u0000`)) continue;
          const day = row.time.slice(0, 10);
          if (day < query.from || day > query.to) continue;
          byTime.set(row.time, addSums(byTime.get(row.time) ?? ZERO_SUMS, row.sums));
        }
      }
      return [...byTime.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([time, sums]) => ({ time, sums }));
    };
    if (!query.seriesIds) return [{ objectId: null, points: pointsOf(dims) }];
    return query.seriesIds.map((id) => ({ objectId: id, points: pointsOf(dims.filter((d) => d.objectId === id)) }));
  }

  /**
   * Every object's sums over the window, in plain TypeScript (the engines' rules: objects without figures absent,
   * a window before the pruned days refused). An hour window's bounds are hours, a day window's days.
   */
  async *windowSums(query: WindowSumsQuery): AsyncIterable<WindowSumsRow[]> {
    const hourly = query.granularity === 'hour';
    const shape = hourly ? /^\d{4}-\d{2}-\d{2} \d{2}:00$/ : /^\d{4}-\d{2}-\d{2}$/;
    if (!shape.test(query.from) || !shape.test(query.to) || query.from > query.to) throw new RangeError(`bad window ${query.from} … ${query.to}`);
    const first = hourly ? query.from : query.from.slice(0, 10);
    const kept = hourly ? this.hourlyPrunedBefore : this.prunedBefore;
    if (kept !== null && first < kept) throw new RangeError(`window starts at ${first}, before the first kept ${kept}`);
    const inWindow = (time: string) => time >= query.from && time <= query.to;
    const table = hourly ? this.hourly : this.daily;
    const rows: WindowSumsRow[] = [];
    for (const dim of this.matching({ ...query })) {
      let sums = ZERO_SUMS;
      const prefix = `${key(dim)}\u0000`;
      for (const [k, row] of table) if (k.startsWith(prefix) && inWindow(row.time)) sums = addSums(sums, row.sums);
      if (Object.values(sums).some((v) => v !== 0)) rows.push({ objectId: dim.objectId, accountId: dim.accountId, sums });
    }
    const size = query.chunkSize ?? WINDOW_SUMS_CHUNK;
    for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
  }

  /** The pivot, in plain TypeScript (material and designer refused, as the engines do). */
  async pivot(query: PivotQuery): Promise<PivotAnswer> {
    const asked = [...new Set(query.groupBy)];
    if (asked.includes('material') || asked.includes('designer')) throw new RangeError('the metrics store cannot group figures by material or designer');
    if (query.limit !== undefined && (!Number.isSafeInteger(query.limit) || query.limit < 1)) throw new RangeError(`bad limit ${query.limit}`);
    const objectRows = asked.includes('plan') || asked.includes('namePart') || query.nameParts !== undefined;
    const accounts = new Set(query.accountIds);
    const media = query.media ? new Set(query.media) : null;
    const groups = new Map<string, { key: PivotKey; sums: typeof ZERO_SUMS }>();
    let totals = ZERO_SUMS;
    for (const row of this.daily.values()) {
      if (row.customerId !== query.customerId || !accounts.has(row.accountId) || (media && !media.has(row.media))) continue;
      if (row.time < query.from || row.time > query.to || (this.prunedBefore !== null && row.time < this.prunedBefore)) continue;
      if (objectRows ? query.levels[row.media] !== row.level : row.level !== 'account') continue;
      const dim = this.dims.get(key(row));
      if (!dim || (query.nameParts && !namePartsPass(query.nameParts, dim.name))) continue;
      const k: PivotKey = {};
      for (const dimension of asked) {
        if (dimension === 'media') k.media = row.media;
        else if (dimension === 'account') k.accountId = row.accountId;
        else if (dimension === 'project') k.projectId = query.accountProjects?.get(row.accountId) ?? null;
        else if (dimension === 'date') k.date = row.time;
        else if (dimension === 'plan') k.plan = { media: row.media, level: row.level, objectId: row.objectId, name: dim.name };
        else if (dimension === 'namePart' && query.namePart) {
          const parts = dim.name.split(query.namePart.separator);
          k.namePart = parts.length === query.namePart.parts ? (parts[query.namePart.index] ?? null) : null;
        }
      }
      const id = JSON.stringify(asked.map((d) => (d === 'plan' ? [k.plan?.media, k.plan?.objectId] : k[d === 'account' ? 'accountId' : d === 'project' ? 'projectId' : (d as 'media' | 'date' | 'namePart')])));
      const group = groups.get(id) ?? { key: k, sums: ZERO_SUMS };
      groups.set(id, { key: group.key, sums: addSums(group.sums, row.sums) });
      totals = addSums(totals, row.sums);
    }
    const order = (v: unknown) => (v === null || v === undefined ? '\uffff' : typeof v === 'number' ? String(v).padStart(16, '0') : String(v));
    const sortKey = (k: PivotKey) => asked.map((d) => order(d === 'plan' ? `${k.plan?.media}\u0000${k.plan?.objectId}` : d === 'account' ? k.accountId : d === 'project' ? k.projectId : k[d as 'media' | 'date' | 'namePart']));
    const rows = [...groups.values()].filter((g) => Object.values(g.sums).some((v) => v !== 0));
    rows.sort((a, b) => {
      const x = sortKey(a.key);
      const y = sortKey(b.key);
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
      return 0;
    });
    if (query.orderBy !== undefined) {
      const by = query.orderBy;
      rows.sort((a, b) => b.sums[by] - a.sums[by]);
    }
    return { rows: query.limit === undefined ? rows : rows.slice(0, query.limit), totals };
  }

  /** 首页's comparison, in plain TypeScript: the account rows of each slice's hours, per media and hour. */
  async hourSlices(query: HourSlicesQuery): Promise<HourSliceSums[]> {
    if (query.slices.some((s) => !Number.isInteger(s.toHour) || s.toHour < 0 || s.toHour > 23)) throw new RangeError('bad hour');
    const accounts = new Set(query.accountIds);
    const out: HourSliceSums[] = [];
    query.slices.forEach((slice, index) => {
      const groups = new Map<string, HourSliceSums>();
      for (const row of this.hourly.values()) {
        if (row.customerId !== query.customerId || row.level !== 'account' || !accounts.has(row.accountId)) continue;
        const hour = Number(row.time.slice(11, 13));
        if (row.time.slice(0, 10) !== slice.day || hour > slice.toHour) continue;
        const key = `${row.media}|${hour}`;
        const group = groups.get(key) ?? { slice: index, media: row.media, hour, sums: ZERO_SUMS };
        groups.set(key, { ...group, sums: addSums(group.sums, row.sums) });
      }
      const sorted = [...groups.values()].sort((a, b) => (a.media < b.media ? -1 : a.media > b.media ? 1 : a.hour - b.hour));
      out.push(...sorted.filter((g) => Object.values(g.sums).some((v) => v !== 0)));
    });
    return out;
  }

  async prune(dayFrom: string, hourFrom: string, accountHourFrom = hourFrom) {
    if (this.prunedBefore === null || dayFrom > this.prunedBefore) this.prunedBefore = dayFrom;
    if (this.hourlyPrunedBefore === null || hourFrom > this.hourlyPrunedBefore) this.hourlyPrunedBefore = hourFrom;
    for (const [k, row] of this.daily) if (row.time < dayFrom) this.daily.delete(k);
    for (const [k, row] of this.hourly) if (row.time < (row.level === 'account' ? accountHourFrom : hourFrom)) this.hourly.delete(k);
    for (const [k, row] of this.materials) if (row.day < dayFrom) this.materials.delete(k);
  }

  async accountIds(): Promise<number[]> {
    return [...new Set([...this.dims.values()].map((d) => d.accountId))].sort((a, b) => a - b);
  }

  async forgetAccounts(accountIds: readonly number[]) {
    const gone = new Set(accountIds);
    for (const table of [this.dims, this.daily, this.hourly, this.materials] as Map<string, { accountId: number }>[]) {
      for (const [k, row] of table) if (gone.has(row.accountId)) table.delete(k);
    }
  }

  async clear() {
    this.dims.clear();
    this.daily.clear();
    this.hourly.clear();
    this.materials.clear();
    this.prunedBefore = null;
    this.hourlyPrunedBefore = null;
  }

  async close() {
    // Nothing to release.
  }
}
