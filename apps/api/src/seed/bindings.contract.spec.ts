// Which delivering ads use which targeting pack and audience pack on a fresh desk (issue 21, docs/design/
// properties.md §2.9, §4.1): after the object sync the account's property_bindings are what the sandbox media
// answered on its ads (rebuilt idempotently, a binding the media no longer answers deleted); 消耗明细 answers
// each demo crowd's spend, equal to the metrics store's spend of the ads bound to its copy; removing a pack that
// delivering ads use is refused, by the desk first (1702) and by the media when confirmed, in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, chinaDay, DELIVERY_STATUS_FILTERS, type DeliveryStatusClass, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { accountsByIds, syncDeliveryObjects, type AccountRow } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { bindingsOfAttributes } from '@toufang/server-media';
import { addDays, syncMetrics } from '@toufang/server-metrics';
import { syncAccountType } from '@toufang/server-properties';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

let server: TestServer;
const ALL: DeliveryStatusClass[] = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
/** The first demo toutiao account: the seed's demo crowds have their copies there. */
let account: AccountRow;

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

const bindingsOf = async (accountId: number) =>
  (await sqlOn(db()).selectFrom('property_bindings').select(['object_id', 'property_type', 'media_property_id', 'role']).where('account_id', '=', accountId).execute())
    .map((b) => `${b.object_id}|${b.property_type}|${b.media_property_id}|${b.role}`)
    .sort();

/** The object sync from the start (no kept cursor): every object listed again. */
async function syncAll(): Promise<void> {
  await sqlOn(db()).deleteFrom('delivery_sync_cursors').where('account_id', '=', account.id).execute();
  await syncDeliveryObjects(db(), server.app.toufang.media, [account], new Date());
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager']) tokens[username] = await server.login(username);
  const first = await sqlOn(db())
    .selectFrom('media_accounts')
    .select('id')
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  [account] = await accountsByIds(db(), [first.id]);
});
afterAll(async () => {
  await server?.close();
});

