// A room's live plans: the account's 巨量千川 plans whose 营销目标 is LIVE_PROM_GOODS with that 抖音号
// (`attributes` of the desk's copy, libs/media-qianchuan/server live-rooms.ts), deleted ones left out.
import { sqlOn, type Queryable } from '@toufang/server-db';
import { sql } from 'kysely';
import { LIVE_MEDIA } from './context';

/** 营销目标 of a live plan, as 巨量千川's API names it. */
export const LIVE_MARKETING_GOAL = 'LIVE_PROM_GOODS';

export interface LivePlanRow {
  planId: string;
  name: string;
  status: 'enabled' | 'paused' | 'deleted';
  statusText: string;
  budgetFen: number | null;
  bidFen: number | null;
}

function livePlanQuery(db: Queryable) {
  return sqlOn(db)
    .selectFrom('delivery_objects as o')
    .where('o.media_code', '=', LIVE_MEDIA)
    .where('o.level', '=', 'plan')
    .where('o.opt_status', '!=', 'deleted')
    .where(sql<boolean>`o.attributes->>'marketing_goal' = ${LIVE_MARKETING_GOAL}`);
}

/** The live plans of one room (desk account id and 抖音号), by id. */
export async function livePlansOf(db: Queryable, accountId: number, awemeId: string): Promise<LivePlanRow[]> {
  const rows = await livePlanQuery(db)
    .select(['o.object_id', 'o.name', 'o.opt_status', 'o.status_text', 'o.budget_fen', 'o.bid_fen'])
    .where('o.account_id', '=', accountId)
    .where(sql<boolean>`o.attributes->>'aweme_id' = ${awemeId}`)
    .orderBy('o.object_id')
    .execute();
  return rows.map((r) => ({
    planId: r.object_id,
    name: r.name,
    status: r.opt_status,
    statusText: r.status_text,
    budgetFen: r.budget_fen === null ? null : Number(r.budget_fen),
    bidFen: r.bid_fen === null ? null : Number(r.bid_fen),
  }));
}

/** How many live plans each (desk account, 抖音号) has, and how many are enabled; keyed `${accountId}:${awemeId}`. */
export async function livePlanCounts(db: Queryable, pairs: readonly { accountId: number; awemeId: string }[]): Promise<Map<string, { all: number; enabled: number }>> {
  const out = new Map<string, { all: number; enabled: number }>();
  const accountIds = [...new Set(pairs.map((p) => p.accountId))];
  if (accountIds.length === 0) return out;
  const rows = await livePlanQuery(db)
    .select(['o.account_id', sql<string>`o.attributes->>'aweme_id'`.as('aweme_id'), 'o.opt_status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('o.account_id', 'in', accountIds)
    .groupBy(['o.account_id', sql`o.attributes->>'aweme_id'`, 'o.opt_status'])
    .execute();
  for (const r of rows) {
    const key = `${r.account_id}:${r.aweme_id}`;
    const counts = out.get(key) ?? { all: 0, enabled: 0 };
    counts.all += Number(r.n);
    if (r.opt_status === 'enabled') counts.enabled += Number(r.n);
    out.set(key, counts);
  }
  return out;
}
