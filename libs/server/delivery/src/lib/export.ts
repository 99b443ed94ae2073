// Export of a delivery table to xlsx: every page of the filtered set, the chosen columns under Chinese
// headers, and a 合计 row. Small sets are written at once; larger ones by a job whose file a TASK message
// offers. The file is downloaded through a single-use link issued to its user (download.ts).
import type { components } from '@toufang/api/contract';
import { DELIVERY, type DeliveryLevel, formatChinaTime, isMetricKey, type MediaCode, type MetricKey, METRICS } from '@toufang/domain';
import ExcelJS from 'exceljs';
import type { Actor } from '@toufang/server-audit';
import { type ServerContext, type MetricsStore, type SortKey, exportReadyMessage, notifyUser } from '@toufang/server-context';
import { badRequest } from '@toufang/server-http';
import { sqlOn, type Db } from '@toufang/server-db';
import { defineJob, enqueue, getJob, JobFailure, recordFinished } from '@toufang/server-jobs';
import { levelLabel } from './edit-support';
import { accountScopeOfUser } from '@toufang/server-org';
import { checkMetric, checkSort, notFound, resolveFilter, type ResolvedFilter, type Scope } from './filters';
import { fileRefusal, issueDownload, recordExportAccounts, type ExportFileRow } from './download';
import { levelTree } from './ports';
import { metricValues, rowsOf, type DeliveryRow } from './rows';
import { DELIVERY_TEXTS } from './texts';

type Schemas = components['schemas'];
export type ExportRequest = Schemas['DeliveryExportRequest'];

/** Rows read from the store per page while writing a file. */
export const EXPORT_PAGE_ROWS = 1000;
export { DOWNLOAD_PATH, EXPORT_KEEP_MS, XLSX_TYPE } from './download';

const LEARNING_WORDS = { learning: '学习期', learned: '学习成功', failed: '学习失败', none: '-' } as const;

/** The attribute columns an export may have, with their headers ({level} stands for the level's name). */
export const ATTRIBUTE_COLUMNS = {
  id: 'ID',
  name: '{level}名称',
  accountName: '账户名称',
  advertiserId: '账户ID',
  status: '状态',
  budget: '预算（元）',
  bid: '出价（元）',
  rejectReason: '审核意见',
  learning: '学习状态',
  createdAt: '创建时间',
} as const;
type AttributeColumn = keyof typeof ATTRIBUTE_COLUMNS;

const isAttribute = (key: string): key is AttributeColumn => Object.prototype.hasOwnProperty.call(ATTRIBUTE_COLUMNS, key);

export function checkColumns(media: MediaCode, columns: readonly string[]): (AttributeColumn | MetricKey)[] {
  return columns.map((key) => {
    if (isAttribute(key)) return key;
    if (!isMetricKey(key)) throw badRequest(DELIVERY_TEXTS.UNKNOWN_COLUMN(key));
    return checkMetric(media, key);
  });
}

function header(media: MediaCode, level: DeliveryLevel, key: AttributeColumn | MetricKey): string {
  if (isAttribute(key)) return ATTRIBUTE_COLUMNS[key].replace('{level}', levelLabel(media, level));
  const def = METRICS[key];
  return def.unit === '个' ? def.label : `${def.label}（${def.unit}）`;
}

function cell(row: DeliveryRow, key: AttributeColumn | MetricKey): string | number | null {
  switch (key) {
    case 'status':
      return row.statusText;
    case 'learning':
      return LEARNING_WORDS[row.learning];
    case 'createdAt':
      return formatChinaTime(new Date(row.createdAt));
    case 'id':
    case 'name':
    case 'accountName':
    case 'advertiserId':
    case 'rejectReason':
    case 'budget':
    case 'bid':
      return row[key];
    default:
      return row.metrics[key] ?? null;
  }
}

export function exportFileName(media: MediaCode, level: DeliveryLevel, now: Date): string {
  const stamp = formatChinaTime(now).replace(/[-: ]/g, '').slice(0, 12);
  return `${levelLabel(media, level)}数据_${stamp}.xlsx`;
}

