// Limits of AI助手 rules (docs/design/tools.md §2 "rule-limits.ts" and §6.3; the option lists are shell spec §9's).
// One place for the editor, the server's save check (checkRuleBody) and the contract's bounds.
import { DELIVERY } from '../delivery-metrics';
import type { DeliveryLevel } from '../delivery-levels';

export const AI_RULE_LIMITS = {
  /** Characters of a rule's name (as 人群名称 and the desk's other short names). */
  NAME_MAX: 50,
  /** Accounts a rule names (each is resolved and scope-checked at save and at every round). */
  ACCOUNTS_MAX: 1000,
  CONDITIONS_MAX: 10,
  ACTIONS_MAX: 4,
  /** Mail recipients of an EMAIL action (the SMTP channel sends at most 20 a mail, design §4.4). */
  RECIPIENTS_MAX: 20,
  /** Object ids, names or values one scope lists. */
  IDS_MAX: 1000,
  COOLDOWN_MAX_MINUTES: 1440,
  PRIORITY_MIN: 1,
  PRIORITY_MAX: 99,
  /**
   * lastHours: whole hours before the hour in progress. Hourly figures are kept for today and the
   * (HOURLY_DAYS − 1) days before it, so 48 hours are always there whatever the hour of today.
   */
  LAST_HOURS_MAX: (DELIVERY.HOURLY_DAYS - 1) * 24,
  /**
   * lastDays: whole days ending yesterday. Day rows are kept for METRICS_DAYS days counting today
   * (the store prunes before today − 92), so 92 days before today are the most that are there.
   */
  LAST_DAYS_MAX: DELIVERY.METRICS_DAYS - 1,
  /** Decimals of a money figure (元 to the 分) and of a percentage in a rule. */
  DECIMALS: 2,
} as const;

/**
 * What a rule's check and its planning need to know of the media: a projection of the server's
 * `MediaPort.levels` and `MediaLimits` (libs/server/media, port.ts), which the browser gets from the media's
 * limits project, plus the highest daily budget the media accepts. Structural, so the server passes its own
 * objects' fields as they are.
 */
export interface AiRuleMediaLimits {
  /** The levels a rule may name, with what their objects carry. */
  readonly levels: readonly { readonly level: DeliveryLevel; readonly has: { readonly budget: boolean; readonly bid: boolean } }[];
  /** Smallest daily budget of each level with a budget, 元. */
  readonly minBudget: Readonly<Partial<Record<DeliveryLevel, number>>>;
  /** Highest daily budget, 元; null when the media states none (MediaLimits has only minimums today). */
  readonly maxBudget: number | null;
  /** The smallest change of a budget the media accepts, 元; 0 when none. */
  readonly budgetMinStep: number;
  readonly bidRange: { readonly min: number; readonly max: number };
}
