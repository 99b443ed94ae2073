// Hostile input is never a 500, and a refused request writes nothing. Every operation of the contract is
// called by a demo user who may call it, with one hostile value in one field at a time (NUL, blank and
// invisible text, huge strings, 1e308, ±2^63, floats for integers, deep and wide JSON, wrong types), and
// with whole bodies nested 1,000 to 12,000 levels. The operations and fields are read from the contract,
// so a new operation is fuzzed without anyone writing a test. Logout is left out: it ends the session
// the rest needs, and takes no input to fuzz.
// Every hostile value the contract's validator lets through (it reaches the handler) goes to every field. One
// the validator refuses meets the same generic refusal whatever the field, so it goes to the first field of each
// field type and then in turn (two a field): every field still gets hostile values and every value kind meets
// every field type, and each such call must be answered 400 (the prediction is checked, not trusted). The
// file alone on a kept template: 76 s of CPU with every value to every field (13,100 calls), 55 s so (5,636
// calls), 2026-12-01; one a field (4,084 calls) saved only 3 s more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayCall, listOperations, loadContract, type ContractOperation, compiledContractOf } from '@toufang/server-http';
import type { Db } from '@toufang/server-db';
import { callerOf, DEMO_USERNAMES, startTestServer, type TestServer, BODY_ATTACKS, bodyText, deepJsonText, fieldsOf, type Hostile, hostileValuesFor, QUERY_ATTACKS, RAW, sampleOf, withValueAt } from '@toufang/server-testing';

const doc = loadContract();
// The validators the suite's server compiled for the same file (one compile per worker, not two a file).
const contract = compiledContractOf();
const operations = listOperations(doc).filter((op) => op.operationId !== 'logout');

let server: TestServer;
let db: Db;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.toufang.db;
});
afterAll(async () => {
  await server?.close();
});

/** A demo user who may call the operation (logged in once), or none for a public operation. */
async function tokenFor(op: ContractOperation): Promise<string | undefined> {
  if (!op.secured) return undefined;
  const username = DEMO_USERNAMES.find((candidate) => op.access && mayCall(op.access, callerOf(candidate)));
  if (!username) throw new Error(`no demo user may call ${op.operationId}`);
  if (!tokens.has(username)) tokens.set(username, await server.login(username));
  return tokens.get(username);
}

/** The next transaction id: it moves only when a statement wrote (or began to write) something. */
async function nextXid(): Promise<string> {
  const [row] = await db.query<{ xid: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid');
  return row.xid;
}

/** What every table holds, cheaply: its row count and the newest row version (xmin) in it. */
async function fingerprint(): Promise<string> {
  const tables = await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename");
  const parts = tables.map(({ name }) => `SELECT '${name}' AS t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${name}"`);
  const rows = await db.query<{ t: string; f: string }>(parts.join(' UNION ALL '));
  return rows.map((row) => `${row.t}:${row.f}`).join(' ');
}

interface Sent {
  op: ContractOperation;
  label: string;
  url: string;
  init: { method: string; body?: string; token?: string };
  /** The contract's validator refuses it: the answer must be 400. */
  refused?: boolean;
}

/**
 * One call through the server's own request handling (Fastify's inject: its routing, hooks, body parsing and the
 * contract's checks, without a socket): the ~12,000 calls cost half the CPU they did over HTTP. The HTTP edge
 * itself (body limits and nesting before parsing, headers) is the first test's, over a real socket.
 */
async function send({ url, init }: Sent) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Toufang ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.app.inject({ method: init.method as 'GET' | 'POST', url, headers, payload: init.body });
  return { status: response.statusCode, text: response.body };
}

/** Of the values the validator refuses, each field after a field type's first gets this many, in turn. */
const REFUSED_PER_FIELD = 2;
/** How many fields of each field type (its list of hostile values) have been fuzzed: the turn of the next one. */
const turns = new Map<string, number>();

/**
 * Whether the value goes to this field: always when the contract's validator accepts the body (the handler sees
 * it), else on the field type's first field and then in turn. A raw value (nesting past the edge's bound) is
 * always refused. `refused` says which calls must be answered 400.
 */
function chooseValues(values: Hostile[], accepts: (value: Hostile) => boolean): { hostile: Hostile; refused: boolean }[] {
  const key = values.map((value) => value.name).join('|');
  const turn = turns.get(key) ?? 0;
  turns.set(key, turn + 1);
  const chosen: { hostile: Hostile; refused: boolean }[] = [];
  values.forEach((hostile, index) => {
    const refused = 'rawJson' in hostile || !accepts(hostile);
    const inTurn = (index - (turn - 1) * REFUSED_PER_FIELD + values.length * REFUSED_PER_FIELD * turn) % values.length < REFUSED_PER_FIELD;
    if (!refused || turn === 0 || inTurn) chosen.push({ hostile, refused });
  });
  return chosen;
}

