// POST /api/creation/draft/save: the body as it stands, debounced while the person types.
import { defineMutation } from '@toufang/api';

export const saveCreationDraftMutation = defineMutation('/api/creation/draft/save', { silent: true });
