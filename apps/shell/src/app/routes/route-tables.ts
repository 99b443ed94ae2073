// Every route table of the desk, composed in menu order: the shell's own, then each sub-application's,
// each fetched by its path prefix (the tables are small; the pages they point to load on first visit).
import { withPages, type PagesByRouteName, type SubAppModule, type SubAppRoute } from '@toufang/api/sub-app';
import { SUB_APP_LOADERS, type SubAppPrefix } from '../sub-apps';
import { withChunkRetry } from '../chunk-reload/chunk-reload';
import { SHELL_ROUTES, SHELL_ROUTES_LAST } from './shell-routes';

/** Order of the tables, which is the order of entries inside each menu section. */
const TABLE_ORDER = Object.keys(SUB_APP_LOADERS) as SubAppPrefix[];

export async function loadRouteTables(): Promise<SubAppRoute[]> {
  const tables: SubAppModule[] = await Promise.all(TABLE_ORDER.map((prefix) => withChunkRetry(SUB_APP_LOADERS[prefix])()));
  const shell = withShellPages(SHELL_ROUTES, tables);
  const byPrefix = new Map(TABLE_ORDER.map((prefix, i) => [prefix, tables[i]?.routes ?? []]));
  const take = (prefix: SubAppPrefix) => {
    const routes = byPrefix.get(prefix) ?? [];
    byPrefix.delete(prefix);
    return routes;
  };
  // 首页 and 看板 lead the home section, before the shell's dashboard link; common assets come before the
  // per-media property pages in the assets section.
  const home = take('index-app');
  const common = take('common-app');
  return [...home, ...shell, ...common, ...[...byPrefix.values()].flat(), ...SHELL_ROUTES_LAST];
}

/**
 * The shell's routes with the pages the libraries give them (SubAppModule.shellPages, docs/design/live-home.md
 * §5.4). A name that is no shell route, or a route two libraries both give a page, throws: the route walk of
 * route-tables.spec.ts fails rather than a page silently never showing.
 */
export function withShellPages(routes: readonly SubAppRoute[], modules: readonly SubAppModule[]): SubAppRoute[] {
  const pages: Record<string, PagesByRouteName[string]> = {};
  for (const module of modules) {
    for (const [name, page] of Object.entries(module.shellPages ?? {})) {
      if (Object.hasOwn(pages, name)) throw new Error(`shellPages: two libraries give the shell route ${name} a page`);
      pages[name] = page;
    }
  }
  return withPages(routes, pages);
}

let pending: Promise<SubAppRoute[]> | null = null;

/** One load per page life; React's use() needs the same promise on every render. */
export function routeTables(): Promise<SubAppRoute[]> {
  pending ??= loadRouteTables();
  return pending;
}
