// The accounts a caller's figures are read over: the one account scope every list uses (account-scope.ts), with
// what the home's lists show of each.
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { accountInScope, type AccountScope } from '@toufang/server-org';

export type HomeScope = AccountScope & { customerId: number };

export interface HomeAccount {
  id: number;
  media: MediaCode;
  name: string;
  sandbox: boolean;
  balanceFen: number;
}

/** The caller's accounts, by id; one media only when given. */
export async function homeAccounts(db: Queryable, scope: HomeScope, media?: MediaCode): Promise<HomeAccount[]> {
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_name', 'a.sandbox', 'a.balance_fen'])
    .where('a.customer_id', '=', scope.customerId)
    .where(accountInScope(scope, 'a'))
    .orderBy('a.id');
  if (media) query = query.where('a.media_code', '=', media);
  return (await query.execute()).map((r) => ({ id: r.id, media: r.media_code as MediaCode, name: r.account_name, sandbox: Boolean(r.sandbox), balanceFen: Number(r.balance_fen) }));
}
