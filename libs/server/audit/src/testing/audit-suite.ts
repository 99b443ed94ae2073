// The behaviour of the audit trail, run by the unit suite on PGlite and by the contract suite on
// PostgreSQL (DATABASE_URL): recording inside the write's transaction, every filter, paging and
// company isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@toufang/server-db';
import type { TestDb } from '@toufang/server-testing';
import { type Actor, actorFromJson, actorColumns, ruleActor } from '../lib/actor';
import { AUDIT_LIMITS, type AuditEntry, recordAudit, recordAuditBatch, searchAudit } from '../lib/audit';

const COMPANY = 1;
const OTHER_COMPANY = 2;
const T0 = Date.parse('2026-11-25T02:00:00.000Z');
const MINUTE = 60_000;
const operator: Actor = { kind: 'user', userId: 7, name: '优化师小王' };
const colleague: Actor = { kind: 'user', userId: 8, name: '优化师小李' };
const ruleJob: Actor = { kind: 'job', jobId: '6f1c2b1e-8a8e-4a43-9a51-1f6f0a6b9c01', name: '规则：超成本暂停' };

/** A budget change of a plan on toutiao, at T0 + minutes. */
function budgetChange(minutes: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    companyId: COMPANY,
    actor: operator,
    at: new Date(T0 + minutes * MINUTE),
    media: 'toutiao',
    account: { id: '1700000000000001', name: '头条-家居-01' },
    object: { level: 'plan', id: `plan-${minutes}`, name: `家居计划-${minutes}` },
    action: 'plan.budget.update',
    actionName: '修改预算',
    before: { budget: 300, budgetMode: 'day' },
    after: { budget: 500, budgetMode: 'day' },
    requestId: `req-${minutes}`,
    ...overrides,
  };
}

