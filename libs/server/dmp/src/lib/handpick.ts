// 精选人群包 (docs/design/properties.md §4.1): the packs a media offers, read through an authorised account of the
// caller's, and adding one to accounts: the company's crowd of the pack (made once) pushed like any crowd.
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { isMediaError, type HandpickedAudience } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import type { Actor } from '@toufang/server-audit';
import { crowdAnswer, crowdRows } from './crowds';
import { audienceSpec, startCrowdPush } from './push';
import { DMP_TEXTS, mediaRefused, notFound } from './texts';

type Pack = components['schemas']['HandpickedPack'];

/** The media's catalogue through the caller's first authorised account of the media (none: nothing offered). */
async function catalogue(db: Db, ports: MediaPorts, scope: AccountScope, media: MediaCode, accountIds?: readonly number[]): Promise<HandpickedAudience[]> {
  if (!audienceSpec(ports, media)) return [];
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.account_id', 'a.authorization_id'])
    .where('a.media_code', '=', media)
    .where('a.authorization_id', 'is not', null)
    .where(accountInScope(scope, 'a'))
    .orderBy('a.id')
    .limit(1);
  if (accountIds) query = query.where('a.id', 'in', [...accountIds]);
  const account = await query.executeTakeFirst();
  if (!account) return [];
  try {
    return await ports.gateway(media, account.authorization_id ?? 0).listHandpicked(account.account_id);
  } catch (error) {
    if (isMediaError(error)) throw mediaRefused(error.message);
    throw error;
  }
}

export async function listHandpicked(db: Db, ports: MediaPorts, scope: AccountScope, query: components['schemas']['HandpickQuery']): Promise<Pack[]> {
  const packs = await catalogue(db, ports, scope, query.media);
  const added = await sqlOn(db)
    .selectFrom('dmp_crowds')
    .select(['id', 'handpick_id'])
    .where('customer_id', '=', scope.customerId)
    .where('handpick_media', '=', query.media)
    .where('removed_at', 'is', null)
    .execute();
  const crowdOf = new Map(added.map((a) => [a.handpick_id, Number(a.id)]));
  const keyword = query.keyword?.trim().toLowerCase();
  return packs
    .filter((p) => (!keyword || p.name.toLowerCase().includes(keyword) || p.description.toLowerCase().includes(keyword)) && (!query.category || p.category === query.category))
    .map((p) => ({ media: query.media, ...p, crowdId: crowdOf.get(p.handpickId) ?? null }));
}

export async function addHandpicked(
  db: Db,
  ports: MediaPorts,
  scope: AccountScope,
  body: components['schemas']['HandpickAddRequest'],
  who: { userId: number; actor: Actor },
  now: Date,
) {
  const accounts = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select('a.id')
    .where('a.id', 'in', body.accountIds)
    .where('a.media_code', '=', body.media)
    .where(accountInScope(scope, 'a'))
    .execute();
  if (accounts.length !== body.accountIds.length) throw notFound(DMP_TEXTS.ACCOUNT_NOT_FOUND);
  if (!audienceSpec(ports, body.media)) throw mediaRefused(DMP_TEXTS.NOT_OPEN(MEDIA_REGISTRY[body.media].displayName));
  const pack = (await catalogue(db, ports, scope, body.media, body.accountIds)).find((p) => p.handpickId === body.handpickId);
  if (!pack) throw notFound(DMP_TEXTS.HANDPICK_NOT_OFFERED);
  const crowdId = await db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const kept = await t
      .selectFrom('dmp_crowds')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('handpick_media', '=', body.media)
      .where('handpick_id', '=', body.handpickId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (kept) return Number(kept.id);
    const made = await t
      .insertInto('dmp_crowds')
      .values({ customer_id: scope.customerId, name: pack.name, source: 'handpick', handpick_media: body.media, handpick_id: body.handpickId, size: pack.size, created_by: who.userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(made.id);
  });
  const push = await startCrowdPush(db, ports, scope, crowdId, body.accountIds, who, now);
  const [row] = await crowdRows(db, scope.customerId, [crowdId]);
  return { crowd: crowdAnswer(row, []), push };
}
