// Lookups over the composed route tables: by name, the route's ancestors, its path, and the route of a URL.
import { indexRoutes, routeAncestors, type AppRoute } from '@toufang/domain';
import type { SubAppRoute } from '@toufang/ui';

/** Paths of the shell's public routes (shell spec §2.1), keyed by their guard names. */
export const PUBLIC_PATHS: Readonly<Record<string, string>> = {
  root: '/',
  login: '/login',
  logout: '/logout',
  register: '/register',
  optout: '/optout',
  yuc: '/yuc',
  market: '/market',
  '403': '/403',
  '401': '/401',
  '500': '/500',
  'error-authorization': '/error-authorization',
};

export interface RouteIndex {
  routes: readonly SubAppRoute[];
  byName: Map<string, SubAppRoute>;
  ancestors: Map<string, string[]>;
  /** The absolute path of a route by name; the root for an unknown name. */
  pathOf(name: string): string;
}

export function createRouteIndex(routes: readonly SubAppRoute[]): RouteIndex {
  const byName = indexRoutes(routes);
  const ancestors = routeAncestors(routes as readonly AppRoute[]);
  return {
    routes,
    byName,
    ancestors,
    pathOf(name) {
      const route = byName.get(name);
      // A parameterised route cannot be reached by name alone; its nearest plain ancestor stands in.
      if (route && !route.path.includes(':')) return `/${route.path}`;
      return PUBLIC_PATHS[name] ?? '/';
    },
  };
}

/** Whether a URL path is one of the public pages of shell spec §2.1 (register-doc included). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === '/') return false;
  return Object.values(PUBLIC_PATHS).includes(pathname) || pathname.startsWith('/register-doc/');
}
