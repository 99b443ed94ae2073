// Access on every call: each demo user calls every operation of the contract, and is refused (HTTP 403)
// exactly where the operation's x-access declaration says so. The operations and their declarations are
// read from the contract, so a new operation is covered without an edit here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { effectiveRole } from '@toufang/domain';
import { listOperations, loadContract, type ContractOperation } from '../contract/load';
import { buttonConfigOf, DEMO_USERS } from '../seed/demo-users';
import { buildServer } from '../server';
import { startTestServer, type TestServer } from '../testing/harness';
import type { AccessRule } from './declaration';
import { mayCall, type Caller } from './decide';
import { permissionCodes, RBAC_VERSION } from './permission-codes';

/** The demo accounts of the README, one per role and model. */
const USERNAMES = ['admin', 'manager', 'operator', 'designer', 'designmanager', 'agent1', 'agent2', 'rbac'] as const;
const FORBIDDEN = { code: 403, data: null, message: '无权限访问该功能，请联系管理员开通' };

/** What the seed makes of a demo user, computed from the seed's own description, not from the server. */
function callerOf(username: string): Caller {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  const rbacVersion = user.rbac?.version ?? null;
  return {
    role: effectiveRole(user.role, user.isDesignManager),
    rbac: rbacVersion === RBAC_VERSION,
    permissions: permissionCodes({ rbacVersion, menuTree: user.rbac?.menu ?? [], buttonConfig: buttonConfigOf(user) }),
  };
}

function ruleOf(op: ContractOperation): AccessRule {
  if (!op.access) throw new Error(`${op.operationId} has no x-access declaration`);
  return op.access;
}

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
  return server.call(op.path, { method: op.method === 'GET' ? 'GET' : 'POST', token, ...(op.body ? { body: {} } : {}) });
}

describe('access on every call', () => {
  it('declares who may call every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((op) => !op.access).map((op) => op.operationId)).toEqual([]);
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

  it('answers the organisation operations (issue 13) by role, as written out here row by row', async () => {
    // Written by hand from the x-access of each operation and shell spec §2.3/§6, so a wrong declaration
    // shows up here and not only as a consistent mistake in the computed table below. The rbac user holds
    // a custom role based on OPERATE and acts as an optimiser.
    const manage = ['admin', 'manager', 'operator', 'agent1', 'agent2', 'rbac'];
    const managers = ['admin', 'manager'];
    const managersAndAgent = ['admin', 'manager', 'agent1'];
    const rows: Record<string, string[]> = {
      listDepartments: manage,
      saveDepartment: managers,
      moveDepartment: managers,
      removeDepartment: managers,
      listManagedUsers: manage,
      createManagedUser: managersAndAgent,
      updateManagedUser: managersAndAgent,
      setManagedUserStatus: managersAndAgent,
      resetManagedUserPassword: managersAndAgent,
      setManagedUserAccounts: managersAndAgent,
      setManagedUserProjects: managers,
      listAssignableAccounts: managersAndAgent,
      listRoles: manage,
      saveRole: ['admin'],
      removeRole: ['admin'],
      setProjectMembers: managers,
    };
    expect(Object.keys(rows)).toHaveLength(16);
    const table: string[] = [];
    const expected: string[] = [];
    for (const [operationId, allowed] of Object.entries(rows)) {
      const op = operations.find((candidate) => candidate.operationId === operationId);
      if (!op) throw new Error(`${operationId} is not in the contract`);
      for (const username of USERNAMES) {
        // An empty body: the allowed calls stop at the body check (400) or read only, so nothing changes.
        const answer = await callAs(op, tokens.get(username));
        expect(answer.status, `${username} ${operationId}`).not.toBe(401);
        table.push(`${operationId} ${username} ${answer.status === 403 ? 'refused' : 'allowed'}`);
        expected.push(`${operationId} ${username} ${allowed.includes(username) ? 'allowed' : 'refused'}`);
      }
    }
    expect(table).toEqual(expected);
  });

  // Last of the calls with a session: the table ends on logout.
  it('refuses exactly the callers each declaration leaves out, with the Chinese envelope', async () => {
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
        expected.push(`${op.operationId} ${username} ${mayCall(ruleOf(op), callerOf(username)) ? 'allowed' : 'refused'}`);
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
