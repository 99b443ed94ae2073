// The 磁力智投 delivery tables: account → 广告计划 (plan) → 广告组 (delivery-group) → 广告创意
// (delivery-creative), and what each level lets a user change. The figures are kuaishou's limits in
// docs/media-adapters.md ("The limits of each media"), kept once in @toufang/media-kuaishou-limits, which
// the server's adapter reads too. The server checks every edit again before any call; these only
// let the page say the rule before the round trip.
import { KUAISHOU_LIMITS } from '@toufang/media-kuaishou-limits';
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, KUAISHOU_WORDS as WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';
import { EXISTING_ACTIONS } from './delivery-slots/existing-actions';

// kuaishou caps neither how often nor by how little a budget changes.
const budget = (min: number, label: string) => ({ min, label });
const rename = { maxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (libs/server/delivery/src/lib/edit-plan.ts).
    account: { child: 'plan', status: false, budget: budget(KUAISHOU_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // A plan has a budget, no bid and no schedule (the sandbox's LevelSpec.has).
    plan: { child: 'delivery-group', budget: budget(KUAISHOU_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },
    // The delivering level: budget, bid and schedule.
    'delivery-group': {
      child: 'delivery-creative',
      bid: { ...KUAISHOU_LIMITS.BID, label: WORDS.BID },
      budget: budget(KUAISHOU_LIMITS.MIN_BUDGET['delivery-group'], WORDS.BUDGET),
      rename,
    },
    // A creative has no budget, bid or schedule of its own: its switch and its name.
    'delivery-creative': { rename },
  },
  // 批量创建 on every level, and 复制 / 修改 of a row into the creation kit's editor (issue 22).
  { calls: DELIVERY_CALLS, slots: { toolbar: [BATCH_CREATE_ENTRY], rowActions: EXISTING_ACTIONS } },
);
