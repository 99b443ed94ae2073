// The composition root: the one place where the server's services are opened and chosen (the database, the
// metrics store, the file storage, each media's adapter, the clocks, the log, the notifier). buildServer
// builds the context here and hands it to the handlers (RouteDeps, app.toufang); main.ts hands it to the
// worker, whose jobs read it as job.server. Why an object rather than a container library: docs/decisions.md.
import { byMedia, type MediaCode } from '@toufang/domain';
import { migrate, openDb, type Db } from '@toufang/server-db';
import { mediaPorts, type MediaAdapterFactory, type MediaPortsFactory, systemClock, type Clock, type FileStorage, type FileStorageOptions, type MetricsStore, outsideChannelsFromEnv, notifierWith, type Notifier, type ServerContext, type ServerLog } from '@toufang/server-context';
import { duckdbStartError, pgliteExists, pgliteStartError } from '../backup/damage';
import { realClock, type SandboxClock } from '@toufang/server-media';
import { createSandboxMedia } from '../media/sandbox-media';
import { startSandboxClock } from '@toufang/server-sandbox';
import { metricsOptionsFromEnv, openMetricsStore, type MetricsStoreOptions } from '@toufang/server-metrics';
import { openFileStorage, storageOptionsFromEnv } from '@toufang/server-storage';
import { demoMaterialCountFromEnv, seedDemoMaterials, type DemoMaterialCount } from '../seed/materials';
import { seedDmpCrowds } from '../seed/dmp';
import { seedCreation } from '../seed/creation';
import { seedCreationTasks } from '../seed/creation-tasks';
import { seedReturnOrders } from '../seed/return-orders';
import { seedLive } from '../seed/live';
import { seedPromotionActivities } from '../seed/promotion-activities';
import { seedMaterialReview } from '../seed/material-review';
import { seedIfEmpty } from '../seed/seed';
import { REPO_ROOT } from '../config';
import path from 'node:path';

/** The generated demo files, kept between fresh desks of this checkout (seed/material-files). */
const DEMO_MATERIAL_CACHE = path.join(REPO_ROOT, '.data', 'demo-materials');

/**
 * The media served by a real adapter instead of their sandbox: one entry per media, e.g.
 * `toutiao: (db) => () => ({ port: new ToutiaoAdapter(db, credentials) })`. None yet.
 */
const REAL_ADAPTERS: Readonly<Partial<Record<MediaCode, (db: Db) => MediaAdapterFactory>>> = {};

/**
 * The adapter of each media: its real adapter when one is registered above, otherwise its sandbox (state in
 * the desk's database, time from the sandbox clock; a media the generator adds has a sandbox at once).
 */
export function mediaAdapters(db: Db, clock: SandboxClock): Record<MediaCode, MediaAdapterFactory> {
  const sandbox = (media: MediaCode): MediaAdapterFactory => () => {
    const adapter = createSandboxMedia(db, media, { clock });
    return { port: adapter, sandbox: adapter };
  };
  return byMedia((_facts, media) => REAL_ADAPTERS[media]?.(db) ?? sandbox(media));
}

export type { MediaPortsFactory } from '@toufang/server-context';

/** The server's media: each media's registered adapter. */
export const registeredMedia: MediaPortsFactory = (db, sandboxClock) => mediaPorts(db, mediaAdapters(db, sandboxClock));

export const silentLog: ServerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ContextParts {
  db: Db;
  metrics: MetricsStore;
  storage: FileStorage;
  media?: MediaPortsFactory;
  clock?: Clock;
  sandboxClock?: SandboxClock;
  log?: ServerLog;
  notifier?: Notifier;
}

/** A context of services already open; what is not given is the server's default. */
export function assembleContext(parts: ContextParts): ServerContext {
  const sandboxClock = parts.sandboxClock ?? realClock;
  return {
    db: parts.db,
    metrics: parts.metrics,
    media: (parts.media ?? registeredMedia)(parts.db, sandboxClock),
    clock: parts.clock ?? systemClock,
    sandboxClock,
    log: parts.log ?? silentLog,
    notifier: parts.notifier ?? notifierWith(outsideChannelsFromEnv()),
    storage: parts.storage,
  };
}

export interface ContextOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite in memory from this image of a data folder (ServerOptions.pgliteImage). */
  pgliteImage?: Blob;
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  /** The sandbox media's demo clock runs this many times faster than real time (default 1). */
  sandboxSpeed?: number;
  /** The metrics store: its options (default: from the environment), or one already open. */
  metrics?: MetricsStoreOptions | MetricsStore;
  /** The media (default: the registered adapters; tests: ports on a fake clock, or failing on cue). */
  media?: MediaPortsFactory;
  /** The material library's files: options (default: from the environment), or a storage already open. */
  storage?: FileStorageOptions | FileStorage;
  /** How many demo materials a seeding start makes (null: none; default: TOUFANG_DEMO_MATERIALS, seed/materials.ts). */
  demoMaterials?: DemoMaterialCount | null;
  /** Where the generated demo files are kept between fresh desks (default .data/demo-materials). */
  demoMaterialCache?: string;
  log?: ServerLog;
  /** The outside channels' settings (ServerOptions.notifyEnv; default the environment). */
  notifyEnv?: Readonly<Record<string, string | undefined>>;
}

