// @toufang/delivery: the delivery tables as a page kit (docs/architecture.md, "page kits"). A media library
// describes its levels with defineDeliveryMedia and puts DeliveryTablePage on each level's route; the page
// does the rest on the generated client of libs/api and the widgets of libs/ui.
export {
  ATTRIBUTE_GROUP,
  ATTRIBUTE_TITLES,
  DEFAULT_BID_LABEL,
  DEFAULT_BUDGET_LABEL,
  DEFAULT_BUDGET_MAX,
  DEFAULT_METRIC_COLUMNS,
  DELIVERY_ATTRIBUTES,
  DELIVERY_COLUMN_WIDTHS,
  SORTABLE_ATTRIBUTES,
  defaultAttributes,
  defineDeliveryLevel,
  defineDeliveryMedia,
  deliveryConfigProblems,
  deliveryPageSizeKey,
  deliveryScene,
  isDeliveryAttribute,
  isDeliveryColumnKey,
  levelConfig,
  metricTitle,
  nameTitle,
  type DeliveryActions,
  type DeliveryAttributeKey,
  type DeliveryBidAction,
  type DeliveryBudgetAction,
  type DeliveryColumn,
  type DeliveryColumnGroup,
  type DeliveryColumnKey,
  type DeliveryLevelConfig,
  type DeliveryLevelSpec,
  type DeliveryMediaConfig,
  type DeliveryRenameAction,
} from './lib/config/delivery-config';
export {
  ROW_ACTIONS_TITLE,
  slotsOfLevel,
  type DeliveryFilterSlot,
  type DeliveryRowAction,
  type DeliverySlotColumn,
  type DeliverySlots,
  type DeliveryToolbarEntry,
} from './lib/config/delivery-slots';
export { DeliveryTablePage, DEFAULT_SORT, type DeliveryTablePageProps } from './lib/page/delivery-table-page';
export { deliveryCalls, DELIVERY_KEYS, type DeliveryCalls } from './lib/queries/delivery-calls';
export type { DeliveryRow, DeliveryPage, DeliveryEdit, DeliveryFilter } from './lib/queries/delivery-types';
export { DELIVERY_TEXTS } from './lib/texts';
export { bulkBidValues, type BidRowValue } from './lib/rules/bid-values';
export { levelUrl, drillUrl } from './lib/rules/drill';
export { dialogToolbarEntry } from './lib/page/dialog-toolbar-entry';
// An edit's progress, refusal and 撤销 as the tables show them, for another origin of delivery edits (直播中控台).
export { EditProgressDialog, EditRefusedDialog, type EditCalls, type EditProgressDialogProps } from './lib/page/edit-progress-dialog';
export { budgetProblem, parseBudget } from './lib/rules/budget-rules';
export { formatMoney } from './lib/rules/format';
