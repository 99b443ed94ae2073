// The 巨量千川 delivery tables: account → 广告组 (group) → 广告计划 (plan), and what each level lets a user
// change. The figures are qianchuan's limits in docs/media-adapters.md ("The limits of each media"), kept
// once in @toufang/media-qianchuan-limits, which the server's adapter reads too. The server checks every edit
// again before any call; these only let the page say the rule before the round trip.
import { QIANCHUAN_LIMITS } from '@toufang/media-qianchuan-limits';
import { defineDeliveryMedia } from '@toufang/delivery';
import { LIVE_ROOM_ACTION, LIVE_ROOM_COLUMN, MARKETING_GOAL_COLUMN } from './delivery-slots/live-room';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, QIANCHUAN_WORDS as WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';

const budget = (min: number, label: string) => ({ min, label, minStep: QIANCHUAN_LIMITS.BUDGET_MIN_STEP, editsPerDay: QIANCHUAN_LIMITS.BUDGET_EDITS_PER_DAY });
const rename = { maxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (libs/server/delivery/src/lib/edit-plan.ts).
    account: { child: 'group', status: false, budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // A group has a budget, no bid and no schedule (the sandbox's LevelSpec.has).
    group: { child: 'plan', budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.group, WORDS.BUDGET), rename },
    // The delivering level, the bottom of qianchuan's hierarchy: budget, bid and schedule.
    plan: { bid: { ...QIANCHUAN_LIMITS.BID, label: WORDS.BID }, budget: budget(QIANCHUAN_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },
  },
  // The media's own additions (slots): a plan's 营销目标 and live room, and a link to the room's real-time screen.
  { calls: DELIVERY_CALLS, slots: { columns: [MARKETING_GOAL_COLUMN, LIVE_ROOM_COLUMN], rowActions: [LIVE_ROOM_ACTION], toolbar: [BATCH_CREATE_ENTRY] } },
);
