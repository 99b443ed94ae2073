import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../generated/schema';
import { ApiError } from '../api-error';
import { call, request } from '../call';
import { ERROR_TEXTS } from '@toufang/domain';
import { DEMO_PASSWORD, loginAs, type ReferenceServer } from './reference-server';

/** Every required field of UserInfo in the contract (shell spec section 3 plus username, loginChannel). */
const USER_INFO_FIELDS: (keyof components['schemas']['UserInfo'])[] = [
  'avatar', 'name', 'username', 'dueDays', 'isDueTip', 'email', 'userId', 'role', 'groupId', 'adiConfig', 'expireTime',
  'isShowPerformance', 'adsPerseusStatus', 'isDesignManager', 'isShowClassify', 'showTkio', 'startTime', 'buttonConfig',
  'userIdentify', 'customerIdCiphertext', 'customerCreateTime', 'customerType', 'userCreateTime', 'showBilibili',
  'rbacVersion', 'roleCodeV2', 'roleNameV2', 'loginChannel',
];
const CHINESE = /[\u4e00-\u9fa5]/;

/** The session calls against the desk `desk()` answers (started by client.contract.spec.ts). */
export function describeSessionCalls(desk: () => ReferenceServer): void {
  describe('session calls against the reference server', () => {
    it('admin logs in and reads user info with every field', async () => {
      const client = desk().client();
      const login = await call(client.POST('/api/user/user/login', { body: { username: 'admin', password: DEMO_PASSWORD } }));
      expect(login.role).toBe('ADMIN');
      expect(login.token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
      const authed = desk().client({ getToken: () => login.token });
      const user = await call(authed.POST('/api/user/user/get', { body: {} }));
      for (const field of USER_INFO_FIELDS) expect(user, `field ${field}`).toHaveProperty(field);
      expect(user).toMatchObject({ username: 'admin', role: 'ADMIN', loginChannel: 'password' });
      expect(Object.keys(user.buttonConfig).sort()).toEqual(
        ['AI_AIDE_CONFIG_BUTTON', 'AI_LAB_BUTTON', 'DIAGNOSIS_CONFIG_BUTTON', 'ERROR_PROOF_CONFIG_BUTTON', 'FLOW_POOL_BUTTON', 'SHOW_BOARD_BUTTON', 'SHOW_QIANCHUAN_BUTTON', 'USER_LIB_BUTTON'],
      );
    });

    it('a wrong password is a business error with the server Chinese message', async () => {
      const notify = vi.fn();
      const error = await call(desk().client({ notify }).POST('/api/user/user/login', { body: { username: 'designer', password: 'wrong-1' } })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'business', code: 1001, status: 200 });
      expect((error as ApiError).message).toMatch(CHINESE);
      expect(notify).toHaveBeenCalledWith('error', (error as ApiError).message, error);
    });

    it('a second login of the same user makes the first token answer 401, handled once for concurrent calls', async () => {
      const first = await loginAs(desk(), 'manager');
      const onUnauthorized = vi.fn();
      const notify = vi.fn();
      const stale = desk().client({ getToken: () => first, onUnauthorized, notify });
      await call(stale.POST('/api/user/user/get', { body: {} }));
      const second = await loginAs(desk(), 'manager');
      const results = await Promise.allSettled([
        call(stale.POST('/api/user/user/get', { body: {} })),
        call(stale.GET('/api/user/message/init')),
        call(stale.POST('/api/user-pro/permission/my-tree', { body: { source: 'web' } })),
      ]);
      for (const result of results) {
        expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'unauthorized', status: 401, message: ERROR_TEXTS.CONCURRENT_LOGIN } });
      }
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledTimes(1);
      const fresh = await call(desk().client({ getToken: () => second }).POST('/api/user/user/get', { body: {} }));
      expect(fresh.username).toBe('manager');
    });

    it('after logout the token answers 401', async () => {
      const token = await loginAs(desk(), 'agent1');
      const client = desk().client({ getToken: () => token });
      await call(client.POST('/api/user/user/logout'));
      await expect(call(client.POST('/api/user/user/get', { body: {} }))).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    });

    it('a refused password change shows the server message', async () => {
      const token = await loginAs(desk(), 'operator');
      const client = desk().client({ getToken: () => token });
      const wrongOld = request(client, 'post', '/api/user/password/edit', {
        body: { username: 'operator', oldPassword: 'not-the-password1', newPassword: 'NewPass2026', syncAccountCenter: false },
      });
      await expect(wrongOld).rejects.toMatchObject({ kind: 'business', code: 1002, message: expect.stringMatching(CHINESE) });
      const badRule = request(client, 'post', '/api/user/password/edit', {
        body: { username: 'operator', oldPassword: DEMO_PASSWORD, newPassword: 'onlyletters', syncAccountCenter: false },
      });
      await expect(badRule).rejects.toMatchObject({ kind: 'business', code: 1003, message: expect.stringMatching(CHINESE) });
      // Still logged in: a refusal does not end the session.
      await expect(call(client.POST('/api/user/user/get', { body: {} }))).resolves.toMatchObject({ username: 'operator' });
    });
  });
}
