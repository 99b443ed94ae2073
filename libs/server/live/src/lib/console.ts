// 直播中控台 (design §4.5, decision "a console action is a delivery edit"): the room's live plans with their figures in
// the stream, and their 启停, 出价 and 预算 through the delivery area's edit path (planEdit → createEdit with origin
// live_console and the stream's id), its job, audit, TASK message and 撤销 (undoEdit) unchanged.
import type { components } from '@toufang/api/contract';
import { actorOf } from '@toufang/server-audit';
import { createEdit, editView, planEdit, refusedStart, undoEdit } from '@toufang/server-delivery';
import { sqlOn } from '@toufang/server-db';
import { editInScope } from '@toufang/server-org';
import { LIVE_MEDIA, liveOf, roiOf, yuan, type LiveCall } from './context';
import { livePlansOf } from './plans';
import { roomOf } from './rooms';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

export async function consolePlans(call: LiveCall, ref: Schemas['LiveAwemeRef']): Promise<Schemas['LiveConsolePlans']> {
  const { account, room } = await roomOf(call, ref);
  const plans = await livePlansOf(call.server.db, account.id, ref.awemeId);
  let figures: Map<string, { costFen: number; adOrders: number; adGmvFen: number }> = new Map();
  let figuresAt: string | null = null;
  if (room.stream) {
    const stream = room.stream;
    try {
      const answer = await liveOf(call.server, account, (live, token) => live.roomFigures(token, { advertiserId: account.accountId, roomId: stream.roomId, sinceMinute: -1, limit: 0 }));
      figures = new Map(answer.plans.map((p) => [p.planId, p]));
      figuresAt = new Date(answer.asOf).toISOString();
    } catch {
      // The media refuses an expired 抖音号's figures (design §7): the plans still show, with no figures read.
    }
  }
  return {
    room,
    rows: plans.map((p) => {
      const f = figures.get(p.planId) ?? { costFen: 0, adOrders: 0, adGmvFen: 0 };
      return {
        planId: p.planId,
        name: p.name,
        status: p.status,
        statusText: p.statusText,
        budget: p.budgetFen === null ? null : yuan(p.budgetFen),
        bid: p.bidFen === null ? null : yuan(p.bidFen),
        cost: yuan(f.costFen),
        orders: f.adOrders,
        gmv: yuan(f.adGmvFen),
        roi: roiOf(f.adGmvFen, f.costFen),
      };
    }),
    figuresAt,
  };
}

export async function startConsoleEdit(call: LiveCall, request: Schemas['LiveConsoleEditRequest']): Promise<Schemas['DeliveryEditStart']> {
  const { account, room } = await roomOf(call, request);
  const plans = new Set((await livePlansOf(call.server.db, account.id, request.awemeId)).map((p) => p.planId));
  // Only the room's live plans (design §7: others 404 as the delivery edit says).
  if (request.items.some((item) => !plans.has(item.id))) throw notFound(T.PLANS_NOT_FOUND);
  if (!room.stream) throw notFound(T.NO_STREAM);
  const liveRoomId = room.stream.liveRoomId;
  const edit = { media: LIVE_MEDIA, level: 'plan' as const, field: request.field, items: request.items };
  const plan = await planEdit(call.server, call.scope, edit, call.now);
  if (!plan.ok) return refusedStart(plan.refusals);
  const person = await actorOf(call.server.db, call.session);
  // The person is the actor; the operation log names the console as where the edit came from.
  const actor = person.kind === 'user' ? { ...person, name: T.CONSOLE_ACTOR(person.name) } : person;
  const editId = await call.server.db.transaction((tx) => createEdit(tx, call.scope, actor, edit, plan.items, call.now, { origin: { kind: 'live_console', id: liveRoomId } }));
  return { state: 'queued', editId, message: null, refusals: [] };
}

/** A console edit (or an undo of one) in the caller's scope, else 404. */
async function consoleEdit(call: LiveCall, editId: number): Promise<void> {
  const row = await sqlOn(call.server.db)
    .selectFrom('delivery_edits as e')
    .leftJoin('delivery_edits as o', 'o.id', 'e.undo_of')
    .select(['e.id'])
    .where('e.id', '=', editId)
    .where('e.customer_id', '=', call.scope.customerId)
    .where((eb) => eb.or([eb('e.origin_kind', '=', 'live_console'), eb('o.origin_kind', '=', 'live_console')]))
    .where(editInScope(call.scope, 'e'))
    .executeTakeFirst();
  if (!row) throw notFound(T.EDIT_NOT_FOUND);
}

export async function undoConsoleEdit(call: LiveCall, editId: number): Promise<Schemas['DeliveryEditStart']> {
  await consoleEdit(call, editId);
  const person = await actorOf(call.server.db, call.session);
  const actor = person.kind === 'user' ? { ...person, name: T.CONSOLE_ACTOR(person.name) } : person;
  return undoEdit(call.server, call.scope, actor, editId, call.now);
}

export async function getConsoleEdit(call: LiveCall, editId: number): Promise<Schemas['DeliveryEdit']> {
  await consoleEdit(call, editId);
  return editView(call.server.db, call.scope, editId);
}
