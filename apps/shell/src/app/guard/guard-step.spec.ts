import { describe, expect, it } from 'vitest';
import { guardStepKey } from './guard-step';

describe('guardStepKey', () => {
  const at = { pathname: '/', search: '?authCode=abc' };

  it('exchanges an auth code once: storing the new token does not make it a new step', () => {
    const exchange = { kind: 'exchangeAuthCode', code: 'abc' } as const;
    expect(guardStepKey(exchange, at, 'new-token')).toBe(guardStepKey(exchange, at, null));
    expect(guardStepKey({ kind: 'exchangeAuthCode', code: 'other' }, at, null)).not.toBe(guardStepKey(exchange, at, null));
  });

  it('fetches the session once per token, wherever the user goes meanwhile', () => {
    const fetch = { kind: 'fetchUserInfo' } as const;
    expect(guardStepKey(fetch, { pathname: '/login', search: '' }, 't')).toBe(guardStepKey(fetch, { pathname: '/', search: '' }, 't'));
    expect(guardStepKey(fetch, at, 't')).not.toBe(guardStepKey(fetch, at, 'u'));
  });

  it('clears a token once per address and token', () => {
    const clear = { kind: 'clearToken' } as const;
    expect(guardStepKey(clear, { pathname: '/a', search: '?type=logout' }, 't')).not.toBe(guardStepKey(clear, { pathname: '/b', search: '?type=logout' }, 't'));
  });
});
