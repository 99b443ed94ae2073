// Which step of the guard is under way (guard-outlet.tsx runs each once): a re-render while one runs must not
// start it again.
import type { GuardDecision } from '@toufang/domain';

/**
 * The key of a decision's step. The session is fetched once per token, wherever the user goes meanwhile (after
 * login, /login and then / both ask for it). An auth code is exchanged once whatever follows: the exchange
 * itself stores the new token while the address still holds the code, and a key with the token in it started a
 * second exchange of the spent code, which sent the gadget to error-authorization (shell spec §2.4).
 */
export function guardStepKey(decision: GuardDecision, at: { pathname: string; search: string }, token: string | null): string {
  if (decision.kind === 'fetchUserInfo') return `${decision.kind}:${token ?? ''}`;
  if (decision.kind === 'exchangeAuthCode') return `${decision.kind}:${decision.code}`;
  return `${decision.kind}::${at.pathname}${at.search}:${token ?? ''}`;
}
