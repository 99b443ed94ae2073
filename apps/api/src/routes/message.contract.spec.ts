// Contract tests of the system messages and the message centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { WRONG_STATE_TEXTS } from './message';

interface Summary {
  msg_id: number;
  title: string;
  type: string;
  create_time: string;
  state?: string;
}
interface Lists {
  unread: Summary[];
  readed: Summary[];
  trash: Summary[];
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('operator');
});
afterAll(async () => {
  await server?.close();
});

const lists = async () => (await server.call<Lists>('/api/user/message/init', { token })).body.data;
const move = (action: string, msgId: number, as = token) => server.call(`/api/user/message/${action}`, { token: as, body: { msg_id: msgId } });

describe('search', () => {
  it('pages newest first with a total', async () => {
    const first = await server.call<{ records: Summary[]; total: number; current: number; size: number }>('/api/user/sys/message/search', {
      token,
      body: { size: 10, current: 1 },
    });
    expect(first.body.code).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({ current: 1, size: 10 });
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.records).toHaveLength(10);
    const times = page.records.map((r) => r.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await server.call<{ records: Summary[] }>('/api/user/sys/message/search', { token, body: { size: 10, current: Math.ceil(page.total / 10) } });
    expect(last.body.data.records.length).toBe(page.total % 10 || 10);
    const beyond = await server.call<{ records: Summary[] }>('/api/user/sys/message/search', { token, body: { size: 10, current: 99 } });
    expect(beyond.body.data.records).toEqual([]);
  });

  it('filters by type, with enough system messages for paging', async () => {
    const system = await server.call<{ records: Summary[]; total: number }>('/api/user/sys/message/search', { token, body: { type: 'SYSTEM', size: 20, current: 1 } });
    expect(system.body.data.total).toBeGreaterThanOrEqual(25);
    expect(system.body.data.records.every((r) => r.type === 'SYSTEM')).toBe(true);
    const task = await server.call<{ records: Summary[] }>('/api/user/sys/message/search', { token, body: { type: 'TASK', size: 20, current: 1 } });
    expect(task.body.data.records.length).toBeGreaterThan(0);
    expect(task.body.data.records.every((r) => r.type === 'TASK')).toBe(true);
  });

  it('refuses bad paging and types', async () => {
    const bad = [
      [{ size: 0, current: 1 }, '每页条数不能小于1'],
      [{ size: 201, current: 1 }, '每页条数不能大于200'],
      [{ size: 10 }, '缺少必填字段：页码'],
      [{ size: 10, current: 1, type: 'NEWS' }, '消息类型的取值不在允许范围内'],
      [{ size: '10', current: 1 }, '字段「每页条数」类型不正确'],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await server.call('/api/user/sys/message/search', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('message centre', () => {
  it('lists the three states, several messages each', async () => {
    const { unread, readed, trash } = await lists();
    for (const list of [unread, readed, trash]) expect(list.length).toBeGreaterThanOrEqual(5);
  });

  it('answers a message with its HTML content (the script one included, unchanged)', async () => {
    const search = await server.call<{ records: Summary[] }>('/api/user/sys/message/search', { token, body: { size: 200, current: 1 } });
    const scripted = search.body.data.records.find((r) => r.title.includes('脚本'));
    if (!scripted) throw new Error('the scripted message is missing from the seed');
    const answer = await server.call<{ content: string; state: string; msg_id: number }>(`/api/user/message/content?msg_id=${scripted.msg_id}`, { token });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.content).toContain('<script>');
    expect(answer.body.data.content).toContain('onerror');
    const viaGet = await server.call<{ msg_id: number; state: string }>('/api/user/sys/message/get', { token, body: { msg_id: scripted.msg_id } });
    expect(viaGet.body.data).toMatchObject({ msg_id: scripted.msg_id, state: answer.body.data.state });
  });

  it('answers 消息不存在 for a message that does not exist', async () => {
    for (const answer of [
      await server.call('/api/user/message/content?msg_id=99999', { token }),
      await server.call('/api/user/sys/message/get', { token, body: { msg_id: 99999 } }),
      await move('has_read', 99999),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 404, message: '消息不存在', data: null });
    }
  });

  it('refuses bad message ids', async () => {
    expect((await server.call('/api/user/message/content?msg_id=abc', { token })).body.message).toBe('字段「消息ID」类型不正确');
    expect((await server.call('/api/user/message/content', { token })).body.message).toBe('缺少必填字段：消息ID');
    expect((await move('has_read', 0)).body.message).toBe('消息ID不能小于1');
    const stringId = await server.call('/api/user/message/has_read', { token, body: { msg_id: '1' } });
    expect(stringId.status).toBe(400);
    expect(stringId.body.message).toBe('字段「消息ID」类型不正确');
  });

  it('moves unread → readed → trash → readed, one step at a time', async () => {
    const before = await lists();
    const id = before.unread[0].msg_id;
    expect((await move('has_read', id)).body.code).toBe(200);
    let now = await lists();
    expect(now.unread).toHaveLength(before.unread.length - 1);
    expect(now.readed.map((m) => m.msg_id)).toContain(id);
    expect((await move('remove_readed', id)).body.code).toBe(200);
    now = await lists();
    expect(now.trash.map((m) => m.msg_id)).toContain(id);
    expect((await move('restore', id)).body.code).toBe(200);
    now = await lists();
    expect(now.readed.map((m) => m.msg_id)).toContain(id);
    expect(now.trash.map((m) => m.msg_id)).not.toContain(id);
  });

  it('refuses a move from the wrong state and changes nothing', async () => {
    const before = await lists();
    const unread = before.unread[0].msg_id;
    const readed = before.readed[0].msg_id;
    const trashed = before.trash[0].msg_id;
    const refusals = [
      [await move('has_read', readed), WRONG_STATE_TEXTS.hasRead],
      [await move('has_read', trashed), WRONG_STATE_TEXTS.hasRead],
      [await move('remove_readed', unread), WRONG_STATE_TEXTS.removeReaded],
      [await move('remove_readed', trashed), WRONG_STATE_TEXTS.removeReaded],
      [await move('restore', unread), WRONG_STATE_TEXTS.restore],
      [await move('restore', readed), WRONG_STATE_TEXTS.restore],
    ] as const;
    for (const [answer, message] of refusals) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 404, message, data: null });
    }
    expect(await lists()).toEqual(before);
  });

  it("keeps one user's moves away from another's", async () => {
    const designer = await server.login('designer');
    const own = (await server.call<Lists>('/api/user/message/init', { token: designer })).body.data;
    const mine = await lists();
    const id = mine.unread[0].msg_id;
    await move('has_read', id);
    const after = (await server.call<Lists>('/api/user/message/init', { token: designer })).body.data;
    expect(after).toEqual(own);
  });

  it('needs a token', async () => {
    for (const answer of [
      await server.call('/api/user/message/init'),
      await server.call('/api/user/message/content?msg_id=1'),
      await server.call('/api/user/sys/message/search', { body: { size: 10, current: 1 } }),
      await server.call('/api/user/sys/message/get', { body: { msg_id: 1 } }),
      await server.call('/api/user/message/has_read', { body: { msg_id: 1 } }),
      await server.call('/api/user/message/remove_readed', { body: { msg_id: 1 } }),
      await server.call('/api/user/message/restore', { body: { msg_id: 1 } }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, message: '登录已失效，请重新登录' });
    }
  });
});

describe('the seed', () => {
  it('never gives a company messages naming another company\'s accounts', async () => {
    const db = sqlOn(server.app.toufang.db);
    const received = await db
      .selectFrom('user_messages as um')
      .innerJoin('users as u', 'u.id', 'um.user_id')
      .innerJoin('messages as m', 'm.id', 'um.message_id')
      .select(['u.customer_id', 'm.title', 'm.content'])
      .execute();
    const accounts = await db.selectFrom('media_accounts').select(['customer_id', 'account_name']).execute();
    const namesOf = (customer: number) => {
      const names = accounts.filter((a) => a.customer_id === customer).map((a) => a.account_name);
      // The brand before the first _ names the company's accounts too (星河互娱_…).
      return [...new Set([...names, ...names.map((name) => name.split('_')[0])])];
    };
    for (const [reader, owner] of [
      [2, 1],
      [1, 2],
    ]) {
      const texts = received.filter((r) => r.customer_id === reader).map((r) => `${r.title} ${r.content}`);
      expect(texts.length, `company ${reader}`).toBeGreaterThan(0);
      const foreign = namesOf(owner).filter((name) => texts.some((text) => text.includes(name)));
      expect(foreign, `company ${reader} reads company ${owner}'s accounts`).toEqual([]);
    }
    // The second company hears of its own accounts.
    expect(received.some((r) => r.customer_id === 2 && namesOf(2).some((name) => r.title.includes(name)))).toBe(true);
  });
});
