import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/monitor/set {ids, balanceBelow?, costAbove?, enabled} → {count}. */
export const setMediaAccountMonitorMutation = defineMutation('/api/user/media_account/monitor/set');
