// The answer check: an answer that does not fit the contract is a server bug, and strict mode says so.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { StoreRefusal, type Db } from '@toufang/server-db';
import { tokenHash } from '../auth/token';
import { EventStreamAnswer } from './event-stream';
import { Refusal } from './envelope';
import { ONE_TIME_PASSWORD_OPERATIONS, type Handler, registerOperations } from './register';
import { loadContract } from './load';
import { compileContract, compiledContractOf, type CompiledContract } from './validate';

// The contract compiled once per worker, shared with the other suites that read it (validate.ts).
const contract = compiledContractOf();
const noDb = {} as Db;

async function appWith(searchCompany: Handler, strictResponses: boolean) {
  const handlers = Object.fromEntries(contract.operations.map((op) => [op.operationId, (async () => null) as Handler]));
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  registerOperations(app, contract, { ...handlers, searchCompany }, { db: noDb, version: '9.9.9', strictResponses });
  return app;
}

describe('registerOperations', () => {
  // The server compiles an answer's check when it first answers that status (validate.ts); every one of the
  // contract's answer schemas must compile, as every start used to prove.
  it('compiles the answer check of every status of every operation', () => {
    const statuses = contract.operations.flatMap((op) => Object.keys(op.responses).map((status) => [op.operationId, status, typeof op.checkResponse[status]]));
    expect(statuses.length).toBeGreaterThan(contract.operations.length);
    expect(statuses.filter(([, , kind]) => kind !== 'function')).toEqual([]);
  });

  it('answers 500 in strict mode when the answer drifts from the contract', async () => {
    const app = await appWith(async () => [{ name: 'only a name' }], true);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 500, message: '系统繁忙，请稍后重试！' });
  });

  it('only logs the drift outside strict mode', async () => {
    const app = await appWith(async () => [{ name: 'only a name' }], false);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.statusCode).toBe(200);
  });

  it('wraps a fitting answer in the envelope with the version', async () => {
    const app = await appWith(async () => [{ name: '上海某公司', creditCode: '91310115AAAAAAAAAA' }], true);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.json()).toEqual({ code: 200, data: [{ name: '上海某公司', creditCode: '91310115AAAAAAAAAA' }], message: 'success', content: null, version: '9.9.9' });
  });
});

/** A database that knows one session: the token `t-<username>` of a user with the given row. */
function sessionDb(user: { role: string; is_design_manager?: number; rbac_version?: string | null; menu_tree?: unknown[]; role_id?: number; role_menu_tree?: unknown[]; role_actions?: string[]; must_change_password?: boolean }): Db {
  const row = { id: 1, user_id: 7, channel: 'password', customer_id: 1, is_design_manager: 0, rbac_version: null, menu_tree: [], button_config: {}, role_id: null, role_menu_tree: null, role_actions: null, must_change_password: false, ...user };
  return {
    async query(_sql: string, params?: readonly unknown[]) {
      return params?.[0] === tokenHash('t-user') ? [row] : [];
    },
  } as unknown as Db;
}

async function guardedApp(db: Db) {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    contract.operations.map((op) => [op.operationId, (async () => (calls.push(op.operationId), [])) as Handler]),
  );
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  registerOperations(app, contract, handlers, { db, version: '9.9.9', strictResponses: true });
  return { app, calls };
}

