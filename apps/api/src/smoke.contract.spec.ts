// The composed server's smoke suite: one server over the seeded demo data, one representative operation of
// each area library, each answering real content. A change the areas' own suites do not cover (the
// composition, a media's adapter or limits) runs this one (docs/affected.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, chinaDay } from '@toufang/domain';
import { mirrorDims, objectsOf, syncedAccounts, testStore } from '@toufang/server-delivery/testing';
import { DEMO_DEPARTMENTS } from '@toufang/server-http';
import { startTestServer, type TestServer } from '@toufang/server-testing';

interface Page<T> {
  records: T[];
  total: number;
}

let server: TestServer;
let token: string;
const today = chinaDate(chinaDay(Date.now()));
const daysAgo = (days: number) => chinaDate(chinaDay(Date.now()) - days);

const call = async <T>(path: string, body?: unknown): Promise<T> => {
  const answer = await server.call<T>(path, { method: 'POST', token, ...(body === undefined ? {} : { body }) });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.code, answer.text).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin');
});

afterAll(async () => {
  await server?.close();
});

describe('the composed server, one call per area', () => {
  it('logs the administrator in and answers who they are (auth, org)', async () => {
    const user = await call<{ username: string; role: string }>('/api/user/user/get');
    expect(user).toMatchObject({ username: 'admin', role: 'ADMIN' });
  });

  it('lists the demo company\'s gdt media accounts (accounts)', async () => {
    const page = await call<Page<{ accountId: string; accountName: string; mediaCode: string }>>('/api/user/media_account/page', { mediaCode: 'gdt', current: 1, size: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.mediaCode === 'gdt' && r.accountName.length > 0)).toBe(true);
  });

  it('pages the toutiao plans of the delivery table (delivery, metrics)', async () => {
    // The desk's copy of the demo company's toutiao plans, mirrored into the metrics store (the sync's part).
    const accounts = await syncedAccounts(server.app.toufang, 'toutiao');
    const plans = await objectsOf(server.app.toufang.db, 'toutiao', 'plan', accounts.map((a) => a.id));
    expect(plans.length).toBeGreaterThan(0);
    await mirrorDims(testStore(server), server.app.toufang.db, 'toutiao', 'plan', plans.map((p) => p.object_id));
    const page = await call<Page<{ id: string; name: string }>>('/api/delivery/list', { media: 'toutiao', level: 'plan', dateRange: { from: daysAgo(1), to: today }, page: 1, size: 20 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.length).toBeGreaterThan(0);
    const names = new Map(plans.map((p) => [p.object_id, p.name]));
    expect(page.records.every((r) => names.get(r.id) === r.name)).toBe(true);
  });

  it('lists the company\'s jobs of the past days (jobs)', async () => {
    const page = await call<Page<{ id: string; title: string; state: string }>>('/api/job/search', { current: 1, size: 50, from: daysAgo(13), to: today });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.id.length > 0 && r.title.length > 0)).toBe(true);
  });

  it('searches the operation log of the past weeks (audit)', async () => {
    const page = await call<Page<{ operator: string; actionName: string }>>('/api/user/operation_log/search', { current: 1, size: 20, from: daysAgo(27), to: today });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.operator.length > 0 && r.actionName.length > 0)).toBe(true);
  });

  it('answers the company\'s department tree (org)', async () => {
    const tree = await call<{ name: string; children?: { name: string }[] }[]>('/api/user/department/tree');
    const names = (nodes: { name: string; children?: { name: string }[] }[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
    expect(names(tree).sort()).toEqual(DEMO_DEPARTMENTS.filter((d) => d.customer === 1).map((d) => d.name).sort());
  });
});
