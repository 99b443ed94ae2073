// Conflicts in a round (docs/design/tools.md §6.3, §11): examples, and properties: the answer is the same in any
// input order, and it is what the plain rule says (pause wins, then the smallest priority, then the older rule).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveConflicts } from './conflicts';
import type { PlannedAct } from './plan';

type Kind = 'PAUSE' | 'BUDGET' | 'BID' | 'EMAIL';

function act(kind: Kind, ruleId: number, priority: number, createdAt: number, objectId = 'p1'): PlannedAct {
  const base = { ruleId, ruleName: `规则${ruleId}`, priority, ruleCreatedAt: createdAt, media: 'toutiao' as const, level: 'plan' as const, objectId, outcome: 'planned' as const, note: null };
  if (kind === 'PAUSE') return { ...base, type: 'PAUSE', final: false };
  if (kind === 'EMAIL') return { ...base, type: 'EMAIL', recipients: [{ kind: 'user', userId: 1 }] };
  return { ...base, type: kind, before: 100, after: 100 + ruleId };
}

const brief = (r: ReturnType<typeof resolveConflicts>) => ({
  kept: r.kept.map((a) => `${a.objectId} ${a.type} ${a.ruleId}`),
  superseded: r.superseded.map((a) => `${a.objectId} ${a.type} ${a.ruleId} ← ${a.byRuleId} ${a.text}`),
});

describe('resolveConflicts', () => {
  it("lets a pause win over the other rules' budget and bid changes and over their pauses", () => {
    const planned = [act('BUDGET', 1, 1, 0), act('BID', 2, 1, 0), act('PAUSE', 3, 50, 0), act('PAUSE', 4, 60, 0), act('EMAIL', 5, 1, 0)];
    expect(brief(resolveConflicts(planned))).toEqual({
      kept: ['p1 PAUSE 3', 'p1 EMAIL 5'],
      superseded: ['p1 PAUSE 4 ← 3 被规则「规则3」的暂停覆盖', 'p1 BUDGET 1 ← 3 被规则「规则3」的暂停覆盖', 'p1 BID 2 ← 3 被规则「规则3」的暂停覆盖'],
    });
  });

  it('otherwise keeps per field the smallest priority number, ties to the older rule, then the smaller id', () => {
    const planned = [act('BUDGET', 1, 5, 100), act('BUDGET', 2, 3, 200), act('BID', 3, 9, 300), act('BID', 4, 9, 100), act('BID', 5, 9, 100)];
    expect(brief(resolveConflicts(planned))).toEqual({
      kept: ['p1 BUDGET 2', 'p1 BID 4'],
      superseded: ['p1 BUDGET 1 ← 2 被规则「规则2」覆盖', 'p1 BID 5 ← 4 被规则「规则4」覆盖', 'p1 BID 3 ← 4 被规则「规则4」覆盖'],
    });
  });

  it('keeps objects apart, and the same id at another level is another object', () => {
    const other = { ...act('BUDGET', 2, 1, 0), level: 'delivery-group' as const };
    const planned = [act('PAUSE', 1, 1, 0, 'p1'), act('BUDGET', 2, 1, 0, 'p2'), other];
    expect(brief(resolveConflicts(planned)).superseded).toEqual([]);
    expect(resolveConflicts(planned).kept).toHaveLength(3);
  });

  it('keeps what it supersedes, for the record', () => {
    const budget = act('BUDGET', 1, 1, 0);
    const [s] = resolveConflicts([budget, act('PAUSE', 2, 9, 0)]).superseded;
    expect(s).toMatchObject({ outcome: 'skipped', reason: 'superseded', type: 'BUDGET', ruleId: 1, byRuleId: 2, planned: budget });
  });
});

// ---------- properties ----------

/** Rules with few distinct priorities and creation times, so ties are common; one action per rule, object and type. */
const plannedArb = fc
  .uniqueArray(
    fc.record({
      kind: fc.constantFrom<Kind>('PAUSE', 'BUDGET', 'BID', 'EMAIL'),
      ruleId: fc.integer({ min: 1, max: 6 }),
      objectId: fc.constantFrom('p1', 'p2', 'p3'),
    }),
    { selector: (a) => `${a.kind} ${a.ruleId} ${a.objectId}`, maxLength: 24 },
  )
  .chain((items) =>
    fc
      .record({
        priorities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 7, maxLength: 7 }),
        created: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 }),
      })
      .map(({ priorities, created }) => items.map((i) => act(i.kind, i.ruleId, priorities[i.ruleId] as number, created[i.ruleId] as number, i.objectId))),
  );

const rankKey = (a: PlannedAct) => [a.priority, a.ruleCreatedAt, a.ruleId];
const before = (a: PlannedAct, b: PlannedAct) => {
  const [x, y] = [rankKey(a), rankKey(b)];
  for (let i = 0; i < 3; i++) if ((x[i] as number) !== (y[i] as number)) return (x[i] as number) < (y[i] as number);
  return false;
};

describe('resolveConflicts (properties)', () => {
  it('gives the same answer whatever the order of the planned actions', () => {
    fc.assert(
      fc.property(
        plannedArb.chain((planned) => fc.tuple(fc.constant(planned), fc.shuffledSubarray(planned, { minLength: planned.length, maxLength: planned.length }))),
        ([planned, shuffled]) => {
          expect(resolveConflicts(shuffled)).toEqual(resolveConflicts(planned));
          expect(resolveConflicts([...planned].reverse())).toEqual(resolveConflicts(planned));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps what the plain rule says, and every planned action is either kept or superseded once', () => {
    fc.assert(
      fc.property(plannedArb, (planned) => {
        const { kept, superseded } = resolveConflicts(planned);
        expect(kept.length + superseded.length).toBe(planned.length);
        expect(new Set([...kept, ...superseded.map((s) => s.planned)])).toEqual(new Set(planned));
        for (const objectId of ['p1', 'p2', 'p3']) {
          const mine = planned.filter((a) => a.objectId === objectId);
          const best = (of: PlannedAct[]) => of.reduce<PlannedAct | undefined>((w, a) => (w === undefined || before(a, w) ? a : w), undefined);
          const pause = best(mine.filter((a) => a.type === 'PAUSE'));
          const expected = new Set<PlannedAct>(mine.filter((a) => a.type === 'EMAIL'));
          if (pause) expected.add(pause);
          else for (const type of ['BUDGET', 'BID'] as const) {
            const winner = best(mine.filter((a) => a.type === type));
            if (winner) expected.add(winner);
          }
          expect(new Set(kept.filter((a) => a.objectId === objectId))).toEqual(expected);
          for (const s of superseded.filter((x) => x.objectId === objectId)) {
            const by = pause ?? best(mine.filter((a) => a.type === s.type));
            expect(s.byRuleId).toBe(by?.ruleId);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
