// The parts of the page used only after a click (dialogs, the trend panel), each loaded then, so a delivery
// route's first load carries the table and its filters only (docs/architecture.md budgets).
import { lazy } from 'react';

export const ColumnSettingsDialog = lazy(() => import('./column-settings-dialog').then((m) => ({ default: m.ColumnSettingsDialog })));
// The edit dialogs share one chunk: one opens another (a bulk dialog, then its progress or refusal).
const editDialogs = () => import('./edit-dialogs');
export const BulkBidDialog = lazy(() => editDialogs().then((m) => ({ default: m.BulkBidDialog })));
export const BudgetDialog = lazy(() => editDialogs().then((m) => ({ default: m.BudgetDialog })));
export const EditProgressDialog = lazy(() => editDialogs().then((m) => ({ default: m.EditProgressDialog })));
export const EditRefusedDialog = lazy(() => editDialogs().then((m) => ({ default: m.EditRefusedDialog })));
export const ExportProgressDialog = lazy(() => import('./export-progress-dialog').then((m) => ({ default: m.ExportProgressDialog })));
export const TrendPanel = lazy(() => import('./trend-panel').then((m) => ({ default: m.TrendPanel })));
