import { defineMutation } from '@toufang/api';

/**
 * POST /api/user/media_account/authorize/complete {mediaCode, code, state} → the authorisation and the
 * advertiser accounts it covers. Silent: the add page shows a refusal (a used or expired state) in place.
 */
export const completeMediaAuthorizationMutation = defineMutation('/api/user/media_account/authorize/complete', { silent: true });
