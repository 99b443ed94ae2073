import type { ApiError } from '../api-error';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '../envelope';
import type { RequestMeta } from '../request-meta';
import { ERROR_TEXTS } from '@toufang/domain';

/** How the desk shows a text: the UI maps these to Semi's Toast.error / Toast.warning. */
export type NotifyKind = 'error' | 'warning';
export type Notify = (kind: NotifyKind, text: string, error: ApiError) => void;

/**
 * Every failure notifies by default, so no call site can forget; `meta.silent` suppresses it for callers
 * that show the error themselves (a form field, a modal). Exceptions: a request its own caller aborted
 * never notifies (nobody waits for it); a 401 notifies only for the first failure of a burst, and even
 * for silent requests, because it ends the session for the whole desk. A refusal because the session holds
 * a one-time password never notifies: the shell's 请修改初始密码 dialog already says what to do, and the
 * background calls (messages, menu) would otherwise toast under it.
 */
export function shouldNotify(error: ApiError, meta: RequestMeta, firstUnauthorized: boolean): boolean {
  if (error.kind === 'unauthorized') return firstUnauthorized;
  if (error.code === PASSWORD_CHANGE_REQUIRED_CODE) return false;
  if (error.kind === 'cancelled' && error.message !== ERROR_TEXTS.DUPLICATE_REQUEST) return false;
  return !meta.silent;
}

/** A superseded duplicate is a warning (the user clicked twice, nothing broke); the rest are errors. */
export function notifyKind(error: ApiError): NotifyKind {
  return error.kind === 'cancelled' || error.kind === 'unauthorized' ? 'warning' : 'error';
}
