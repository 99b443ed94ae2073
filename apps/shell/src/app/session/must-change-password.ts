// Whether the session's password is a one-time password the user must change before using the desk: the
// login answer says so at once (LoginResult.mustChangePassword), the user info says so on every later load.
import { create } from 'zustand';
import { useSessionStore, type UserInfo } from '@toufang/api';

interface MustChangePasswordState {
  /** Set from the latest login's answer; a reload reads the user info instead. */
  afterLogin: boolean;
  setAfterLogin(value: boolean): void;
}

export const useMustChangePasswordStore = create<MustChangePasswordState>((set) => ({
  afterLogin: false,
  setAfterLogin: (afterLogin) => set({ afterLogin }),
}));

/** The forced change applies when the login answer or the user info asks for it. */
export function mustChangePassword(user: Pick<UserInfo, 'mustChangePassword'> | null | undefined, afterLogin: boolean): boolean {
  return Boolean(user) && (afterLogin || user?.mustChangePassword === true);
}

/**
 * Whether the desk is held behind the forced change (the 请修改初始密码 dialog shows): the layout's own
 * queries wait for it, since the server refuses them with 403 until the password is changed.
 */
export function useMustChangePassword(): boolean {
  const user = useSessionStore((s) => s.userInfo);
  const afterLogin = useMustChangePasswordStore((s) => s.afterLogin);
  return mustChangePassword(user, afterLogin);
}
