import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutMutation, useSessionStore } from '@toufang/api';
import { Spin } from '@toufang/ui';
import { PublicFrame, usePageTitle } from '../public-frame/public-frame';

export const LOGOUT_TEXTS = {
  title: '退出登录',
  leaving: '正在退出…',
} as const;

/**
 * Route logout: revokes the token on the server, then clears the session and the query cache and goes to
 * login. The local session is cleared whatever the server answers, so the user is never stuck logged in.
 */
export default function LogoutPage() {
  usePageTitle(LOGOUT_TEXTS.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: revoke } = useMutation(logoutMutation);
  // StrictMode runs effects twice; the logout must happen once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Without a token there is nothing to revoke, and the call would only answer 401.
    const hasToken = Boolean(useSessionStore.getState().token);
    const revoked = hasToken ? revoke().catch(() => undefined) : Promise.resolve();
    void revoked.then(() => {
      useSessionStore.getState().logout();
      queryClient.clear();
      navigate('/login', { replace: true });
    });
  }, [revoke, queryClient, navigate]);

  return (
    <PublicFrame title={LOGOUT_TEXTS.title}>
      <div className="tf-public__status" role="status" aria-live="polite">
        <Spin size="large" />
        <span>{LOGOUT_TEXTS.leaving}</span>
      </div>
    </PublicFrame>
  );
}
