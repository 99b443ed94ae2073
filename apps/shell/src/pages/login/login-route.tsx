import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginMutation, useSessionStore } from '@toufang/api';
import { pageTitle } from '@toufang/domain';
import { useEffect } from 'react';
import { LoginPage, LOGIN_TEXTS } from './login-page';
import { useMustChangePasswordStore } from '../../app/session/must-change-password';

/**
 * The login route: the page wired to the real login call and the session store. A visitor who already has a
 * session never sees it: the guard sends them to their default page (shell spec §2.4).
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  // The guard sends a logged-out visitor here with the page they asked for; they go back there after login.
  const from = (location.state as { from?: string } | null)?.from;
  const queryClient = useQueryClient();
  const { mutateAsync: sendLogin } = useMutation(loginMutation);
  useEffect(() => {
    document.title = pageTitle(LOGIN_TEXTS.heading);
  }, []);

  async function login(username: string, password: string) {
    // Silent (loginMutation): the page shows the server's message itself, next to the form, not as a toast.
    const result = await sendLogin({ username, password });
    queryClient.clear();
    useSessionStore.getState().login({ token: result.token, role: result.role });
    // A one-time password: the desk asks for a new one before anything else (the user info says so too).
    useMustChangePasswordStore.getState().setAfterLogin(result.mustChangePassword === true);
    navigate(from && from.startsWith('/') ? from : '/', { replace: true });
  }

  return <LoginPage onLogin={login} />;
}
