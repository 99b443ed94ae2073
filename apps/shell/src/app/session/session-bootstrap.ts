// Fetches what a session needs before any guarded page shows (shell spec §2.4, §6): the user info, then the
// dynamic permission keys, and for the 2.0 model the server's menu tree.
import type { QueryClient } from '@tanstack/react-query';
import { dmpPermissionQuery, isApiError, menuTreeQuery, useSessionStore, userInfoQuery, type UserInfo } from '@toufang/api';
import { isRbacUser } from './guard-user';

/** Why a session could not start; each ends the session (shell spec §2.4, §8). */
export type BootstrapFailure = 'userInfo' | 'tokenInvalid' | 'emptyMenu';

export class SessionBootstrapError extends Error {
  constructor(readonly reason: BootstrapFailure) {
    super(reason);
    this.name = 'SessionBootstrapError';
  }
}

/**
 * A failed user info ends the session (shell spec §2.4): a moment's failure (a lost connection, a busy
 * server) is asked again twice first, so it does not log the person out. A 401 or the server's own refusal
 * is an answer, not a failure to get one: it ends the session at once.
 */
const USER_INFO_RETRIES = 2;
const USER_INFO_RETRY_DELAY_MS = 1_000;
const retryUserInfo = (failures: number, error: unknown) =>
  failures < USER_INFO_RETRIES && !(isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'business'));

export async function bootstrapSession(queryClient: QueryClient): Promise<UserInfo> {
  const store = useSessionStore.getState();
  let info: UserInfo;
  try {
    info = await queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0, retry: retryUserInfo, retryDelay: USER_INFO_RETRY_DELAY_MS });
  } catch (error) {
    // A 401 is the api runtime's to handle (one message, logout, reload): pass it on untouched.
    if (isApiError(error) && error.kind === 'unauthorized') throw error;
    throw new SessionBootstrapError('userInfo');
  }
  const rbac = isRbacUser(info);
  // A one-time password: the server answers nothing but the password change, the user info, a 2.0 user's
  // menu and logout until it is changed, and the 请修改初始密码 dialog covers the desk. The menu is still
  // needed: without it a 2.0 user's landing page would be 403, which the dialog does not cover.
  const oneTimePassword = info.mustChangePassword === true;
  const [tree, dmp] = await Promise.all([
    rbac
      ? queryClient.fetchQuery({ ...menuTreeQuery(), staleTime: 0 }).catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'unauthorized') throw error;
          throw new SessionBootstrapError('tokenInvalid');
        })
      : Promise.resolve(undefined),
    // The dmp keys only add entries; without them the user keeps the rest of the desk.
    oneTimePassword ? Promise.resolve(null) : queryClient.fetchQuery({ ...dmpPermissionQuery(), staleTime: 0 }).catch(() => null),
  ]);
  if (rbac && (!tree || tree.length === 0)) throw new SessionBootstrapError('emptyMenu');
  store.setPermissions({ ...store.permissions, menuTree: tree ?? undefined, dynamic: dmp?.permissions ?? [] });
  store.setUserInfo(info);
  return info;
}
