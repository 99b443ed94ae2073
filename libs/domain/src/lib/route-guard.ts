// The route guard of shell spec §2.4 as one pure function: the shell feeds it what it knows about the
// navigation and the session, and carries out the one step it answers. Rules run in the spec's order.
import type { AppRoute } from './app-routes';
import { canOpenRoute, GADGET_ROUTES, legacyMediaAccountRedirect, rbacAllowedNames, rbacDisabledNames, type MenuContext, type RbacMenuNode } from './menu-filter';
import { isTokenFreeRoute, LOGGED_IN_REDIRECT_ROUTES } from './route-access';

/** Names the shell gives its own routes, so the guard can speak of them. */
export const SHELL_ROUTE_NAMES = {
  root: 'root',
  login: 'login',
  logout: 'logout',
  forbidden: '403',
  notFound: '404',
  errorAuthorization: 'error-authorization',
  accountManagement: 'accountManagement',
} as const;

/**
 * 看板 (libs/home's index-app/board): where a 2.0 user with the dashboard identity belongs (shell spec §6 "redirects
 * to the board app"; docs/design/live-home.md decision D5).
 */
export const BOARD_ROUTE_NAME = 'board';

/** The logout query type: `?type=logout` clears the token (shell spec §2.4). */
export const LOGOUT_QUERY_TYPE = 'logout';

export interface GuardUser {
  context: MenuContext;
  /** rbacVersion 2.0: the server's menu tree decides. */
  rbacTree?: readonly RbacMenuNode[];
  /** userIdentify says dashboard: the user belongs on 看板 (BOARD_ROUTE_NAME). */
  dashboard: boolean;
  /** The role's landing route name (legacy default, or the tree's home page). */
  home: string;
}

export interface GuardInput {
  /** The matched route, with inherited area, section and media; undefined for an unknown path (404). */
  route: Pick<AppRoute, 'name' | 'area' | 'requires' | 'media' | 'hidden'> | undefined;
  /** Names of the route's ancestors in the composed tables. */
  ancestors?: readonly string[];
  /** authCode of the query: undefined when absent, '' when present but empty. */
  authCode?: string;
  /** The query's type parameter. */
  type?: string;
  hasToken: boolean;
  /** The session began with an authCode: the embedded gadget. */
  gadget: boolean;
  /** undefined while user info is not loaded. */
  user?: GuardUser;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'clearToken' }
  | { kind: 'exchangeAuthCode'; code: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'fetchUserInfo' };

const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * Whether the 2.0 model lets the user open a route: the route or one of its ancestors is an enabled node,
 * and the tree does not switch the route off itself (the role editor saves an unchecked page as a disabled
 * node under its enabled parent, and the parent must not open it by URL).
 */
function rbacAllows(input: GuardInput, tree: readonly RbacMenuNode[], ctx: MenuContext): boolean {
  const route = input.route;
  if (!route) return true;
  if (rbacDisabledNames(tree).has(route.name)) return false;
  const allowed = rbacAllowedNames(tree);
  if ([route.name, ...(input.ancestors ?? [])].some((name) => allowed.has(name))) return true;
  // Hidden working pages (batch creation, add and edit pages) are not menu nodes; the role decides.
  return Boolean(route.hidden) && canOpenRoute(route, ctx);
}

export function guardRoute(input: GuardInput): GuardDecision {
  const name = input.route?.name ?? SHELL_ROUTE_NAMES.notFound;

  // A logout query type clears the token first, whatever the route.
  if (input.type === LOGOUT_QUERY_TYPE && input.hasToken) return { kind: 'clearToken' };

  // An authCode is exchanged for a session; an empty one cannot be.
  if (input.authCode !== undefined) {
    if (input.authCode.trim() === '') return name === SHELL_ROUTE_NAMES.errorAuthorization ? { kind: 'allow' } : redirect(SHELL_ROUTE_NAMES.errorAuthorization);
    return { kind: 'exchangeAuthCode', code: input.authCode };
  }

  // In gadget mode only the authCode routes are open.
  if (input.gadget && input.hasToken && !(GADGET_ROUTES as readonly string[]).includes(name)) {
    return redirect(SHELL_ROUTE_NAMES.accountManagement);
  }

  if (isTokenFreeRoute(name)) {
    const sendsHome = (LOGGED_IN_REDIRECT_ROUTES as readonly string[]).includes(name);
    if (sendsHome && input.hasToken) return input.user ? redirect(input.user.home) : { kind: 'fetchUserInfo' };
    return { kind: 'allow' };
  }

  if (!input.hasToken) return redirect(SHELL_ROUTE_NAMES.login);
  // Logging out is every session's way out, whatever its menu (a 2.0 tree never names it).
  if (name === SHELL_ROUTE_NAMES.logout) return { kind: 'allow' };
  if (!input.user) return { kind: 'fetchUserInfo' };
  const user = input.user;

  // D5: a 2.0 dashboard identity is sent to 看板 and opens it whatever its tree and SHOW_BOARD_BUTTON say; the
  // external dashboard site stays the menu's m/report/index link.
  if (user.rbacTree && user.dashboard) return name === BOARD_ROUTE_NAME ? { kind: 'allow' } : redirect(BOARD_ROUTE_NAME);
  if (name === SHELL_ROUTE_NAMES.root) return redirect(user.home);
  if (!input.route) return { kind: 'allow' }; // the catch-all 404 page, inside a session

  if (user.rbacTree) {
    return rbacAllows(input, user.rbacTree, user.context) ? { kind: 'allow' } : redirect(SHELL_ROUTE_NAMES.forbidden);
  }
  const replacement = legacyMediaAccountRedirect(name);
  if (replacement) return redirect(replacement);
  if (input.gadget) return { kind: 'allow' };
  return canOpenRoute(input.route, user.context) ? { kind: 'allow' } : redirect(SHELL_ROUTE_NAMES.forbidden);
}
