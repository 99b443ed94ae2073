import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/authorize/start {mediaCode} → {consentUrl, state}: where 授权 sends the user. */
export const startMediaAuthorizationMutation = defineMutation('/api/user/media_account/authorize/start');
