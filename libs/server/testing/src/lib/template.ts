// A seeded template database for the contract tests: migrated and seeded once per run (the suite's global
// setup), then copied for each test file instead of migrating and seeding again. PGlite: an image of the
// closed data folder (PGlite's tarball), which each test server opens in memory. PostgreSQL: `CREATE
// DATABASE … TEMPLATE`, which copies the template's files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgliteImageOf } from '@toufang/server-db';
import type { ServerBuilder } from './composed';

/** Where the run's template is; handed from the global setup to every test file (vitest's provide/inject). */
export type DatabaseTemplate = { kind: 'pglite'; image: string } | { kind: 'postgres'; database: string } | { kind: 'none' };

/** The same server address with another database name (the maintenance database, or the template). */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function onMaintenance<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds the template: a server started once over it (migrations and seed), then closed. With `keepIn` (a
 * folder that lives as long as one run of several contract suites, TOUFANG_CONTRACT_TEMPLATE_DIR), the
 * first suite builds it there and the later ones take it as it is, and none removes it: the run does.
 */
export async function prepareTemplate(
  buildServer: ServerBuilder,
  databaseUrl: string | undefined,
  keepIn?: string,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (keepIn) return keptTemplate(buildServer, databaseUrl, keepIn);
  if (databaseUrl) {
    const database = `${databaseOf(databaseUrl)}_template`;
    await onMaintenance(databaseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
    });
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-template-'));
    try {
      const app = await buildServer({ databaseUrl: withDatabase(databaseUrl, database), dataDir: path.join(scratch, 'pglite'), logLevel: false });
      await app.close();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    return {
      template: { kind: 'postgres', database },
      remove: () => onMaintenance(databaseUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`))),
    };
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-template-'));
  const image = await buildPgliteImage(buildServer, scratch);
  return { template: { kind: 'pglite', image }, remove: async () => rmSync(scratch, { recursive: true, force: true }) };
}

/** Migrates and seeds a PGlite folder in `folder`, then writes its image beside it; answers the image's path. */
async function buildPgliteImage(buildServer: ServerBuilder, folder: string): Promise<string> {
  const dataDir = path.join(folder, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const app = await buildServer({ dataDir, logLevel: false });
  await app.close();
  const image = path.join(folder, 'pglite.tar');
  writeFileSync(image, Buffer.from(await (await pgliteImageOf(dataDir)).arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  return image;
}

/** The run's template, built by its first suite (a marker file says it is complete), kept for the others. */
async function keptTemplate(buildServer: ServerBuilder, databaseUrl: string | undefined, keepIn: string): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  mkdirSync(keepIn, { recursive: true });
  const keep = async () => undefined;
  if (databaseUrl) {
    const database = `${databaseOf(databaseUrl)}_template`;
    const ready = path.join(keepIn, `postgres-${database}.ready`);
    if (!existsSync(ready)) {
      const built = await prepareTemplate(buildServer, databaseUrl);
      if (built.template.kind !== 'postgres') throw new Error('a PostgreSQL template was expected');
      writeFileSync(ready, '');
    }
    return { template: { kind: 'postgres', database }, remove: keep };
  }
  const image = path.join(keepIn, 'pglite.tar');
  const ready = path.join(keepIn, 'pglite.ready');
  if (!existsSync(ready)) {
    await buildPgliteImage(buildServer, keepIn);
    writeFileSync(ready, '');
  }
  return { template: { kind: 'pglite', image }, remove: keep };
}

/** The template's image, read once per worker (the suites' files share a worker's modules). */
const images = new Map<string, Blob>();
function imageOf(file: string): Blob {
  let image = images.get(file);
  if (!image) {
    image = new Blob([readFileSync(file)]);
    images.set(file, image);
  }
  return image;
}

/**
 * A fresh copy of the template for a test server: DATABASE_URL's database, dropped and created again from
 * the template (PostgreSQL), or the image a PGlite in memory opens (`pgliteImage`, handed to the server).
 * Answers false when there is no template of that kind, so the caller starts from an empty database as before.
 */
export async function copyTemplate(template: DatabaseTemplate, target: { databaseUrl?: string }): Promise<false | { pgliteImage?: Blob }> {
  if (template.kind === 'postgres' && target.databaseUrl) {
    const database = databaseOf(target.databaseUrl);
    await onMaintenance(target.databaseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
      // PostgreSQL 15 copies a template block by block through the WAL unless told to copy its files: the
      // server's CPU for a copy and its later drop, 0.54 s against 0.33 s on the seeded template (2026-12-01).
      const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
      const strategy = Number(rows[0].server_version_num) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
      await client.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template.database)}${strategy}`);
    });
    return {};
  }
  if (template.kind === 'pglite' && !target.databaseUrl && existsSync(template.image)) return { pgliteImage: imageOf(template.image) };
  return false;
}
