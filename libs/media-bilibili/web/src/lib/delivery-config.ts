// The 哔哩哔哩 delivery tables: account → 广告计划 (plan) → 广告单元 (unit) → 创意 (creative), and what each
// level lets a user change. The figures are bilibili's limits in docs/media-adapters.md ("The limits of
// each media"), kept once in @toufang/media-bilibili-limits, which the server's adapter reads too. The server
// checks every edit again before any call; these only let the page say the rule before the round trip.
import { BILIBILI_LIMITS } from '@toufang/media-bilibili-limits';
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, BILIBILI_WORDS as WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';

// bilibili caps how often a budget changes, not by how little.
const budget = (min: number, label: string) => ({ min, label, editsPerDay: BILIBILI_LIMITS.BUDGET_EDITS_PER_DAY });
const rename = { maxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (libs/server/delivery/src/lib/edit-plan.ts).
    account: { child: 'plan', status: false, budget: budget(BILIBILI_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // A plan has a budget, no bid and no schedule (the sandbox's LevelSpec.has).
    plan: { child: 'unit', budget: budget(BILIBILI_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },
    // The delivering level: budget, bid and schedule.
    unit: { child: 'creative', bid: { ...BILIBILI_LIMITS.BID, label: WORDS.BID }, budget: budget(BILIBILI_LIMITS.MIN_BUDGET.unit, WORDS.BUDGET), rename },
    // A creative has no budget, bid or schedule of its own: its switch and its name.
    creative: { rename },
  },
  // 批量创建 on every level (the creation kit's template picker, issue 22).
  { calls: DELIVERY_CALLS, slots: { toolbar: [BATCH_CREATE_ENTRY] } },
);
