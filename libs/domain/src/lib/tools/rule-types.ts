// The vocabulary of AI助手 rules (issue 23; docs/design/tools.md §2): what a rule says, shared by the editor, the
// server's save check and its scheduled rounds, and the dry run. The option codes are shell spec §9's
// (alert-rules.ts) and the metrics are the desk's one vocabulary (delivery-metrics.ts): nothing is redefined here.
import {
  ALERT_CONDITIONS,
  type AlertAction,
  type AlertBidType,
  type AlertCondition,
  type AlertCountLabel,
  type AlertFinalOptimisation,
  type AlertOperator,
  type AlertPlatform,
  type AlertTriggerCount,
  type AlertUnit,
} from '../alert-rules';
import type { DeliveryLevel } from '../delivery-levels';
import type { DeliveryStatusClass, MetricKey } from '../delivery-metrics';
import type { MediaCode } from '../media';

/**
 * Conditions the desk adds to §9's thirteen (decision D1, docs/decisions.md "Issue 23: AI助手 rules (domain)"):
 * 转化数 and 转化成本, so a rule can say "no conversion today". Their labels and units are METRICS'.
 */
export const AI_RULE_ADDED_METRICS = ['convert', 'convertCost'] as const satisfies readonly MetricKey[];

/** A condition's metric: one of shell spec §9's conditions or one of the desk's additions. */
export type AiRuleMetric = AlertCondition | (typeof AI_RULE_ADDED_METRICS)[number];

/** Every condition metric, §9's first in its order, then the additions. */
export const AI_RULE_METRICS: readonly AiRuleMetric[] = [...ALERT_CONDITIONS.map((c) => c.value), ...AI_RULE_ADDED_METRICS];

export function isAiRuleMetric(x: unknown): x is AiRuleMetric {
  return typeof x === 'string' && (AI_RULE_METRICS as readonly string[]).includes(x);
}

/** The span of figures a condition reads, in China time (design §6.3; windowOf in evaluate.ts). */
export type AiRuleWindow =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'lastHours'; n: number }
  | { kind: 'lastDays'; n: number; includeToday: boolean };

export interface AiRuleCondition {
  metric: AiRuleMetric;
  operator: AlertOperator;
  /**
   * The figure compared with (the metric's unit: 元, 个 or %). null only for HITLINE on 总消耗, whose line is
   * then the object's daily budget (预算撞线, decision D2).
   */
  value: number | null;
  window: AiRuleWindow;
}

export type AiRuleJoin = 'ALL' | 'ANY';

/** Which objects of the level under the accounts a rule looks at (the filter dropdown input's methods). */
export type AiRuleObjects =
  /** Every object of the level, those created later included. */
  | { kind: 'all' }
  | { kind: 'ids'; ids: string[] }
  /** LIKE: the name contains one of the values; IN: the name is one of them (shell spec §3/§5). */
  | { kind: 'names'; match: 'LIKE' | 'IN'; values: string[] }
  | { kind: 'status'; statuses: DeliveryStatusClass[] }
  /**
   * A 命名解析 rule's fields (libs/server/naming): the name splits by the rule's separator into its fields, and each
   * listed field (its key) is one of the values (IN, the default) or contains one (LIKE), as the delivery tables'
   * filter splits them (matchesNameParts).
   */
  | { kind: 'nameParts'; ruleId: number; match?: 'LIKE' | 'IN'; equals: { field: string; values: string[] }[] };

export interface AiRuleScope {
  /** Desk media-account ids; never empty. */
  accountIds: number[];
  objects: AiRuleObjects;
}

/** BUDGET and BID adjustments (NUM: 元; SCALE: %). OPEN and PAUSE are not adjustments. */
export type AiRuleAdjustAction = Extract<AlertAction, 'UP' | 'DOWN' | 'TO'>;

export interface AiRuleAdjust {
  type: 'BUDGET' | 'BID';
  action: AiRuleAdjustAction;
  unit: AlertUnit;
  value: number;
}

/** A mail's recipient: a desk user (also told in the message centre) or an address. */
export type AiRuleRecipient = { kind: 'user'; userId: number } | { kind: 'address'; address: string };

export type AiRuleAction =
  | AiRuleAdjust
  | { type: 'PAUSE'; action: 'PAUSE' }
  | { type: 'EMAIL'; recipients: AiRuleRecipient[] };

export type AiRuleActionType = AiRuleAction['type'];

/** How often a rule is evaluated, in minutes (the tick runs every 5; these are the editor's choices). */
export const AI_RULE_EVERY_MINUTES = [10, 15, 30, 60, 120] as const;
export type AiRuleEveryMinutes = (typeof AI_RULE_EVERY_MINUTES)[number];

export interface AiRuleSchedule {
  everyMinutes: AiRuleEveryMinutes;
  /** China hours 0–23 in which the rule runs. */
  hours: number[];
  /** 1 (Monday) … 7 (Sunday), China time. */
  weekdays: number[];
}

/** The highest budget or bid, and the lowest bid, a rule may set (元). */
export interface AiRuleCaps {
  maxBudget?: number;
  maxBid?: number;
  minBid?: number;
}

export interface AiRuleBody {
  name: string;
  media: MediaCode;
  /** A level the media has (e.g. toutiao `plan`). */
  level: DeliveryLevel;
  scope: AiRuleScope;
  /** §9 filters on the objects, read from their attributes; absent or UNLIMIT: no filter. */
  platform?: AlertPlatform;
  /** Absent or empty: every bid type. */
  bidTypes?: AlertBidType[];
  /** The object's conversion counting (仅一次 / 每一次); absent: no filter. */
  countLabel?: AlertCountLabel;
  conditions: AiRuleCondition[];
  join: AiRuleJoin;
  actions: AiRuleAction[];
  /** Times the rule may act on one object per China day, or UNLIMITED_TRIGGER_COUNT (-1). */
  triggerCount: AlertTriggerCount;
  /** PAUSE: once the count is reached, a further match pauses the object once (最终优化：暂停). */
  finalOptimisation: AlertFinalOptimisation;
  schedule: AiRuleSchedule;
  /** No action by this rule on an object within this many minutes of its last applied one. */
  cooldownMinutes: number;
  caps: AiRuleCaps;
  /** 1 is first; with two rules on one field of one object in a round, the smaller number wins. */
  priority: number;
}

/** What an object reports of the §9 filters (the server reads them from the object's attributes). */
export interface AiRuleObjectFacts {
  platform?: Exclude<AlertPlatform, 'UNLIMIT'>;
  bidType?: string;
  countLabel?: AlertCountLabel;
}

/** A 命名解析 rule resolved for a nameParts scope: its separator, its number of fields, each listed field's place. */
export interface ResolvedNameParts {
  separator: string;
  parts: number;
  match: 'LIKE' | 'IN';
  equals: readonly { index: number; values: readonly string[] }[];
}

/**
 * Whether a name is chosen by a nameParts scope: it splits into exactly the rule's fields (the store's split, as
 * the delivery tables' 命名解析 filter), and every listed field equals (IN) or contains (LIKE) one of its values.
 */
export function matchesNameParts(name: string, parts: ResolvedNameParts): boolean {
  const split = name.split(parts.separator);
  if (split.length !== parts.parts) return false;
  return parts.equals.every((e) => {
    const part = split[e.index] ?? '';
    return parts.match === 'LIKE' ? e.values.some((v) => part.includes(v)) : e.values.includes(part);
  });
}
