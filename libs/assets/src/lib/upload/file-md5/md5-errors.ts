// How the MD5 calls fail. Apart from the core, so the page's side imports them without hash-wasm.
import { MD5_TEXTS } from './md5-constants';

/** What the calls of this folder reject with when their signal aborts (check with isAbortError). */
export function abortError(): DOMException {
  return new DOMException(MD5_TEXTS.ABORTED, 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A file the browser cannot read (moved, deleted or changed since it was picked), or one that changed under us. */
export class Md5Error extends Error {
  /** Why, without the sentence around it (the worker sends this across). */
  readonly detail: string;

  constructor(detail: string, options?: { cause?: unknown }) {
    super(MD5_TEXTS.FAILED(detail), options);
    this.name = 'Md5Error';
    this.detail = detail;
  }
}

/** The reason a failure gives, for an Md5Error rebuilt on the other side of the worker. */
export function failureDetail(error: unknown): string {
  if (error instanceof Md5Error) return error.detail;
  const message = error instanceof Error ? error.message : String(error);
  return message ? `${MD5_TEXTS.WORKER_FAILED}（${message}）` : MD5_TEXTS.WORKER_FAILED;
}