describe('the bindings after the object sync', () => {
  it('are the packs the media answered on the account’s delivering ads, rebuilt the same way each time', async () => {
    expect(await bindingsOf(account.id)).toEqual([]);
    await syncDeliveryObjects(db(), server.app.toufang.media, [account], new Date());
    const objects = await sqlOn(db()).selectFrom('delivery_objects').select(['object_id', 'level', 'opt_status', 'attributes']).where('account_id', '=', account.id).execute();
    const attributesOf = (raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, string>;
    const expected = objects
      .filter((o) => o.opt_status !== 'deleted')
      .flatMap((o) => bindingsOfAttributes(attributesOf(o.attributes)).map((b) => `${o.object_id}|${b.type}|${b.id}|${b.role}`))
      .sort();
    const bound = await bindingsOf(account.id);
    expect(bound).toEqual(expected);
    // Both kinds, on toutiao's 1.0 plans only (its 2.0 ads take them from their project), and some plans with none.
    expect(bound.some((b) => b.includes('|target|'))).toBe(true);
    expect(bound.some((b) => b.includes('|custom-audience|'))).toBe(true);
    const levels = new Map(objects.map((o) => [o.object_id, o.level]));
    expect(new Set(bound.map((b) => levels.get(b.split('|')[0])))).toEqual(new Set(['plan']));
    const plans = objects.filter((o) => o.level === 'plan' && o.opt_status !== 'deleted');
    expect(plans.some((o) => !('targeting_id' in attributesOf(o.attributes)))).toBe(true);
    // Every pack named is one the account holds on the media.
    const held = new Set(
      (await sqlOn(db()).selectFrom('sandbox_properties').select('property_id').where('media_code', '=', 'toutiao').where('advertiser_id', '=', account.account_id).where('state', '<>', 'deleted').execute()).map(
        (p) => p.property_id,
      ),
    );
    for (const b of bound) expect(held.has(b.split('|')[2])).toBe(true);

    // Idempotent: the same listing once more gives the same bindings; one the media no longer answers goes.
    const [objectId] = bound[0].split('|');
    await sqlOn(db()).insertInto('property_bindings').values({ media_code: 'toutiao', account_id: account.id, object_id: objectId, property_type: 'target', media_property_id: '9999999999', role: 'bound' }).execute();
    await syncAll();
    expect(await bindingsOf(account.id)).toEqual(bound);
  });
});

describe('消耗明细 on a fresh desk', () => {
  it('answers each demo crowd’s spend by day and account, equal to the store’s spend of the ads bound to its copy', async () => {
    await syncMetrics(db(), server.app.toufang.metrics, server.app.toufang.media, [account], new Date());
    const today = chinaDate(chinaDay(Date.now()));
    const from = addDays(today, -29);
    const copies = await sqlOn(db())
      .selectFrom('dmp_crowd_copies as k')
      .innerJoin('dmp_crowds as c', 'c.id', 'k.crowd_id')
      .select(['c.id', 'k.media_property_id'])
      .where('k.account_id', '=', account.id)
      .where('k.state', '=', 'ok')
      .execute();
    expect(copies.length).toBeGreaterThan(0);
    type Rows = { rows: components['schemas']['CrowdConsumeRow'][] };
    const answer = expectOk(await post<Rows>('/api/dmp/consume', 'admin', { crowdIds: copies.map((c) => Number(c.id)), accountIds: [account.id], from, to: today, groupBy: 'day-account' }));
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((r) => r.accountId === account.id && r.media === 'toutiao' && r.day !== null)).toBe(true);
    let spent = 0;
    for (const copy of copies) {
      const ads = (
        await sqlOn(db())
          .selectFrom('property_bindings')
          .select('object_id')
          .where('account_id', '=', account.id)
          .where('property_type', '=', 'custom-audience')
          .where('role', '=', 'include')
          .where('media_property_id', '=', copy.media_property_id ?? '')
          .execute()
      ).map((b) => b.object_id);
      let storeCost = 0;
      if (ads.length > 0) {
        const page = await server.app.toufang.metrics.query({
          customerId: 1,
          media: 'toutiao' as MediaCode,
          level: 'plan',
          from,
          to: today,
          objectIds: ads,
          statuses: ALL,
          sort: { key: 'cost', order: 'desc' },
          offset: 0,
          limit: ads.length,
        });
        storeCost = page.rows.reduce((sum, r) => sum + r.sums.cost, 0);
      }
      const consumed = answer.rows.filter((r) => r.crowdId === Number(copy.id)).reduce((sum, r) => sum + r.cost, 0);
      expect(Math.round(consumed * 100)).toBe(Math.round(storeCost * 100));
      spent += consumed;
    }
    expect(spent).toBeGreaterThan(0);
  });
});

describe('a pack that delivering ads use', () => {
  it('is refused removal: by the desk without confirmation (1702), by the media with it, in Chinese', async () => {
    await syncAccountType(
      db(),
      server.app.toufang.media,
      { id: account.id, customerId: account.customer_id, media: 'toutiao', advertiserId: account.account_id, name: account.account_name, authorizationId: account.authorization_id ?? 0 },
      'target',
      new Date(),
    );
    const bound = await sqlOn(db()).selectFrom('property_bindings').select(['media_property_id', 'object_id']).where('account_id', '=', account.id).where('property_type', '=', 'target').execute();
    const packId = bound[0].media_property_id;
    const users = bound.filter((b) => b.media_property_id === packId).length;
    const copy = await sqlOn(db()).selectFrom('media_properties').select(['id', 'name']).where('account_id', '=', account.id).where('property_type', '=', 'target').where('media_property_id', '=', packId).executeTakeFirstOrThrow();
    const body = { media: 'toutiao', type: 'target', ids: [Number(copy.id)] };

    const refused = await post('/api/property/remove', 'manager', body);
    expect(refused.body.code, refused.text).toBe(1702);
    expect(refused.body.message).toContain(`「${copy.name}」正被${users}个广告使用`);

    type Outcomes = components['schemas']['PropertyOutcomes'];
    const confirmed = expectOk(await post<Outcomes>('/api/property/remove', 'manager', { ...body, confirm: true }));
    expect(confirmed.outcomes).toEqual([{ id: Number(copy.id), name: copy.name, ok: false, reason: `巨量引擎：定向包正被${users}个在投广告使用，不能删除` }]);
    const kept = await sqlOn(db()).selectFrom('sandbox_properties').select('state').where('media_code', '=', 'toutiao').where('property_id', '=', packId).executeTakeFirstOrThrow();
    expect(kept.state).not.toBe('deleted');
  });
});
