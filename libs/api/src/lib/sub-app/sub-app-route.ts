// The route side of the sub-application contract: what a feature library's route table holds, and how a
// library puts its pages on routes it did not build itself (the delivery, batch-creation and property
// routes come from the builders of libs/domain).
import type { ComponentType } from 'react';
import type { AppRoute } from '@toufang/domain';

/** A page, loaded on first visit: `() => import('./pages/plan-list/plan-list-page')`. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One entry of a route table: a route of libs/domain whose page is a lazily loaded React component. */
export type SubAppRoute = AppRoute<PageLoader>;

/** What a feature library's `src/index.ts` exports, and what the shell loads by path prefix. */
export interface SubAppModule {
  readonly routes: readonly SubAppRoute[];
  /**
   * Pages this library gives to routes of the shell's own table (docs/design/live-home.md §5.4: 报表查看 from
   * the gdt library, 腾讯广告账户 from the organisation library), so the shell imports no library statically.
   * The shell puts them on its routes after loading the tables and throws for a name that is no shell route.
   */
  readonly shellPages?: PagesByRouteName;
}

/** Pages by route name, as a library lists them beside its route table. */
export type PagesByRouteName = Readonly<Record<string, PageLoader>>;

/**
 * The route table with each named route carrying its page. Every name must be a route of the table: a
 * misspelt or removed route throws when the library loads, so its route test fails, rather than a page
 * silently never showing. A route that already has a page keeps it unless named here.
 */
export function withPages(routes: readonly AppRoute<PageLoader>[], pages: PagesByRouteName): SubAppRoute[] {
  const unused = new Set(Object.keys(pages));
  const attach = (list: readonly AppRoute<PageLoader>[]): SubAppRoute[] =>
    list.map((route) => {
      const page = Object.hasOwn(pages, route.name) ? pages[route.name] : undefined;
      if (page) unused.delete(route.name);
      return {
        ...route,
        ...(page ? { page } : {}),
        ...(route.children ? { children: attach(route.children) } : {}),
      };
    });
  const table = attach(routes);
  if (unused.size > 0) {
    throw new Error(`withPages: no route named ${[...unused].join(', ')} in this table`);
  }
  return table;
}
