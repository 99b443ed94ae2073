// The sandbox engine: one believable marketing API, configured per media (its levels, ids, limits, codes).
// State lives in the database (migrations/004_sandbox_media.sql), so several server processes share one
// sandbox; review, learning and metrics advance with the injected clock. Every refusal leaves through the
// media's own codes (wire.ts) and comes back as a MediaError with the desk's Chinese message.
// The engine is one class built in layers along its sections: engine-access.ts (configuration, the adapter
// boundary, authorisation), engine-objects.ts (accounts, reading objects), engine-writes.ts (creating and
// editing objects), engine-materials.ts (materials: upload, push, listing, figures), engine-properties.ts (every
// property type: list, writes, push, options), engine-audiences.ts (the data platform's calls),
// engine-sites.ts (an H5 site's public page, its leads, the materials it shows) and here reports.
import type { Db } from '@toufang/server-db';
import {
  chinaDate,
  chinaDay,
  chinaDayStart,
  HOUR_MS,
  hourIndex,
  MONITOR_QUERY_MAX_DAYS,
  MONITOR_QUERY_MAX_IDS,
  ORDER_QUERY_MAX_DAYS,
  refusal,
  type DiagnoseQuery,
  type ListOrdersQuery,
  type MediaOrder,
  type MediaLivePort,
  type MediaPort,
  type MonitoringSpec,
  type MonitorReportQuery,
  type MonitorReportRow,
  type ObjectDiagnosis,
  type ObjectOutcome,
  type ReportQuery,
  type ReportRow,
} from '@toufang/server-media';
import type { SandboxMediaConfig } from './config';
import { addFigures, learningCourseOf, reviewOf } from './model';
import { costGuaranteeOf } from './diagnosis-model';
import { accountProducts, ORDER_MODEL, productOf, refundedOrders, refundShareOf, type SandboxOrders } from './order-model';
import { addMonitoredHours, type DatedActivity } from './monitor-model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, readDateRange, REPORT_SLICE_MS, type SandboxOptions } from './engine-support';
import { ModelContext, emptyTotal, toRow, hourLabel } from './model-context';
import { SandboxLiveRooms } from './engine-live';

export class SandboxMedia extends SandboxLiveRooms implements MediaPort {
  /** Only a media whose configuration has orders answers them (the port's optional call). */
  readonly listOrders?: (accessToken: string, query: ListOrdersQuery) => Promise<MediaOrder[]>;
  /** Only a media whose configuration names its monitoring activities answers their figures (optional too). */
  readonly monitoring?: MonitoringSpec;
  readonly monitorReport?: (accessToken: string, query: MonitorReportQuery) => Promise<MonitorReportRow[]>;
  /** Only a media whose configuration has live rooms answers them (engine-live.ts). */
  readonly live?: MediaLivePort;

  constructor(db: Db, config: SandboxMediaConfig, options: SandboxOptions = {}) {
    super(db, config, options);
    const orders = config.orders;
    if (orders) this.listOrders = (accessToken, query) => this.orders(orders, accessToken, query);
    const monitoring = config.monitoring;
    if (monitoring) {
      this.monitoring = monitoring;
      this.monitorReport = (accessToken, query) => this.monitorFigures(monitoring, accessToken, query);
    }
    if (config.live) {
      this.live = {
        listAwemes: (token, query) => this.listAwemes(token, query),
        consentUrl: (input) => this.awemeConsentUrl(input),
        exchangeCode: (token, code) => this.liveExchangeCode(token, code),
        renew: (token, ref) => this.renewAweme(token, ref),
        unbind: (token, ref) => this.unbindAweme(token, ref),
        listRooms: (token, query) => this.liveRooms(token, query),
        roomFigures: (token, query) => this.liveRoomFigures(token, query),
        roomProducts: (token, query) => this.liveRoomProducts(token, query),
        roomTraffic: (token, query) => this.liveRoomTraffic(token, query),
      };
    }
  }

  // ---------- monitoring activities (monitor-model.ts) ----------

