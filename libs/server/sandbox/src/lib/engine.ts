// The sandbox engine: one believable marketing API, configured per media (its levels, ids, limits, codes).
// State lives in the database (migrations/004_sandbox_media.sql), so several server processes share one
// sandbox; review, learning and metrics advance with the injected clock. Every refusal leaves through the
// media's own codes (wire.ts) and comes back as a MediaError with the desk's Chinese message.
// The engine is one class built in layers along its sections: engine-access.ts (configuration, the adapter
// boundary, authorisation), engine-objects.ts (accounts, reading objects), engine-writes.ts (creating and
// editing objects), engine-materials.ts (materials: upload, push, listing, figures), engine-properties.ts (every
// property type: list, writes, push, options), engine-audiences.ts (the data platform's calls),
// engine-sites.ts (an H5 site's public page, its leads, the materials it shows) and here reports.
import { chinaDate, type MediaPort, type ReportQuery, type ReportRow } from '@toufang/server-media';
import { addFigures } from './model';
import { refuse } from './wire';
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
