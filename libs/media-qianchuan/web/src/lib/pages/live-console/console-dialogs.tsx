// The console's dialogs, loaded when an action first opens one (docs/architecture.md: a page's dialogs load when
// they first open): the widgets' bid dialog for 批量调价, and the delivery tables' edit progress and refusal.
import { EditProgressDialog, EditRefusedDialog } from '@toufang/delivery';
import { BidModifyDialog } from '@toufang/ui';

export { BidModifyDialog, EditProgressDialog, EditRefusedDialog };
