// A delivery edit checked before any call: values, targets in the caller's scope, the media's limits (budget
// steps, daily edit caps, spend), answered as planned rows or refusals (edits.ts starts the edit).
import { chinaDay, chinaDayStart, chinaToday, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { type ServerContext, type MetricsStore } from '@toufang/server-context';
import { badRequest } from '@toufang/server-http';
import { sql, type SqlBool } from 'kysely';
import { sqlOn, type EditValue, type Queryable } from '@toufang/server-db';
import { type EditField, type ObjectLevel, type PlannedEdit } from '@toufang/server-media';
import { checkLevel, notFound, scopedAccounts, type Scope, type ScopedAccount } from './filters';
import { DELIVERY_TEXTS, EDIT_FIELD_WORDS } from './texts';
import { type EditRefusal, type EditRequest, type PlannedItem, editAction, fenToYuan, groupBy, levelLabel } from './edit-support';
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

/** `object_id` is one of some ids, as one array parameter (a rule round's edit names thousands). */
const objectIdAmong = (ids: readonly string[]) => sql<SqlBool>`object_id = ANY(${[...ids]}::text[])`;

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
    // One JSON array (a rule round's edit names thousands of rows: the driver then decodes one value, not seven a row).
    const inner = sqlOn(db)
      .selectFrom('delivery_objects')
      .select(['object_id', 'account_id', 'name', 'opt_status', 'bid_fen', 'budget_fen', 'parent_id'])
      .where('customer_id', '=', scope.customerId)
      .where('media_code', '=', request.media)
      .where('level', '=', request.level)
      .where(objectIdAmong(ids));
    type TargetRow = { object_id: string; account_id: number; name: string; opt_status: 'enabled' | 'paused' | 'deleted'; bid_fen: number | null; budget_fen: number | null; parent_id: string | null };
    const [{ rows: found }] = (await sql<{ rows: TargetRow[] | null }>`SELECT json_agg(t) AS rows FROM (${inner}) t`.execute(sqlOn(db))).rows;
    const rows = found ?? [];
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
    .where(objectIdAmong(ids))
    .where('action', '=', editAction('budget'))
    .where('outcome', '=', 'ok')
    .where('at', '>=', new Date(chinaDayStart(chinaDay(now.getTime()))))
    .groupBy('object_id')
    .execute();
  return new Map(rows.map((r) => [r.object_id ?? '', Number(r.n)]));
}

/** 元 spent today per object: the metrics store's today (accounts: the account's own figure). */
async function costToday(db: Queryable, store: MetricsStore, scope: Scope, media: MediaCode, level: DeliveryLevel, ids: readonly string[], now: Date): Promise<Map<string, number>> {
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

/** What planEdit reads: the desk (or a transaction of it, whose writes it then sees), the media's rules, the figures. */
export type PlanContext = Pick<ServerContext, 'media' | 'metrics'> & { db: Queryable };

/** Every check before any call; answers the rows to send, or why the edit is refused. */
export async function planEdit(server: PlanContext, scope: Scope, request: EditRequest, now: Date): Promise<PlanAnswer> {
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
