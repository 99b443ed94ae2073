// 素材审核分享's rules without React: what the page shows for an answer of the open call.
import { isApiError } from '@toufang/api';

/** The server's codes for a link that cannot be used and for its password (openapi.yaml lists them). */
export const SHARE_CODES = { UNUSABLE: 1601, PASSWORD: 1602 } as const;

export type OpenProblem = { kind: 'unusable'; message: string } | { kind: 'password'; message: string | null } | { kind: 'failed'; message: string };

/**
 * Why the link did not open: unusable (unknown, expired, revoked: the server's words), a password to ask
 * for (with the server's words once one was tried), or a failure to try again (network, too many tries).
 */
export function openProblem(error: unknown, triedPassword: boolean): OpenProblem {
  if (isApiError(error) && error.code === SHARE_CODES.UNUSABLE) return { kind: 'unusable', message: error.message };
  if (isApiError(error) && error.code === SHARE_CODES.PASSWORD) return { kind: 'password', message: triedPassword ? error.message : null };
  return { kind: 'failed', message: isApiError(error) ? error.message : String(error) };
}
