// Edits of delivery objects (status, bid, budget, name), as durable jobs. Everything that can be known
// before a call is checked before any call: the ids are the caller's company's, the objects still exist as
// far as the desk knows, the accounts' authorisations are alive, and the media's own rules (daily budget
// edit cap, minimum step and budget, bid range, name length) hold for every row; one row that breaks a rule
// refuses the whole edit, with every such row's reason, and nothing is sent.
//
// The job then sends each account's rows in chunks of the media's batch size through the gateway (paced to
// the media's limits). Each chunk is marked sent before its call and its answers are written with the job's
// checkpoint in one transaction; a chunk marked sent without answers (the worker died during the call) is
// checked against the media's current values before anything is sent again, so no change is applied twice.
import type { components } from '@toufang/api/contract';
import { chinaDay, chinaDayStart, chinaToday, DELIVERY, DELIVERY_LEVEL_LABELS, type DeliveryLevel, deliveryLevelPath, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { type MediaPorts, type ServerContext, type MetricsStore, notifyUser } from '@toufang/server-context';
import { type Actor, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { badRequest, Refusal } from '@toufang/server-http';
import { sqlOn, type Db, type EditFieldName, type EditValue, type Queryable } from '@toufang/server-db';
import { editInScope } from '@toufang/server-org';
import { defineJob, enqueue, getJob, JobFailure, type JobContext } from '@toufang/server-jobs';
import { isMediaError, type EditField, type MediaObject, type ObjectLevel, type ObjectOutcome, type PlannedEdit } from '@toufang/server-media';
import { checkLevel, notFound, scopedAccounts, type Scope, type ScopedAccount } from './filters';
import { DELIVERY_CODES, DELIVERY_TEXTS, EDIT_FIELD_WORDS } from './texts';
import { refreshDims } from './dims';

type Schemas = components['schemas'];
export type EditRequest = Schemas['DeliveryEditRequest'];
export type EditStart = Schemas['DeliveryEditStart'];
export type EditRefusal = Schemas['DeliveryEditRefusal'];

/** Accounts whose chunks run side by side: the media's limits are per account, so lanes finish sooner. */
export const EDIT_CONCURRENCY = 4;
/** Failures listed in an edit's message; the rest are in the edit's own view. */
const MESSAGE_FAILURES_SHOWN = 20;

/** One row of a planned edit. */
export interface PlannedItem {
  id: string;
  accountId: number;
  name: string;
  accountName: string;
  before: EditValue;
  after: EditValue;
}

const fenToYuan = (fen: string | number | null) => (fen === null ? null : Number(fen) / 100);
const yuanToFen = (yuan: EditValue) => (yuan === null ? null : Math.round(Number(yuan) * 100));

export function levelLabel(media: MediaCode, level: DeliveryLevel): string {
  if (level === 'account') return '账户';
  return (DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>)[level] ?? level;
}

/** The key a field's value has in the operation log's before/after (its Chinese label comes from there). */
const auditKey = (level: DeliveryLevel, field: EditFieldName) => (level === 'account' && field === 'budget' ? 'dailyBudget' : field);
const sameValue = (a: EditValue, b: EditValue) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 0.005 : a === b);

/** Checks the values' kinds; answers them normalised (money to two decimals, names trimmed of nothing). */
function checkValues(request: EditRequest): PlannedItem['after'][] {
  return request.items.map(({ value }) => {
    switch (request.field) {
      case 'status':
        if (value !== 'enabled' && value !== 'paused') throw badRequest(DELIVERY_TEXTS.BAD_STATUS);
        return value;
      case 'bid':
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw badRequest(DELIVERY_TEXTS.BAD_BID);
        return Math.round(value * 100) / 100;
      case 'budget':
        if (value === null) return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw badRequest(DELIVERY_TEXTS.BAD_BUDGET);
        return Math.round(value * 100) / 100;
      case 'name':
        if (typeof value !== 'string') throw badRequest(DELIVERY_TEXTS.BAD_NAME);
        return value;
    }
  });
}

interface Target {
  id: string;
  accountId: number;
  name: string;
  deleted: boolean;
  parentId: string | null;
  before: EditValue;
}

/** The rows as the desk knows them, inside the caller's company; a missing or foreign id refuses the call. */
async function targetsOf(db: Queryable, scope: Scope, request: EditRequest, accounts: Map<number, ScopedAccount>): Promise<Map<string, Target>> {
  const ids = request.items.map((i) => i.id);
  const out = new Map<string, Target>();
  if (request.level === 'account') {
    const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
    for (const id of numeric) {
      const a = accounts.get(id);
      if (!a) continue;
      out.set(String(id), { id: String(id), accountId: id, name: a.accountName, deleted: false, parentId: null, before: null });
    }
    if (out.size > 0) {
      const budgets = await sqlOn(db).selectFrom('media_accounts').select(['id', 'daily_budget_fen']).where('id', 'in', [...out.keys()].map(Number)).execute();
      for (const b of budgets) out.get(String(b.id))!.before = fenToYuan(b.daily_budget_fen);
    }
  } else {
    const rows = await sqlOn(db)
      .selectFrom('delivery_objects')
      .select(['object_id', 'account_id', 'name', 'opt_status', 'bid_fen', 'budget_fen', 'parent_id'])
      .where('customer_id', '=', scope.customerId)
      .where('media_code', '=', request.media)
      .where('level', '=', request.level)
      .where('object_id', 'in', ids)
      .execute();
    for (const r of rows) {
      if (!accounts.has(r.account_id)) continue;
      const before: EditValue =
        request.field === 'status' ? r.opt_status : request.field === 'name' ? r.name : fenToYuan(request.field === 'bid' ? r.bid_fen : r.budget_fen);
      out.set(r.object_id, { id: r.object_id, accountId: r.account_id, name: r.name, deleted: r.opt_status === 'deleted', parentId: r.parent_id, before });
    }
  }
  if (out.size !== new Set(ids).size) throw notFound(DELIVERY_TEXTS.OBJECTS_NOT_FOUND);
  return out;
}

/** Budget edits applied today (China day) per object, from the operation log. */
async function budgetEditsToday(db: Queryable, scope: Scope, media: MediaCode, level: DeliveryLevel, ids: readonly string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('audit_records')
    .select(['object_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', scope.customerId)
    .where('media_code', '=', media)
    .where('object_level', '=', level)
    .where('object_id', 'in', [...ids])
    .where('action', '=', editAction('budget'))
    .where('outcome', '=', 'ok')
    .where('at', '>=', new Date(chinaDayStart(chinaDay(now.getTime()))))
    .groupBy('object_id')
    .execute();
  return new Map(rows.map((r) => [r.object_id ?? '', Number(r.n)]));
}

/** 元 spent today per object: the metrics store's today (accounts: the account's own figure). */
async function costToday(db: Db, store: MetricsStore, scope: Scope, media: MediaCode, level: DeliveryLevel, ids: readonly string[], now: Date): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  if (level === 'account') {
    const rows = await sqlOn(db).selectFrom('media_accounts').select(['id', 'today_cost_fen']).where('id', 'in', ids.map(Number)).execute();
    return new Map(rows.map((r) => [String(r.id), Number(r.today_cost_fen) / 100]));
  }
  const today = chinaToday(now);
  const page = await store.query({
    customerId: scope.customerId,
    media,
    level,
    from: today,
    to: today,
    objectIds: ids,
    statuses: ['enabled', 'paused', 'reviewing', 'rejected', 'deleted'],
    sort: { key: 'cost', order: 'desc' },
    offset: 0,
    limit: ids.length,
  });
  return new Map(page.rows.map((r) => [r.objectId, r.sums.cost]));
}

export type PlanAnswer = { ok: true; items: PlannedItem[] } | { ok: false; refusals: EditRefusal[] };

/** Every check before any call; answers the rows to send, or why the edit is refused. */
export async function planEdit(server: ServerContext, scope: Scope, request: EditRequest, now: Date): Promise<PlanAnswer> {
  const { db, media: ports, metrics } = server;
  const { media, level, field } = request;
  checkLevel(media, level);
  const label = levelLabel(media, level);
  if (level === 'account') {
    if (field !== 'budget') throw badRequest(DELIVERY_TEXTS.FIELD_NOT_ON_LEVEL(label, EDIT_FIELD_WORDS[field]));
  } else {
    const spec = ports.port(media).levels.find((l) => l.level === level);
    if (!spec) throw badRequest(DELIVERY_TEXTS.NO_SUCH_LEVEL);
    if ((field === 'bid' && !spec.has.bid) || (field === 'budget' && !spec.has.budget)) {
      throw badRequest(DELIVERY_TEXTS.FIELD_NOT_ON_LEVEL(label, EDIT_FIELD_WORDS[field]));
    }
  }
  const ids = request.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest(DELIVERY_TEXTS.DUPLICATE_ITEMS);
  const values = checkValues(request);
  const accounts = await scopedAccounts(db, scope, media);
  const targets = await targetsOf(db, scope, request, accounts);
  const authStatus = new Map(
    (
      await sqlOn(db)
        .selectFrom('media_authorizations')
        .select(['id', 'status'])
        .where('id', 'in', [...new Set([...accounts.values()].map((a) => a.authorizationId ?? 0))])
        .execute()
    ).map((a) => [a.id, a.status]),
  );

  const items: PlannedItem[] = request.items.map((item, i) => {
    const target = targets.get(item.id)!;
    const account = accounts.get(target.accountId)!;
    return { id: item.id, accountId: target.accountId, name: target.name, accountName: account.accountName, before: target.before, after: values[i] };
  });

  const refusals = new Map<string, EditRefusal>();
  const refuse = (item: PlannedItem, rule: string, reason: string) =>
    refusals.set(item.id, { id: item.id, name: item.name, accountName: item.accountName, rule, reason });
  for (const item of items) {
    const account = accounts.get(item.accountId)!;
    if (targets.get(item.id)!.deleted) refuse(item, 'deleted', DELIVERY_TEXTS.OBJECT_DELETED(label, item.name));
    else if (account.authorizationId === null || authStatus.get(account.authorizationId) !== 'active') refuse(item, 'auth_inactive', DELIVERY_TEXTS.AUTH_INACTIVE);
  }

  const checkable = items.filter((i) => !refusals.has(i.id));
  const edits = field === 'budget' ? await budgetEditsToday(db, scope, media, level, checkable.map((i) => i.id), now) : new Map<string, number>();
  const costs = field === 'budget' ? await costToday(db, metrics, scope, media, level, checkable.map((i) => i.id), now) : new Map<string, number>();
  const byAccount = groupBy(checkable, (i) => i.accountId);
  for (const [accountId, group] of byAccount) {
    const gateway = ports.gateway(media, accounts.get(accountId)!.authorizationId!);
    const planned = group.map(
      (i): PlannedEdit => ({
        key: i.id,
        scope: level === 'account' ? 'account' : (level as ObjectLevel),
        field: field as EditField,
        current: i.before as PlannedEdit['current'],
        next: i.after as PlannedEdit['next'],
        editsToday: edits.get(i.id) ?? 0,
        todayCost: costs.get(i.id) ?? 0,
      }),
    );
    const byId = new Map(group.map((i) => [i.id, i]));
    for (const check of gateway.checkEditRules(planned)) {
      if (!check.ok) refuse(byId.get(check.key)!, check.rule, check.reason);
    }
  }
  if (refusals.size > 0) return { ok: false, refusals: items.filter((i) => refusals.has(i.id)).map((i) => refusals.get(i.id)!) };
  return { ok: true, items };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

export const editAction = (field: EditFieldName) => `delivery.${field}`;
const editActionName = (field: EditFieldName, undo: boolean) => `${undo ? '撤销' : ''}修改${EDIT_FIELD_WORDS[field]}`;

export interface EditPayload {
  editId: number;
}

/** Stores a checked edit and its job in one transaction; answers the edit's id. */
export async function createEdit(
  tx: Queryable,
  scope: Scope & { userId: number },
  actor: Actor,
  request: Pick<EditRequest, 'media' | 'level' | 'field'>,
  items: readonly PlannedItem[],
  now: Date,
  undoOf: number | null = null,
): Promise<number> {
  const q = sqlOn(tx);
  const edit = await q
    .insertInto('delivery_edits')
    .values({
      customer_id: scope.customerId,
      user_id: scope.userId,
      media_code: request.media,
      level: request.level,
      field: request.field,
      total: items.length,
      undo_of: undoOf,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < items.length; i += ITEM_INSERT_CHUNK) {
    await q
      .insertInto('delivery_edit_items')
      .values(
        items.slice(i, i + ITEM_INSERT_CHUNK).map((item, j) => ({
          edit_id: edit.id,
          seq: i + j,
          object_id: item.id,
          account_id: item.accountId,
          name: item.name,
          account_name: item.accountName,
          before: JSON.stringify(item.before),
          after: JSON.stringify(item.after),
        })),
      )
      .execute();
  }
  const job = await enqueue(tx, deliveryEditJob, { editId: edit.id }, { companyId: scope.customerId, actor, dedupeKey: `delivery-edit:${edit.id}`, now });
  await q.updateTable('delivery_edits').set({ job_id: job.id }).where('id', '=', edit.id).execute();
  return edit.id;
}

/** Rows per INSERT of an edit's items (about 8 parameters a row). */
const ITEM_INSERT_CHUNK = 1000;

/** The first refusal's reason and how many rows broke rules: the message of a refused edit. */
export function refusedStart(refusals: EditRefusal[]): EditStart {
  return { state: 'refused', editId: null, message: DELIVERY_TEXTS.EDIT_REFUSED(refusals[0].reason, refusals.length), refusals };
}

// ---------- the job ----------

interface ItemRow {
  seq: number;
  object_id: string;
  account_id: number;
  name: string;
  account_name: string;
  before: EditValue;
  after: EditValue;
  ok: boolean | null;
  reason: string | null;
  sent_at: Date | null;
}

interface EditRow {
  id: number;
  customer_id: number;
  user_id: number;
  media_code: string;
  level: string;
  field: EditFieldName;
  state: string;
  total: number;
  undo_of: number | null;
}

interface Outcome {
  seq: number;
  ok: boolean;
  reason: string | null;
  mediaCode?: string;
}

const valueOfObject = (field: EditFieldName, o: MediaObject): EditValue =>
  field === 'status' ? o.optStatus : field === 'name' ? o.name : field === 'bid' ? o.bid : o.budget;

export const deliveryEditJob = defineJob<EditPayload, { applied: number; failed: number }, { chunks: number }>(
  'delivery.edit',
  {
    title: '批量修改投放对象',
    parsePayload(raw) {
      const editId = (raw as { editId?: unknown } | null)?.editId;
      if (typeof editId !== 'number' || !Number.isInteger(editId)) throw new JobFailure('修改任务的记录无效');
      return { editId };
    },
  },
  (job) =>
    runEdit(job).catch(async (error: unknown) => {
      if (await failsForGood(job, error)) await failEdit(job.db, job.payload.editId, job.now());
      throw error;
    }),
);

/**
 * Whether the worker will give this job up on this error (as worker.ts decides: a JobFailure without retry,
 * or the last attempt); a cancelled job or a lost lease is not this attempt's failure to report.
 */
async function failsForGood(job: JobContext<EditPayload, { chunks: number }>, error: unknown): Promise<boolean> {
  if (job.signal.aborted) return false;
  if (error instanceof JobFailure && !error.retry) return true;
  const row = await getJob(job.db, job.jobId, { companyId: job.companyId ?? 0 });
  return row !== undefined && job.attempt >= row.maxAttempts;
}

async function runEdit(job: JobContext<EditPayload, { chunks: number }>): Promise<{ applied: number; failed: number }> {
  const db = job.db;
  const q = sqlOn(db);
  const edit = (await q.selectFrom('delivery_edits').selectAll().where('id', '=', job.payload.editId).executeTakeFirst()) as EditRow | undefined;
  if (!edit) throw new JobFailure(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const field = edit.field;
  if (edit.state === 'queued') await q.updateTable('delivery_edits').set({ state: 'running' }).where('id', '=', edit.id).where('state', '=', 'queued').execute();
  const ports = job.server.media;
  const items = (await q
    .selectFrom('delivery_edit_items')
    .select(['seq', 'object_id', 'account_id', 'name', 'account_name', 'before', 'after', 'ok', 'reason', 'sent_at'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute()) as ItemRow[];
  const accounts = new Map(
    (
      await q
        .selectFrom('media_accounts as a')
        .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
        .select(['a.id', 'a.account_id', 'a.authorization_id', 'z.status as auth_status'])
        .where('a.id', 'in', [...new Set(items.map((i) => i.account_id)), 0])
        .execute()
    ).map((a) => [a.id, a]),
  );
  let chunks = job.checkpoint?.chunks ?? 0;
  const total = items.length;
  let done = items.filter((i) => i.ok !== null).length;
  const batch = level === 'account' ? 1 : ports.port(media).limits.batch[field];
  const undo = edit.undo_of !== null;

  const record = async (outcomes: readonly Outcome[]) => {
    const bySeq = new Map(items.map((i) => [i.seq, i]));
    const at = job.now();
    await db.transaction(async (tx) => {
      const t = sqlOn(tx);
      const audits: AuditEntry[] = [];
      // One statement per answer (applied, or each distinct reason) rather than one per row.
      for (const [answer, group] of groupBy(outcomes, (o) => (o.ok ? '' : `✗${o.reason ?? ''}`))) {
        await t
          .updateTable('delivery_edit_items')
          .set({ ok: answer === '', reason: answer === '' ? null : answer.slice(1) })
          .where('edit_id', '=', edit.id)
          .where('seq', 'in', group.map((o) => o.seq))
          .execute();
      }
      for (const o of outcomes) {
        const item = bySeq.get(o.seq)!;
        item.ok = o.ok;
        item.reason = o.reason;
        if (sameValue(item.before, item.after) && o.ok) continue;
        if (o.ok) await applyToCopy(tx, media, level, field, item);
        const account = accounts.get(item.account_id);
        const key = auditKey(level, field);
        audits.push({
          companyId: edit.customer_id,
          actor: job.requestedBy,
          jobId: job.jobId,
          at,
          media,
          account: { id: account?.account_id ?? String(item.account_id), name: item.account_name },
          object: { level, id: item.object_id, name: item.name },
          action: editAction(field),
          actionName: editActionName(field, undo),
          before: { [key]: item.before },
          after: { [key]: item.after },
          answer: o.ok ? { outcome: 'ok' } : { outcome: 'refused', code: o.mediaCode, message: o.reason ?? '' },
        });
      }
      await recordAuditBatch(tx, audits);
      done += outcomes.length;
      chunks += 1;
      await job.saveCheckpoint({ chunks }, tx);
      await job.progress({ done, total, step: editActionName(field, undo) }, tx);
    });
  };

  // Rows whose value is already the asked one need no call.
  const unchanged = items.filter((i) => i.ok === null && sameValue(i.before, i.after));
  if (unchanged.length > 0) await record(unchanged.map((i) => ({ seq: i.seq, ok: true, reason: null })));

  const pendingByAccount = groupBy(
    items.filter((i) => i.ok === null),
    (i) => i.account_id,
  );
  const lanes = [...pendingByAccount.entries()];
  let next = 0;
  // A lane that fails stops the others at their next account or chunk; the attempt ends once all have.
  let stopped = false;
  const stopIfNeeded = () => {
    job.signal.throwIfAborted();
    if (stopped) throw new Error('another lane of the edit failed');
  };
  const lane = async () => {
    while (next < lanes.length) {
      const [accountId, pending] = lanes[next++];
      stopIfNeeded();
      const account = accounts.get(accountId);
      if (!account || account.authorization_id === null || account.auth_status !== 'active') {
        await record(pending.map((i) => ({ seq: i.seq, ok: false, reason: DELIVERY_TEXTS.AUTH_INACTIVE })));
        continue;
      }
      const gateway = ports.gateway(media, account.authorization_id);
      // A chunk sent by an attempt that died before writing its answers: ask the media what it holds now.
      const uncertain = pending.filter((i) => i.sent_at !== null);
      let toSend = pending.filter((i) => i.sent_at === null);
      if (uncertain.length > 0) {
        const current = await currentValues(db, gateway, account.account_id, accountId, level, field, uncertain);
        const landed = uncertain.filter((i) => current.has(i.object_id) && sameValue(current.get(i.object_id)!, i.after));
        if (landed.length > 0) await record(landed.map((i) => ({ seq: i.seq, ok: true, reason: null })));
        toSend = [...uncertain.filter((i) => !landed.includes(i)), ...toSend];
      }
      for (let i = 0; i < toSend.length; i += batch) {
        stopIfNeeded();
        const chunk = toSend.slice(i, i + batch);
        const sentAt = job.now();
        await db.transaction(async (tx) => {
          await sqlOn(tx)
            .updateTable('delivery_edit_items')
            .set({ sent_at: sentAt })
            .where('edit_id', '=', edit.id)
            .where('seq', 'in', chunk.map((c) => c.seq))
            .execute();
          await job.saveCheckpoint({ chunks }, tx);
        });
        let outcomes: ObjectOutcome[];
        if (level === 'account') {
          try {
            await gateway.updateAccountBudget(account.account_id, chunk[0].after as number | null);
            outcomes = [{ key: chunk[0].object_id, ok: true, value: null }];
          } catch (error) {
            if (!isMediaError(error)) throw error;
            outcomes = [{ key: chunk[0].object_id, ok: false, mediaCode: error.mediaCode, reason: error.message }];
          }
        } else {
          outcomes = await gateway.updateObjects({
            advertiserId: account.account_id,
            level: level as ObjectLevel,
            field: field as EditField,
            items: chunk.map((c) => ({ id: c.object_id, value: c.after as never })),
          });
        }
        const bySeq = new Map(chunk.map((c) => [c.object_id, c.seq]));
        await record(
          outcomes.map((o) => (o.ok ? { seq: bySeq.get(o.key)!, ok: true, reason: null } : { seq: bySeq.get(o.key)!, ok: false, reason: o.reason, mediaCode: o.mediaCode })),
        );
        // An object the media no longer has is marked deleted in the desk's copy, so the next edit refuses it first.
        const gone = outcomes.filter((o) => !o.ok && /不存在或已删除/.test(o.reason)).map((o) => o.key);
        if (gone.length > 0 && level !== 'account') {
          await sqlOn(db)
            .updateTable('delivery_objects')
            .set({ opt_status: 'deleted', status_text: '已删除' })
            .where('media_code', '=', media)
            .where('object_id', 'in', gone)
            .execute();
        }
      }
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(EDIT_CONCURRENCY, lanes.length) }, () =>
      lane().catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  // The store's mirror of the changed rows, once for the whole edit (a store that is down catches up at the next sync).
  const changed = items.filter((i) => i.ok && !sameValue(i.before, i.after)).map((i) => i.object_id);
  if (changed.length > 0) await refreshDims(job.server.metrics, db, media, level, changed).catch(() => undefined);
  await finishEdit(db, edit, items, job.now());
  return { applied: items.filter((i) => i.ok).length, failed: items.filter((i) => i.ok === false).length };
}

/** The media's current value of uncertain rows: the account's changes since the desk's last sync. */
async function currentValues(
  db: Db,
  gateway: ReturnType<MediaPorts['gateway']>,
  advertiserId: string,
  accountId: number,
  level: DeliveryLevel,
  field: EditFieldName,
  rows: readonly ItemRow[],
): Promise<Map<string, EditValue>> {
  if (level === 'account') {
    const info = await gateway.getAccount(advertiserId);
    return new Map(rows.map((r) => [r.object_id, info.dailyBudget]));
  }
  const cursor = await sqlOn(db)
    .selectFrom('delivery_sync_cursors')
    .select('cursor')
    .where('account_id', '=', accountId)
    .where('level', '=', level)
    .executeTakeFirst();
  const wanted = new Set(rows.map((r) => r.object_id));
  const { objects } = await gateway.listChanges({ advertiserId, level: level as ObjectLevel, cursor: cursor?.cursor });
  const out = new Map<string, EditValue>();
  for (const o of objects) if (wanted.has(o.id)) out.set(o.id, valueOfObject(field, o));
  return out;
}

/** Writes an applied value into the desk's copy (the next sync confirms it). */
async function applyToCopy(tx: Queryable, media: MediaCode, level: DeliveryLevel, field: EditFieldName, item: ItemRow): Promise<void> {
  const q = sqlOn(tx);
  if (level === 'account') {
    await q.updateTable('media_accounts').set({ daily_budget_fen: yuanToFen(item.after) }).where('id', '=', item.account_id).execute();
    return;
  }
  const update = q.updateTable('delivery_objects').where('media_code', '=', media).where('object_id', '=', item.object_id);
  if (field === 'status') {
    const paused = item.after === 'paused';
    await update
      .set({
        opt_status: item.after as 'enabled' | 'paused',
        // The media's words follow with the next sync; until then the desk says what it did.
        status_text: paused ? '已暂停' : sql<string>`CASE WHEN review = 'approved' THEN '投放中' ELSE status_text END`,
      })
      .execute();
  } else if (field === 'name') {
    await update.set({ name: String(item.after) }).execute();
  } else if (field === 'bid') {
    await update.set({ bid_fen: yuanToFen(item.after) }).execute();
  } else {
    await update.set({ budget_fen: yuanToFen(item.after) }).execute();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The edit's end: its state, and a TASK message to the person with its link and, when rows were applied, 撤销. */
async function finishEdit(db: Db, edit: EditRow, items: readonly ItemRow[], now: Date): Promise<void> {
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const applied = items.filter((i) => i.ok && !sameValue(i.before, i.after)).length;
  const ok = items.filter((i) => i.ok).length;
  const failures = items.filter((i) => i.ok === false);
  const undo = edit.undo_of !== null;
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const finished = await q
      .updateTable('delivery_edits')
      .set({ state: 'done', finished_at: now })
      .where('id', '=', edit.id)
      .where('state', '<>', 'done')
      .executeTakeFirst();
    if (finished.numUpdatedRows === 0n) return;
    const title = `${levelLabel(media, level)}${editActionName(edit.field, undo)}完成：成功${ok}个${failures.length > 0 ? `，失败${failures.length}个` : ''}`;
    const shown = failures.slice(0, MESSAGE_FAILURES_SHOWN);
    const content = [
      `<p>${escapeHtml(title)}</p>`,
      shown.length > 0 ? `<ul>${shown.map((f) => `<li>${escapeHtml(f.name)}（${escapeHtml(f.account_name)}）：${escapeHtml(f.reason ?? '')}</li>`).join('')}</ul>` : '',
      failures.length > shown.length ? `<p>另有${failures.length - shown.length}个失败，请在修改记录中查看。</p>` : '',
    ].join('');
    const until = new Date(now.getTime() + DELIVERY.UNDO_WINDOW_MS).toISOString();
    await notifyUser(tx, edit.user_id, {
      title,
      type: 'TASK',
      content,
      link: editLink(media, level, edit.id),
      action: !undo && applied > 0 ? { kind: 'undo', editId: edit.id, until } : null,
    });
  });
}

/**
 * An edit whose job failed for good: its state, and a TASK message saying so with the rows the media
 * answered before it failed; 撤销 of those when some were applied.
 */
async function failEdit(db: Db, editId: number, now: Date): Promise<void> {
  const q = sqlOn(db);
  const edit = (await q.selectFrom('delivery_edits').selectAll().where('id', '=', editId).executeTakeFirst()) as EditRow | undefined;
  if (!edit) return;
  const items = (await q
    .selectFrom('delivery_edit_items')
    .select(['seq', 'object_id', 'account_id', 'name', 'account_name', 'before', 'after', 'ok', 'reason', 'sent_at'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute()) as ItemRow[];
  const media = edit.media_code as MediaCode;
  const level = edit.level as DeliveryLevel;
  const undo = edit.undo_of !== null;
  const ok = items.filter((i) => i.ok === true).length;
  const applied = items.filter((i) => i.ok === true && !sameValue(i.before, i.after)).length;
  const failures = items.filter((i) => i.ok === false);
  const unfinished = items.filter((i) => i.ok === null).length;
  await db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const marked = await t
      .updateTable('delivery_edits')
      .set({ state: 'failed', finished_at: now })
      .where('id', '=', edit.id)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return;
    const title = `${levelLabel(media, level)}${editActionName(edit.field, undo)}失败：${ok > 0 ? `失败前已成功${ok}个` : unfinished > 0 ? '没有已确认成功的对象' : '没有对象修改成功'}`;
    const shown = failures.slice(0, MESSAGE_FAILURES_SHOWN);
    const content = [
      `<p>${escapeHtml(title)}</p>`,
      failures.length > 0 ? `<p>失败${failures.length}个：</p>` : '',
      shown.length > 0 ? `<ul>${shown.map((f) => `<li>${escapeHtml(f.name)}（${escapeHtml(f.account_name)}）：${escapeHtml(f.reason ?? '')}</li>`).join('')}</ul>` : '',
      failures.length > shown.length ? `<p>另有${failures.length - shown.length}个失败，请在修改记录中查看。</p>` : '',
      unfinished > 0 ? `<p>${unfinished}个未完成，结果未知，请刷新后核对，需要时重新修改。</p>` : '',
      applied > 0 && !undo ? '<p>可在10分钟内撤销已成功的修改。</p>' : '',
    ].join('');
    const until = new Date(now.getTime() + DELIVERY.UNDO_WINDOW_MS).toISOString();
    await notifyUser(tx, edit.user_id, {
      title,
      type: 'TASK',
      content,
      link: editLink(media, level, edit.id),
      action: !undo && applied > 0 ? { kind: 'undo', editId: edit.id, until } : null,
    });
  });
}

/** The desk route of the table filtered to an edit's objects. */
export function editLink(media: MediaCode, level: DeliveryLevel, editId: number): string {
  return `/${deliveryLevelPath(media, level)}?editId=${editId}`;
}

// ---------- reading and undoing ----------

/**
 * An edit the caller may see (org/account-scope.ts editInScope), else 404 like a missing one. permitMedia
 * refuses a 2.0 user whose tree closes the edit's media (CallContext.permitMedia).
 */
export async function editView(db: Db, scope: Scope, editId: number, permitMedia?: (media: MediaCode) => void): Promise<Schemas['DeliveryEdit']> {
  const q = sqlOn(db);
  const edit = await q.selectFrom('delivery_edits as e').selectAll('e').where('e.id', '=', editId).where(editInScope(scope, 'e')).executeTakeFirst();
  if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  permitMedia?.(edit.media_code as MediaCode);
  const items = await q
    .selectFrom('delivery_edit_items')
    .select(['object_id', 'name', 'account_name', 'ok', 'reason', 'before', 'after'])
    .where('edit_id', '=', edit.id)
    .orderBy('seq')
    .execute();
  let state = edit.state;
  if ((state === 'queued' || state === 'running') && edit.job_id) {
    const job = await getJob(db, edit.job_id, { companyId: scope.customerId });
    if (job && (job.state === 'failed' || job.state === 'cancelled')) state = 'failed';
  }
  const applied = items.some((i) => i.ok && !sameValue(i.before, i.after));
  const undoUntil =
    edit.finished_at && edit.undo_of === null && edit.undone_by === null && applied ? new Date(new Date(edit.finished_at).getTime() + DELIVERY.UNDO_WINDOW_MS).toISOString() : null;
  return {
    editId: edit.id,
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    state,
    total: edit.total,
    done: items.filter((i) => i.ok !== null).length,
    failed: items.filter((i) => i.ok === false).length,
    results: items.map((i) => ({ id: i.object_id, name: i.name, accountName: i.account_name, ok: i.ok, reason: i.reason, before: i.before, after: i.after })),
    createdAt: new Date(edit.created_at).toISOString(),
    finishedAt: edit.finished_at ? new Date(edit.finished_at).toISOString() : null,
    undoUntil,
    undoneBy: edit.undone_by,
    undoOf: edit.undo_of,
    link: editLink(edit.media_code as MediaCode, edit.level as DeliveryLevel, edit.id),
    jobId: edit.job_id,
  };
}

const undoRefusal = (message: string) => new Refusal(DELIVERY_CODES.UNDO_REFUSED, message);

/** Restores `before` on the rows an edit applied, as a new edit through the same checks; once, within the window. */
export async function undoEdit(
  server: ServerContext,
  scope: Scope & { userId: number },
  actor: Actor,
  editId: number,
  now: Date,
  permitMedia?: (media: MediaCode) => void,
): Promise<EditStart> {
  const db = server.db;
  const q = sqlOn(db);
  const edit = await q.selectFrom('delivery_edits as e').selectAll('e').where('e.id', '=', editId).where(editInScope(scope, 'e')).executeTakeFirst();
  if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
  permitMedia?.(edit.media_code as MediaCode);
  if (edit.undo_of !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_OF_UNDO);
  if (edit.undone_by !== null) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
  // A failed edit that applied some rows may be undone too: its 撤销 restores those.
  if ((edit.state !== 'done' && edit.state !== 'failed') || !edit.finished_at) throw undoRefusal(DELIVERY_TEXTS.UNDO_NOT_DONE);
  if (now.getTime() > new Date(edit.finished_at).getTime() + DELIVERY.UNDO_WINDOW_MS) throw undoRefusal(DELIVERY_TEXTS.UNDO_EXPIRED);
  const items = await q.selectFrom('delivery_edit_items').select(['object_id', 'before', 'after', 'ok']).where('edit_id', '=', edit.id).orderBy('seq').execute();
  const restore = items.filter((i) => i.ok === true && !sameValue(i.before, i.after));
  if (restore.length === 0) throw undoRefusal(DELIVERY_TEXTS.UNDO_NOTHING);
  const request: EditRequest = {
    media: edit.media_code as MediaCode,
    level: edit.level as DeliveryLevel,
    field: edit.field,
    items: restore.map((i) => ({ id: i.object_id, value: i.before })),
  };
  const plan = await planEdit(server, scope, request, now);
  if (!plan.ok) return refusedStart(plan.refusals);
  const id = await db
    .transaction(async (tx) => {
      const undoneBy = await createEdit(tx, scope, actor, request, plan.items, now, edit.id);
      const marked = await sqlOn(tx).updateTable('delivery_edits').set({ undone_by: undoneBy }).where('id', '=', edit.id).where('undone_by', 'is', null).executeTakeFirst();
      if (marked.numUpdatedRows === 0n) throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      return undoneBy;
    })
    .catch((error: unknown) => {
      // Two undos at once: the unique index on undo_of lets one through.
      if ((error as { code?: unknown } | null)?.code === '23505') throw undoRefusal(DELIVERY_TEXTS.UNDO_TWICE);
      throw error;
    });
  return { state: 'queued', editId: id, message: null, refusals: [] };
}
