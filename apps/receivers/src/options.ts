// The receivers' settings from the environment (docs/design/tools.md §4.3): the two ports beside a desk, the
// folder, the host. Loopback unless told otherwise: the receivers stand in for the robots and the mail server
// on this machine only.
import path from 'node:path';
import type { ReceiversOptions } from '@toufang/server-notify/receivers';

export const RECEIVER_DEFAULTS = { HTTP_PORT: 4310, SMTP_PORT: 2525, HOST: '127.0.0.1', DIR: '.data/receivers' } as const;

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number (0–65535), got "${value}"`);
  return parsed;
}

/** TOUFANG_RECEIVERS_HTTP_PORT, TOUFANG_RECEIVERS_SMTP_PORT, TOUFANG_RECEIVERS_HOST, TOUFANG_RECEIVERS_DIR. */
export function receiversOptionsFromEnv(env: NodeJS.ProcessEnv, cwd: string): Required<Omit<ReceiversOptions, 'now'>> {
  return {
    httpPort: port(env.TOUFANG_RECEIVERS_HTTP_PORT, RECEIVER_DEFAULTS.HTTP_PORT, 'TOUFANG_RECEIVERS_HTTP_PORT'),
    smtpPort: port(env.TOUFANG_RECEIVERS_SMTP_PORT, RECEIVER_DEFAULTS.SMTP_PORT, 'TOUFANG_RECEIVERS_SMTP_PORT'),
    host: env.TOUFANG_RECEIVERS_HOST?.trim() || RECEIVER_DEFAULTS.HOST,
    dir: path.resolve(cwd, env.TOUFANG_RECEIVERS_DIR?.trim() || RECEIVER_DEFAULTS.DIR),
  };
}
