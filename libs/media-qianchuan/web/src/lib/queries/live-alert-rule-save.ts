import { defineMutation } from '@toufang/api';

/** POST /api/live/alert-rule/save {id?, rule, recipientUserIds} → the rule saved; refused with checkAlertRule's words. */
export const saveLiveAlertRuleMutation = defineMutation('/api/live/alert-rule/save');
