// The local receivers (docs/design/tools.md §4.3): one HTTP server for the three robots and the inbox, one SMTP
// server, both keeping what they receive in one folder. Started by apps/receivers beside a desk (ports 4310
// and 2525) and by tests on free ports; `env` is what the desk's server must be given to reach them.
import type { AddressInfo } from 'node:net';
import { createRobotServer } from './http-receiver';
import { Inbox, type InboxChannel, type InboxEntry } from './inbox';
import { createMailServer } from './smtp-receiver';

export interface ReceiversOptions {
  /** 0 (the default): a free port. */
  httpPort?: number;
  smtpPort?: number;
  /** Loopback by default: the receivers are for this machine only. */
  host?: string;
  /** Where both keep what they received (apps/receivers: .data/receivers/). */
  dir: string;
  now?: () => number;
}

export interface Receivers {
  /** e.g. http://127.0.0.1:4310 (robots post to `${httpUrl}/wecom/<key>`). */
  httpUrl: string;
  /** e.g. smtp://127.0.0.1:2525 */
  smtpUrl: string;
  /** The desk server's configuration that names these receivers (exact origins; plain SMTP on loopback). */
  env: { TOUFANG_PUSH_ALLOW: string; TOUFANG_SMTP_URL: string };
  inbox(channel?: InboxChannel): Promise<InboxEntry[]>;
  /** The raw mail of an inbox entry's `mail.eml`. */
  emlPath(id: string): string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startReceivers(options: ReceiversOptions): Promise<Receivers> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const inbox = new Inbox(options.dir);
  await inbox.ready();
  const robots = createRobotServer(inbox, now);
  const mail = createMailServer(inbox, now);
  await new Promise<void>((resolve, reject) => {
    robots.server.once('error', reject);
    robots.server.listen(options.httpPort ?? 0, host, () => resolve());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      mail.once('error', reject);
      mail.listen(options.smtpPort ?? 0, host, () => resolve());
    });
  } catch (error) {
    await new Promise<void>((resolve) => robots.server.close(() => resolve()));
    throw error;
  }
  const httpPort = (robots.server.address() as AddressInfo).port;
  const smtpPort = (mail.server.address() as AddressInfo).port;
  const httpUrl = `http://${urlHost(host)}:${httpPort}`;
  const smtpUrl = `smtp://${urlHost(host)}:${smtpPort}`;
  return {
    httpUrl,
    smtpUrl,
    env: { TOUFANG_PUSH_ALLOW: [httpUrl, smtpUrl].join(','), TOUFANG_SMTP_URL: smtpUrl },
    inbox: (channel) => inbox.list(channel),
    emlPath: (id) => inbox.emlPath(id),
    close: async () => {
      robots.closeHeld();
      robots.server.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => robots.server.close(() => resolve())), new Promise<void>((resolve) => mail.close(() => resolve()))]);
    },
  };
}
