// Access on every call: each demo user calls every operation of the contract, and is refused (HTTP 403)
// exactly where the spec's role table says (testing/spec-role-table.ts: shell spec §2.3, §6 and the
// decisions that fill their gaps), written by hand and held against the server's answers, so a wrong
// x-access declaration shows up here. Every operation of the contract must have its row in that table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { listOperations, loadContract, type ContractOperation } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import { buildServer } from '../server';
import { DEMO_USERNAMES, startTestServer, type TestServer } from '@toufang/server-testing';
import { specAllows, specRowOf, SPEC_ROLE_TABLE } from './testing/spec-role-table';

const USERNAMES = DEMO_USERNAMES;
const FORBIDDEN = { code: 403, data: null, message: '无权限访问该功能，请联系管理员开通' };

// Logout ends the session the rest of the table needs, so it is called last.
const operations = listOperations(loadContract()).sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

let server: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  // Logins cost a scrypt each: once per user for the whole file.
  for (const username of USERNAMES) tokens.set(username, await server.login(username));
});
afterAll(async () => {
  await server?.close();
});

/** One call of the operation as the user: an empty JSON body where it takes one, nothing else. */
function callAs(op: ContractOperation, token: string | undefined) {
  return server.call(op.path, { method: op.method, token, ...(op.body ? { body: {} } : {}) });
}

