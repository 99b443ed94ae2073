import { describe, expect, it } from 'vitest';
import { receiversOptionsFromEnv } from './options';

describe('receiversOptionsFromEnv', () => {
  it('defaults to loopback, ports 4310 and 2525 and .data/receivers/', () => {
    expect(receiversOptionsFromEnv({}, '/desk')).toEqual({ httpPort: 4310, smtpPort: 2525, host: '127.0.0.1', dir: '/desk/.data/receivers' });
  });

  it('takes each setting from the environment', () => {
    const env = { TOUFANG_RECEIVERS_HTTP_PORT: '0', TOUFANG_RECEIVERS_SMTP_PORT: '2626', TOUFANG_RECEIVERS_HOST: '::1', TOUFANG_RECEIVERS_DIR: '/tmp/inbox' };
    expect(receiversOptionsFromEnv(env, '/desk')).toEqual({ httpPort: 0, smtpPort: 2626, host: '::1', dir: '/tmp/inbox' });
  });

  it('refuses a port that is none', () => {
    expect(() => receiversOptionsFromEnv({ TOUFANG_RECEIVERS_SMTP_PORT: 'abc' }, '/desk')).toThrow('TOUFANG_RECEIVERS_SMTP_PORT must be a port number');
  });
});