/** Every hostile call of one operation. */
function hostileCalls(op: ContractOperation, token: string | undefined): Sent[] {
  const calls: Sent[] = [];
  const method = op.method === 'GET' ? 'GET' : 'POST';
  if (op.body) {
    const base = sampleOf(doc, op.body.schema);
    const checkBody = contract.operations.find((candidate) => candidate.operationId === op.operationId)?.checkBody;
    for (const attack of BODY_ATTACKS) calls.push({ op, label: attack.name, url: op.path, init: { method, token, body: attack.rawJson } });
    for (const field of fieldsOf(doc, op.body.schema)) {
      const bodyWith = (hostile: Hostile) => withValueAt(doc, base, field, 'rawJson' in hostile ? RAW : hostile.value);
      for (const { hostile, refused } of chooseValues(hostileValuesFor(field.schema), (hostile) => checkBody?.(bodyWith(hostile)) ?? true)) {
        const raw = 'rawJson' in hostile ? hostile.rawJson : undefined;
        const label = `${field.path.join('.')} ← ${hostile.name}`;
        calls.push({ op, label, url: op.path, init: { method, token, body: bodyText(bodyWith(hostile), raw) }, refused });
      }
    }
  }
  if (op.query) {
    const properties = op.query.properties as Record<string, unknown>;
    const base = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, String(sampleOf(doc, schema))]));
    for (const name of Object.keys(properties)) {
      for (const attack of QUERY_ATTACKS) {
        const query = new URLSearchParams({ ...base, [name]: attack }).toString();
        calls.push({ op, label: `?${name} ← ${JSON.stringify(attack.slice(0, 24))}`, url: `${op.path}?${query}`, init: { method, token } });
      }
    }
  }
  return calls;
}

describe('hostile input', () => {
  it('refuses the deep filter template and role tree at the edge, and the database keeps answering', async () => {
    const token = await server.login('operator');
    const add = (filters: string) =>
      server.call('/api/user/filter_template/add', { token, rawBody: `{"scene":"toutiao.plan","name":"深","filters":{"a":${filters}}}`, headers: { 'content-type': 'application/json' } });
    for (const levels of [1_200, 3_000, 5_000, 12_000]) {
      const answer = await add(deepJsonText(levels));
      expect(answer.status, `${levels} levels`).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, message: '请求体嵌套层数过多，不能超过64层' });
    }
    // Within the body's bound, but past the filters' own: the contract's x-json-bounds refuses it.
    expect((await add(deepJsonText(40))).body).toMatchObject({ code: 400, message: '筛选条件嵌套不能超过8层' });
    const admin = await server.login('admin');
    let menu = '[]';
    for (let i = 0; i < 12_000; i++) menu = `[{"code":"c","name":"n","disable":false,"isHomePage":false,"children":${menu}}]`;
    const role = await server.call('/api/user-pro/role/save', {
      token: admin,
      rawBody: `{"name":"深","baseRole":"OPERATE","menuTree":${menu},"actions":[]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(role.body).toMatchObject({ code: 400, message: '请求体嵌套层数过多，不能超过64层' });
    // Logins and lists still work.
    const again = await server.login('operator');
    const list = await server.call('/api/user/filter_template/list', { token: again, body: { scene: 'toutiao.plan' } });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ code: 200, data: [] });
  });

  it('answers every field of every operation with hostile values without a 5xx, and a refused call writes nothing', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let calls = 0;
    let fitting = 0;
    for (const op of operations) {
      const check = contract.operations.find((candidate) => candidate.operationId === op.operationId)?.checkBody;
      if (op.body && check?.(sampleOf(doc, op.body.schema))) fitting++;
      const token = await tokenFor(op);
      // Every refusal but the login back-off's 429 (which records the failed attempt by design) must write
      // nothing. The transaction id is read around the operation's whole batch: when nothing began a write, no
      // refusal did, and the batch needs no further look (most operations: 2 reads in place of 2 a call).
      const refused: { call: Sent; status: number }[] = [];
      const batchStart = await nextXid();
      for (const call of hostileCalls(op, token)) {
        const answer = await send(call);
        calls++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${op.operationId} ${call.label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (call.refused && answer.status !== 400) failures.push(`${op.operationId} ${call.label}: the validator refuses it, answered ${answer.status}`);
        else if (answer.status >= 400 && answer.status !== 429) refused.push({ call, status: answer.status });
      }
      if ((await nextXid()) === batchStart) continue;
      // Something in the batch began a write (an accepted call, or a refusal): each refusal is sent again on its own.
      for (const { call, status } of refused) {
        const before = await nextXid();
        const answer = await send(call);
        if (answer.status !== status || (await nextXid()) === before) continue;
        // This refusal began a write: a rolled-back one is fine, so send it again and compare the tables.
        const tables = await fingerprint();
        const again = await send(call);
        if (again.status === status && (await fingerprint()) !== tables) failures.push(`${op.operationId} ${call.label}: refused with ${status} but wrote`);
      }
    }
    const withInput = operations.filter((op) => op.body || op.query).length;
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(', ');
    console.info(`hostile input: ${withInput} operations with input (of ${operations.length + 1}), ${calls} hostile calls; answers ${summary}; ${failures.length} failures`);
    expect(failures).toEqual([]);
    // The fuzz must reach the handlers, not only the validator: the bodies it starts from fit the contract.
    const withBody = operations.filter((op) => op.body).length;
    expect(fitting, `${fitting} of ${withBody} sample bodies fit the contract`).toBe(withBody);
  });
});