describe('access on every call', () => {
  it('declares who may call every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((op) => !op.access).map((op) => op.operationId)).toEqual([]);
  });

  it('finds every operation of the contract, once, in the spec\'s role table, and its public ones public', () => {
    // A new operation needs its row (spec-role-table.ts): who may call it is the spec's to say.
    expect(operations.filter((op) => !specRowOf(op.operationId)).map((op) => op.operationId)).toEqual([]);
    const listed = SPEC_ROLE_TABLE.flatMap((row) => row.operations);
    expect(listed.filter((id, index) => listed.indexOf(id) !== index)).toEqual([]);
    expect(listed.filter((id) => !operations.some((op) => op.operationId === id))).toEqual([]);
    const publicOps = SPEC_ROLE_TABLE.filter((row) => row.legacy === 'public').flatMap((row) => row.operations);
    expect(operations.filter((op) => !op.secured).map((op) => op.operationId).sort()).toEqual([...publicOps].sort());
  });

  it('keeps the company media accounts from designers and opens them to agents and the 2.0 user', async () => {
    const select = (username: string) => server.call('/api/user/media_account/select', { token: tokens.get(username), body: {} });
    expect((await select('designer')).status).toBe(403);
    expect((await select('designmanager')).status).toBe(403);
    expect((await select('agent2')).status).toBe(200);
    expect((await select('rbac')).status).toBe(200);
  });

  it('opens the delivery tables (推广管理) to the optimisers only, as the promote area says', async () => {
    const delivery = operations.filter((op) => op.path.startsWith('/api/delivery/'));
    expect(delivery.map((op) => op.operationId).sort()).toEqual(
      [
        'deliveryTrend',
        'exportDeliveryRows',
        'getDeliveryColumns',
        'getDeliveryEdit',
        'getDeliveryExport',
        'groupDeliveryByNameField',
        'listDeliveryAccounts',
        'listDeliveryRows',
        'refreshDelivery',
        'saveDeliveryColumns',
        'startDeliveryEdit',
        'undoDeliveryEdit',
      ].sort(),
    );
    for (const op of delivery) {
      for (const username of ['admin', 'manager', 'operator']) expect((await callAs(op, tokens.get(username))).status, `${username} ${op.operationId}`).not.toBe(403);
      for (const username of ['designer', 'designmanager', 'agent1', 'agent2']) expect((await callAs(op, tokens.get(username))).body, `${username} ${op.operationId}`).toMatchObject(FORBIDDEN);
    }
    // The export's file is fetched by a plain link: its single-use token (issued to a session) is the key.
    const download = operations.find((op) => op.operationId === 'downloadDeliveryExport');
    expect(download?.secured).toBe(false);
  });

  it('answers 401 without a token on every operation that needs one, and lets public ones through', async () => {
    for (const op of operations) {
      const answer = await callAs(op, undefined);
      if (op.secured) expect(answer.status, op.operationId).toBe(401);
      else expect([401, 403], op.operationId).not.toContain(answer.status);
    }
  });

  it('judges a 2.0 user by their tree on the delivery tables of each media and on 项目管理', async () => {
    // The rbac user's role opens toutiaoDelivery and projectManage and disables kuaishouDelivery.
    const rbac = tokens.get('rbac');
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const rows = (media: string) => server.call('/api/delivery/list', { token: rbac, body: { media, level: 'plan', dateRange: { from: day, to: day }, page: 1, size: 10 } });
    expect((await rows('kuaishou')).body).toMatchObject(FORBIDDEN);
    expect((await rows('toutiao')).status).toBe(200);
    const edit = (media: string) => server.call('/api/delivery/edit', { token: rbac, body: { media, level: 'plan', field: 'status', items: [{ id: '1', value: 'paused' }] } });
    expect((await edit('kuaishou')).body).toMatchObject(FORBIDDEN);
    expect((await edit('toutiao')).status).not.toBe(403);
    // An edit names its media only in the record: the server settles the code on it.
    const rbacUser = await sqlOn(server.app.toufang.db).selectFrom('users').select(['id', 'customer_id']).where('username', '=', 'rbac').executeTakeFirstOrThrow();
    const editOf = async (media: string) =>
      (
        await sqlOn(server.app.toufang.db)
          .insertInto('delivery_edits')
          .values({ customer_id: rbacUser.customer_id, user_id: rbacUser.id, media_code: media, level: 'plan', field: 'status', state: 'done', total: 0, created_at: new Date(), finished_at: new Date() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const view = async (media: string) => server.call('/api/delivery/edit/get', { token: rbac, body: { editId: await editOf(media) } });
    expect((await view('kuaishou')).body).toMatchObject(FORBIDDEN);
    expect((await view('toutiao')).status).toBe(200);
    const undo = async (media: string) => server.call('/api/delivery/edit/undo', { token: rbac, body: { editId: await editOf(media) } });
    expect((await undo('kuaishou')).body).toMatchObject(FORBIDDEN);
    expect((await undo('toutiao')).body.code).not.toBe(403);
    // The tree opens 项目管理 to a role based on OPERATE; writing projects stays with ADMIN and MANAGER.
    expect((await server.call('/api/user/project/list', { token: rbac, body: {} })).status).toBe(200);
    expect((await server.call('/api/user/project/save', { token: rbac, body: { name: '越权项目' } })).body).toMatchObject(FORBIDDEN);
  });

  it('shows an edit, its rows and its undo only to users who see every account it touched', async () => {
    const db = server.app.toufang.db;
    const people = await sqlOn(db).selectFrom('users').select(['id', 'username', 'customer_id']).where('username', 'in', ['manager', 'operator']).execute();
    const manager = people.find((p) => p.username === 'manager') ?? people[0];
    const operator = people.find((p) => p.username === 'operator') ?? people[0];
    const account = await sqlOn(db).selectFrom('media_accounts').select(['id', 'account_name']).where('customer_id', '=', manager.customer_id).where('media_code', '=', 'toutiao').orderBy('id').executeTakeFirstOrThrow();
    const { id: editId } = await sqlOn(db)
      .insertInto('delivery_edits')
      .values({ customer_id: manager.customer_id, user_id: manager.id, media_code: 'toutiao', level: 'plan', field: 'bid', state: 'done', total: 1, created_at: new Date(), finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sqlOn(db)
      .insertInto('delivery_edit_items')
      .values({ edit_id: editId, seq: 0, object_id: '9100000001', account_id: account.id, name: '经理的计划', account_name: account.account_name, before: JSON.stringify(1), after: JSON.stringify(2), ok: true })
      .execute();
    const assignment = await sqlOn(db).selectFrom('media_account_operators').selectAll().where('account_id', '=', account.id).where('user_id', '=', operator.id).execute();
    await sqlOn(db).deleteFrom('media_account_operators').where('account_id', '=', account.id).where('user_id', '=', operator.id).execute();
    const projectId = (await sqlOn(db).selectFrom('media_accounts').select('project_id').where('id', '=', account.id).executeTakeFirstOrThrow()).project_id;
    await sqlOn(db).updateTable('media_accounts').set({ project_id: null }).where('id', '=', account.id).execute();
    try {
      const as = (username: string) => tokens.get(username);
      const missing = { code: 404, data: null, message: '操作记录不存在' };
      expect((await server.call('/api/delivery/edit/get', { token: as('operator'), body: { editId } })).body).toMatchObject(missing);
      expect((await server.call('/api/delivery/edit/undo', { token: as('operator'), body: { editId } })).body).toMatchObject(missing);
      const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const filtered = { media: 'toutiao', level: 'plan', dateRange: { from: day, to: day }, page: 1, size: 10, editId };
      expect((await server.call('/api/delivery/list', { token: as('operator'), body: filtered })).body).toMatchObject(missing);
      expect((await server.call('/api/delivery/edit/get', { token: as('manager'), body: { editId } })).body).toMatchObject({ code: 200, data: { editId } });
      expect((await server.call('/api/delivery/list', { token: as('manager'), body: filtered })).status).toBe(200);
    } finally {
      if (assignment.length > 0) await sqlOn(db).insertInto('media_account_operators').values(assignment).execute();
      await sqlOn(db).updateTable('media_accounts').set({ project_id: projectId }).where('id', '=', account.id).execute();
    }
  });

  it('keeps the always-kept 媒体账户管理 closed to a custom role whose base role cannot open the account pages', async () => {
    const db = server.app.toufang.db;
    const designer = await sqlOn(db).selectFrom('users').select(['id', 'customer_id']).where('username', '=', 'designer').executeTakeFirstOrThrow();
    const { id: roleId } = await sqlOn(db)
      .insertInto('roles')
      .values({ customer_id: designer.customer_id, code: 'DESIGN_PLUS', name: '设计加', base_role: 'DESIGNER', menu_tree: JSON.stringify([{ code: 'mediaAccountManage', name: '媒体账户管理', disable: false, children: [] }]), actions: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sqlOn(db).updateTable('users').set({ role_id: roleId }).where('id', '=', designer.id).execute();
    try {
      const answer = await server.call('/api/user/media_account/page', { token: tokens.get('designer'), body: { mediaCode: 'gdt', current: 1, size: 10 } });
      expect(answer.body).toMatchObject(FORBIDDEN);
    } finally {
      await sqlOn(db).updateTable('users').set({ role_id: null }).where('id', '=', designer.id).execute();
    }
  });

  // Last of the calls with a session: the table ends on logout.
  it('refuses exactly the callers the spec\'s role table leaves out, with the Chinese envelope', async () => {
    const table: string[] = [];
    const expected: string[] = [];
    for (const op of operations) {
      for (const username of USERNAMES) {
        const answer = await callAs(op, tokens.get(username));
        const refused = answer.status === 403 && answer.body?.code === 403;
        if (refused) expect(answer.body).toMatchObject(FORBIDDEN);
        // 401 would mean the session got lost on the way, and the row would prove nothing.
        expect(answer.status, `${username} ${op.operationId}`).not.toBe(401);
        table.push(`${op.operationId} ${username} ${refused ? 'refused' : 'allowed'}`);
        const row = specRowOf(op.operationId);
        if (!row) throw new Error(`${op.operationId} has no row in the spec's role table`);
        expected.push(`${op.operationId} ${username} ${specAllows(row, username) ? 'allowed' : 'refused'}`);
      }
    }
    expect(table).toEqual(expected);
    // The table must refuse someone somewhere, or it tests nothing.
    expect(table.some((row) => row.endsWith('refused'))).toBe(true);
  });
});

describe('the server start', () => {
  it('refuses to start when an operation does not say who may call it', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-access-'));
    try {
      const doc = loadContract();
      delete doc.paths['/api/user/message/init'].get['x-access'];
      const contractFile = path.join(scratch, 'openapi.yaml');
      writeFileSync(contractFile, stringify(doc));
      await expect(buildServer({ contractFile, dataDir: path.join(scratch, 'pglite'), logLevel: false })).rejects.toThrow(
        'no access declaration (x-access) for contract operations: initMessages',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
