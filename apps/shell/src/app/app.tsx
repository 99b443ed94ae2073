import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { Spin } from '@toufang/ui';
import { queryClient } from './runtime';
import { GlobalSpinner } from './global-spinner';
import { RequireSession } from './require-session';

// Pages load lazily so the login route's JavaScript stays small (docs/architecture.md).
const LoginRoute = lazy(() => import('../pages/login/login-route'));
const WelcomePage = lazy(() => import('../pages/welcome/welcome-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));

const pageFallback = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin size="large" />
  </div>
);

const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <WelcomePage />
      </RequireSession>
    ),
  },
  { path: '/home', element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage /> },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={pageFallback}>
        <RouterProvider router={router} />
      </Suspense>
      <GlobalSpinner />
    </QueryClientProvider>
  );
}
