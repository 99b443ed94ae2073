// The 巨量千川 delivery tables: account → 广告组 (group) → 广告计划 (plan), and what each level lets a user
// change. The figures are qianchuan's limits in docs/media-adapters.md ("The limits of each media"), the
// same the server's sandbox keeps (apps/api/src/media/qianchuan/config.ts). The server checks every edit
// again before any call; these only let the page say the rule before the round trip.
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, QIANCHUAN_WORDS as WORDS } from './terms';

/** qianchuan's limits on the edits its delivery tables offer (docs/media-adapters.md, qianchuan column). */
export const QIANCHUAN_LIMITS = {
  /** 元, per level that has a daily budget. */
  MIN_BUDGET: { account: 300, group: 300, plan: 300 },
  /** The smallest change of a daily budget, 元. */
  BUDGET_MIN_STEP: 100,
  /** Budget changes a day, per account and per object. */
  BUDGET_EDITS_PER_DAY: 20,
  /** 元. */
  BID: { min: 0.1, max: 5000 },
  /** Characters. */
  NAME_MAX_LENGTH: 100,
} as const;

const budget = (min: number, label: string) => ({ min, label, minStep: QIANCHUAN_LIMITS.BUDGET_MIN_STEP, editsPerDay: QIANCHUAN_LIMITS.BUDGET_EDITS_PER_DAY });
const rename = { maxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (apps/api/src/delivery/edits.ts).
    account: { child: 'group', status: false, budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // A group has a budget, no bid and no schedule (the sandbox's LevelSpec.has).
    group: { child: 'plan', budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.group, WORDS.BUDGET), rename },
    // The delivering level, the bottom of qianchuan's hierarchy: budget, bid and schedule.
    plan: { bid: { ...QIANCHUAN_LIMITS.BID, label: WORDS.BID }, budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },
  },
  { calls: DELIVERY_CALLS },
);
