// The delivery tables (shell spec §2.3): rows and sums of every level of every media, filters, trend,
// exports, refresh from the media and bulk edits as durable jobs, over the metrics store and the media ports
// of the server's context.
export { deliveryHandlers } from './lib/handlers';
export { exportView } from './lib/export';
export { recordExportAccounts } from './lib/download';
export { DELIVERY_TEXTS, EDIT_FIELD_WORDS } from './lib/texts';
// The tables' date-range check (reversed, over 93 days, future, past the kept days), for reports over the same store.
export { checkRange } from './lib/filters';
// The edit path on its own, for batch creation's update of an existing object (issue 22 "Update and copy").
export { planEdit, type PlanContext } from './lib/edit-plan';
export { createEdit, editView, refusedStart } from './lib/edits';
// Origins, per-row actors and per-row undo, for the areas that act through the edit path (AI助手 rules, diagnosis).
export { type EditOptions, type EditOrigin, RULE_UNDO_WINDOW_MS, type UndoItemsOptions, undoEdit, undoEditItems } from './lib/edits';
export type { EditStart, PlannedItem } from './lib/edit-support';
export { deliveryEditJob } from './lib/edit-job';
