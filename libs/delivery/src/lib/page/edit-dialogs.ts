// The edit dialogs in one module, so that the page loads them as one chunk the first time one opens.
export { BudgetDialog } from './budget-dialog';
export { BulkBidDialog } from './bulk-bid-dialog';
export { EditProgressDialog, EditRefusedDialog } from './edit-progress-dialog';
