import { create } from 'zustand';
import type { components } from '../../generated/schema';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './token-cookie';
import { SESSION_KEYS } from './storage-keys';

export type Role = components['schemas']['Role'];
export type UserInfo = components['schemas']['UserInfo'];
export type MenuNode = components['schemas']['MenuNode'];

/** Permission data of the session: the 2.0 menu tree and the dynamic permission keys. */
export interface Permissions {
  menuTree?: MenuNode[];
  dynamic?: string[];
  /** The session began with an authCode: the embedded gadget mode of shell spec §2.4 and §6. */
  gadget?: boolean;
}

export interface SessionState {
  token: string | null;
  role: Role | null;
  /** The token is kept in localStorage (survives the browser) rather than sessionStorage (this tab). */
  remember: boolean;
  /** In memory only: the route guard fetches it when missing (shell spec section 2.4), so it is always fresh. */
  userInfo: UserInfo | null;
  permissions: Permissions | null;
  /** After any login: keep the token in the cookie and in session or local storage. */
  /** `role` may be absent: an authCode exchange answers only a token (shell spec §7); user info brings the role. */
  login(session: { token: string; role?: Role | null; remember?: boolean }): void;
  setUserInfo(userInfo: UserInfo | null): void;
  setPermissions(permissions: Permissions | null): void;
  /** Clears token, role, user info and permission data; the guide flag and `table_` keys stay. */
  logout(): void;
}

const hasDom = () => typeof window !== 'undefined' && typeof document !== 'undefined';
const SESSION_DATA_KEYS = [SESSION_KEYS.token, SESSION_KEYS.role, SESSION_KEYS.remember, SESSION_KEYS.permissions];

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage can throw (quota, disabled storage); the session then lives in memory
  }
}

function persistedStorage(): Storage | null {
  if (!hasDom()) return null;
  return safely(() => (localStorage.getItem(SESSION_KEYS.remember) === '1' ? localStorage : sessionStorage), null);
}

function readPermissions(storage: Storage | null): Permissions | null {
  const raw = storage ? safely(() => storage.getItem(SESSION_KEYS.permissions), null) : null;
  return raw ? safely(() => JSON.parse(raw) as Permissions, null) : null;
}

/**
 * The session as persisted: token and role from session storage, else local storage, else the token
 * cookie (a new tab of a session-storage login still finds its token there).
 */
export function readPersistedSession(): Pick<SessionState, 'token' | 'role' | 'remember' | 'permissions'> {
  if (!hasDom()) return { token: null, role: null, remember: false, permissions: null };
  const storage = persistedStorage();
  const token = safely(() => storage?.getItem(SESSION_KEYS.token), null) ?? readTokenCookie();
  const role = (safely(() => storage?.getItem(SESSION_KEYS.role), null) ?? null) as Role | null;
  const remember = storage === (safely(() => localStorage, null) as Storage | null);
  return { token, role, remember, permissions: readPermissions(storage) };
}

function removeSessionData(): void {
  if (!hasDom()) return;
  for (const storage of [safely(() => localStorage, null), safely(() => sessionStorage, null)]) {
    for (const key of SESSION_DATA_KEYS) safely(() => storage?.removeItem(key), undefined);
  }
  clearTokenCookie();
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readPersistedSession(),
  userInfo: null,
  login({ token, role, remember = false }) {
    removeSessionData();
    if (hasDom()) {
      const storage = remember ? localStorage : sessionStorage;
      safely(() => {
        storage.setItem(SESSION_KEYS.token, token);
        if (role) storage.setItem(SESSION_KEYS.role, role);
        if (remember) localStorage.setItem(SESSION_KEYS.remember, '1');
      }, undefined);
      writeTokenCookie(token);
    }
    set({ token, role: role ?? null, remember, userInfo: null, permissions: null });
  },
  setUserInfo(userInfo) {
    set({ userInfo });
  },
  setPermissions(permissions) {
    const storage = persistedStorage();
    safely(() => {
      if (permissions) storage?.setItem(SESSION_KEYS.permissions, JSON.stringify(permissions));
      else storage?.removeItem(SESSION_KEYS.permissions);
    }, undefined);
    set({ permissions });
  },
  logout() {
    removeSessionData();
    set({ token: null, role: null, remember: false, userInfo: null, permissions: null });
  },
}));

/**
 * Whether the session holds a one-time password (the user info says so): until it is changed the server
 * refuses everything but the change, the user info, the 2.0 menu and logout (HTTP 403, code 1010), so the
 * desk's background queries wait (`enabled`) rather than ask. `useSessionStore(holdsOneTimePassword)`.
 */
export const holdsOneTimePassword = (state: Pick<SessionState, 'userInfo'>): boolean => state.userInfo?.mustChangePassword === true;
