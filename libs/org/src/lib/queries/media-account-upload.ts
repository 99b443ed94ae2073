import { defineMutation } from '@toufang/api';

/**
 * POST /api/user/media_account/upload {mediaCode, fileName, content (base64)} → {status, imported, errors}.
 * Silent: the upload widget shows the failure and the per-row errors itself.
 */
export const uploadMediaAccountsMutation = defineMutation('/api/user/media_account/upload', { silent: true });
