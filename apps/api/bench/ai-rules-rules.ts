// The AI助手 bench's 500 rules (ai-rules-bench.ts), drawn from a fixed pseudo-random sequence so every run holds the
// same ones: the desk's usual kinds (pause a plan that spends without converting, lower a bid whose cost per result
// is high, raise the budget of one that converts cheaply, pause a low click rate, mail at 预算撞线) and some of
// anything, over §9's conditions with their windows, on a few accounts (most), a team's (some) or all the media's
// accounts, with 'all objects' mostly and some by status, name or id. Each passes the save check (checkRuleBody).
import {
  AI_RULE_METRICS,
  checkRuleBody,
  type AiRuleAction,
  type AiRuleBody,
  type AiRuleCondition,
  type AiRuleMetric,
  type AiRuleObjects,
  type AiRuleWindow,
} from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { ruleLimitsOf } from '@toufang/server-ai-rules';
import { SANDBOX_THEMES } from '@toufang/server-sandbox';
import type { BenchMedia } from './ai-rules-desk';

export interface BenchRule {
  ownerId: number;
  body: AiRuleBody;
}

/** mulberry32: a small fixed sequence in [0, 1). */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What an ad typically shows in one hour of the generated figures (ai-rules-desk.ts loadBenchFigures): counts and
 * 元 per hour, rates as they are. A condition's line is this times the window's hours, times a factor that makes
 * MORE and LESS catch the tails.
 */
const TYPICAL: Readonly<Record<AiRuleMetric, { perHour: boolean; value: number }>> = {
  cost: { perHour: true, value: 38 },
  show: { perHour: true, value: 1_100 },
  click: { perHour: true, value: 30 },
  ctr: { perHour: false, value: 2.75 },
  avgShowCost: { perHour: false, value: 35 },
  avgClickCost: { perHour: false, value: 1.3 },
  active: { perHour: true, value: 1.5 },
  activeCost: { perHour: false, value: 26 },
  activeRate: { perHour: false, value: 5 },
  register: { perHour: true, value: 0.5 },
  registerCost: { perHour: false, value: 70 },
  payRate: { perHour: false, value: 6 },
  payCost: { perHour: false, value: 450 },
  convert: { perHour: true, value: 1.5 },
  convertCost: { perHour: false, value: 26 },
};

/** Costs per result: spread wide (an ad with few results has a high one). */
const PER_RESULT: ReadonlySet<AiRuleMetric> = new Set(['avgClickCost', 'activeCost', 'registerCost', 'payCost', 'convertCost']);

/** Hours of figures a window holds at the round's hour (a past day counts as 16 of the generated hours). */
function hoursOf(window: AiRuleWindow, hour: number): number {
  switch (window.kind) {
    case 'today':
      return hour + 1;
    case 'lastHours':
      return window.n;
    case 'yesterday':
      return 16;
    case 'lastDays':
      return 16 * window.n + (window.includeToday ? hour + 1 : 0);
  }
}

