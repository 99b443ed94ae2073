// How the task centre shows the delivery jobs (jobs/presenters.ts): an export with its file (kept
// EXPORT_KEEP_MS, downloaded by its own user through download.ts's single-use link), a bulk edit with the
// objects it touched and its failed rows, which 重试失败部分 sends again as a new edit through the same rules.
import { MEDIA_DISPLAY_NAMES, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { badRequest } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { presentJobs, type JobFacts, type RetryCaller, outcomeCounts } from '@toufang/server-jobs';
import { EXPORT_KEEP_MS } from './download';
import { createEdit } from './edits';
import { deliveryEditJob } from './edit-job';
import { levelLabel, type EditRequest } from './edit-support';
import { planEdit } from './edit-plan';
import { deliveryExportJob, exportView, startExport, type ExportPayload } from './export';
import { EDIT_FIELD_WORDS } from './texts';

/** Touched objects a job's detail lists (the edit's own view has them all). */
const DETAIL_OBJECTS_MAX = 200;

const mediaName = (media: string) => MEDIA_DISPLAY_NAMES[media as MediaCode] ?? media;

presentJobs([deliveryEditJob.name], {
  type: 'edit',
  async facts(db, rows) {
    const edits = await sqlOn(db)
      .selectFrom('delivery_edits as e')
      .leftJoin('delivery_edit_items as i', 'i.edit_id', 'e.id')
      .select((eb) => [
        'e.job_id',
        'e.media_code',
        'e.level',
        'e.field',
        'e.total',
        'e.undo_of',
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', true).as('ok'),
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', false).as('failed'),
      ])
      .where('e.job_id', 'in', rows.map((r) => r.id))
      .groupBy(['e.id', 'e.job_id', 'e.media_code', 'e.level', 'e.field', 'e.total', 'e.undo_of'])
      .execute();
    const out = new Map<string, JobFacts>();
    for (const e of edits) {
      if (!e.job_id) continue;
      const row = rows.find((r) => r.id === e.job_id);
      const ok = Number(e.ok);
      const failed = Number(e.failed);
      const what = `${e.undo_of === null ? '' : '撤销'}修改${EDIT_FIELD_WORDS[e.field]}`;
      out.set(e.job_id, {
        target: `${mediaName(e.media_code)} ${levelLabel(e.media_code as MediaCode, e.level as DeliveryLevel)} ${e.total}个 · ${what}`,
        summary: row && (row.state === 'succeeded' || row.state === 'failed') ? outcomeCounts(ok, failed) : null,
        failedItems: failed,
      });
    }
    return out;
  },
  async detail(db, row) {
    const items = await sqlOn(db)
      .selectFrom('delivery_edits as e')
      .innerJoin('delivery_edit_items as i', 'i.edit_id', 'e.id')
      .select(['e.level', 'i.object_id', 'i.name', 'i.ok', 'i.reason'])
      .where('e.job_id', '=', row.id)
      .orderBy('i.seq')
      .limit(DETAIL_OBJECTS_MAX)
      .execute();
    return { objects: items.map((i) => ({ kind: i.level, id: i.object_id, name: i.name, ok: i.ok, reason: i.reason })) };
  },
  async retry(server, row, caller, now) {
    const db = server.db;
    const edit = await sqlOn(db).selectFrom('delivery_edits').selectAll().where('job_id', '=', row.id).executeTakeFirst();
    if (!edit) throw badRequest('该任务没有可重试的部分');
    const media = edit.media_code as MediaCode;
    caller.permitMedia(media);
    const failed = await sqlOn(db).selectFrom('delivery_edit_items').select(['object_id', 'after']).where('edit_id', '=', edit.id).where('ok', '=', false).orderBy('seq').execute();
    if (failed.length === 0) throw badRequest('该任务没有可重试的部分');
    const request: EditRequest = { media, level: edit.level as DeliveryLevel, field: edit.field, items: failed.map((i) => ({ id: i.object_id, value: i.after })) };
    const scope = scopeOf(caller);
    const plan = await planEdit(server, scope, request, now);
    if (!plan.ok) throw badRequest(plan.refusals[0]?.reason ?? '重试被拒绝');
    const editId = await db.transaction((tx) => createEdit(tx, scope, actorOf(caller), request, plan.items, now));
    return jobIdOf(db, 'delivery_edits', editId);
  },
});

presentJobs([deliveryExportJob.name], {
  type: 'export',
  keepMs: EXPORT_KEEP_MS,
  async facts(db, rows, viewer) {
    const exports = await sqlOn(db)
      .selectFrom('delivery_exports')
      .select(['job_id', 'user_id', 'media_code', 'level', 'file_name', 'rows', 'state'])
      .where('job_id', 'in', rows.map((r) => r.id))
      .execute();
    const out = new Map<string, JobFacts>();
    for (const e of exports) {
      if (!e.job_id) continue;
      out.set(e.job_id, {
        // A list's export (migration 017) has no media or level; the list kit's job names its own list.
        target: e.media_code === null ? '列表数据' : `${mediaName(e.media_code)} ${levelLabel(e.media_code as MediaCode, e.level as DeliveryLevel)}数据`,
        summary: e.state === 'ready' ? `${e.file_name}（${e.rows ?? 0}行）` : null,
        failedItems: 0,
        // Only its own user downloads a file: the link checks that user's accounts (download.ts).
        downloadable: e.state === 'ready' && e.user_id === viewer.userId,
      });
    }
    return out;
  },
  async detail(db, row, viewer, now) {
    const e = await sqlOn(db)
      .selectFrom('delivery_exports')
      .select(['id', 'customer_id', 'user_id', 'state', 'file_name', 'rows', 'reason', 'finished_at', 'accounts_recorded'])
      .where('job_id', '=', row.id)
      .executeTakeFirst();
    if (!e || e.state !== 'ready' || e.user_id !== viewer.userId) return { download: null };
    const view = await exportView(db, e, now);
    return { download: view.url && view.expiresAt ? { url: view.url, expiresAt: view.expiresAt, fileName: view.fileName } : null };
  },
  async retry(server, row, caller, now) {
    const { request } = row.payload as ExportPayload;
    caller.permitMedia(request.media);
    const started = await startExport(server, scopeOf(caller), actorOf(caller), request, now);
    return jobIdOf(server.db, 'delivery_exports', started.exportId);
  },
});

const scopeOf = (caller: RetryCaller) => ({ customerId: caller.companyId, userId: caller.userId, role: caller.role });
const actorOf = (caller: RetryCaller) => ({ kind: 'user' as const, userId: caller.userId, name: caller.name });

async function jobIdOf(db: Queryable, table: 'delivery_edits' | 'delivery_exports', id: number): Promise<string> {
  const found = await sqlOn(db).selectFrom(table).select('job_id').where('id', '=', id).executeTakeFirst();
  if (!found?.job_id) throw new Error(`${table} ${id} has no job`);
  return found.job_id;
}
