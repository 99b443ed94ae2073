// The export of any list (issue 19, list kit): the list's own operation is re-run as the exporting user,
// with the query the page sends for its rows, page after page, and its rows are written to xlsx under the
// list's Chinese headers. The file goes through the delivery exports' machinery (delivery_exports with a
// list_id, single-use links, kept 7 days, download.ts): small sets at once, larger ones by a job whose TASK
// message offers the file.
import { DELIVERY, formatChinaTime } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { actorOf } from '@toufang/server-audit';
import { dependsOnType, mayCall, propertyOfRequest, sessionOfUser, type SessionUser, badRequest, CODES, forbidden, Refusal, TEXTS, type HandlerFor, type HandlersFor, type OperationId, validationMessage, type CompiledContract, sessionOf, type RouteDeps } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import { exportView, recordExportAccounts, DELIVERY_TEXTS } from '@toufang/server-delivery';
import { defineJob, enqueue, JobFailure } from '@toufang/server-jobs';
import { exportReadyMessage, notifyUser, type ServerContext } from '@toufang/server-context';
import { LIST_SOURCES, type ListExportId, type ListSource } from './sources';

/** Rows asked of a paged list per call while writing (the contract's largest page). */
export const LIST_EXPORT_PAGE_ROWS = 200;
/** A list this long is written at once; a longer one by a job. */
export const LIST_EXPORT_INLINE_MAX_ROWS = DELIVERY.EXPORT_INLINE_MAX_ROWS;

const EXPORT_COLUMNS = ['id', 'customer_id', 'user_id', 'state', 'file_name', 'rows', 'reason', 'finished_at', 'accounts_recorded'] as const;

/** A call of the list's handler as the user, outside any request (the handlers read the body and session). */
function callAs(session: SessionUser, body: unknown): Parameters<HandlerFor<OperationId>>[0] {
  return { body, query: undefined, session, token: null, permitMedia: () => undefined } as unknown as Parameters<HandlerFor<OperationId>>[0];
}

/** The list's title, or the kind its query names (巨量引擎定向包). */
const titleOf = (source: ListSource, query: Record<string, unknown>) => source.titleOf?.(query) ?? source.title;

export function listExportFileName(source: ListSource, now: Date, query: Record<string, unknown> = {}): string {
  const stamp = formatChinaTime(now).replace(/[-: ]/g, '').slice(0, 12);
  return `${titleOf(source, query)}_${stamp}.xlsx`;
}

const pageRowsOf = (source: ListSource) => source.pageRows ?? LIST_EXPORT_PAGE_ROWS;

/** The body of the list's call for one page (the page is ignored by a list that is not paged). */
function bodyOf(source: ListSource, query: Record<string, unknown>, current = 1): unknown {
  if (source.request === 'paged') return { ...query, current, size: pageRowsOf(source) };
  return source.request === 'query' ? query : undefined;
}

/** Every row of the list as the user sees it, page after page. */
async function* listRows(server: ServerContext, source: ListSource, session: SessionUser, query: Record<string, unknown>): AsyncGenerator<unknown[]> {
  if (source.request !== 'paged') {
    yield (await source.run(server, callAs(session, bodyOf(source, query)))).records;
    return;
  }
  for (let current = 1; ; current += 1) {
    const page = await source.run(server, callAs(session, bodyOf(source, query, current)));
    yield page.records;
    if (page.records.length < pageRowsOf(source) || current * pageRowsOf(source) >= page.total) return;
  }
}

export async function writeListWorkbook(server: ServerContext, source: ListSource, session: SessionUser, query: Record<string, unknown>): Promise<{ content: Buffer; rows: number; accountIds: Set<number> }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(titleOf(source, query));
  sheet.columns = source.columns.map((column, i) => ({ header: column.header, key: String(i), width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  let rows = 0;
  const accountIds = new Set<number>();
  for await (const records of listRows(server, source, session, query)) {
    for (const record of records) {
      sheet.addRow(source.columns.map((column) => column.cell(record as never)));
      if (source.accountOf) accountIds.add(source.accountOf(record as never));
    }
    rows += records.length;
  }
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), rows, accountIds };
}

interface ListExportPayload {
  exportId: number;
  listId: ListExportId;
  query: Record<string, unknown>;
}

