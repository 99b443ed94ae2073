// The 腾讯广告3.0 delivery tables: account → 广告 (group) → 创意, and what each level lets a user change.
// The figures are gdt's limits in docs/media-adapters.md ("The limits of each media"), the same the
// server's sandbox keeps (apps/api/src/media/gdt/config.ts). The server checks every edit again before any
// call; these only let the page say the rule before the round trip.
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, GDT_WORDS as WORDS } from './terms';

/** gdt's limits on the edits its delivery tables offer (docs/media-adapters.md, gdt column). */
export const GDT_LIMITS = {
  /** 元, per level that has a daily budget. */
  MIN_BUDGET: { account: 50, group: 50 },
  /** The smallest change of a daily budget, 元. */
  BUDGET_MIN_STEP: 50,
  /** Budget changes a day, per account and per 广告. */
  BUDGET_EDITS_PER_DAY: 5,
  /** 元. */
  BID: { min: 0.1, max: 5000 },
  /** Characters. */
  NAME_MAX_LENGTH: 60,
} as const;

const budget = (min: number, label: string) => ({ min, label, minStep: GDT_LIMITS.BUDGET_MIN_STEP, editsPerDay: GDT_LIMITS.BUDGET_EDITS_PER_DAY });
const rename = { maxLength: GDT_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (apps/api/src/delivery/edits.ts).
    account: { child: 'group', status: false, budget: budget(GDT_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // The delivering level: budget, bid and schedule (the sandbox's LevelSpec.has).
    group: { child: 'creative', bid: { ...GDT_LIMITS.BID, label: WORDS.BID }, budget: budget(GDT_LIMITS.MIN_BUDGET.group, WORDS.BUDGET), rename },
    // A creative has no budget, bid or schedule of its own: its switch and its name.
    creative: { rename },
  },
  { calls: DELIVERY_CALLS },
);