export function benchRules(server: Pick<ServerContext, 'media'>, media: readonly BenchMedia[], owners: { admin: number; manager: number; operator: number }, count: number, hour: number): BenchRule[] {
  const random = sequence(20_261_201);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const figure = (x: number) => Math.max(0.01, Math.round(x * 100) / 100);
  const windows: AiRuleWindow[] = [
    { kind: 'today' },
    { kind: 'today' },
    { kind: 'today' },
    { kind: 'lastHours', n: pick([3, 6, 12, 24]) },
    { kind: 'yesterday' },
    { kind: 'lastDays', n: pick([3, 7, 14]), includeToday: false },
  ];
  const condition = (metric: AiRuleMetric, operator: 'MORE' | 'LESS', window: AiRuleWindow = pick(windows)): AiRuleCondition => {
    const typical = TYPICAL[metric];
    const base = typical.value * (typical.perHour ? hoursOf(window, hour) : 1);
    // Counts spread with the ad's scale (1–10); costs per result with its few results; other rates over many hours
    // sit near their typical value.
    const [more, less] = typical.perHour ? [[1.7, 0.8], [0.15, 0.15]] : PER_RESULT.has(metric) ? [[1.6, 0.6], [0.45, 0.2]] : [[1.08, 0.17], [0.8, 0.13]];
    const factor = operator === 'MORE' ? more[0] + random() * more[1] : less[0] + random() * less[1];
    const value = typical.perHour && metric !== 'cost' ? Math.max(1, Math.round(base * factor)) : figure(base * factor);
    return { metric, operator, value, window };
  };
  const rules: BenchRule[] = [];
  for (let i = 0; i < count; i++) {
    const m = pick(media);
    const limits = ruleLimitsOf(server, m.media);
    const has = m.spec.has;
    const ownerKind = random() < 0.3 ? 'operator' : random() < 0.15 ? 'admin' : 'manager';
    const pool = ownerKind === 'operator' ? m.operatorAccountIds : m.accountIds;
    const size = random();
    const accountCount = size < 0.7 ? between(1, 5) : size < 0.95 ? between(6, 20) : pool.length;
    const start = between(0, pool.length - 1);
    const accountIds = Array.from({ length: Math.min(accountCount, pool.length) }, (_, k) => pool[(start + k) % pool.length]);
    const kind = random();
    const objects: AiRuleObjects =
      kind < 0.8
        ? { kind: 'all' }
        : kind < 0.88
          ? { kind: 'status', statuses: ['enabled'] }
          : kind < 0.94
            ? { kind: 'names', match: 'LIKE', values: [pick(SANDBOX_THEMES)] }
            : { kind: 'ids', ids: adIds(m, accountIds, between(20, 100), random) };
    const template = random();
    let conditions: AiRuleCondition[];
    let actions: AiRuleAction[];
    let name: string;
    const email: AiRuleAction = { type: 'EMAIL', recipients: [{ kind: 'user', userId: owners[ownerKind] }] };
    if (template < 0.25) {
      name = '消耗高无转化暂停';
      conditions = [condition('cost', 'MORE', { kind: 'today' }), { metric: 'convert', operator: 'LESS', value: 1, window: { kind: 'today' } }];
      actions = [{ type: 'PAUSE', action: 'PAUSE' }, ...(random() < 0.3 ? [email] : [])];
    } else if (template < 0.45 && has.bid) {
      name = '转化成本高降出价';
      conditions = [condition(pick(['convertCost', 'activeCost'] as const), 'MORE'), condition('convert', 'MORE', { kind: 'today' })];
      actions = [random() < 0.5 ? { type: 'BID', action: 'DOWN', unit: 'SCALE', value: between(5, 20) } : { type: 'BID', action: 'DOWN', unit: 'NUM', value: figure(0.1 + random()) }];
    } else if (template < 0.65 && has.budget) {
      name = '转化成本低加预算';
      conditions = [condition('convertCost', 'LESS'), condition('cost', 'MORE', { kind: 'today' })];
      actions = [random() < 0.6 ? { type: 'BUDGET', action: 'UP', unit: 'SCALE', value: between(10, 40) } : { type: 'BUDGET', action: 'UP', unit: 'NUM', value: between(1, 5) * 100 }];
    } else if (template < 0.75) {
      name = '点击率低暂停';
      conditions = [condition('ctr', 'LESS'), condition('show', 'MORE')];
      actions = [{ type: 'PAUSE', action: 'PAUSE' }];
    } else if (template < 0.82 && has.budget) {
      name = '预算撞线提醒';
      conditions = [{ metric: 'cost', operator: 'HITLINE', value: null, window: { kind: 'today' } }];
      actions = [email];
    } else {
      name = '综合规则';
      const n = between(1, 3);
      conditions = Array.from({ length: n }, () => condition(pick(AI_RULE_METRICS), random() < 0.6 ? 'MORE' : 'LESS'));
      const type = pick(['PAUSE', 'BUDGET', 'BID', 'EMAIL'] as const);
      actions =
        type === 'BUDGET' && has.budget
          ? [{ type: 'BUDGET', action: pick(['UP', 'DOWN'] as const), unit: 'SCALE', value: between(5, 30) }]
          : type === 'BID' && has.bid
            ? [{ type: 'BID', action: pick(['UP', 'DOWN'] as const), unit: 'SCALE', value: between(5, 20) }]
            : type === 'EMAIL'
              ? [email]
              : [{ type: 'PAUSE', action: 'PAUSE' }];
    }
    const minBudget = limits.minBudget[m.level] ?? 100;
    const body: AiRuleBody = {
      name: `${name}_${String(i + 1).padStart(3, '0')}`,
      media: m.media,
      level: m.level,
      scope: { accountIds, objects },
      ...(random() < 0.15 ? { platform: pick(['IOS', 'ANDROID'] as const) } : {}),
      ...(random() < 0.1 ? { bidTypes: ['OCPM', 'OCPC'] } : {}),
      ...(random() < 0.05 ? { countLabel: pick(['ONCE', 'MORE'] as const) } : {}),
      conditions,
      join: conditions.length > 1 && random() < 0.1 ? 'ANY' : 'ALL',
      actions,
      triggerCount: pick([1, 1, 2, 3, -1] as const),
      finalOptimisation: random() < 0.1 ? 'PAUSE' : 'NONE',
      schedule: { everyMinutes: pick([10, 15, 30, 60, 120] as const), hours: Array.from({ length: 24 }, (_, h) => h), weekdays: [1, 2, 3, 4, 5, 6, 7] },
      cooldownMinutes: pick([0, 30, 60, 120]),
      caps: {
        ...(has.budget ? { maxBudget: Math.max(minBudget * 20, 8_000) } : {}),
        ...(has.bid ? { maxBid: Math.min(limits.bidRange.max, 50), minBid: figure(limits.bidRange.min + 0.1) } : {}),
      },
      priority: between(1, 50),
    };
    const problems = checkRuleBody(body, limits);
    if (problems.length > 0) throw new Error(`bench rule ${i + 1}: ${JSON.stringify(problems)}`);
    rules.push({ ownerId: owners[ownerKind], body });
  }
  return rules;
}

/** Some ad ids of a rule's accounts (the desk's numbering of ai-rules-desk.ts: ad j of account a is m·10⁷ + j·A + a). */
function adIds(m: BenchMedia, accountIds: readonly number[], count: number, random: () => number): string[] {
  const A = m.accountIds.length;
  const perAccount = Math.floor(m.ads / A);
  const ids = new Set<string>();
  while (ids.size < count) {
    const a = m.accountIds.indexOf(accountIds[Math.floor(random() * accountIds.length)]);
    const j = Math.floor(random() * perAccount);
    ids.add(`86${String(m.mediaIndex * 10_000_000 + j * A + a).padStart(14, '0')}`);
  }
  return [...ids];
}