/** Writes the whole filtered set to an xlsx workbook; answers its bytes, how many rows it holds and their accounts. */
export async function writeWorkbook(
  db: Db,
  store: MetricsStore,
  filter: ResolvedFilter,
  columns: readonly (AttributeColumn | MetricKey)[],
  sort: { key: SortKey; order: 'asc' | 'desc' },
): Promise<{ content: Buffer; rows: number; accountIds: Set<number> }> {
  const { media, level } = filter;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(levelLabel(media, level));
  sheet.columns = columns.map((key) => ({ header: header(media, level, key), key, width: key === 'name' ? 40 : 16 }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  const accountIds = new Set<number>();
  let totals: Schemas['MetricValues'] | null = null;
  for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
    const page = await store.query({ ...filter.query, sort, offset, limit: EXPORT_PAGE_ROWS });
    totals ??= metricValues(filter.metrics, page.totals);
    const rows = await rowsOf(db, filter.query.customerId, media, level, page.rows, filter.accounts, filter.metrics);
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(columns.map((key) => [key, cell(row, key)])));
      accountIds.add(row.accountId);
    }
    written += rows.length;
    if (page.rows.length < EXPORT_PAGE_ROWS) break;
  }
  const total = sheet.addRow(
    Object.fromEntries(columns.map((key, i) => [key, i === 0 ? DELIVERY_TEXTS.TOTAL_ROW : isMetricKey(key) ? (totals?.[key] ?? null) : null])),
  );
  total.font = { bold: true };
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { content, rows: written, accountIds };
}

// ---------- the calls ----------

interface ExportRow extends ExportFileRow {
  file_name: string;
  rows: number | null;
  reason: string | null;
  job_id?: string | null;
}

const EXPORT_COLUMNS = ['id', 'customer_id', 'user_id', 'state', 'file_name', 'rows', 'reason', 'finished_at', 'accounts_recorded', 'job_id'] as const;

/** An export as its user sees it: a ready file comes with a fresh single-use link, unless it may not be had. */
export async function exportView(db: Db, row: ExportRow, now: Date): Promise<Schemas['DeliveryExport']> {
  const view = { exportId: row.id, fileName: row.file_name, rows: row.rows, jobId: row.job_id ?? null };
  if (row.state !== 'ready') return { ...view, state: row.state, url: null, expiresAt: null, reason: row.reason };
  const refusal = await fileRefusal(db, row, now);
  if (refusal) return { ...view, state: 'failed', url: null, expiresAt: null, reason: refusal };
  const link = await issueDownload(db, row.id, row.user_id, now);
  return { ...view, state: 'ready', url: link.url, expiresAt: link.expiresAt, reason: null };
}

export interface ExportPayload {
  exportId: number;
  request: ExportRequest;
}

export async function startExport(
  server: ServerContext,
  scope: Scope & { userId: number },
  actor: Actor,
  request: ExportRequest,
  now: Date,
): Promise<Schemas['DeliveryExport']> {
  const { db, media: ports, metrics: store } = server;
  const filter = await resolveFilter(db, scope, request, levelTree(ports, request.media), now);
  const columns = checkColumns(request.media, request.columns);
  const sort = checkSort(request.media, request.sort);
  const { total } = await store.query({ ...filter.query, sort, offset: 0, limit: 1 });
  const fileName = exportFileName(request.media, request.level, now);
  const base = { customer_id: scope.customerId, user_id: scope.userId, media_code: request.media, level: request.level, file_name: fileName, created_at: now };
  if (total <= DELIVERY.EXPORT_INLINE_MAX_ROWS) {
    const { content, rows, accountIds } = await writeWorkbook(db, store, filter, columns, sort);
    const row = await db.transaction(async (tx) => {
      const inserted = await sqlOn(tx).insertInto('delivery_exports').values({ ...base, state: 'ready', rows, content, finished_at: now }).returning('id').executeTakeFirstOrThrow();
      await recordExportAccounts(tx, inserted.id, accountIds);
      // The task centre lists every export, also one written at once.
      const jobId = await recordFinished(tx, deliveryExportJob, { exportId: inserted.id, request }, { rows }, {
        companyId: scope.customerId,
        actor,
        dedupeKey: `delivery-export:${inserted.id}`,
        now,
        done: rows,
      });
      await sqlOn(tx).updateTable('delivery_exports').set({ job_id: jobId }).where('id', '=', inserted.id).execute();
      return sqlOn(tx).selectFrom('delivery_exports').select(EXPORT_COLUMNS).where('id', '=', inserted.id).executeTakeFirstOrThrow();
    });
    return exportView(db, row, now);
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await sqlOn(tx)
      .insertInto('delivery_exports')
      .values({ ...base, state: 'queued' })
      .returning(EXPORT_COLUMNS)
      .executeTakeFirstOrThrow();
    const job = await enqueue(tx, deliveryExportJob, { exportId: inserted.id, request }, { companyId: scope.customerId, actor, dedupeKey: `delivery-export:${inserted.id}`, now });
    await sqlOn(tx).updateTable('delivery_exports').set({ job_id: job.id }).where('id', '=', inserted.id).execute();
    return { ...inserted, job_id: job.id };
  });
  return exportView(db, row, now);
}

