// A MetricsStore kept in memory, answering the port's queries in plain TypeScript: the delivery API's own
// tests fill it with exact sums and check the handlers' arithmetic against it, whatever engine the desk runs.
import { addSums, isMetricKey, metricValue, roundMetric, ZERO_SUMS, type BaseSums } from '@toufang/domain';
import type { IndicatorRule, MaterialFiguresQuery, MaterialMetricRow, MaterialReplaceScope, MetricRow, MetricsPage, MetricsQuery, MetricsStore, NamePartGroup, NamePartGroupPage, NamePartGroupQuery, ObjectDim, TrendQuery, TrendSeries } from '../lib/metrics-port';
import { materialFiguresOf, materialRowKey, materialTrendOf } from '../lib/material-figures';

const key = (media: string, level: string, objectId: string) => `${media}\u0000${level}\u0000${objectId}`;

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

  async migrate() {
    // Nothing to create: the maps are the tables.
  }

  async upsertObjects(rows: readonly ObjectDim[]) {
    for (const row of rows) this.dims.set(key(row.media, row.level, row.objectId), { ...row });
  }

  async writeDaily(rows: readonly MetricRow[]) {
    for (const row of rows) this.daily.set(`${key(row.media, row.level, row.objectId)}\u0000${row.time}`, row);
  }

  async writeHourly(rows: readonly MetricRow[]) {
    for (const row of rows) this.hourly.set(`${key(row.media, row.level, row.objectId)}\u0000${row.time}`, row);
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
    const prefix = key(dim.media, dim.level, dim.objectId);
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
        const prefix = key(dim.media, dim.level, dim.objectId);
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

  async prune(dayFrom: string, hourFrom: string) {
    for (const [k, row] of this.daily) if (row.time < dayFrom) this.daily.delete(k);
    for (const [k, row] of this.hourly) if (row.time < hourFrom) this.hourly.delete(k);
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
  }

  async close() {
    // Nothing to release.
  }
}
