// The storage's refusals as typed errors: the HTTP layer maps each code to an answer, the message is the
// Chinese sentence a person reads.
export type StorageErrorCode =
  | 'invalid-ref'
  | 'md5-mismatch'
  | 'size-mismatch'
  | 'not-found'
  | 'range-not-satisfiable'
  | 'aborted'
  | 'upload-missing'
  | 'too-large'
  | 'unavailable';

export const STORAGE_TEXTS = {
  invalidRef: (what: string) => `文件标识无效：${what}`,
  md5Mismatch: '文件内容与声明的 MD5 不一致，未保存（文件可能在上传途中损坏，请重新上传）',
  sizeMismatch: (declared: number, actual: number) => `文件大小与声明的不一致（声明 ${declared} 字节，实际 ${actual} 字节），未保存`,
  sizeOver: (declared: number) => `文件大于声明的大小（声明 ${declared} 字节），未保存`,
  notFound: '文件不存在或已被删除',
  rangeNotSatisfiable: (size: number) => `请求的字节范围超出文件大小（共 ${size} 字节）`,
  aborted: '上传已中断，未保存任何内容',
  uploadMissing: '未找到这次上传的文件：上传未完成、已放弃或已过期，请重新上传',
  tooLarge: (max: number) => `文件超过对象存储单次上传的上限（${max} 字节）`,
  unavailable: (reason: string) => `文件存储暂不可用：${reason}`,
  badEnv: (name: string, raw: string) => `${name} 的取值无效（实际为 ${raw}）`,
  missingEnv: (name: string) => `TOUFANG_STORAGE=s3 时须设置 ${name}`,
  cannotOpen: (where: string, reason: string) => `无法打开文件存储（${where}）：${reason}`,
} as const;

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isStorageError(error: unknown, code?: StorageErrorCode): error is StorageError {
  return error instanceof StorageError && (code === undefined || error.code === code);
}

/**
 * An abort (the caller's signal, a closed request, the upload's own stream failing) as the storage's own
 * 'aborted'; other errors (a full disk, a store's refusal) unchanged.
 */
export function abortedOr(error: unknown, signal?: AbortSignal, source?: { errored?: unknown }): unknown {
  if (error instanceof StorageError) return error;
  const name = error instanceof Error ? error.name : '';
  if (signal?.aborted || source?.errored || name === 'AbortError' || (error as { code?: string } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new StorageError('aborted', STORAGE_TEXTS.aborted, { cause: error });
  }
  return error;
}