describe('access on every call', () => {
  const SELECT = '/api/user/media_account/select';

  it('refuses to start when an operation does not say who may call it', () => {
    const doc = loadContract();
    delete doc.paths['/api/user/media_account/select'].post['x-access'];
    delete doc.paths['/api/user/message/init'].get['x-access'];
    expect(() => compileContract(doc)).toThrow('no access declaration (x-access) for contract operations: selectMediaAccounts, initMessages');
  });

  it('refuses to start on a malformed declaration', () => {
    const doc = loadContract();
    doc.paths['/api/user/media_account/select'].post['x-access'] = { roles: ['ROOT'] };
    expect(() => compileContract(doc)).toThrow(/^selectMediaAccounts: x-access must be/);
  });

  it('answers 403 with the Chinese envelope before the body is read, and runs no handler', async () => {
    const { app, calls } = await guardedApp(sessionDb({ role: 'DESIGNER' }));
    const headers = { authorization: 'Toufang t-user', 'content-type': 'application/json' };
    // A fitting body, a malformed one and one over Fastify's 1 MB body limit: the same refusal.
    for (const payload of ['{"keyword": "x"}', '{not json', JSON.stringify({ keyword: 'x'.repeat(1_100_000) })]) {
      const answer = await app.inject({ method: 'POST', url: SELECT, headers, payload });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 403, data: null, message: '无权限访问该功能，请联系管理员开通', content: null, version: '9.9.9' });
    }
    const wrongType = await app.inject({ method: 'POST', url: SELECT, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'x' });
    expect(wrongType.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('answers 401 before 403, and lets an allowed caller reach validation and the handler', async () => {
    const { app, calls } = await guardedApp(sessionDb({ role: 'AGENT_SECOND' }));
    const stranger = await app.inject({ method: 'POST', url: SELECT, headers: { authorization: 'Toufang other' }, payload: '{not json' });
    expect(stranger.statusCode).toBe(401);
    const headers = { authorization: 'Toufang t-user', 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: SELECT, headers, payload: '{not json' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' })).statusCode).toBe(200);
    expect(calls).toEqual(['selectMediaAccounts']);
  });

  it('decides on the effective role and on the 2.0 tree', async () => {
    const headers = { authorization: 'Toufang t-user', 'content-type': 'application/json' };
    const designManager = await guardedApp(sessionDb({ role: 'DESIGNER', is_design_manager: 1 }));
    expect((await designManager.app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' })).statusCode).toBe(403);
    // mediaAccountManage is kept under 2.0 whatever the tree says (shell spec §6), so it proves nothing: a
    // designer's 2.0 account, or a custom role based on DESIGNER, stays out of the company's accounts.
    const rbacDesigner = await guardedApp(sessionDb({ role: 'DESIGNER', rbac_version: '2.0', menu_tree: [] }));
    expect((await rbacDesigner.app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' })).statusCode).toBe(403);
    const customDesigner = await guardedApp(sessionDb({ role: 'DESIGNER', role_id: 5, role_menu_tree: [], role_actions: [] }));
    expect((await customDesigner.app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' })).statusCode).toBe(403);
    const customOptimiser = await guardedApp(sessionDb({ role: 'OPERATE', role_id: 5, role_menu_tree: [], role_actions: [] }));
    expect((await customOptimiser.app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' })).statusCode).toBe(200);
    // A custom role's tree decides the pages for its holder, though the user row itself is of the legacy model.
    const rows = { media: 'kuaishou', level: 'plan', dateRange: { from: '2026-11-01', to: '2026-11-02' }, page: 1, size: 10 };
    const kuaishouOff = await guardedApp(
      sessionDb({ role: 'OPERATE', role_id: 5, role_menu_tree: [{ code: 'promote', children: [{ code: 'toutiaoDelivery' }, { code: 'kuaishouDelivery', disable: true }] }], role_actions: [] }),
    );
    const list = (media: string) => kuaishouOff.app.inject({ method: 'POST', url: '/api/delivery/list', headers, payload: JSON.stringify({ ...rows, media }) });
    expect((await list('kuaishou')).json()).toMatchObject({ code: 403, message: '无权限访问该功能，请联系管理员开通' });
    // The handler here answers a stub, which the strict answer check turns into 500: what counts is that it ran.
    expect((await list('toutiao')).statusCode).not.toBe(403);
    expect(kuaishouOff.calls).toEqual(['listDeliveryRows']);
  });

  it('answers a one-time password session only on the password change, the user info, its menu and logout', async () => {
    const headers = { authorization: 'Toufang t-user', 'content-type': 'application/json' };
    const { app, calls } = await guardedApp(sessionDb({ role: 'ADMIN', must_change_password: true }));
    const refused = await app.inject({ method: 'POST', url: SELECT, headers, payload: '{}' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1010, data: null, message: '当前密码为初始密码，请先修改密码后再使用' });
    expect((await app.inject({ method: 'GET', url: '/api/user/user/get', headers: { authorization: headers.authorization } })).statusCode).not.toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/user/user/logout', headers, payload: '{}' })).statusCode).not.toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/user/password/edit', headers, payload: '{}' })).statusCode).not.toBe(403);
    // A 2.0 user's own menu: the desk lays out the page the 请修改初始密码 dialog covers.
    expect((await app.inject({ method: 'POST', url: '/api/user-pro/permission/my-tree', headers, payload: '{}' })).statusCode).not.toBe(403);
    expect(calls).not.toContain('selectMediaAccounts');
  });

  it('declares the 403 answer on every operation that may refuse a logged-in caller', () => {
    const restricted = contract.operations.filter((op) => op.access?.kind === 'restricted');
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.filter((op) => !op.responses['403']).map((op) => op.operationId)).toEqual([]);
    // Every other session operation refuses a one-time password session with 403 too (code 1010).
    const session = contract.operations.filter((op) => op.secured && !ONE_TIME_PASSWORD_OPERATIONS.has(op.operationId));
    expect(session.length).toBeGreaterThan(restricted.length);
    expect(session.filter((op) => !op.responses['403']).map((op) => op.operationId)).toEqual([]);
  });
});

describe('hostile bodies at the edge', () => {
  const SEARCH = '/api/open_api/tianyancha/getCompany';
  const json = { 'content-type': 'application/json' };

  it('refuses a body nested past 64 levels before anything parses it, and runs no handler', async () => {
    let ran = 0;
    const app = await appWith(async () => (ran++, []), true);
    for (const levels of [65, 1_000, 100_000]) {
      const payload = `{"keyword":${'['.repeat(levels)}${']'.repeat(levels)}}`;
      const answer = await app.inject({ method: 'POST', url: SEARCH, headers: json, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 400, data: null, message: '请求体嵌套层数过多，不能超过64层', content: null, version: '9.9.9' });
    }
    const nul = await app.inject({ method: 'POST', url: SEARCH, headers: json, payload: '{"keyword":"a\\u0000"}' });
    expect(nul.json()).toMatchObject({ code: 400, message: '字段「keyword」不能包含空字符' });
    expect(ran).toBe(0);
  });

  it('answers 400 when the store refuses what a handler let through', async () => {
    for (const [reason, message] of [
      ['nul', '内容不能包含空字符'],
      ['depth', '数据嵌套层数过多，不能超过64层'],
    ] as const) {
      const app = await appWith(async () => {
        throw new StoreRefusal(reason);
      }, true);
      const answer = await app.inject({ method: 'POST', url: SEARCH, headers: json, payload: '{"keyword":"x"}' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, message });
    }
  });
});

describe('an event-stream answer (docs/design/live-home.md §4.3)', () => {
  // A contract with one push channel beside the real operations: a public one, so only the query check and the
  // handler's own refusal stand before the stream.
  // Compiled once for the three tests (a contract's compile is about a second).
  let compiled: CompiledContract | undefined;
  function streamingContract(): CompiledContract {
    if (compiled) return compiled;
    const doc = loadContract();
    doc.paths['/api/test/stream'] = {
      get: {
        operationId: 'testStream',
        security: [],
        'x-access': { public: true },
        parameters: [{ name: 'n', in: 'query', required: true, schema: { type: 'integer', minimum: 0, maximum: 9 } }],
        responses: {
          '200': {
            description: 'events, or a refusal before the first one',
            content: { 'text/event-stream': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    };
    compiled = compileContract(doc);
    return compiled;
  }

  function streamApp(handler: Handler) {
    const streaming = streamingContract();
    const handlers = Object.fromEntries(streaming.operations.map((op) => [op.operationId, (async () => null) as Handler]));
    const app = Fastify();
    registerOperations(app, streaming, { ...handlers, testStream: handler }, { db: noDb, version: '9.9.9', strictResponses: true });
    return app;
  }

  it('reads the kind from the 200 answer\'s text/event-stream content', () => {
    const streaming = streamingContract();
    expect(streaming.operations.filter((op) => op.eventStream).map((op) => op.operationId)).toEqual([
      ...contract.operations.filter((op) => op.eventStream).map((op) => op.operationId),
      'testStream',
    ]);
  });

  it('writes the events after the headers and ends when the opener ends', async () => {
    const app = streamApp(async (ctx) =>
      new EventStreamAnswer((sink) => {
        for (let i = 0; i < (ctx.query as { n: number }).n; i++) sink.write(`event: tick\nid: r:${i}\ndata: {"i":${i}}\n\n`);
        sink.end();
        expect(sink.closed).toBe(true);
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/test/stream?n=2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache, no-transform');
    expect(answer.body).toBe('event: tick\nid: r:0\ndata: {"i":0}\n\n' + 'event: tick\nid: r:1\ndata: {"i":1}\n\n');
  });

  it('answers a refusal before the first byte as the JSON envelope, and a bad query as 400', async () => {
    let opened = 0;
    const app = streamApp(async (ctx) => {
      if ((ctx.query as { n: number }).n === 0) throw new Refusal(404, '直播间不存在或无权查看');
      return new EventStreamAnswer((sink) => (opened++, sink.end()));
    });
    const refused = await app.inject({ method: 'GET', url: '/api/test/stream?n=0' });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ code: 404, data: null, message: '直播间不存在或无权查看', content: null, version: '9.9.9' });
    expect((await app.inject({ method: 'GET', url: '/api/test/stream?n=x' })).statusCode).toBe(400);
    expect(opened).toBe(0);
  });

  it('answers 500 when the handler answers anything but a stream', async () => {
    const app = streamApp(async () => ({ not: 'a stream' }));
    const answer = await app.inject({ method: 'GET', url: '/api/test/stream?n=1' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 500, message: '系统繁忙，请稍后重试！' });
  });
});
