// Runs the route guard of shell spec §2.4 on every navigation and carries out its answer: the page, a
// redirect, clearing the token, exchanging an authCode, or fetching the user before anything shows.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { authCodeMutation, isApiError, useSessionStore } from '@toufang/api';
import { guardRoute, SESSION_TEXTS, SHELL_ROUTE_NAMES, type GuardDecision } from '@toufang/domain';
import { Spin } from '@toufang/ui';
import { notify } from '../notify/notify';
import { useMutation } from '@tanstack/react-query';
import type { RouteIndex } from '../routes/route-index';
import { bootstrapSession, SessionBootstrapError } from '../session/session-bootstrap';
import { guardUserOf } from '../session/guard-user';
import { guardStepKey } from './guard-step';

/** What each router entry tells the guard about itself. */
export interface RouteHandle {
  name: string;
}

const FAILURE_TEXT = {
  userInfo: SESSION_TEXTS.USER_INFO_FAILED,
  tokenInvalid: SESSION_TEXTS.TOKEN_INVALID,
  emptyMenu: SESSION_TEXTS.EMPTY_MENU,
} as const;

function Loading() {
  return (
    <div className="tf-guard-loading" role="status" aria-live="polite">
      <Spin size="large" tip={SESSION_TEXTS.LOADING} />
    </div>
  );
}

export function GuardOutlet({ index }: { index: RouteIndex }) {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const userInfo = useSessionStore((s) => s.userInfo);
  const permissions = useSessionStore((s) => s.permissions);
  const exchange = useMutation(authCodeMutation);
  const running = useRef<string | null>(null);

  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const name = handle?.name;
  const route = name ? (index.byName.get(name) ?? { name }) : undefined;
  const query = new URLSearchParams(location.search);
  const decision: GuardDecision = guardRoute({
    route,
    ancestors: name ? index.ancestors.get(name) : undefined,
    authCode: query.has('authCode') ? (query.get('authCode') ?? '') : undefined,
    type: query.get('type') ?? undefined,
    hasToken: Boolean(token),
    gadget: Boolean(permissions?.gadget),
    user: userInfo ? guardUserOf(userInfo, permissions) : undefined,
  });

  const search = location.search;
  const pathname = location.pathname;
  const code = decision.kind === 'exchangeAuthCode' ? decision.code : '';
  const { mutateAsync: exchangeCode } = exchange;
  // One run per step (guard-step.ts).
  const stepKey = guardStepKey(decision, { pathname, search }, token);
  useEffect(() => {
    if (running.current === stepKey) return;
    const kind = stepKey.split(':', 1)[0];
    if (kind === 'clearToken') {
      running.current = stepKey;
      useSessionStore.getState().logout();
      queryClient.clear();
      const rest = new URLSearchParams(search);
      rest.delete('type');
      navigate({ pathname, search: rest.toString() }, { replace: true });
    } else if (kind === 'fetchUserInfo') {
      running.current = stepKey;
      bootstrapSession(queryClient)
        .catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'unauthorized') return; // the runtime logs out and reloads
          const reason = error instanceof SessionBootstrapError ? error.reason : 'userInfo';
          notify('error', FAILURE_TEXT[reason]);
          useSessionStore.getState().logout();
          queryClient.clear();
          navigate(index.pathOf(SHELL_ROUTE_NAMES.logout), { replace: true });
        });
    } else if (kind === 'exchangeAuthCode') {
      running.current = stepKey;
      exchangeCode({ authCode: code })
        .then((session) => {
          if (!session?.token) throw new Error('no token');
          useSessionStore.getState().login({ token: session.token, role: null });
          useSessionStore.getState().setPermissions({ gadget: true });
          queryClient.clear();
          navigate(index.pathOf(SHELL_ROUTE_NAMES.accountManagement), { replace: true });
        })
        .catch(() => {
          useSessionStore.getState().logout();
          navigate(index.pathOf(SHELL_ROUTE_NAMES.errorAuthorization), { replace: true });
        });
    }
  }, [stepKey, code, pathname, search, queryClient, navigate, index, exchangeCode]);

  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') {
    const from = decision.to === SHELL_ROUTE_NAMES.login ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={index.pathOf(decision.to)} replace state={from} />;
  }
  // Every other step is under way: the session is being fetched, a code exchanged, or the page is leaving.
  return decision.kind === 'clearToken' ? null : <Loading />;
}
