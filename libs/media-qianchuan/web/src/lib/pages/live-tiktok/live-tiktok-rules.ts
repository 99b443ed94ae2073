// The pure rules of 我的抖音号: the way back from the 抖音 consent page, and the filters as the list's query.
import type { LiveAwemeQuery } from '../../queries/live-aweme-list';

/** At most this many 千川账户 are bound in one authorisation (LiveAwemeAuthorizeStartRequest's maxItems). */
export const PICK_MAX = 50;

/** What the consent page sent back: a code to exchange, the user's refusal, or nothing (a plain visit). */
export function consentAnswer(params: URLSearchParams): { code: string; state: string } | { denied: true } | null {
  if (params.get('error')) return { denied: true };
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
}

export type TiktokFilters = { keyword?: { value?: string } | null; state?: unknown; accountId?: unknown };

const STATES = ['active', 'expiring', 'expired', 'unbound'] as const;

/** The list's query of the applied filters; blank or malformed ones are left out. */
export function toAwemeQuery(filters: TiktokFilters): LiveAwemeQuery {
  const keyword = filters.keyword?.value?.trim().slice(0, 64);
  const state = (STATES as readonly unknown[]).includes(filters.state) ? (filters.state as (typeof STATES)[number]) : undefined;
  const accountId = typeof filters.accountId === 'string' && /^\d{1,32}$/.test(filters.accountId) ? filters.accountId : undefined;
  return { ...(keyword ? { keyword } : {}), ...(state ? { state } : {}), ...(accountId ? { accountId } : {}) };
}

/** Whole days from now to an instant (negative when past). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.floor((Date.parse(iso) - now) / 86_400_000);
}