export function describeAuditTrail(label: string, openDb: () => Promise<TestDb>): void {
  describe(label, () => {
    let testDb: TestDb;
    let db: Db;
    const page = { current: 1, size: 50 };

    beforeAll(async () => {
      testDb = await openDb();
      db = testDb.db;
      await recordAuditBatch(db, [
        budgetChange(1),
        budgetChange(2, { actor: colleague }),
        budgetChange(3, {
          media: 'gdt',
          account: { id: '2900000001', name: '广点通-教育-02' },
          object: { level: 'unit', id: 'unit-3', name: '教育广告组' },
          action: 'unit.status.pause',
          actionName: '暂停',
          before: { status: 'ENABLE' },
          after: { status: 'DISABLE' },
          actor: ruleJob,
          requestId: undefined,
          jobId: ruleJob.kind === 'job' ? ruleJob.jobId : undefined,
        }),
        budgetChange(4, { answer: { outcome: 'refused', code: '40001', message: '预算低于媒体最低值 300 元' } }),
        budgetChange(5, { companyId: OTHER_COMPANY, object: { level: 'plan', id: 'plan-5', name: '家居计划-5' } }),
      ]);
    });
    afterAll(async () => {
      await testDb?.close();
    });

    it('answers a company’s records newest first, with who, what, before, after and the media’s answer', async () => {
      const result = await searchAudit(db, { companyId: COMPANY, ...page });
      expect(result.total).toBe(4);
      expect(result.records.map((record) => record.object?.id)).toEqual(['plan-4', 'unit-3', 'plan-2', 'plan-1']);
      const [refused, paused] = result.records;
      expect(refused).toMatchObject({
        companyId: COMPANY,
        actor: operator,
        at: new Date(T0 + 4 * MINUTE),
        media: 'toutiao',
        account: { id: '1700000000000001', name: '头条-家居-01' },
        object: { level: 'plan', id: 'plan-4', name: '家居计划-4' },
        action: 'plan.budget.update',
        actionName: '修改预算',
        before: { budget: 300, budgetMode: 'day' },
        after: { budget: 500, budgetMode: 'day' },
        answer: { outcome: 'refused', code: '40001', message: '预算低于媒体最低值 300 元' },
        requestId: 'req-4',
        jobId: null,
      });
      expect(typeof refused.id).toBe('string');
      expect(paused).toMatchObject({ actor: ruleJob, jobId: ruleJob.kind === 'job' ? ruleJob.jobId : '', requestId: null, answer: { outcome: 'ok', code: null, message: null } });
    });

    it('never answers another company’s records', async () => {
      const other = await searchAudit(db, { companyId: OTHER_COMPANY, ...page });
      expect(other.records.map((record) => record.object?.id)).toEqual(['plan-5']);
      expect((await searchAudit(db, { companyId: 3, ...page })).total).toBe(0);
      expect((await searchAudit(db, { companyId: COMPANY, objectId: 'plan-5', ...page })).total).toBe(0);
    });

    it.each([
      ['media', { media: 'gdt' }, ['unit-3']],
      ['account', { accountId: '1700000000000001' }, ['plan-4', 'plan-2', 'plan-1']],
      ['operator name, in part', { operator: '小李' }, ['plan-2']],
      ['operator name of a job', { operator: '超成本' }, ['unit-3']],
      ['person', { userId: 7 }, ['plan-4', 'plan-1']],
      ['job', { jobId: '6f1c2b1e-8a8e-4a43-9a51-1f6f0a6b9c01' }, ['unit-3']],
      ['a malformed job id', { jobId: 'not-a-job' }, []],
      ['object id', { objectId: 'plan-2' }, ['plan-2']],
      ['object name, in part', { objectName: '教育' }, ['unit-3']],
      ['object name with a literal %', { objectName: '%' }, []],
      ['action', { action: 'unit.status.pause' }, ['unit-3']],
      ['time range (from inclusive, to exclusive)', { from: new Date(T0 + 2 * MINUTE), to: new Date(T0 + 4 * MINUTE) }, ['unit-3', 'plan-2']],
      ['several filters together', { media: 'toutiao', userId: 7, from: new Date(T0 + 2 * MINUTE) }, ['plan-4']],
    ] as const)('filters by %s', async (_name, filter, expected) => {
      const result = await searchAudit(db, { companyId: COMPANY, ...page, ...filter });
      expect(result.records.map((record) => record.object?.id)).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    it('answers a page at a time with the total of the whole filtered set', async () => {
      const first = await searchAudit(db, { companyId: COMPANY, current: 1, size: 3 });
      expect(first).toMatchObject({ total: 4, current: 1, size: 3 });
      expect(first.records.map((record) => record.object?.id)).toEqual(['plan-4', 'unit-3', 'plan-2']);
      const second = await searchAudit(db, { companyId: COMPANY, current: 2, size: 3 });
      expect(second.records.map((record) => record.object?.id)).toEqual(['plan-1']);
      const beyond = await searchAudit(db, { companyId: COMPANY, current: 5, size: 3 });
      expect(beyond).toMatchObject({ records: [], total: 4 });
      expect((await searchAudit(db, { companyId: COMPANY, current: 1, size: 10_000 })).size).toBe(AUDIT_LIMITS.PAGE_SIZE_MAX);
    });

    it('records an AI助手 rule as an actor of its own kind, named after the rule, and finds its writes by kind and by rule', async () => {
      const company = 13;
      const rule = ruleActor({ id: 42, name: '超成本暂停' });
      expect(rule).toEqual({ kind: 'rule', ruleId: 42, name: 'AI助手规则：超成本暂停' });
      await recordAuditBatch(db, [
        budgetChange(20, { companyId: company, actor: rule }),
        budgetChange(21, { companyId: company, actor: ruleActor({ id: 43, name: '低转化降价' }) }),
        budgetChange(22, { companyId: company }),
      ]);
      const all = await searchAudit(db, { companyId: company, ...page });
      expect(all.records.map((r) => r.actor)).toEqual([operator, { kind: 'rule', ruleId: 43, name: 'AI助手规则：低转化降价' }, rule]);
      expect((await searchAudit(db, { companyId: company, actorKind: 'rule', ...page })).records.map((r) => r.object?.id)).toEqual(['plan-21', 'plan-20']);
      expect((await searchAudit(db, { companyId: company, ruleId: 42, ...page })).records.map((r) => r.object?.id)).toEqual(['plan-20']);
      expect((await searchAudit(db, { companyId: company, actorKind: 'user', ...page })).records.map((r) => r.object?.id)).toEqual(['plan-22']);
      // A person whose id equals a rule's is not that rule.
      expect((await searchAudit(db, { companyId: company, userId: 42, ...page })).total).toBe(0);
      // The columns an edit's row keeps its actor in read back as the same actor; anything else is no actor.
      expect(actorFromJson(JSON.parse(JSON.stringify(actorColumns(rule))))).toEqual(rule);
      expect(actorFromJson({ actor_kind: 'robot', actor_id: '1', actor_name: 'x' })).toBeNull();
      expect(actorFromJson(null)).toBeNull();
    });

    it('records inside the write’s transaction: nothing when it rolls back', async () => {
      const company = 10;
      await expect(
        db.transaction(async (tx) => {
          await recordAudit(tx, budgetChange(10, { companyId: company }));
          throw new Error('媒体拒绝了修改');
        }),
      ).rejects.toThrow('媒体拒绝了修改');
      expect((await searchAudit(db, { companyId: company, ...page })).total).toBe(0);
      await db.transaction((tx) => recordAudit(tx, budgetChange(11, { companyId: company })));
      expect((await searchAudit(db, { companyId: company, ...page })).records.map((record) => record.object?.id)).toEqual(['plan-11']);
    });

    it('keeps the value before exactly as it was, nested values and nulls included', async () => {
      const company = 11;
      const before = { budget: 300.5, schedule: '1'.repeat(168), regions: ['北京', '上海'], bid: null, nested: { a: [1, { b: '二' }] } };
      await recordAudit(db, budgetChange(12, { companyId: company, before, after: null, object: { level: 'creative', id: 'c-1' } }));
      const [record] = (await searchAudit(db, { companyId: company, ...page })).records;
      expect(record.before).toEqual(before);
      expect(record.after).toBeNull();
      expect(record.object).toEqual({ level: 'creative', id: 'c-1', name: null });
    });

    it('records a large batch in several statements, all or nothing', async () => {
      const company = 12;
      const entries = Array.from({ length: AUDIT_LIMITS.BATCH_ROWS + 5 }, (_, index) => budgetChange(index, { companyId: company }));
      await expect(
        db.transaction(async (tx) => {
          await recordAuditBatch(tx, entries);
          throw new Error('批量修改中断');
        }),
      ).rejects.toThrow('批量修改中断');
      expect((await searchAudit(db, { companyId: company, ...page })).total).toBe(0);
      await db.transaction((tx) => recordAuditBatch(tx, entries));
      expect((await searchAudit(db, { companyId: company, ...page })).total).toBe(entries.length);
    });
  });
}
