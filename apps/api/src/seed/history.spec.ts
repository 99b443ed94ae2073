import { describe, expect, it } from 'vitest';
import { chinaDay } from '@toufang/domain';
import { type HistoryInput, planOperationHistory, SEED_HISTORY } from './history';

const NOW = new Date('2026-11-27T06:00:00Z');
const person = (userId: number, name: string) => ({ kind: 'user' as const, userId, name });
const INPUT: HistoryInput = {
  people: new Map([
    ['admin', person(1, '赵磊')],
    ['manager', person(2, '钱芳')],
    ['operator', person(3, '孙浩')],
    ['rbac', person(8, '王欣')],
  ]),
  accounts: [
    { media: 'toutiao', accountId: '1001', accountName: '巨量-01', authorizationId: 1, groupId: 5, groupName: '华北投放组', dailyBudgetFen: 500_000 },
    { media: 'kuaishou', accountId: '2001', accountName: '快手-01', authorizationId: 2, groupId: null, groupName: null, dailyBudgetFen: null },
  ],
  objects: [
    ...['p1', 'p2', 'p3'].map((id, i) => ({ media: 'toutiao' as const, accountId: '1001', level: 'plan', objectId: id, name: `计划-${id}`, optStatus: 'enabled' as const, budgetFen: 30_000 + i * 100, bidFen: 250 + i, createdAt: new Date('2026-09-01T00:00:00Z') })),
    ...['k1', 'k2'].map((id) => ({ media: 'kuaishou' as const, accountId: '2001', level: 'plan', objectId: id, name: `快手计划-${id}`, optStatus: 'paused' as const, budgetFen: null, bidFen: 180, createdAt: new Date('2026-09-01T00:00:00Z') })),
    // Created yesterday: no edit of it can be older.
    { media: 'toutiao', accountId: '1001', level: 'plan', objectId: 'new', name: '计划-新', optStatus: 'enabled', budgetFen: 10_000, bidFen: 100, createdAt: new Date(NOW.getTime() - 24 * 3_600_000) },
  ],
};

describe('the seeded operation history', () => {
  const entries = planOperationHistory(INPUT, NOW);

  it('is the same for the same desk and day', () => {
    expect(planOperationHistory(INPUT, new Date(NOW.getTime() + 3_600_000))).toEqual(entries);
  });

  it('starts with the administrator adding every account and the manager grouping the grouped ones', () => {
    const imports = entries.filter((e) => e.action === 'media-account.import');
    expect(imports.map((e) => [e.actor, e.account?.id, e.actionName])).toEqual([
      [person(1, '赵磊'), '1001', '添加账户'],
      [person(1, '赵磊'), '2001', '添加账户'],
    ]);
    expect(chinaDay(imports[0].at!.getTime())).toBe(chinaDay(NOW.getTime()) - SEED_HISTORY.importedDaysAgo);
    const grouped = entries.filter((e) => e.action === 'media-account.group');
    expect(grouped.map((e) => [e.actor, e.account?.id, e.actionName, e.after])).toEqual([[person(2, '钱芳'), '1001', '移入分组「华北投放组」', { groupId: 5 }]]);
  });

  it('has the manager and the optimisers edit objects that exist, after they were created and before today, oldest first', () => {
    const edits = entries.filter((e) => e.action.startsWith('delivery.'));
    expect(edits.length).toBeGreaterThan(5);
    const today = chinaDay(NOW.getTime());
    const known = new Map(INPUT.objects.map((o) => [o.objectId, o]));
    for (const edit of edits) {
      expect(['钱芳', '孙浩', '王欣']).toContain(edit.actor.name);
      expect(chinaDay(edit.at!.getTime())).toBeLessThan(today);
      if (edit.object?.level === 'account') continue;
      const object = known.get(edit.object!.id)!;
      expect(edit.object?.name).toBe(object.name);
      expect(edit.at!.getTime()).toBeGreaterThan(object.createdAt.getTime());
    }
    // The rbac user's 2.0 menu has no kuaishou delivery.
    expect(edits.filter((e) => e.actor.name === '王欣' && e.media === 'kuaishou')).toEqual([]);
    const times = entries.map((e) => e.at!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('ends each accepted edit on the value the object has today, and leaves it where it was when refused', () => {
    const current = (edit: (typeof entries)[number]) => {
      const field = edit.action.slice('delivery.'.length);
      if (edit.object?.level === 'account') return { dailyBudget: 5_000 };
      const o = INPUT.objects.find((candidate) => candidate.objectId === edit.object?.id)!;
      return { [field]: { status: o.optStatus, name: o.name, budget: (o.budgetFen ?? 0) / 100, bid: (o.bidFen ?? 0) / 100 }[field] };
    };
    for (const edit of entries.filter((e) => e.action.startsWith('delivery.'))) {
      if (edit.answer?.outcome === 'refused') expect(edit.before).toEqual(current(edit));
      else expect(edit.after).toEqual(current(edit));
      expect(edit.before).not.toEqual(edit.after);
    }
  });
});
