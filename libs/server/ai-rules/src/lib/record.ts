// 执行记录 (docs/design/tools.md §5.2, §6.5): the runs and actions of the rules a caller sees, with their filters, and
// the undo of applied actions through the delivery edit path (undoEditItems, 24 hours, only while the desk's copy
// holds the value the rule set).
import type { components } from '@toufang/api/contract';
import { chinaDateStart, formatChinaTime, type MediaCode } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { RULE_UNDO_WINDOW_MS, undoEditItems, type EditStart } from '@toufang/server-delivery';
import { badRequest } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { settleActions } from './round';
import { ruleInScope, runRows, runSummary, type RulesContext } from './rules';
import { AI_RULES_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

export async function listRuns(ctx: RulesContext, query: Schemas['AiRuleRunQuery']): Promise<Schemas['AiRuleRunPage']> {
  let q = runRows(ctx.db).where(ruleInScope(ctx.session));
  if (query.ruleId !== undefined) q = q.where('u.rule_id', '=', query.ruleId);
  if (query.media) q = q.where('r.media_code', '=', query.media);
  if (query.state) q = q.where('u.state', '=', query.state);
  if (query.from) q = q.where('u.started_at', '>=', chinaDateStart(query.from));
  if (query.to) q = q.where('u.started_at', '<', chinaDateStart(query.to, 1));
  const [rows, total] = await Promise.all([
    q.orderBy('u.started_at', 'desc').orderBy('u.id', 'desc').limit(query.size).offset((query.current - 1) * query.size).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(runSummary), total: Number(total.n), current: query.current, size: query.size };
}

function actionRows(ctx: RulesContext) {
  return sqlOn(ctx.db)
    .selectFrom('ai_rule_actions as x')
    .innerJoin('ai_rules as r', 'r.id', 'x.rule_id')
    .innerJoin('media_accounts as a', 'a.id', 'x.account_id')
    .leftJoin('delivery_edit_items as i', (j) => j.onRef('i.edit_id', '=', 'x.edit_id').onRef('i.object_id', '=', 'x.object_id'))
    .leftJoin('delivery_edits as e', 'e.id', 'x.edit_id')
    .leftJoin('delivery_edits as ue', 'ue.id', 'i.undone_by')
    .leftJoin('users as uu', 'uu.id', 'ue.user_id')
    .where('x.company_id', '=', ctx.session.customerId)
    .where(ruleInScope(ctx.session))
    // An optimiser's record shows the accounts they see (their own rules were cut to them when they ran).
    .where(accountInScope(ctx.session, 'a'));
}

export async function listActions(ctx: RulesContext, query: Schemas['AiRuleActionQuery']): Promise<Schemas['AiRuleActionPage']> {
  await settleActions(ctx.db, ctx.session.customerId);
  let q = actionRows(ctx);
  if (query.ruleId !== undefined) q = q.where('x.rule_id', '=', query.ruleId);
  if (query.runId !== undefined) q = q.where('x.run_id', '=', query.runId);
  if (query.media) q = q.where('x.media_code', '=', query.media);
  if (query.accountId !== undefined) q = q.where('x.account_id', '=', query.accountId);
  if (query.outcome) q = q.where('x.outcome', '=', query.outcome);
  if (query.from) q = q.where('x.at', '>=', chinaDateStart(query.from));
  if (query.to) q = q.where('x.at', '<', chinaDateStart(query.to, 1));
  const [rows, total] = await Promise.all([
    q
      .select([
        'x.id', 'x.run_id', 'x.rule_id', 'r.name as rule_name', 'x.media_code', 'x.level', 'x.object_id', 'x.object_name', 'x.account_id', 'a.account_name', 'x.type',
        'x.before', 'x.after', 'x.figures', 'x.outcome', 'x.reason_code', 'x.reason', 'x.edit_id', 'x.at', 'e.finished_at', 'i.undone_by', 'ue.created_at as undone_at', 'uu.display_name as undone_by_name',
      ])
      .orderBy('x.at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = ctx.now.getTime();
  return {
    records: rows.map((r) => {
      const until = r.finished_at ? new Date(r.finished_at).getTime() + RULE_UNDO_WINDOW_MS : null;
      const undone = r.undone_by !== null && r.undone_by !== undefined;
      return {
        id: r.id,
        runId: r.run_id,
        ruleId: r.rule_id,
        ruleName: r.rule_name,
        media: r.media_code,
        level: r.level,
        objectId: r.object_id,
        objectName: r.object_name,
        accountId: r.account_id,
        accountName: r.account_name,
        type: r.type,
        before: r.before?.value ?? null,
        after: r.after?.value ?? null,
        conditions: r.figures.conditions,
        outcome: r.outcome,
        reasonCode: r.reason_code,
        reason: r.reason,
        editId: r.edit_id,
        time: formatChinaTime(r.at),
        undo: {
          undoable: r.outcome === 'applied' && r.type !== 'EMAIL' && !undone && until !== null && now <= until,
          undone,
          undoneBy: undone ? (r.undone_by_name ?? null) : null,
          undoneTime: undone && r.undone_at ? formatChinaTime(r.undone_at) : null,
          until: until === null ? null : formatChinaTime(until),
        },
      };
    }),
    total: Number(total.n),
    current: query.current,
    size: query.size,
  };
}

/**
 * Undo of applied actions (design §6.5): rows of one edit, restored through undoEditItems with the rules' 24-hour
 * window, audited with the caller as actor; refused (the delivery area's undo code) when the desk's copy no longer
 * holds the rule's value.
 */
export async function undoActions(ctx: RulesContext, actionIds: readonly number[], permitMedia?: (media: MediaCode) => void): Promise<EditStart> {
  const ids = [...new Set(actionIds)];
  if (ids.length === 0) throw badRequest(T.UNDO_NONE);
  await settleActions(ctx.db, ctx.session.customerId);
  const rows = await actionRows(ctx).select(['x.id', 'x.edit_id', 'x.object_id', 'x.outcome', 'x.type', 'x.media_code']).where('x.id', 'in', ids).execute();
  if (rows.length !== ids.length) throw notFound(T.UNDO_NOT_FOUND);
  if (rows.some((r) => r.outcome !== 'applied' || r.type === 'EMAIL' || r.edit_id === null)) throw badRequest(T.UNDO_NOT_APPLIED);
  const edits = new Set(rows.map((r) => r.edit_id));
  if (edits.size !== 1) throw badRequest(T.UNDO_ONE_EDIT);
  const by = await actorOf(ctx.db, ctx.session);
  return undoEditItems(ctx.server, ctx.session, by, rows[0].edit_id!, rows.map((r) => r.object_id), ctx.now, {
    windowMs: RULE_UNDO_WINDOW_MS,
    permitMedia,
  });
}
