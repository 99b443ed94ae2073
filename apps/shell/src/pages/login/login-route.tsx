import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { apiClient, request, useSessionStore } from '@toufang/api';
import { pageTitle } from '@toufang/domain';
import { useEffect } from 'react';
import { LoginPage, LOGIN_TEXTS } from './login-page';

/** The login route: the page wired to the real login call and the session store. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  // The guard sends a logged-out visitor here with the page they asked for; they go back there after login.
  const from = (location.state as { from?: string } | null)?.from;
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    document.title = pageTitle(LOGIN_TEXTS.heading);
  }, []);
  if (token) return <Navigate to="/" replace />;

  async function login(username: string, password: string) {
    // Silent: the page shows the server's message itself, next to the form, instead of a toast.
    const result = await request(apiClient(), 'post', '/api/user/user/login', { body: { username, password } }, { loading: true, silent: true });
    queryClient.clear();
    useSessionStore.getState().login({ token: result.token, role: result.role });
    navigate(from && from.startsWith('/') ? from : '/', { replace: true });
  }

  return <LoginPage onLogin={login} />;
}
