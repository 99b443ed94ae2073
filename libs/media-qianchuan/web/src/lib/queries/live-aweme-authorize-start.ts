import { defineMutation } from '@toufang/api';

/** POST /api/live/aweme/authorize/start {accountIds} → {consentUrl, state}: where 授权抖音号 sends the user. */
export const startAwemeAuthorizationMutation = defineMutation('/api/live/aweme/authorize/start');
