// One page of a route table: sets the page title, hands the sub-application its context (shell spec §4,
// with the composed route table),
// and loads the page lazily. Every route of the composed table has a page, a redirect or an external link (the
// route walk of route-tables.spec.ts); one without would show the 404 page rather than a placeholder.
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { privateStorageUpload, useSessionStore } from '@toufang/api';
import { SubAppContext, type PageLoader, type SubAppProps, type SubAppRoute } from '@toufang/api/sub-app';
import { pageTitle, prefixOfPath } from '@toufang/domain';
import { ErrorPage } from '@toufang/ui';
import { PageLoading } from './page-loading';
import { withChunkRetry } from '../chunk-reload/chunk-reload';
import { analytics } from '../analytics/analytics';
import { useLayoutStore } from '../../layout/layout-store';

const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader, so revisiting a page does not remount a fresh lazy wrapper. */
function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = pages.get(loader);
  if (!page) {
    page = lazy(withChunkRetry(loader));
    pages.set(loader, page);
  }
  return page;
}

export interface RoutePageProps {
  route: SubAppRoute;
  /** The composed route table, handed to the page as SubAppProps.routes. */
  routes: readonly SubAppRoute[];
}

export function RoutePage({ route, routes }: RoutePageProps) {
  const user = useSessionStore((s) => s.userInfo);
  const gadget = useSessionStore((s) => Boolean(s.permissions?.gadget));
  const menuCollapsed = useLayoutStore((s) => s.collapsed);

  useEffect(() => {
    document.title = pageTitle(route.title);
    analytics.track('page_view', { route: route.name });
  }, [route.name, route.title]);

  const context = useMemo<SubAppProps | null>(
    () =>
      user && {
        routerBase: `/${prefixOfPath(route.path) ?? route.path.split('/')[0]}`,
        user,
        app: { menuCollapsed, gadget },
        analytics,
        privateStorageUpload: privateStorageUpload(),
        routes,
      },
    [user, route.path, menuCollapsed, gadget, routes],
  );

  const Page = route.page ? lazyPage(route.page) : null;
  return (
    <SubAppContext.Provider value={context}>
      {Page ? (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      ) : (
        <ErrorPage code={404} />
      )}
    </SubAppContext.Provider>
  );
}

export default RoutePage;
