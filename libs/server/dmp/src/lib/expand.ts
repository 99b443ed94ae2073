// AI扩量 (docs/design/properties.md §4.1): the media's own lookalike of a seed crowd's copy in one account, made a
// crowd of its own with that account's pack as its copy. Not a model of ours: the media expands and estimates.
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { isMediaError } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { syncAccountType } from '@toufang/server-properties';
import { recordAudit, type Actor } from '@toufang/server-audit';
import { answerCrowds, AUDIENCE_TYPE, crowdRows, linkCopies, ownCrowd, type CrowdAnswer } from './crowds';
import { audienceSpec } from './push';
import { DMP_TEXTS, mediaRefused, notFound } from './texts';

export async function expandCrowd(
  db: Db,
  ports: MediaPorts,
  scope: AccountScope,
  body: components['schemas']['CrowdExpandRequest'],
  userId: number,
  now: Date,
  actor: Actor,
): Promise<CrowdAnswer> {
  const seed = await ownCrowd(db, scope.customerId, body.seedCrowdId);
  const account = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_id', 'a.account_name', 'a.authorization_id', 'a.customer_id'])
    .where('a.id', '=', body.accountId)
    .where('a.media_code', '=', body.media)
    .where(accountInScope(scope, 'a'))
    .executeTakeFirst();
  if (!account) throw notFound(DMP_TEXTS.ACCOUNT_NOT_FOUND);
  const spec = audienceSpec(ports, body.media);
  if (!spec) throw mediaRefused(DMP_TEXTS.NOT_OPEN(MEDIA_REGISTRY[body.media].displayName));
  if (account.authorization_id === null) throw mediaRefused(DMP_TEXTS.NOT_AUTHORIZED(account.account_name));
  const copy = await sqlOn(db)
    .selectFrom('dmp_crowd_copies as k')
    .leftJoin('media_properties as p', 'p.id', 'k.media_property_row')
    .select(['k.media_property_id', 'p.lifecycle'])
    .where('k.crowd_id', '=', seed.id)
    .where('k.account_id', '=', account.id)
    .where('k.state', '=', 'ok')
    .executeTakeFirst();
  if (!copy?.media_property_id) throw mediaRefused(DMP_TEXTS.SEED_NOT_THERE(account.account_name));
  const synced = { id: account.id, customerId: account.customer_id, media: body.media as MediaCode, advertiserId: account.account_id, name: account.account_name, authorizationId: account.authorization_id };
  let propertyId: string;
  try {
    ({ propertyId } = await ports.gateway(body.media, account.authorization_id).expandAudience(account.account_id, { seedId: copy.media_property_id, level: body.level }));
    await syncAccountType(db, ports, synced, AUDIENCE_TYPE, now);
  } catch (error) {
    if (isMediaError(error)) throw mediaRefused(error.message);
    throw error;
  }
  const made = await sqlOn(db)
    .selectFrom('media_properties')
    .select(['name', 'size'])
    .where('account_id', '=', account.id)
    .where('property_type', '=', AUDIENCE_TYPE)
    .where('media_property_id', '=', propertyId)
    .executeTakeFirst();
  const crowdId = await db.transaction(async (tx) => {
    const inserted = await sqlOn(tx)
      .insertInto('dmp_crowds')
      .values({
        customer_id: scope.customerId,
        name: body.name ?? made?.name ?? `${seed.name}_扩量${body.level}`,
        source: 'expand',
        seed_crowd_id: seed.id,
        expand_level: body.level,
        size: made?.size ?? null,
        created_by: userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sqlOn(tx)
      .insertInto('dmp_crowd_copies')
      .values({ crowd_id: inserted.id, account_id: account.id, media_code: body.media, state: 'ok', media_property_id: propertyId, pushed_by: userId, pushed_at: now })
      .execute();
    await linkCopies(tx, account.id);
    // What the media made lands in the audit trail, as every write through the desk does.
    await recordAudit(tx, {
      companyId: scope.customerId,
      actor,
      at: now,
      media: body.media,
      account: { id: account.account_id, name: account.account_name },
      object: { level: AUDIENCE_TYPE, id: propertyId, name: made?.name ?? seed.name },
      action: 'dmp.expand',
      actionName: 'AI扩量',
      before: null,
      after: { seedId: copy.media_property_id, level: body.level },
    });
    return Number(inserted.id);
  });
  const [row] = await crowdRows(db, scope.customerId, [crowdId]);
  const [answer] = await answerCrowds(db, ports, scope, [row], now);
  const { copies: _copies, ...crowd } = answer;
  return crowd;
}
