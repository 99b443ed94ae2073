// The desk's router: the public pages of shell spec §2.1, the standalone share page, and the main layout
// holding every route of the composed tables (§2.2, §2.3). One guard at the root runs the rules of §2.4.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { GuardOutlet, type RouteHandle } from './guard/guard-outlet';
import { PageLoading } from './route-page/page-loading';
import { createRouteIndex, type RouteIndex } from './routes/route-index';
import { withChunkRetry } from './chunk-reload/chunk-reload';
import { RouteError } from './route-error/route-error';

const page = <T,>(load: () => Promise<{ default: React.ComponentType<T> }>) => lazy(withChunkRetry(load));

// The layout loads after login, so the login route's JavaScript stays small (docs/architecture.md budgets).
const MainLayout = page<{ index: RouteIndex }>(() => import('../layout/main-layout/main-layout'));
const RoutePage = page<{ route: SubAppRoute; routes: readonly SubAppRoute[] }>(() => import('./route-page/route-page'));
const LoginRoute = page(() => import('../pages/login/login-route'));
const RegisterPage = page(() => import('../pages/register/register-page'));
const RegisterDocPage = page(() => import('../pages/register-doc/register-doc-page'));
const OptoutPage = page(() => import('../pages/optout/optout-page'));
const PartnerLoginPage = page(() => import('../pages/partner-login/partner-login-page'));
const MarketLoginPage = page(() => import('../pages/market-login/market-login-page'));
const LogoutPage = page(() => import('../pages/logout/logout-page'));
const ErrorPage = page<{ code: 403 | 401 | 500 | 404; embedded?: boolean }>(() => import('../pages/error/error-page'));
const ErrorAuthorizationPage = page(() => import('../pages/error-authorization/error-authorization-page'));

const named = (name: string): RouteHandle => ({ name });

function tableRoute(route: SubAppRoute, index: RouteIndex): RouteObject {
  return {
    path: `/${route.path}`,
    handle: named(route.name),
    element: route.redirect ? <Navigate to={index.pathOf(route.redirect)} replace /> : <RoutePage route={route} routes={index.routes} />,
  };
}

export function createDeskRouter(routes: readonly SubAppRoute[]) {
  const index = createRouteIndex(routes);
  const all = [...index.byName.values()];
  const standalone = all.filter((route) => route.standalone);
  const inLayout = all.filter((route) => !route.standalone && !route.external);

  return createBrowserRouter([
    {
      element: <GuardOutlet index={index} />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', handle: named('login'), element: <LoginRoute /> },
        { path: '/logout', handle: named('logout'), element: <LogoutPage /> },
        { path: '/register', handle: named('register'), element: <RegisterPage /> },
        { path: '/register-doc/:docType', handle: named('register-doc'), element: <RegisterDocPage /> },
        { path: '/optout', handle: named('optout'), element: <OptoutPage /> },
        { path: '/yuc', handle: named('yuc'), element: <PartnerLoginPage /> },
        { path: '/market', handle: named('market'), element: <MarketLoginPage /> },
        { path: '/403', handle: named('403'), element: <ErrorPage code={403} /> },
        { path: '/401', handle: named('401'), element: <ErrorPage code={401} /> },
        { path: '/500', handle: named('500'), element: <ErrorPage code={500} /> },
        { path: '/error-authorization', handle: named('error-authorization'), element: <ErrorAuthorizationPage /> },
        ...standalone.map((route) => tableRoute(route, index)),
        {
          element: (
            <Suspense fallback={<PageLoading />}>
              <MainLayout index={index} />
            </Suspense>
          ),
          children: [
            { path: '/', handle: named('root'), element: null },
            ...inLayout.map((route) => tableRoute(route, index)),
            { path: '*', handle: named('404'), element: <ErrorPage code={404} embedded /> },
          ],
        },
      ],
    },
  ]);
}
