// Conflicts between AI助手 rules in one round (docs/design/tools.md §6.3): a pause wins, then the smallest priority
// number, ties to the older rule; the answer does not depend on the order the round planned in.
import type { AiRuleActionType } from './rule-types';
import { AI_RULE_TEXTS as T } from './texts';
import { skipPlanned, type PlannedAct, type PlannedBase, type PlannedSkip } from './plan';

/** A planned action another rule's action overrode in the round. */
export type SupersededAction = PlannedSkip & { reason: 'superseded'; byRuleId: number; planned: PlannedAct };

const TYPE_ORDER: Readonly<Record<AiRuleActionType, number>> = { PAUSE: 0, BUDGET: 1, BID: 2, EMAIL: 3 };

/** Smaller first: priority number, then the older rule, then the smaller id (a total order, so any input order gives one answer). */
function rank(a: PlannedAct, b: PlannedAct): number {
  return a.priority - b.priority || a.ruleCreatedAt - b.ruleCreatedAt || a.ruleId - b.ruleId;
}

const objectKey = (a: PlannedBase) => `${a.media}\u0000${a.level}\u0000${a.objectId}`;

/** The canonical order inside one object (the objects themselves go in their key's order). */
function withinObject<A extends PlannedBase & { type: AiRuleActionType; priority: number; ruleCreatedAt: number }>(a: A, b: A): number {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.priority - b.priority || a.ruleCreatedAt - b.ruleCreatedAt || a.ruleId - b.ruleId;
}

/**
 * The round's conflicts (design §6.3), object by object: a PAUSE from any rule wins, and every other rule's
 * BUDGET, BID and PAUSE on the object is superseded by it (被规则「…」的暂停覆盖); otherwise per field the rule with
 * the smallest priority number wins, ties to the older rule. EMAIL never conflicts. Both lists come in one order
 * (object, type, rank) whatever the input's. The input holds at most one action per rule, object and type (as
 * planActions makes them).
 */
export function resolveConflicts(planned: readonly PlannedAct[]): { kept: PlannedAct[]; superseded: SupersededAction[] } {
  const byObject = new Map<string, PlannedAct[]>();
  for (const a of planned) {
    const key = objectKey(a);
    const list = byObject.get(key);
    if (list) list.push(a);
    else byObject.set(key, [a]);
  }
  const kept: PlannedAct[] = [];
  const superseded: SupersededAction[] = [];
  // Object by object in key order, each object's actions sorted among themselves: the order of sorting both lists by
  // (object key, type, rank) without building a key per comparison (a round resolves tens of thousands).
  for (const key of [...byObject.keys()].sort()) {
    const acts = byObject.get(key)!;
    const keptHere: PlannedAct[] = [];
    const supersededHere: SupersededAction[] = [];
    const supersede = (a: PlannedAct, by: PlannedAct, text: string) =>
      supersededHere.push({ ...skipPlanned(a, 'superseded', text), reason: 'superseded', byRuleId: by.ruleId, planned: a });
    const pause = acts.length === 1 ? (acts[0].type === 'PAUSE' ? acts[0] : undefined) : acts.filter((a) => a.type === 'PAUSE').sort(rank)[0];
    for (const a of acts) {
      if (a.type === 'EMAIL') keptHere.push(a);
      else if (pause) {
        if (a === pause) keptHere.push(a);
        else supersede(a, pause, T.SUPERSEDED_BY_PAUSE(pause.ruleName));
      } else {
        const winner = acts.length === 1 ? a : (acts.filter((b) => b.type === a.type).sort(rank)[0] as PlannedAct);
        if (a === winner) keptHere.push(a);
        else supersede(a, winner, T.SUPERSEDED_BY(winner.ruleName));
      }
    }
    kept.push(...keptHere.sort(withinObject));
    superseded.push(...supersededHere.sort(withinObject));
  }
  return { kept, superseded };
}