  private monitorFigures(monitoring: MonitoringSpec, accessToken: string, query: MonitorReportQuery): Promise<MonitorReportRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const { from, to } = readDateRange(query.from, query.to);
      if (to - from >= MONITOR_QUERY_MAX_DAYS) refuse('invalid_value', { detail: `日期范围须在${MONITOR_QUERY_MAX_DAYS}天以内` });
      const wanted = [...new Set(query.propertyIds)];
      if (wanted.length === 0) return [];
      if (wanted.length > MONITOR_QUERY_MAX_IDS) refuse('batch_too_large', { limit: MONITOR_QUERY_MAX_IDS, value: wanted.length });
      // Deleted activities are gone from the choice (their ads moved to the others); every object's
      // figures from the hours they delivered, deleted objects' too (the clicks happened).
      const activityRows = await this.q
        .selectFrom('sandbox_properties')
        .select(['property_id', 'created_at'])
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', query.advertiserId)
        .where('property_type', '=', monitoring.propertyType)
        .where('state', '<>', 'deleted')
        .orderBy('property_id')
        .execute();
      const activities: DatedActivity[] = activityRows.map((r) => ({ id: r.property_id, createdAt: r.created_at.getTime() }));
      const known = new Set(activities.map((a) => a.id));
      const unknown = wanted.find((id) => !known.has(id));
      if (unknown !== undefined) refuse('invalid_value', { detail: `监测活动不存在：${unknown}` });
      const delivering = this.levels.filter((l) => l.delivers).map((l) => l.level);
      const rows = await this.selectObjects().where('advertiser_id', '=', query.advertiserId).where('level', 'in', delivering).orderBy('object_id').execute();
      const ctx = await this.context(rows);
      const sums = new Map<string, { clicks: number; conversions: number }>();
      const wantedSet = new Set(wanted);
      const dateOf = (hour: number) => chinaDate(chinaDay(hour * HOUR_MS));
      let since = performance.now();
      for (const row of rows) {
        if (performance.now() - since > REPORT_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = performance.now();
        }
        for (let day = from; day <= to; day++) addMonitoredHours(sums, row.object_id, ctx.figures(row, day), activities, wantedSet, dateOf);
      }
      const out: MonitorReportRow[] = [];
      for (const propertyId of wanted.sort()) {
        for (let day = from; day <= to; day++) {
          const date = chinaDate(day);
          const sum = sums.get(`${propertyId}|${date}`);
          out.push({ propertyId, date, clicks: sum?.clicks ?? 0, conversions: sum?.conversions ?? 0 });
        }
      }
      return out;
    });
  }

  // ---------- orders (order-model.ts) ----------

  private orders(orders: SandboxOrders, accessToken: string, query: ListOrdersQuery): Promise<MediaOrder[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const { from, to } = readDateRange(query.from, query.to);
      if (to - from >= ORDER_QUERY_MAX_DAYS) refuse('invalid_value', { detail: `日期范围须在${ORDER_QUERY_MAX_DAYS}天以内` });
      if (query.state !== undefined && query.state !== 'refunded' && query.state !== 'returned') refuse('invalid_value', { detail: '状态不正确' });
      const delivering = this.levels.filter((l) => l.delivers).map((l) => l.level);
      // Deleted objects too: their orders were paid before the deletion and come back after it.
      const rows = await this.selectObjects().where('advertiser_id', '=', query.advertiserId).where('level', 'in', delivering).orderBy('object_id').execute();
      const ctx = await this.context(rows);
      const now = this.clock.now();
      const window = { from: chinaDayStart(from), to: chinaDayStart(to + 1), now, state: query.state };
      const products = accountProducts(orders, query.advertiserId);
      const share = refundShareOf(query.advertiserId);
      const firstDay = from - Math.ceil(ORDER_MODEL.delayDays.min + ORDER_MODEL.delayDays.span);
      const out: MediaOrder[] = [];
      let since = performance.now();
      for (const row of rows) {
        if (performance.now() - since > REPORT_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = performance.now();
        }
        const product = productOf({ id: row.object_id }, products);
        const source = { advertiserId: row.advertiser_id, planId: row.object_id, product, share };
        const hours = [];
        for (let day = firstDay; day <= to; day++) hours.push(...ctx.figures(row, day));
        for (const o of refundedOrders(orders, source, hours, window)) {
          out.push({
            orderId: o.orderId,
            productId: o.productId,
            productName: o.productName,
            planId: o.planId,
            amount: o.amountFen / 100,
            orderedAt: new Date(o.orderedAt).toISOString(),
            refundedAt: new Date(o.refundedAt).toISOString(),
            state: o.state,
            reason: o.reason,
          });
        }
      }
      return out.sort((a, b) => a.refundedAt.localeCompare(b.refundedAt) || a.orderId.localeCompare(b.orderId));
    });
  }

  // ---------- reports ----------

  report(accessToken: string, query: ReportQuery): Promise<ReportRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      this.spec(query.level);
      if (query.ids.length > this.limits.reportIds) refuse('batch_too_large', { limit: this.limits.reportIds, value: query.ids.length });
      const { from, to } = readDateRange(query.from, query.to);
      const rows = await this.objectsById(query.ids);
      const owned = [...rows.values()].filter((r) => r.advertiser_id === query.advertiserId && r.level === query.level);
      const ctx = await this.contextWithDescendants(owned);
      const out: ReportRow[] = [];
      let since = performance.now();
      for (const row of owned) {
        // The model runs in the desk's own process: a report of months of history gives the event loop
        // back every few milliseconds, so requests keep being answered while a fresh desk backfills.
        if (performance.now() - since > REPORT_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = performance.now();
        }
        for (let day = from; day <= to; day++) {
          const hours = ctx.figures(row, day);
          if (query.granularity === 'hour') {
            for (const f of hours) if (f.costFen > 0 || f.impressions > 0) out.push(toRow(row.object_id, f, hourLabel(f.hour)));
          } else {
            const total = emptyTotal();
            for (const f of hours) addFigures(total, f);
            if (total.costFen > 0 || total.impressions > 0) out.push(toRow(row.object_id, total, chinaDate(day)));
          }
        }
      }
      return out;
    });
  }

  // ---------- the media's verdicts ----------

  diagnose(accessToken: string, query: DiagnoseQuery): Promise<ObjectOutcome<ObjectDiagnosis>[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const spec = this.spec(query.level);
      if (query.ids.length > this.limits.reportIds) refuse('batch_too_large', { limit: this.limits.reportIds, value: query.ids.length });
      const found = await this.objectsById(query.ids);
      const owned = [...found.values()].filter((r) => r.advertiser_id === query.advertiserId && r.level === query.level && r.opt_status !== 'deleted');
      const ctx = await this.contextWithDescendants(owned);
      // An object's materials: its own, those its draft named, and its creatives' (an upper level's are its ads').
      const kids = await this.children(owned.map((r) => r.object_id));
      const materialsOf = new Map(owned.map((r) => [r.object_id, new Set([r.material_id, ...(r.created_with?.materialIds ?? [])].filter((m): m is string => !!m))]));
      for (const kid of kids) if (kid.parent_id && kid.material_id && kid.opt_status !== 'deleted') materialsOf.get(kid.parent_id)?.add(kid.material_id);
      const labels = await this.materialLabelCodes(query.advertiserId, [...new Set([...materialsOf.values()].flatMap((m) => [...m]))]);
      const byId = new Map(owned.map((r) => [r.object_id, r]));
      return query.ids.map((id): ObjectOutcome<ObjectDiagnosis> => {
        const row = byId.get(id);
        if (!row) return objectRefusal(this.config, id, refusal('not_found', { label: spec.label }));
        const review = reviewOf(row.object_id, row.name, row.created_at.getTime(), ctx.now);
        const deliverer = spec.delivers && review.status === 'approved' ? ctx.deliverer(row) : null;
        const course = deliverer ? learningCourseOf(deliverer, ctx.now) : null;
        const guaranteed = this.config.costGuarantee === true && deliverer !== null && spec.has.bid;
        return {
          key: id,
          ok: true,
          value: {
            id,
            review: review.status,
            rejectReason: review.reason,
            learning: course?.status ?? 'none',
            learningHours: course?.status === 'learning' && course.startHour !== null ? hourIndex(ctx.now) - course.startHour : null,
            costGuarantee: guaranteed ? costGuaranteeOf(deliverer, ctx.now) : null,
            lowEfficiencyMaterialIds: [...(materialsOf.get(id) ?? [])].filter((m) => labels.get(m)?.includes('low_efficiency')).sort(),
          },
        };
      });
    });
  }

  /** The context of some objects plus every delivering object under them (reports of upper levels sum them). */
  protected async contextWithDescendants(rows: readonly ObjectRow[]): Promise<ModelContext> {
    const all = [...rows];
    let frontier = rows.filter((r) => !this.spec(r.level).delivers).map((r) => r.object_id);
    while (frontier.length > 0) {
      const kids = await this.children(frontier);
      all.push(...kids);
      frontier = kids.filter((k) => !this.spec(k.level).delivers).map((k) => k.object_id);
    }
    return this.context(all);
  }

  protected override async accountTodayCostFen(advertiserId: string): Promise<number> {
    const delivering = this.levels.filter((l) => l.delivers).map((l) => l.level);
    const rows = (await this.selectObjects()
      .where('advertiser_id', '=', advertiserId)
      .where('level', 'in', delivering)
      .where('opt_status', '=', 'enabled')
      .execute());
    const ctx = await this.context(rows);
    return rows.reduce((sum, row) => sum + ctx.todayCostFen(row), 0);
  }
}

export type { InjectedFault, SandboxAuthoriser, SandboxOptions } from './engine-support';
export { statusText } from './model-context';
