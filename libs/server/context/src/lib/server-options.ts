// What the composed server is started with (apps/api's buildServer). Declared here, beside the context, so
// the contract suites of every area can start that server without importing the app.
import type { MediaPortsFactory } from './media-ports';
import type { MetricsStore, MetricsStoreOptions } from './metrics-port';
import type { FileStorage, FileStorageOptions } from './storage-port';

export interface ServerOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /**
   * PGlite only: open the database in memory from this image of a data folder (PGlite's dumpDataDir tarball)
   * instead of from dataDir, which then holds only the other stores' files. The contract suites start each
   * server from their run's seeded template this way: copying the folder and PGlite's file calls per page
   * were a fifth of a suite's CPU. Nothing is written back; no backups.
   */
  pgliteImage?: Blob;
  staticDir?: string;
  /** The partner tickets' secret; when absent, the one kept beside the data folder (apps/api auth/secrets.ts). */
  partnerSecret?: string;
  /** The sandbox media's demo clock runs this many times faster than real time (1, real time, by default). */
  sandboxSpeed?: number;
  /** Fastify logger level, or false for none. */
  logLevel?: string | false;
  /** Answer 500 when an answer does not fit the contract (default: on under NODE_ENV=test). */
  strictResponses?: boolean;
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  contractFile?: string;
  /** The metrics store: its options (default: from the environment, apps/api/README.md), or one already open. */
  metrics?: MetricsStoreOptions | MetricsStore;
  /** The material library's files: options (default: from the environment, docs/storage.md), or a storage already open. */
  storage?: FileStorageOptions | FileStorage;
  /** How many demo materials a seeding start makes (null: none; default: TOUFANG_DEMO_MATERIALS). */
  demoMaterials?: { images: number; videos: number } | null;
  /** Where the generated demo material files are kept between fresh desks (default .data/demo-materials). */
  demoMaterialCache?: string;
  /** The media (default: each media's registered adapter, apps/api context/build.ts); tests give ports on a fake clock. */
  media?: MediaPortsFactory;
  /** Back up the embedded stores on start and daily, kept this many days (apps/api src/backup; default: none). */
  backupDays?: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address that login back-off and the public
   * calls' limits count (Fastify's trustProxy). Off by default: a header anyone can write would let a
   * caller pick a fresh address for every guess (docs/decisions.md).
   */
  trustProxy?: boolean | string;
  /** A private deployment: the browser sends passwords as SHA-256 digests (shell spec §5). */
  privateDeployment?: boolean;
  /**
   * The outside channels' settings instead of the environment's (TOUFANG_PUSH_ALLOW, TOUFANG_SMTP_URL,
   * TOUFANG_SMTP_FROM, TOUFANG_RECEIVERS_URL): tests name the local receivers they started on free ports.
   */
  notifyEnv?: Readonly<Record<string, string | undefined>>;
}
