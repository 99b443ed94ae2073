import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginMutation, useSessionStore } from '@toufang/api';
import { pageTitle } from '@toufang/domain';
import { useEffect } from 'react';
import { LoginPage, LOGIN_TEXTS } from './login-page';
import { useMustChangePasswordStore } from '../../app/session/must-change-password';

/**
 * Where to go after login: the page the guard sent the visitor from, but never /logout (logging out clears
 * the session while the logout page is still open, so the guard records it as the page asked for, and the
 * next login would end at once).
 */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || /^\/logout(?:[/?#]|$)/.test(from)) return undefined;
  return from;
}

/**
 * The login route: the page wired to the real login call and the session store. A visitor who already has a
 * session never sees it: the guard sends them to their default page (shell spec §2.4).
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  // The guard sends a logged-out visitor here with the page they asked for; they go back there after login.
  const from = returnPathOf(location.state);
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
    navigate(from ?? '/', { replace: true });
  }

  return <LoginPage onLogin={login} />;
}