export const listExportJob = defineJob<ListExportPayload, { rows: number }>(
  'list.export',
  {
    title: '导出列表',
    parsePayload(raw) {
      const payload = raw as Partial<ListExportPayload> | null;
      if (!payload || typeof payload.exportId !== 'number' || !payload.listId || !(payload.listId in LIST_SOURCES) || typeof payload.query !== 'object') throw new JobFailure('导出任务无效');
      return payload as ListExportPayload;
    },
  },
  async (job) => {
    const { db } = job;
    const q = sqlOn(db);
    const row = await q.selectFrom('delivery_exports').select([...EXPORT_COLUMNS]).where('id', '=', job.payload.exportId).executeTakeFirst();
    if (!row) throw new JobFailure(DELIVERY_TEXTS.EXPORT_NOT_FOUND);
    if (row.state === 'ready') return { rows: row.rows ?? 0 };
    const now = job.now();
    // The rows are those the user may see now: a user disabled or expired since exports nothing.
    const session = await sessionOfUser(db, row.user_id);
    if (!session || session.customerId !== row.customer_id) {
      await q.updateTable('delivery_exports').set({ state: 'failed', reason: TEXTS.FORBIDDEN, finished_at: now }).where('id', '=', row.id).execute();
      throw new JobFailure(TEXTS.FORBIDDEN);
    }
    await q.updateTable('delivery_exports').set({ state: 'running' }).where('id', '=', row.id).execute();
    const { content, rows, accountIds } = await writeListWorkbook(job.server, LIST_SOURCES[job.payload.listId], session, job.payload.query);
    await db.transaction(async (tx) => {
      const t = sqlOn(tx);
      await t.updateTable('delivery_exports').set({ state: 'ready', rows, content, finished_at: now }).where('id', '=', row.id).execute();
      await recordExportAccounts(tx, row.id, accountIds);
      await notifyUser(tx, row.user_id, exportReadyMessage(row.id, row.file_name, rows, { list: true }));
    });
    return { rows };
  },
);

export interface ListHandlerOptions {
  /** The compiled contract: a list's query is checked against its own operation's request schema. */
  contract?: CompiledContract;
  now?: () => Date;
}

export function listExportHandlers(deps: RouteDeps, options: ListHandlerOptions = {}): HandlersFor<'exportList' | 'getListExport'> {
  const { db } = deps;
  const now = options.now ?? (() => new Date());
  const operation = (id: OperationId) => options.contract?.operations.find((op) => op.operationId === id);

  return {
    async exportList(ctx) {
      const session = sessionOf(ctx);
      const { listId, query } = ctx.body;
      const source = LIST_SOURCES[listId];
      const op = operation(source.operationId);
      if (!op) throw new Error(`list export without the contract of ${source.operationId}`);
      // The caller exports only what they may list: a code naming the media and type ('{media}Property{type}')
      // is settled on the ones the query names, as the list's own call settles it on its body.
      const named = op.access && dependsOnType(op.access) ? propertyOfRequest(query) : {};
      if (!op.access || !mayCall(op.access, session, named.media, named.type)) throw forbidden(TEXTS.FORBIDDEN);
      // The query must be what the list itself would accept: checked against its own request schema.
      const body = bodyOf(source, query);
      if (body === undefined ? Object.keys(query).length > 0 : op.checkBody && !op.checkBody(body)) throw badRequest(validationMessage(op.checkBody?.errors?.[0], '请求体'));
      const at = now();
      const base = { customer_id: session.customerId, user_id: session.userId, list_id: listId, media_code: null, level: null, file_name: listExportFileName(source, at, query), created_at: at };
      const first = await source.run(deps, callAs(session, body));
      if (first.total <= LIST_EXPORT_INLINE_MAX_ROWS) {
        const { content, rows, accountIds } = await writeListWorkbook(deps, source, session, query);
        const row = await db.transaction(async (tx) => {
          const inserted = await sqlOn(tx).insertInto('delivery_exports').values({ ...base, state: 'ready', rows, content, finished_at: at }).returning('id').executeTakeFirstOrThrow();
          await recordExportAccounts(tx, inserted.id, accountIds);
          return sqlOn(tx).selectFrom('delivery_exports').select(EXPORT_COLUMNS).where('id', '=', inserted.id).executeTakeFirstOrThrow();
        });
        return exportView(db, row, at);
      }
      const actor = await actorOf(db, session);
      const row = await db.transaction(async (tx) => {
        const inserted = await sqlOn(tx).insertInto('delivery_exports').values({ ...base, state: 'queued' }).returning(EXPORT_COLUMNS).executeTakeFirstOrThrow();
        const job = await enqueue(tx, listExportJob, { exportId: inserted.id, listId, query }, { companyId: session.customerId, actor, dedupeKey: `list-export:${inserted.id}`, now: at });
        await sqlOn(tx).updateTable('delivery_exports').set({ job_id: job.id }).where('id', '=', inserted.id).execute();
        return inserted;
      });
      return exportView(db, row, at);
    },

    async getListExport(ctx) {
      const session = sessionOf(ctx);
      const row = await sqlOn(db)
        .selectFrom('delivery_exports')
        .select(EXPORT_COLUMNS)
        .where('id', '=', ctx.body.exportId)
        .where('user_id', '=', session.userId)
        .where('customer_id', '=', session.customerId)
        .where('list_id', 'is not', null)
        .executeTakeFirst();
      if (!row) throw new Refusal(CODES.NOT_FOUND, DELIVERY_TEXTS.EXPORT_NOT_FOUND);
      return exportView(db, row, now());
    },
  };
}

