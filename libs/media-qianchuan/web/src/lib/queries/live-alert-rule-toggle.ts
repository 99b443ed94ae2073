import { defineMutation } from '@toufang/api';

/** POST /api/live/alert-rule/toggle {id, enabled}. */
export const toggleLiveAlertRuleMutation = defineMutation('/api/live/alert-rule/toggle');
