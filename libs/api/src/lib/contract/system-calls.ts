import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { call } from '../call';
import { createApiClient } from '../create-api-client';
import { buildErrorLog, ERROR_LOG_PATH } from '../errors/report-error';
import { createLoadingStore } from '../loading-store';
import { ERROR_TEXTS } from '@toufang/domain';
import { loginAs, type ReferenceServer } from './reference-server';

/** The system calls against the desk `desk()` answers (started by client.contract.spec.ts). */
export function describeSystemCalls(desk: () => ReferenceServer): void {
  describe('system calls against the reference server', () => {
    it('version.json answers { version } without an envelope', async () => {
      const version = await call(desk().client().GET('/version.json', { headers: { 'Cache-Control': 'no-cache' } }));
      expect(typeof version.version).toBe('string');
      expect(version.version.length).toBeGreaterThan(0);
    });

    it('the error-log call accepts the report the client builds', async () => {
      const error = new ApiError({ kind: 'http', status: 502, url: `${desk().baseUrl}/api/x`, message: ERROR_TEXTS.MEDIA_UNKNOWN, detail: 'HTTP 502' });
      const stored: unknown = await call(desk().client().POST(ERROR_LOG_PATH, { body: buildErrorLog(error) }));
      expect(stored ?? null).toBeNull(); // an empty envelope: data null, nothing to read
    });

    it('a request the server refuses with HTTP 400 shows its message and reaches the error log', async () => {
      const reports: { status: number; body: unknown }[] = [];
      const recordingFetch = async (request: Request) => {
        const response = await fetch(request);
        if (request.url.endsWith(ERROR_LOG_PATH)) reports.push({ status: response.status, body: await response.clone().json() });
        return response;
      };
      const notify = vi.fn();
      const client = createApiClient({ baseUrl: desk().baseUrl, fetch: recordingFetch, notify, loading: createLoadingStore().getState() });
      const error = await call(client.POST('/api/user/user/login', { body: { username: '', password: 'x' } })).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'http', status: 400, code: 400 });
      expect((error as ApiError).message).toMatch(/[\u4e00-\u9fa5]/);
      await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 30_000 });
      expect(reports[0]).toMatchObject({ status: 200, body: { code: 200 } });
      expect(notify).toHaveBeenCalledTimes(1);
    });

    it('the menu tree is non-empty for the rbac user and empty under the legacy model', async () => {
      const rbac = await loginAs(desk(), 'rbac');
      const tree = await call(desk().client({ getToken: () => rbac }).POST('/api/user-pro/permission/my-tree', { body: { source: 'web' } }));
      expect(tree.length).toBeGreaterThan(0);
      expect(tree[0]).toHaveProperty('children');
      const admin = await loginAs(desk(), 'admin');
      expect(await call(desk().client({ getToken: () => admin }).POST('/api/user-pro/permission/my-tree', { body: { source: 'web' } }))).toEqual([]);
    });

    it('without a token a protected call answers 401', async () => {
      await expect(call(desk().client().POST('/api/user/user/get', { body: {} }))).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    });
  });
}
