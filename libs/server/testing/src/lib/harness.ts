// Test harness of the contract tests: the real, composed server (./composed.ts) over a fresh database,
// called over real HTTP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { openPostgres, resetSchema } from '@toufang/server-db';
import type { ServerOptions } from '@toufang/server-context';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { startReceivers, type Receivers } from '@toufang/server-notify/receivers';
import { composedServer } from './composed';
import { copyTemplate } from './template';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: { code: number; data: T; message: string; content: unknown; version: string | null };
  text: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** A directory served as the built shell (tests write index.html or version.json into it). */
  staticDir: string;
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Logs in and answers the token (fails the test when the login fails). */
  login(username: string, password?: string): Promise<string>;
  /** The local receivers of the robots and of mail, when the suite asked for them (`receivers: true`). */
  receivers: Receivers | null;
  close(): Promise<void>;
}

/**
 * `resetDatabase: false` joins the database as it is (a second server in the same file over DATABASE_URL
 * must not wipe the first one's data). `receivers: true` starts the local receivers of the robots and of mail
 * on free ports (docs/design/tools.md §4.3) and names them in the server's notifier settings; only the suites
 * that send through them ask, so the others start nothing more.
 */
export async function startTestServer(
  options: Partial<ServerOptions> = {},
  { resetDatabase = true, receivers: withReceivers = false }: { resetDatabase?: boolean; receivers?: boolean } = {},
): Promise<TestServer> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-contract-'));
  const receivers = withReceivers ? await startReceivers({ dir: path.join(scratch, 'receivers') }) : null;
  const staticDir = path.join(scratch, 'shell');
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Toufang test shell</title><div id="root"></div>');
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = path.join(scratch, 'pglite');
  // A copy of the run's seeded template (contract-global-setup.ts) when the server would seed the demo
  // data anyway; joining a database as it is, or choosing another seed, starts as before.
  const fromTemplate =
    (resetDatabase || !databaseUrl) && options.seed !== false && options.dataDir === undefined && options.databaseUrl === undefined
      ? await copyTemplate(inject('databaseTemplate') ?? { kind: 'none' }, { databaseUrl })
      : false;
  if (databaseUrl && resetDatabase && !fromTemplate) {
    const db = await openPostgres(databaseUrl);
    await resetSchema(db);
    await db.close();
  }
  const app = await composedServer()({
    databaseUrl,
    dataDir,
    staticDir,
    partnerSecret: 'contract-test-secret',
    logLevel: false,
    strictResponses: true,
    // Without receivers, no outside channel at all: a suite never reaches whatever the environment names.
    notifyEnv: receivers ? { ...receivers.env, TOUFANG_RECEIVERS_URL: receivers.httpUrl } : {},
    ...(fromTemplate || {}),
    ...options,
  });
  // A seeding server empties the metrics store (figures of another database); a copied seed did not seed.
  if (fromTemplate) await app.toufang.metrics.clear();
  // The suites' fetch keeps a connection open as long as the server says it will (Fastify: 72 s) less 1 s;
  // on a busy machine its timer fired late and it sent a request on a connection the server was closing
  // (UND_ERR_SOCKET "other side closed", 2026-11-30). Far past fetch's own cap (600 s), the client always
  // closes first.
  app.server.keepAliveTimeout = 30 * 60_000;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T>(urlPath: string, { method, body, rawBody, token, headers = {} }: CallOptions = {}): Promise<Answer<T>> {
    const init: RequestInit = { method: method ?? (body !== undefined || rawBody !== undefined ? 'POST' : 'GET'), headers: { ...headers } };
    const sendHeaders = init.headers as Record<string, string>;
    if (token) sendHeaders.authorization ??= `Toufang ${token}`;
    if (body !== undefined) {
      sendHeaders['content-type'] ??= 'application/json';
      init.body = JSON.stringify(body);
    } else if (rawBody !== undefined) {
      init.body = rawBody;
    }
    const response = await fetch(baseUrl + urlPath, init);
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined as unknown as Answer<T>['body'];
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  return {
    app,
    baseUrl,
    staticDir,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const answer = await call<{ token: string }>('/api/user/user/login', { body: { username, password } });
      if (answer.body?.code !== 200) throw new Error(`login of ${username} failed: ${answer.text}`);
      return answer.body.data.token;
    },
    receivers,
    async close() {
      await app.close();
      await receivers?.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
