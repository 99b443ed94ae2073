import { defineMutation } from '@toufang/api';

/**
 * POST /api/live/aweme/authorize/complete {code, state} → the 抖音号 granted, with the accounts now bound. Silent: the
 * page shows the refusal (an expired or reused code) itself.
 */
export const completeAwemeAuthorizationMutation = defineMutation('/api/live/aweme/authorize/complete', { silent: true });
