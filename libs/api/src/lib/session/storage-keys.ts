import { SESSION } from '@toufang/domain';

/** Every key the session keeps in cookies and web storage, in one place (docs/architecture.md). */
export const SESSION_KEYS = {
  /** The session token: cookie name and storage key. */
  token: 'toufang_token',
  /** The login answer's role. */
  role: 'toufang_role',
  /** Whether the token lives in localStorage (remembered) rather than sessionStorage. */
  remember: 'toufang_remember',
  /** Permission data: the menu tree of the 2.0 model and the dynamic permission keys. */
  permissions: 'toufang_permissions',
  /** The new-user guide was seen; survives logout (shell spec section 4). */
  guide: 'toufang_guide',
} as const;

/** Local-storage keys with this prefix survive `clearLocalStorageKeepingTables` (remembered table settings). */
export const TABLE_KEY_PREFIX = 'table_';

/** Shell spec section 9: default cookie lifetime 1 day. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = SESSION.COOKIE_DAYS * 24 * 60 * 60;
