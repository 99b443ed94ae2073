// Contract tests of the delivery tables' account picker: the company's bound accounts of one media (as the
// media-account list shows them), for every optimiser the delivery tables are open to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';

interface Account {
  id: number;
  name: string;
  advertiserId: string;
  sandbox: boolean;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const accounts = (body: Record<string, unknown>, as = 'manager') => server.call<Account[]>('/api/delivery/accounts', { token: tokens[as], body });
const ownAccounts = async (customerUser: string, media: string) => {
  const user = await sqlOn(db()).selectFrom('users').select('customer_id').where('username', '=', customerUser).executeTakeFirstOrThrow();
  return sqlOn(db())
    .selectFrom('media_accounts')
    .select(['id', 'account_name', 'account_id', 'sandbox', 'bound'])
    .where('customer_id', '=', user.customer_id)
    .where('media_code', '=', media)
    .execute();
};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'yuanhang', 'rbac', 'operator', 'admin']) tokens[user] = await server.login(user);
});
afterAll(async () => {
  await server?.close();
});

describe('listDeliveryAccounts', () => {
  it('answers the company\'s bound accounts of the media, sorted by name, and no other company\'s', async () => {
    const own = (await ownAccounts('manager', 'toutiao')).filter((a) => a.bound);
    expect(own.length).toBeGreaterThan(1);
    const answer = await accounts({ media: 'toutiao' });
    expect(answer.body.code).toBe(200);
    const expected = [...own].sort((a, b) => (a.account_name < b.account_name ? -1 : a.account_name > b.account_name ? 1 : a.id - b.id)).slice(0, 200);
    expect(answer.body.data.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    expect(answer.body.data[0]).toEqual({ id: expected[0].id, name: expected[0].account_name, advertiserId: expected[0].account_id, sandbox: expected[0].sandbox });

    const theirs = await accounts({ media: 'toutiao' }, 'yuanhang');
    const theirIds = new Set(theirs.body.data.map((a) => a.id));
    expect(own.some((a) => theirIds.has(a.id))).toBe(false);
    expect(answer.body.data.some((a) => theirIds.has(a.id))).toBe(false);
  });

  it('finds by part of the name or the media id', async () => {
    const [first] = (await accounts({ media: 'toutiao' })).body.data;
    const byId = await accounts({ media: 'toutiao', keyword: first.advertiserId.slice(-6) });
    expect(byId.body.data.map((a) => a.id)).toContain(first.id);
    const byName = await accounts({ media: 'toutiao', keyword: first.name });
    expect(byName.body.data.every((a) => a.name.includes(first.name))).toBe(true);
    expect((await accounts({ media: 'toutiao', keyword: '不存在的账户名称' })).body.data).toEqual([]);
  });

  it('is open to every optimiser the delivery tables are open to, whatever the account pages allow them', async () => {
    for (const user of ['admin', 'manager', 'operator', 'rbac']) {
      const answer = await accounts({ media: 'toutiao' }, user);
      expect(answer.status, user).toBe(200);
      expect(answer.body.data.length, user).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown media and a keyword over 64 characters', async () => {
    expect((await accounts({ media: 'nope' })).body.code).toBe(400);
    expect((await accounts({ media: 'toutiao', keyword: 'x'.repeat(65) })).body.code).toBe(400);
  });
});
