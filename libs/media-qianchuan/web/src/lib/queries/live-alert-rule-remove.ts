import { defineMutation } from '@toufang/api';

/** POST /api/live/alert-rule/remove {id}. */
export const removeLiveAlertRuleMutation = defineMutation('/api/live/alert-rule/remove');
