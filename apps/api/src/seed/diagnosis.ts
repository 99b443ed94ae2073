// 广告诊断 of a fresh desk (docs/design/tools.md §9): the figures are the sandbox's own, and one of the demo company's
// toutiao plans delivers fast (加速投放, the sandbox's FAST_PACING): its budget, far under what its bid could win,
// runs out before the evening every day, so the diagnosis finds it budget-limited and proposes a raise. The plan
// with the highest bid for its budget is chosen (deterministic for one seed); one UPDATE inside the seed's
// transaction.
import { FAST_PACING } from '@toufang/server-sandbox';
import type { Queryable } from '@toufang/server-db';

/** Marks the plan; answers its sandbox id (null when the demo company has no toutiao plan). */
export async function seedDiagnosisPlan(tx: Queryable): Promise<string | null> {
  const settings = JSON.stringify({ [FAST_PACING.key]: FAST_PACING.value });
  const rows = await tx.query<{ object_id: string }>(
    `UPDATE sandbox_objects o
        SET created_with = jsonb_set(COALESCE(o.created_with, '{}'::jsonb), '{settings}', COALESCE(o.created_with->'settings', '{}'::jsonb) || $1::jsonb)
      WHERE o.media_code = 'toutiao' AND o.object_id = (
        SELECT p.object_id FROM sandbox_objects p
          JOIN media_accounts a ON a.media_code = p.media_code AND a.account_id = p.advertiser_id AND a.customer_id = 1
         WHERE p.media_code = 'toutiao' AND p.level = 'plan' AND p.opt_status = 'enabled'
           AND p.budget_fen IS NOT NULL AND p.bid_fen IS NOT NULL
         ORDER BY p.bid_fen::float8 / GREATEST(p.budget_fen, 1) DESC, p.object_id
         LIMIT 1)
      RETURNING o.object_id`,
    [settings],
  );
  return rows[0]?.object_id ?? null;
}
