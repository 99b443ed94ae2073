// The calls a message's action makes: 撤销 of a bulk edit and the download of an export, a delivery table's
// (openapi/paths/delivery.yaml) or a list's (list.yaml). Silent: the message centre says the outcome beside
// the button, in Chinese, so the runtime's own error toast would say it twice.
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type DeliveryEdit = Schemas['DeliveryEdit'];
export type DeliveryEditStart = Schemas['DeliveryEditStart'];
export type DeliveryExport = Schemas['DeliveryExport'];

/** POST /api/delivery/edit/get → the edit: whether it was undone (undoneBy) and until when it may be (undoUntil). */
export const deliveryEditQuery = (editId: number) => defineQuery('post', '/api/delivery/edit/get', { body: { editId } }, { silent: true });

/** POST /api/delivery/edit/undo {editId} → queued as a new edit restoring the values from before, or refused with the rule. */
export const undoDeliveryEditMutation = defineMutation('/api/delivery/edit/undo', { silent: true });

/** POST /api/delivery/export/get {exportId} → the export's state, with a fresh single-use link when ready. */
export const deliveryExportMutation = defineMutation('/api/delivery/export/get', { silent: true });

/** POST /api/list/export/get {exportId} → the same for a list's export (the org pages, the operation log, …). */
export const listExportMutation = defineMutation('/api/list/export/get', { silent: true });
