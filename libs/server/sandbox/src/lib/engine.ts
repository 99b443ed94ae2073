// The sandbox engine: one believable marketing API, configured per media (its levels, ids, limits, codes).
// State lives in the database (migrations/004_sandbox_media.sql), so several server processes share one
// sandbox; review, learning and metrics advance with the injected clock. Every refusal leaves through the
// media's own codes (wire.ts) and comes back as a MediaError with the desk's Chinese message.
// The engine is one class built in layers along its sections: engine-access.ts (configuration, the adapter
// boundary, authorisation), engine-objects.ts (accounts, reading objects), engine-writes.ts (creating and
// editing objects), engine-materials.ts (materials: upload, push, listing, figures), engine-properties.ts (every
// property type: list, writes, push, options), engine-audiences.ts (the data platform's calls),
// engine-sites.ts (an H5 site's public page, its leads, the materials it shows) and here reports.
import { chinaDate, hourIndex, refusal, type DiagnoseQuery, type MediaPort, type ObjectDiagnosis, type ObjectOutcome, type ReportQuery, type ReportRow } from '@toufang/server-media';
import { addFigures, learningCourseOf, reviewOf } from './model';
import { costGuaranteeOf } from './diagnosis-model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, readDateRange, REPORT_SLICE_MS } from './engine-support';
import { ModelContext, emptyTotal, toRow, hourLabel } from './model-context';
import { SandboxSites } from './engine-sites';

export class SandboxMedia extends SandboxSites implements MediaPort {
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
