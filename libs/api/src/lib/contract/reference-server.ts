// Starts the reference server (apps/api) as a child process for the contract tests: a free port, a fresh
// data directory, and the real client pointed at it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from '../call';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../create-api-client';
import { createLoadingStore } from '../loading-store';

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const SERVER_ENTRY = 'apps/api/src/main.ts';
const READY_LINE = 'Toufang listening on';
/** A bound for a hung start, not a measure: seeding a fresh desk took over 90 s on two cores at load 24. */
const START_TIMEOUT_MS = 540_000;

export const DEMO_PASSWORD = 'Toufang2026';

export interface ReferenceServer {
  baseUrl: string;
  /** A client of its own (own 401 latch, own spinner counter) on this server. */
  client(options?: Omit<ApiClientOptions, 'baseUrl' | 'fetch'>): ApiClient;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not print "${READY_LINE}" within ${START_TIMEOUT_MS} ms:\n${output.join('')}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before it was ready:\n${output.join('')}`));
    });
  });
}

/**
 * The contract run's seeded template, when the run keeps one (TOUFANG_CONTRACT_TEMPLATE_DIR, built by the same
 * composed server with the same password cost and no demo materials, apps/api/src/testing/contract-global-setup.ts):
 * its PGlite image unpacked and its metrics store, secrets and files beside it, so the desk opens the seeded demo
 * instead of seeding it again (this file 26.8 s of CPU with the desk seeding, 19.9 s so, 2026-12-01). Without
 * one the folder stays empty and the desk seeds its own.
 */
function fromTemplate(dataDir: string): void {
  const kept = process.env.TOUFANG_CONTRACT_TEMPLATE_DIR;
  if (!kept || process.env.DATABASE_URL || !existsSync(path.join(kept, 'pglite.ready'))) return;
  const pglite = path.join(dataDir, 'pglite');
  mkdirSync(pglite);
  const unpacked = spawnSync('tar', ['-xf', path.join(kept, 'pglite.tar'), '-C', pglite], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`the template's image did not unpack: ${unpacked.stderr}`);
  for (const name of readdirSync(kept)) {
    if (!name.startsWith('pglite.') && !name.startsWith('postgres-')) cpSync(path.join(kept, name), path.join(dataDir, name), { recursive: true });
  }
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  if (!existsSync(path.join(WORKSPACE_ROOT, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} does not exist yet: the reference server is not written`);
  }
  const port = await freePort();
  // The desk keeps files beside its PGlite folder (the metrics store, kept secrets, backups), so the folder
  // is one level inside a private scratch folder: nothing lands in the shared temporary folder itself.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toufang-api-contract-'));
  fromTemplate(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), TOUFANG_DATA_DIR: path.join(dataDir, 'pglite'), TOUFANG_LOG: 'warn' };
  // A throwaway desk keeps no backups (npm start takes one when it is ready, and one a day).
  env.TOUFANG_BACKUP_DAYS = '0';
  // A lighter password hash for the many logins (honoured only under NODE_ENV=test, which vitest sets and
  // the child inherits); the server's OWASP cost is tested in apps/api.
  env.TOUFANG_TEST_SCRYPT_N = '16384';
  // No demo material library: these suites call the session, system and message operations, and a fresh
  // checkout would otherwise draw and encode the default 276 demo files for the first desk it starts.
  env.TOUFANG_DEMO_MATERIALS = '0';
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  try {
    await waitForReady(child, output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    client: (options = {}) =>
      createApiClient({ loading: createLoadingStore().getState(), ...options, baseUrl, fetch: (request) => fetch(request) }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs `username` in and returns the token (each login revokes that user's previous token). */
export async function loginAs(server: ReferenceServer, username: string, password: string = DEMO_PASSWORD): Promise<string> {
  const { token } = await call(server.client().POST('/api/user/user/login', { body: { username, password } }));
  return token;
}
