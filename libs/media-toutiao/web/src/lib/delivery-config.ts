// 巨量引擎's delivery tables (shell spec §2.3): its newer 项目 → 广告 levels, which an account opens, and its
// older 广告组 → 广告计划 → 广告创意. What each level edits follows the media: budgets on the account, projects,
// groups and plans; bids on projects and plans; names below the account. The limits are the browser's hints
// of the media's rules (docs/media-adapters.md: lowest budget 1,000 元 for an account and 300 元 below it, a
// budget change of at least 100 元, 20 budget changes a day, bids from 0.1 to 10,000 元, names of at most 100
// characters), kept once in @toufang/media-toutiao-limits, which the server's adapter reads too; the server
// checks every one of them again before any call.
import { TOUTIAO_LIMITS } from '@toufang/media-toutiao-limits';
import { defineDeliveryMedia, type DeliveryBudgetAction } from '@toufang/delivery';
import { COPY_IDS_ENTRY } from './delivery-slots/copy-ids';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { TOUTIAO_WORDS } from './terms';
import { BATCH_CREATE_ENTRY } from './delivery-slots/batch-create';
import { EXISTING_ACTIONS } from './delivery-slots/existing-actions';

const MIN_BUDGET = TOUTIAO_LIMITS.MIN_BUDGET;
const budget = (min: number, label: string): Partial<DeliveryBudgetAction> & { min: number } => ({
  min,
  minStep: TOUTIAO_LIMITS.BUDGET_MIN_STEP,
  editsPerDay: TOUTIAO_LIMITS.BUDGET_EDITS_PER_DAY,
  label,
});
const bid = { ...TOUTIAO_LIMITS.BID, label: TOUTIAO_WORDS.BID };
const rename = { maxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH };

export const DELIVERY_CONFIG = defineDeliveryMedia(
  'toutiao',
  {
    // An account has no switch of its own on the media; its daily budget is set on the account.
    account: { child: 'project', status: false, budget: budget(MIN_BUDGET.account, TOUTIAO_WORDS.ACCOUNT_BUDGET) },
    project: { child: 'ad', bid, budget: budget(MIN_BUDGET.project, TOUTIAO_WORDS.BUDGET), rename },
    ad: { rename },
    'delivery-group': { child: 'plan', budget: budget(MIN_BUDGET['delivery-group'], TOUTIAO_WORDS.BUDGET), rename },
    plan: { child: 'creative', bid, budget: budget(MIN_BUDGET.plan, TOUTIAO_WORDS.BUDGET), rename },
    creative: { rename },
  },
  // The media's own additions to the kit's page (its slots): 复制ID beside 趋势 on every level.
  // 批量创建 on every level, and 复制 / 修改 of a row into the creation kit's editor (issue 22).
  { calls: DELIVERY_CALLS, slots: { toolbar: [COPY_IDS_ENTRY, BATCH_CREATE_ENTRY], rowActions: EXISTING_ACTIONS } },
);
