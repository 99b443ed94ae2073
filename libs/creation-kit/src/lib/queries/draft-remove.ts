// POST /api/creation/draft/remove: after a save or a submission, or when the person discards the draft.
import { defineMutation } from '@toufang/api';

export const removeCreationDraftMutation = defineMutation('/api/creation/draft/remove', { silent: true });
