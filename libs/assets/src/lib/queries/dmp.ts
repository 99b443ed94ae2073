// The data platform's calls (tag dmp, openapi/paths/dmp.yaml): queries by page, mutations with the body as
// their variables, and the hashed file's upload through libs/api's sendFile (progress, abort).
import { apiClient, defineMutation, defineQuery, request, sendFile, type InitOf, type Schemas, type UploadProgress } from '@toufang/api';

export type Crowd = Schemas['Crowd'];
export type CrowdDetail = Schemas['CrowdDetail'];
export type DmpAccount = Schemas['DmpAccount'];

export const dmpLimitsQuery = () => defineQuery('post', '/api/dmp/limits', {});
export const dmpAccountsQuery = (init: InitOf<'post', '/api/dmp/accounts'>) => defineQuery('post', '/api/dmp/accounts', init);
export const handpickedQuery = (init: InitOf<'post', '/api/dmp/handpick/list'>) => defineQuery('post', '/api/dmp/handpick/list', init);
export const crowdsQuery = (init: InitOf<'post', '/api/dmp/crowd/list'>) => defineQuery('post', '/api/dmp/crowd/list', init);
export const crowdQuery = (id: number) => defineQuery('post', '/api/dmp/crowd/detail', { body: { id } });
export const crowdConsumeQuery = (init: InitOf<'post', '/api/dmp/consume'>) => defineQuery('post', '/api/dmp/consume', init);

export const crowdRemoveMutation = defineMutation('/api/dmp/crowd/remove');
export const crowdExpandMutation = defineMutation('/api/dmp/expand');

/** Every dmp list, refetched after a write. */
export const DMP_KEYS = ['/api/dmp/crowd/list', '/api/dmp/crowd/detail', '/api/dmp/handpick/list', '/api/dmp/accounts'] as const;

export interface CrowdUpload {
  name: string;
  idType: Schemas['CrowdIdType'];
  hashed: { blob: Blob; md5: string; size: number; counts: { total: number; valid: number; invalid: number } };
}

/**
 * Checks the hashed list, then sends it (only MD5 lines leave the browser). Answers the new crowd, or the
 * company's crowd of the same file; rejects with the server's Chinese reason.
 */
export async function uploadCrowd(upload: CrowdUpload, hooks: { signal: AbortSignal; onProgress?: (p: UploadProgress) => void }): Promise<{ crowd: Crowd; existing: boolean }> {
  const { counts, md5, size, blob } = upload.hashed;
  const check = { name: upload.name, idType: upload.idType, hashed: true as const, rowsTotal: counts.total, rowsValid: counts.valid, rowsInvalid: counts.invalid, md5, size };
  const answer = await request(apiClient(), 'post', '/api/dmp/crowd/check', { body: check, signal: hooks.signal });
  if (answer.existing) return { crowd: answer.existing, existing: true };
  const query = new URLSearchParams({ name: upload.name, idType: upload.idType, md5, size: String(size), rowsTotal: String(counts.total), rowsValid: String(counts.valid), rowsInvalid: String(counts.invalid) });
  const crowd = (await sendFile(blob, { method: 'PUT', url: `/api/dmp/crowd/upload?${query}`, signal: hooks.signal, onProgress: hooks.onProgress })) as Crowd;
  return { crowd, existing: false };
}

/** POST /api/dmp/crowd/push: the crowd to the accounts; answers the pairs queued and those refused before any call. */
export const pushCrowd = (crowdId: number, accountIds: number[]) => request(apiClient(), 'post', '/api/dmp/crowd/push', { body: { crowdId, accountIds } });

/** POST /api/dmp/handpick/add: the media's pack to the accounts (the company's crowd of it, pushed). */
export const addHandpicked = (body: Schemas['HandpickAddRequest']) => request(apiClient(), 'post', '/api/dmp/handpick/add', { body });