export async function exportOf(db: Db, scope: Scope & { userId: number }, exportId: number, now: Date): Promise<Schemas['DeliveryExport']> {
  const row = await sqlOn(db)
    .selectFrom('delivery_exports')
    .select(EXPORT_COLUMNS)
    .where('id', '=', exportId)
    .where('user_id', '=', scope.userId)
    .where('customer_id', '=', scope.customerId)
    .executeTakeFirst();
  if (!row) throw notFound(DELIVERY_TEXTS.EXPORT_NOT_FOUND);
  if ((row.state === 'queued' || row.state === 'running') && row.job_id) {
    // A job that gave up for good leaves its export unfinished: say so, with the job's reason.
    const job = await getJob(db, row.job_id, { companyId: scope.customerId });
    if (job && (job.state === 'failed' || job.state === 'cancelled')) return exportView(db, { ...row, state: 'failed', reason: job.lastError ?? DELIVERY_TEXTS.EXPORT_FAILED }, now);
  }
  return exportView(db, row, now);
}

export const deliveryExportJob = defineJob<ExportPayload, { rows: number }>(
  'delivery.export',
  {
    title: '导出投放数据',
    parsePayload(raw) {
      const payload = raw as Partial<ExportPayload> | null;
      if (!payload || typeof payload.exportId !== 'number' || typeof payload.request !== 'object') throw new JobFailure('导出任务无效');
      return payload as ExportPayload;
    },
  },
  async (job) => {
    const db = job.db;
    const q = sqlOn(db);
    const row = await q.selectFrom('delivery_exports').selectAll().where('id', '=', job.payload.exportId).executeTakeFirst();
    if (!row) throw new JobFailure(DELIVERY_TEXTS.EXPORT_NOT_FOUND);
    if (row.state === 'ready') return { rows: row.rows ?? 0 };
    await q.updateTable('delivery_exports').set({ state: 'running' }).where('id', '=', row.id).execute();
    const { request } = job.payload;
    const now = job.now();
    try {
      // The rows are those the exporting user may see now (a user gone since sees nothing).
      const scope = (await accountScopeOfUser(db, row.user_id)) ?? { customerId: row.customer_id, userId: row.user_id, role: 'AGENT_SECOND' as const };
      const filter = await resolveFilter(db, { ...scope, customerId: row.customer_id }, request, levelTree(job.server.media, request.media), now);
      const { content, rows, accountIds } = await writeWorkbook(db, job.server.metrics, filter, checkColumns(request.media, request.columns), checkSort(request.media, request.sort));
      await db.transaction(async (tx) => {
        const t = sqlOn(tx);
        await t.updateTable('delivery_exports').set({ state: 'ready', rows, content, finished_at: now }).where('id', '=', row.id).execute();
        await recordExportAccounts(tx, row.id, accountIds);
        await notifyUser(tx, row.user_id, exportReadyMessage(row.id, row.file_name, rows));
      });
      return { rows };
    } catch (error) {
      // A refusal of the filter (the range aged out since it was asked) will not heal by retrying.
      const reason = (error as { message?: string }).message ?? '';
      if (error instanceof Error && error.name === 'Refusal') {
        await q.updateTable('delivery_exports').set({ state: 'failed', reason, finished_at: now }).where('id', '=', row.id).execute();
        throw new JobFailure(reason);
      }
      throw error;
    }
  },
);
