// Contract test of a server started the default way (no PARTNER_SECRET): the old development default,
// once committed in the source, opens no session; the partners' secret is the one generated and kept
// beside the data folder.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { secretsFile } from './secrets';
import { signTicket } from '@toufang/server-http';

const OLD_DEFAULT = 'toufang-dev-partner-secret';
const LOGINS = [
  { path: '/api/user/user/yuc/login', provider: 'yuc', body: (t: object) => ({ provider: 'yuc', ...t }) },
  { path: '/api/open_api/qunfeng/login', provider: 'qunfeng', body: (t: object) => t },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ partnerSecret: undefined });
});
afterAll(async () => {
  await server?.close();
});

const ticket = (secret: string, provider: string, username: string, timestamp = Date.now()) => ({
  username,
  timestamp,
  signature: signTicket(secret, provider, username, timestamp),
});

describe('a server started without PARTNER_SECRET', () => {
  it('refuses an admin ticket signed with the old committed default on the partner and market logins', async () => {
    for (const login of LOGINS) {
      const answer = await server.call<{ token: string } | null>(login.path, { body: login.body(ticket(OLD_DEFAULT, login.provider, 'admin')) });
      expect(answer.body).toMatchObject({ code: 1004, message: '登录凭证无效或已过期', data: null });
    }
  });

  it('verifies tickets with the random secret it generated and keeps beside its data folder', async () => {
    // The harness's data folder is <scratch>/pglite, beside <scratch>/shell.
    const file = secretsFile(path.join(path.dirname(server.staticDir), 'pglite'));
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { partnerSecret: string };
    expect(kept.partnerSecret).toMatch(/^[0-9a-f]{64}$/);
    for (const login of LOGINS) {
      const answer = await server.call<{ role: string }>(login.path, { body: login.body(ticket(kept.partnerSecret, login.provider, 'admin')) });
      expect(answer.body).toMatchObject({ code: 200, data: { role: 'ADMIN' } });
    }
  });
});
