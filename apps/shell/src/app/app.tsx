import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useSessionStore } from '@toufang/api';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { queryClient } from './runtime';
import { GlobalSpinner } from './global-spinner';
import { createDeskRouter } from './router';
import { routeTables } from './routes/route-tables';
import { isPublicPath } from './routes/route-index';
import { PageLoading } from './route-page/page-loading';

const NO_ROUTES: readonly SubAppRoute[] = [];

/**
 * A visitor without a session on a public page (login, register…) needs none of the route tables, so they
 * load only once there is a session or a guarded page is asked for; this keeps the login route in budget.
 */
function DeskRouter() {
  const token = useSessionStore((s) => s.token);
  const [wanted, setWanted] = useState(() => Boolean(token) || !isPublicPath(window.location.pathname));
  if (!wanted && token) setWanted(true);
  const routes = wanted ? use(routeTables()) : NO_ROUTES;
  const router = useMemo(() => createDeskRouter(routes), [routes]);
  useEffect(() => () => router.dispose(), [router]);
  // A new router needs a new RouterProvider: the provider keeps the first router's state, and the route ids
  // of that state (given by position) name other routes in the tables that arrive after login, so a return
  // path from the login page once drew the standalone share page instead of the page asked for.
  return <RouterProvider key={routes === NO_ROUTES ? 'public' : 'desk'} router={router} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <DeskRouter />
      </Suspense>
      <GlobalSpinner />
    </QueryClientProvider>
  );
}
