import { describe, expect, it } from 'vitest';
import { returnPathOf } from './login-route';

describe('returnPathOf', () => {
  it('goes back to the page the guard sent the visitor from', () => {
    expect(returnPathOf({ from: '/account-app/account/users-account/index?x=1' })).toBe('/account-app/account/users-account/index?x=1');
  });

  it('never goes back to logout, which would end the new session at once', () => {
    expect(returnPathOf({ from: '/logout' })).toBeUndefined();
    expect(returnPathOf({ from: '/logout?type=1' })).toBeUndefined();
    expect(returnPathOf({ from: '/logout-history' })).toBe('/logout-history');
  });

  it('ignores what is not a path of the desk', () => {
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf({ from: 'https://evil.example/' })).toBeUndefined();
    expect(returnPathOf({ from: '//evil.example/' })).toBeUndefined();
    expect(returnPathOf({ from: 42 })).toBeUndefined();
  });
});
