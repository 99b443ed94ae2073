// 首页's lists (issue 24, docs/design/live-home.md §4.6): accounts whose balance is under their monitor's line, else
// under yesterday's cost (余额不足一天消耗); the 5 latest creation tasks the caller sees and the 5 latest applied rule
// actions on accounts in scope. Messages are the message centre's own calls.
import { chinaToday, seesWholeCompany, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';
import { shiftDate } from './figures';
import { homeAccounts, type HomeScope } from './scope';

type Schemas = components['schemas'];

export const HOME_LIST_LIMITS = { LOW_BALANCE: 10, RECENT: 5 } as const;

/** Low balances of the caller's accounts (one media when given), lowest first. */
export async function lowBalances(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: HomeScope, media?: MediaCode): Promise<Schemas['HomeLowBalance'][]> {
  const accounts = await homeAccounts(server.db, scope, media);
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.id);
  const monitors = new Map(
    (
      await sqlOn(server.db)
        .selectFrom('media_account_monitors')
        .select(['account_id', 'balance_below_fen'])
        .where('account_id', 'in', ids)
        .where('enabled', '=', true)
        .where('balance_below_fen', 'is not', null)
        .execute()
    ).map((m) => [m.account_id, Number(m.balance_below_fen)]),
  );
  const yesterday = shiftDate(chinaToday(server.clock.now()), -1);
  const costs = await server.metrics.pivot({ customerId: scope.customerId, levels: {}, from: yesterday, to: yesterday, groupBy: ['account'], accountIds: ids });
  const cost = new Map(costs.rows.map((r) => [r.key.accountId as number, Math.round(r.sums.cost * 100)]));
  return accounts
    .map((a) => {
      const monitored = monitors.get(a.id);
      const lineFen = monitored ?? cost.get(a.id) ?? 0;
      return { a, lineFen, reason: monitored !== undefined ? ('monitor' as const) : ('yesterdayCost' as const) };
    })
    .filter(({ a, lineFen }) => lineFen > 0 && a.balanceFen < lineFen)
    .sort((x, y) => x.a.balanceFen - y.a.balanceFen || x.a.id - y.a.id)
    .slice(0, HOME_LIST_LIMITS.LOW_BALANCE)
    .map(({ a, lineFen, reason }) => ({ accountId: a.id, media: a.media, name: a.name, sandbox: a.sandbox, balance: a.balanceFen / 100, line: lineFen / 100, reason }));
}

/** The latest creation tasks the caller sees (the task list's rule: the company's for ADMIN and MANAGER, else their own). */
export async function recentTasks(server: Pick<ServerContext, 'db'>, scope: HomeScope, media?: MediaCode): Promise<Schemas['HomeRecentTask'][]> {
  let query = sqlOn(server.db)
    .selectFrom('creation_tasks')
    .select(['id', 'media_code', 'template_name', 'state', 'total', 'created', 'failed', 'created_at'])
    .where('customer_id', '=', scope.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOME_LIST_LIMITS.RECENT);
  if (!seesWholeCompany(scope.role)) query = query.where('created_by', '=', scope.userId);
  if (media) query = query.where('media_code', '=', media);
  return (await query.execute()).map((t) => ({
    id: t.id,
    media: t.media_code as MediaCode,
    name: t.template_name ?? '',
    state: t.state,
    total: t.total,
    created: t.created,
    failed: t.failed,
    createdAt: new Date(t.created_at).toISOString(),
  }));
}

/** The latest applied AI助手 actions on accounts in the caller's scope. */
export async function recentRuleActions(server: Pick<ServerContext, 'db'>, scope: HomeScope): Promise<Schemas['HomeRecentRuleAction'][]> {
  const rows = await sqlOn(server.db)
    .selectFrom('ai_rule_actions as x')
    .innerJoin('ai_rules as r', 'r.id', 'x.rule_id')
    .innerJoin('media_accounts as a', 'a.id', 'x.account_id')
    .select(['x.id', 'x.rule_id', 'r.name', 'x.media_code', 'x.object_name', 'x.type', 'x.outcome', 'x.at'])
    .where('x.company_id', '=', scope.customerId)
    .where('x.outcome', '=', 'applied')
    .where(accountInScope(scope, 'a'))
    .orderBy('x.at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(HOME_LIST_LIMITS.RECENT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ruleId: r.rule_id,
    ruleName: r.name,
    media: r.media_code as MediaCode,
    objectName: r.object_name,
    type: r.type,
    outcome: r.outcome,
    at: new Date(r.at).toISOString(),
  }));
}

export async function homeLists(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: HomeScope): Promise<Schemas['HomeLists']> {
  return { lowBalance: await lowBalances(server, scope), recentTasks: await recentTasks(server, scope), recentRuleActions: await recentRuleActions(server, scope) };
}
