import { defineMutation } from '@toufang/api';

/** POST /api/live/console/edit/undo {editId} → a new edit restoring the values from before (or refused). */
export const undoLiveConsoleEditMutation = defineMutation('/api/live/console/edit/undo');
