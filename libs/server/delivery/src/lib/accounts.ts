// The delivery tables' account picker: the accounts of one media the caller may see, by the same rule as
// the media-account list (org/account-scope.ts: the company's bound accounts a user's role lets them see),
// without the account-management permission that list needs.
import type { MediaCode } from '@toufang/domain';
import { type SessionUser, containsPattern } from '@toufang/server-http';
import { sqlOn, type Db } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';

/** The most accounts the picker is offered at once (the contract's maxItems). */
export const DELIVERY_ACCOUNTS_MAX = 200;

export interface DeliveryAccount {
  id: number;
  name: string;
  advertiserId: string;
  sandbox: boolean;
}

export async function deliveryAccounts(db: Db, session: SessionUser, media: MediaCode, keyword?: string): Promise<DeliveryAccount[]> {
  let q = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_name', 'a.account_id', 'a.sandbox'])
    .where(accountInScope(session, 'a'))
    .where('a.media_code', '=', media)
    .where('a.bound', '=', true);
  const trimmed = keyword?.trim();
  if (trimmed) {
    const pattern = containsPattern(trimmed);
    q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', pattern), eb('a.account_id', 'like', pattern)]));
  }
  const rows = await q.orderBy('a.account_name').orderBy('a.id').limit(DELIVERY_ACCOUNTS_MAX).execute();
  return rows.map((r) => ({ id: r.id, name: r.account_name, advertiserId: r.account_id, sandbox: r.sandbox }));
}
