// The 腾讯广告3.0 delivery tables: account → 广告 (group) → 创意, and what each level lets a user change.
// The figures are gdt's limits in docs/media-adapters.md ("The limits of each media"), kept once in
// @toufang/media-gdt-limits, which the server's adapter reads too. The server checks every edit again before any
// call; these only let the page say the rule before the round trip.
import { GDT_LIMITS } from '@toufang/media-gdt-limits';
import { defineDeliveryMedia } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { MEDIA, GDT_WORDS as WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';

const budget = (min: number, label: string) => ({ min, label, minStep: GDT_LIMITS.BUDGET_MIN_STEP, editsPerDay: GDT_LIMITS.BUDGET_EDITS_PER_DAY });
const rename = { maxLength: GDT_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  MEDIA,
  {
    // The server changes an account's daily budget only: no switch, no rename (libs/server/delivery/src/lib/edit-plan.ts).
    account: { child: 'group', status: false, budget: budget(GDT_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },
    // The delivering level: budget, bid and schedule (the sandbox's LevelSpec.has).
    group: { child: 'creative', bid: { ...GDT_LIMITS.BID, label: WORDS.BID }, budget: budget(GDT_LIMITS.MIN_BUDGET.group, WORDS.BUDGET), rename },
    // A creative has no budget, bid or schedule of its own: its switch and its name.
    creative: { rename },
  },
  // 批量创建 on every level (the creation kit's template picker, issue 22).
  { calls: DELIVERY_CALLS, slots: { toolbar: [BATCH_CREATE_ENTRY] } },
);
