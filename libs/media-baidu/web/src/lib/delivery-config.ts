// The 百度营销 delivery tables: account → 计划 (plan) → 单元 (unit) → 创意 (creative), and what each level
// lets a user change. The figures are baidu's limits in docs/media-adapters.md ("The limits of each
// media"), kept once in @toufang/media-baidu-limits, which the server's adapter reads too. The server checks every
// edit again before any call; these only let the page say the rule before the round trip.
import { BAIDU_LIMITS } from '@toufang/media-baidu-limits';
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, BAIDU_WORDS as WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';

// baidu caps neither how often nor by how little a budget changes.
const budget = (min: number, label: string) => ({ min, label });
const rename = { maxLength: BAIDU_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (libs/server/delivery/src/lib/edit-plan.ts).
    account: { child: 'plan', status: false, budget: budget(BAIDU_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // A plan holds the budget (and the schedule); its units bid (the sandbox's LevelSpec.has).
    plan: { child: 'unit', budget: budget(BAIDU_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },
    // The delivering level: a bid, no budget of its own.
    unit: { child: 'creative', bid: { ...BAIDU_LIMITS.BID, label: WORDS.BID }, rename },
    // A creative has no budget, bid or schedule of its own: its switch and its name.
    creative: { rename },
  },
  // 批量创建 on every level (the creation kit's template picker, issue 22).
  { calls: DELIVERY_CALLS, slots: { toolbar: [BATCH_CREATE_ENTRY] } },
);
