// The 创建报告 as a spreadsheet (report/export): a job writes it as the person who asked sees it now, through the
// delivery exports' files (delivery_exports, single-use links, kept 7 days), and its TASK message offers the file.
import { formatChinaTime, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import ExcelJS from 'exceljs';
import type { Actor } from '@toufang/server-audit';
import { exportReadyMessage, notifyUser, type ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { recordExportAccounts } from '@toufang/server-delivery';
import { defineJob, enqueue, JobFailure } from '@toufang/server-jobs';
import { sessionOfUser, TEXTS, type SessionUser } from '@toufang/server-http';
import { creationReport, type ReportQuery } from './report';
import { visibleTask } from './tasks';
import { CREATION_REPORT_COLUMNS, CREATION_TASK_TEXTS } from './texts';

export interface ReportExportPayload {
  exportId: number;
  query: ReportQuery;
}

/** The level the delivery exports' table records for this file (its media is the report's). */
export const REPORT_EXPORT_LEVEL = 'creation-report';

export const creationReportExportJob = defineJob<ReportExportPayload, { rows: number }>(
  'creation.report-export',
  {
    title: CREATION_TASK_TEXTS.REPORT_EXPORT_TITLE,
    parsePayload(raw) {
      const payload = raw as Partial<ReportExportPayload> | null;
      if (!payload || typeof payload.exportId !== 'number' || typeof payload.query !== 'object') throw new JobFailure('creation.report-export: invalid payload');
      return payload as ReportExportPayload;
    },
  },
  async (job) => {
    const { db } = job;
    const q = sqlOn(db);
    const row = await q.selectFrom('delivery_exports').selectAll().where('id', '=', job.payload.exportId).executeTakeFirst();
    if (!row) throw new JobFailure(CREATION_TASK_TEXTS.TASK_NOT_FOUND);
    if (row.state === 'ready') return { rows: row.rows ?? 0 };
    const now = job.now();
    const session = await sessionOfUser(db, row.user_id);
    if (!session || session.customerId !== row.customer_id) {
      await q.updateTable('delivery_exports').set({ state: 'failed', reason: TEXTS.FORBIDDEN, finished_at: now }).where('id', '=', row.id).execute();
      throw new JobFailure(TEXTS.FORBIDDEN);
    }
    await q.updateTable('delivery_exports').set({ state: 'running' }).where('id', '=', row.id).execute();
    const report = await creationReport(job.server, session, job.payload.query, now);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('创建报告');
    sheet.columns = CREATION_REPORT_COLUMNS.map((header, i) => ({ header, key: String(i), width: i === 5 ? 48 : 14 }));
    const advertisers = new Map(
      (await q.selectFrom('media_accounts').select(['id', 'account_id']).where('id', 'in', [...report.accounts.map((a) => a.accountId), 0]).execute()).map((a) => [a.id, a.account_id]),
    );
    for (const a of report.accounts) {
      sheet.addRow([
        MEDIA_DISPLAY_NAMES[a.media as MediaCode],
        a.accountName,
        advertisers.get(a.accountId) ?? '',
        a.created,
        a.failed,
        a.reasons.map((r) => `${r.reason}（${r.count}）`).join('；'),
        a.reviewing,
        a.approved,
        a.rejected,
        a.impressions,
        a.clicks,
        a.cost,
        a.conversions,
      ]);
    }
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = report.accounts.length;
    await db.transaction(async (tx) => {
      await sqlOn(tx).updateTable('delivery_exports').set({ state: 'ready', rows, content, finished_at: now }).where('id', '=', row.id).execute();
      await recordExportAccounts(tx, row.id, report.accounts.map((a) => a.accountId));
      await notifyUser(tx, row.user_id, exportReadyMessage(row.id, row.file_name, rows));
    });
    return { rows };
  },
);

export async function startReportExport(server: ServerContext, session: SessionUser, actor: Actor, query: ReportQuery, now: Date): Promise<{ jobId: string }> {
  // The query is checked now (a task the caller may not see is 404 here, not a failed job later).
  const media = query.taskId !== undefined ? ((await visibleTask(server.db, session, query.taskId)).media_code as MediaCode) : query.media;
  await creationReport(server, session, query, now);
  const stamp = formatChinaTime(now).replace(/[-: ]/g, '').slice(0, 12);
  return server.db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const inserted = await t
      .insertInto('delivery_exports')
      .values({ customer_id: session.customerId, user_id: session.userId, media_code: media ?? 'toutiao', level: REPORT_EXPORT_LEVEL, state: 'queued', file_name: `创建报告_${stamp}.xlsx`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await enqueue(tx, creationReportExportJob, { exportId: inserted.id, query }, { companyId: session.customerId, actor, dedupeKey: `creation-report-export:${inserted.id}`, now });
    await t.updateTable('delivery_exports').set({ job_id: job.id }).where('id', '=', inserted.id).execute();
    return { jobId: job.id };
  });
}
