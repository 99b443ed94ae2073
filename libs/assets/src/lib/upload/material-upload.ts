// One file's way into the material library once its MD5 is known (issue 20, 上传素材): ask the server
// (checkMaterialUpload) whether the company already has these bytes (重复素材, nothing sent); otherwise send
// them with the upload's progress, through the server (uploadMaterialFile, a PUT of the file itself through
// the desk's client: token, timeout, envelope and error catalogue) or, when the server answers a signed
// request, straight to the store and then commitMaterialUpload. openapi-fetch reports no upload progress,
// hence libs/api's XMLHttpRequest transport. Aborting the signal cancels the transfer; the server keeps
// nothing of an interrupted upload.
import { apiClient, isApiError, request, sendFile, xhrTransport, type Schemas, type UploadProgress } from '@toufang/api';

export type Material = Schemas['Material'];
type SignedUpload = NonNullable<Schemas['MaterialUploadCheck']['upload']>;

/** The envelope code of 重复素材 (openapi.yaml): another upload of the same bytes finished first. */
export const DUPLICATE_CODE = 1501;

export const UPLOAD_TEXTS = {
  STORE_REFUSED: (status: number) => `文件存储拒绝了这次上传（HTTP ${status}），请重试`,
  STORE_UNREACHABLE: '无法连接文件存储，请检查网络后重试',
} as const;

/** What the person chose for the whole batch, sent with each file. */
export interface UploadChoices {
  designerId?: number;
  labelIds: readonly number[];
  shared: boolean;
}

export interface UploadHooks {
  signal: AbortSignal;
  /** The bytes start going out (after the server's check). */
  onUploading?: () => void;
  onProgress?: (progress: UploadProgress) => void;
}

export type UploadOutcome = { kind: 'done'; material: Material } | { kind: 'duplicate'; material: Material };

interface Incoming {
  file: File;
  md5: string;
}

// The page shows each file's failure beside it: no toast per file (a 401 still ends the session once).
const SILENT = { silent: true } as const;

async function check({ file, md5 }: Incoming, signal: AbortSignal) {
  return request(apiClient(), 'post', '/api/material/upload/check', { body: { md5, size: file.size, name: file.name }, signal }, SILENT);
}

/** The signed PUT to the store: no desk token (the signature is the permission), the signed headers only. */
async function putToStore(file: File, upload: SignedUpload, hooks: UploadHooks): Promise<void> {
  let response: Response;
  try {
    response = await xhrTransport(file, hooks.onProgress)(new Request(upload.url, { method: 'PUT', headers: upload.headers, signal: hooks.signal }));
  } catch (error) {
    if (hooks.signal.aborted) throw error;
    throw new Error(UPLOAD_TEXTS.STORE_UNREACHABLE, { cause: error });
  }
  if (!response.ok) throw new Error(UPLOAD_TEXTS.STORE_REFUSED(response.status));
}

function serverQuery({ file, md5 }: Incoming, choices: UploadChoices): string {
  const query = new URLSearchParams({ md5, size: String(file.size), name: file.name });
  if (choices.designerId !== undefined) query.set('designerId', String(choices.designerId));
  if (choices.labelIds.length > 0) query.set('labelIds', choices.labelIds.join(','));
  if (choices.shared) query.set('shared', 'true');
  return query.toString();
}

async function send(incoming: Incoming, choices: UploadChoices, hooks: UploadHooks): Promise<UploadOutcome> {
  const answer = await check(incoming, hooks.signal);
  if (answer.duplicate) return { kind: 'duplicate', material: answer.duplicate };
  hooks.onUploading?.();
  const { file, md5 } = incoming;
  if (answer.mode === 'direct' && answer.upload) {
    await putToStore(file, answer.upload, hooks);
    const body = { uploadId: answer.upload.uploadId, md5, size: file.size, name: file.name, labelIds: [...choices.labelIds], shared: choices.shared, ...(choices.designerId !== undefined ? { designerId: choices.designerId } : {}) };
    return { kind: 'done', material: await request(apiClient(), 'post', '/api/material/upload/commit', { body, signal: hooks.signal }, SILENT) };
  }
  const material = (await sendFile(file, { method: 'PUT', url: `/api/material/upload/file?${serverQuery(incoming, choices)}`, meta: SILENT, signal: hooks.signal, onProgress: hooks.onProgress })) as Material;
  return { kind: 'done', material };
}

/**
 * Uploads one file whose MD5 is known, with the batch's choices. Resolves with the new material, or with the
 * material the bytes already are (重复素材, whoever uploaded it); rejects with the client's ApiError (the
 * server's Chinese reason) or an Error with a Chinese message, or with the abort when cancelled.
 */
export async function uploadMaterial(file: File, md5: string, choices: UploadChoices, hooks: UploadHooks): Promise<UploadOutcome> {
  try {
    return await send({ file, md5 }, choices, hooks);
  } catch (error) {
    // The same bytes finished uploading elsewhere between the check and this upload: it is that material.
    if (isApiError(error) && error.code === DUPLICATE_CODE) {
      const again = await check({ file, md5 }, hooks.signal);
      if (again.duplicate) return { kind: 'duplicate', material: again.duplicate };
    }
    throw error;
  }
}
