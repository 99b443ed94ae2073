// The sandbox engine: one believable marketing API, configured per media (its levels, ids, limits, codes).
// State lives in the database (migrations/004_sandbox_media.sql), so several server processes share one
// sandbox; review, learning and metrics advance with the injected clock. Every refusal leaves through the
// media's own codes (wire.ts) and comes back as a MediaError with the desk's Chinese message.
// The engine is one class built in layers along its sections: engine-access.ts (configuration, the adapter
// boundary, authorisation), engine-objects.ts (accounts, reading objects), engine-writes.ts (creating and
// editing objects) and here reports and materials.
import { sql as raw } from 'kysely';
import { sqlOn } from '@toufang/server-db';
import {
  chinaDate,
  dayOfDate,
  type MaterialUpload,
  type MediaPort,
  type ReportQuery,
  type ReportRow,
} from '@toufang/server-media';
import { shapedId } from './ids';
import { addFigures } from './model';
import { refuse } from './wire';
import { type ObjectRow, MAX_REPORT_DAYS, REPORT_SLICE_MS } from './engine-support';
import { ModelContext, emptyTotal, toRow, hourLabel } from './model-context';
import { SandboxWrites } from './engine-writes';

export class SandboxMedia extends SandboxWrites implements MediaPort {
  // ---------- reports ----------

  report(accessToken: string, query: ReportQuery): Promise<ReportRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      this.spec(query.level);
      if (query.ids.length > this.limits.reportIds) refuse('batch_too_large', { limit: this.limits.reportIds, value: query.ids.length });
      let from: number;
      let to: number;
      try {
        from = dayOfDate(query.from);
        to = dayOfDate(query.to);
      } catch {
        return refuse('invalid_value', { detail: '日期格式须为YYYY-MM-DD' });
      }
      if (to < from || to - from >= MAX_REPORT_DAYS) refuse('invalid_value', { detail: `日期范围须在${MAX_REPORT_DAYS}天以内` });
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

  // ---------- materials ----------

  uploadMaterial(accessToken: string, advertiserId: string, material: MaterialUpload): Promise<{ materialId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      if (!/^[0-9a-f]{32}$/i.test(material.signature)) refuse('invalid_value', { detail: '文件签名须为32位md5' });
      if (!(material.width > 0 && material.height > 0 && material.size > 0)) refuse('invalid_value', { detail: '素材尺寸与大小须为正数' });
      if (material.kind === 'video' && !(material.duration !== undefined && material.duration > 0)) {
        refuse('invalid_value', { detail: '视频须有时长' });
      }
      const signature = material.signature.toLowerCase();
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const existing = await q
          .selectFrom('sandbox_materials')
          .select('material_id')
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', advertiserId)
          .where('signature', '=', signature)
          .executeTakeFirst();
        if (existing) return { materialId: existing.material_id };
        const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
        const materialId = shapedId(this.config.ids.material, n);
        await q
          .insertInto('sandbox_materials')
          .values({
            media_code: this.media,
            material_id: materialId,
            advertiser_id: advertiserId,
            kind: material.kind,
            signature,
            file_name: material.fileName,
            width: material.width,
            height: material.height,
            size_bytes: material.size,
            duration_s: material.duration ?? null,
            created_at: new Date(this.clock.now()),
          })
          .execute();
        return { materialId };
      });
    });
  }
}

export type { InjectedFault, SandboxAuthoriser, SandboxOptions } from './engine-support';
export { statusText } from './model-context';
