// 推广活动 on a fresh desk (docs/design/tools.md §9): the demo company's first two toutiao, gdt and bilibili sandbox
// accounts' monitoring properties (监测活动, 小游戏监测, 监测链接), read by the property sync as its schedule would, made
// into promotion activities; the first account's are watched and their figures of today and the 7 days before are
// synced through the port (monitorReport, through the gateway) exactly as a save and the daily sync do; the second
// account's are added unwatched (no figures), so the page shows both states. Two accounts per media, not all: each
// call costs the gateway's and the sandbox's bookkeeping, and the seed is part of every contract run's template.
import type { MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { ACTIVITY_MEDIA, monitoringOf, syncActivities, syncRangeOf, urlsOf, watchedTargets, type ActivitySyncOutcome } from '@toufang/server-monitoring';
import { syncAccountType } from '@toufang/server-properties';

const CUSTOMER = 1;
/** Accounts per media whose monitoring properties a fresh desk shows as activities (the first by id). */
export const SEEDED_ACTIVITY_ACCOUNTS = 2;

/** Seeds the activities once (a company that has some is left as it is); answers what the sync did. */
export async function seedPromotionActivities(context: ServerContext, now = new Date()): Promise<ActivitySyncOutcome | null> {
  const q = sqlOn(context.db);
  if (await q.selectFrom('promotion_activities').select('id').where('customer_id', '=', CUSTOMER).limit(1).executeTakeFirst()) return null;
  const manager = await q.selectFrom('users').select('id').where('customer_id', '=', CUSTOMER).where('username', '=', 'manager').executeTakeFirst();
  for (const media of ACTIVITY_MEDIA) {
    const spec = monitoringOf(context, media);
    if (!spec) continue;
    const accounts = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'account_name', 'authorization_id'])
      .where('customer_id', '=', CUSTOMER)
      .where('media_code', '=', media)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .limit(SEEDED_ACTIVITY_ACCOUNTS)
      .execute();
    for (const [i, a] of accounts.entries()) {
      const account = { id: a.id, customerId: CUSTOMER, media: media as MediaCode, advertiserId: a.account_id, name: a.account_name, authorizationId: a.authorization_id as number };
      await syncAccountType(context.db, context.media, account, spec.propertyType, now);
      const properties = await q
        .selectFrom('media_properties')
        .select(['id', 'media_property_id', 'name', 'values'])
        .where('account_id', '=', a.id)
        .where('property_type', '=', spec.propertyType)
        .where('state', '<>', 'deleted')
        .orderBy('id')
        .execute();
      const rows = properties.map((p) => {
        const urls = urlsOf(spec, p.values);
        return {
          customer_id: CUSTOMER,
          media,
          account_id: a.id,
          property_id: Number(p.id),
          media_property_id: p.media_property_id,
          name: p.name,
          click_url: urls.click,
          impression_url: urls.impression,
          watched: i === 0,
          created_by: manager?.id ?? null,
          created_at: now,
          updated_at: now,
        };
      });
      if (rows.length > 0) await q.insertInto('promotion_activities').values(rows).execute();
    }
  }
  return syncActivities(context, await watchedTargets(context.db), syncRangeOf(now), now);
}