export interface OpenedContext {
  context: ServerContext;
  /** The demo data was seeded into an empty database by this start. */
  seeded: boolean;
  /** The DuckDB file this context opened (backed up with the PGlite folder), or null. */
  duckdbFile: string | null;
  /** Closes the file storage and the metrics store, then the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrated, seeded when empty), the sandbox clock and the metrics store, and assembles
 * the context. A damaged data folder stops with the restore command (backup/damage.ts).
 */
export async function buildContext(options: ContextOptions): Promise<OpenedContext> {
  const { dataDir } = options;
  const existed = !options.databaseUrl && !options.pgliteImage && pgliteExists(dataDir);
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir, pgliteImage: options.pgliteImage }).catch((error: unknown) => {
    throw pgliteStartError(dataDir, existed, error);
  });
  let seeded = false;
  let sandboxClock: SandboxClock;
  try {
    await migrate(db);
    if (options.seed !== false) seeded = await seedIfEmpty(db);
    sandboxClock = await startSandboxClock(db, options.sandboxSpeed ?? 1);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw db.kind === 'pglite' ? pgliteStartError(dataDir, existed, error) : error;
  }

  // A fresh desk database starts with an empty store: figures of another database (a deleted
  // .data/pglite, a reset test schema) would belong to objects this one does not have.
  let metrics: MetricsStore;
  let duckdbFile: string | null = null;
  try {
    const chosen = options.metrics ?? metricsOptionsFromEnv(process.env, dataDir);
    metrics = 'query' in chosen ? chosen : await openMetricsStore(chosen).catch((error: unknown) => {
      throw chosen.engine === 'duckdb' ? duckdbStartError(chosen.path, error) : error;
    });
    if (!('query' in chosen) && chosen.engine === 'duckdb' && chosen.path && chosen.path !== ':memory:') duckdbFile = chosen.path;
    if (seeded) await metrics.clear();
  } catch (error) {
    await db.close();
    throw error;
  }

  // The folder opens nothing until the first write; an S3 store must answer now (a wrong address, key or
  // bucket stops the start with a Chinese reason, as the metrics store's does).
  let storage: FileStorage;
  try {
    const chosen = options.storage ?? storageOptionsFromEnv(process.env, dataDir);
    storage = 'put' in chosen ? chosen : await openFileStorage(chosen);
  } catch (error) {
    await metrics.close().catch(() => undefined);
    await db.close();
    throw error;
  }

  // The demo materials' files go into the storage just opened, before any job runs (the first sync then
  // copies which creatives use them). Failing here stops the start like a failed seed does.
  if (seeded) {
    const count = options.demoMaterials === undefined ? demoMaterialCountFromEnv(process.env) : options.demoMaterials;
    try {
      if (count) await seedDemoMaterials(db, storage, count, options.demoMaterialCache ?? DEMO_MATERIAL_CACHE);
      if (count) await seedMaterialReview(db);
    } catch (error) {
      await storage.close().catch(() => undefined);
      await metrics.close().catch(() => undefined);
      await db.close();
      throw error;
    }
  }

  const context = assembleContext({ db, metrics, storage, media: options.media, sandboxClock, log: options.log, notifier: notifierWith(outsideChannelsFromEnv(options.notifyEnv ?? process.env)) });
  // The data platform's demo crowds: hashed lists into the storage, packs on the sandbox media (seed/dmp.ts); then
  // batch creation's templates and rules.
  if (seeded) {
    try {
      await seedDmpCrowds(context);
      // Batch creation's templates on the accounts' packs and the demo materials, and its 防出错 rules (seed/creation.ts).
      await seedCreation(context);
      // Past creation tasks whose rows are objects the sandbox made (seed/creation-tasks.ts).
      await seedCreationTasks(context);
      // 退货日志: the qianchuan and kuaishou accounts' refunded and returned orders, synced through the port (seed/return-orders.ts).
      await seedReturnOrders(context);
      // 推广活动: the monitoring properties of the first toutiao, gdt and bilibili accounts as activities, with their days (seed/promotion-activities.ts).
      await seedPromotionActivities(context);
      // 我的抖音号, 工作台 and 预警: the first qianchuan accounts' 抖音号 and today's streams through the port, two alert rules (seed/live.ts).
      await seedLive(context);
    } catch (error) {
      await storage.close().catch(() => undefined);
      await metrics.close().catch(() => undefined);
      await db.close();
      throw error;
    }
  }
  return {
    context,
    seeded,
    duckdbFile,
    async close() {
      await storage.close();
      await metrics.close();
      await db.close();
    },
  };
}
