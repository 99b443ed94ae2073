import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_ENV_KEY } from './runtime';
import { dashboardReportUrl, privateStorageUpload, runtimeEnv } from './runtime-env';

const setEnv = (env: unknown) => ((globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = env);

describe('runtimeEnv (shell spec §3, §9)', () => {
  afterEach(() => setEnv(undefined));

  it('fills the spec defaults: bucket tos, private flag 0, same-origin paths', () => {
    expect(runtimeEnv()).toEqual({ apiBasePath: '', uploadBasePath: '', isPrivate: 0, bucketName: 'tos', dashboardUrl: '' });
  });

  it('keeps what the deployment set', () => {
    setEnv({ apiBasePath: '/gw', uploadBasePath: '/up', isPrivate: 1, bucketName: 'minio', dashboardUrl: 'https://board.example.com/' });
    expect(runtimeEnv()).toEqual({ apiBasePath: '/gw', uploadBasePath: '/up', isPrivate: 1, bucketName: 'minio', dashboardUrl: 'https://board.example.com/' });
    expect(dashboardReportUrl()).toBe('https://board.example.com/m/report/index');
  });

  it.each([
    [{}, true],
    [{ isPrivate: 1 }, false],
    [{ bucketName: 'minio' }, false],
    [{ isPrivate: 0, bucketName: 'tos' }, true],
  ])('private storage upload with %j → %s', (env, on) => {
    setEnv(env);
    expect(privateStorageUpload()).toBe(on);
  });
});
