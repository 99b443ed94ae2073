// Rules and records as the server answers them, for the AI助手 pages' specs (only specs import this file).
import type { Schemas } from '@toufang/api';

type Rule = Schemas['AiRule'];
type Body = Schemas['AiRuleBody'];
type Action = Schemas['AiRuleActionView'];

export function ruleBody(overrides: Partial<Body> = {}): Body {
  return {
    name: '消耗高无转化暂停',
    media: 'toutiao',
    level: 'plan',
    scope: { accountIds: [11, 12], objects: { kind: 'all' } },
    conditions: [
      { metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' } },
      { metric: 'convert', operator: 'LESS', value: 1, window: { kind: 'today' } },
    ],
    join: 'ALL',
    actions: [{ type: 'PAUSE', action: 'PAUSE' }],
    triggerCount: 1,
    finalOptimisation: 'NONE',
    schedule: { everyMinutes: 30, hours: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    cooldownMinutes: 60,
    caps: {},
    priority: 10,
    ...overrides,
  };
}

export function rule(id: number, overrides: Partial<Rule> = {}, body: Partial<Body> = {}): Rule {
  return {
    id,
    version: 3,
    enabled: true,
    body: ruleBody(body),
    owner: { id: 2, name: '王主管' },
    createTime: '2026-11-28 10:00:00',
    updateTime: '2026-11-30 09:00:00',
    removed: false,
    lastRun: {
      id: 70 + id,
      ruleId: id,
      ruleName: body.name ?? '消耗高无转化暂停',
      media: 'toutiao',
      kind: 'scheduled',
      state: 'done',
      slot: '2026-11-30 10:30',
      evaluated: 40,
      matched: 3,
      acted: 2,
      skipped: 1,
      failed: 0,
      error: null,
      startTime: '2026-11-30 10:32:00',
      finishTime: '2026-11-30 10:32:20',
    },
    todayActions: 2,
    nextDueTime: '2026-11-30 11:00:00',
    ...overrides,
  };
}

export function action(id: number, overrides: Partial<Action> = {}): Action {
  return {
    id,
    runId: 71,
    ruleId: 1,
    ruleName: '消耗高无转化暂停',
    media: 'toutiao',
    level: 'plan',
    objectId: `7001${id}`,
    objectName: `计划${id}`,
    accountId: 11,
    accountName: '巨量账户11',
    type: 'PAUSE',
    before: 'enabled',
    after: 'paused',
    conditions: [
      { metric: 'cost', value: 612.5, holds: true },
      { metric: 'convert', value: 0, holds: true },
    ],
    outcome: 'applied',
    reasonCode: null,
    reason: null,
    editId: 501,
    time: '2026-11-30 10:32:10',
    undo: { undoable: true, undone: false, undoneBy: null, undoneTime: null, until: '2026-12-01 10:32:20' },
    ...overrides,
  };
}
