import { defineMutation, type Schemas } from '@toufang/api';

export type LiveConsoleEditField = Schemas['LiveConsoleEditField'];
export type LiveConsoleEditItem = Schemas['DeliveryEditItem'];

/** POST /api/live/console/edit → a delivery edit of the room's plans: queued with an editId, or refused per row. */
export const liveConsoleEditMutation = defineMutation('/api/live/console/edit');
