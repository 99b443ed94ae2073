// buildServer: the whole reference server, ready to listen. Tests build it over a fresh database.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { dummyPasswordHash, envelope, TEXTS, CONTRACT_FILE, registerOperations, compiledContractOf, type RouteDeps, publicLimiters } from '@toufang/server-http';
import { keptSecret, secretFromEnv, secretsFile } from './auth/secrets';
import { BODY_LIMIT, DEFAULT_DATA_DIR, DEFAULT_STATIC_DIR, packageVersion } from './config';
import { buildContext } from './context/build';
import type { ServerOptions } from '@toufang/server-context';
import { endLiveStreams } from '@toufang/server-live';
import { allHandlers } from './routes';
import { parseSandboxSpeed } from '@toufang/server-sandbox';
import { backupDaysFromEnv, backupsDirOf, markRunning, scheduleBackups, unmarkRunning, type BackupSources } from './backup/backup';
import { type DuckDbMetricsStore, metricsOptionsFromEnv } from '@toufang/server-metrics';
import { storageOptionsFromEnv } from '@toufang/server-storage';
import { registerShell } from './shell';

// The options' type sits beside the context (@toufang/server-context), so every area's contract suite can
// start this server through the test harness without importing the app.
export type { ServerOptions } from '@toufang/server-context';

/** Content-Security-Policy of every answer (docs/architecture.md). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the browser's MD5 worker compile hash-wasm (WebAssembly only, not eval).
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  // The upload page reads a picked video's dimensions and duration from an object URL (blob:).
  mediaSrc: ["'self'", 'blob:', 'https:'],
  // Direct uploads add the object store's origin (cspDirectives).
  connectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

/** The policy of a desk whose browser uploads straight to an object store at `uploadOrigin` (null: through the desk). */
export function cspDirectives(uploadOrigin: string | null): typeof CSP_DIRECTIVES {
  return uploadOrigin ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, uploadOrigin] } : CSP_DIRECTIVES;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.TOUFANG_DATA_DIR || DEFAULT_DATA_DIR,
    staticDir: env.STATIC_DIR || DEFAULT_STATIC_DIR,
    partnerSecret: secretFromEnv(env, 'partnerSecret'),
    logLevel: env.TOUFANG_LOG || 'info',
    sandboxSpeed: parseSandboxSpeed(env.TOUFANG_SANDBOX_SPEED),
    metrics: metricsOptionsFromEnv(env, env.TOUFANG_DATA_DIR || DEFAULT_DATA_DIR),
    storage: storageOptionsFromEnv(env, env.TOUFANG_DATA_DIR || DEFAULT_DATA_DIR),
    backupDays: backupDaysFromEnv(env),
    trustProxy: parseTrustProxy(env.TOUFANG_TRUST_PROXY),
    privateDeployment: env.TOUFANG_PRIVATE_DEPLOYMENT === '1',
  };
}

/**
 * TOUFANG_TRUST_PROXY: unset or `false` trusts no proxy; `true` trusts any (only behind a proxy that
 * overwrites X-Forwarded-For); anything else is a comma-separated list of the proxies' addresses or CIDR
 * ranges (e.g. `127.0.0.1,10.0.0.0/8`), whose X-Forwarded-For entries are believed.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  return text;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const version = packageVersion();
  const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR;
  const contract = compiledContractOf(options.contractFile ?? CONTRACT_FILE);

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // Production has been checked by optionsFromEnv; a caller of buildServer under NODE_ENV=production must
  // pass the secret too (never a generated file on some machine of a cluster).
  if (!options.partnerSecret && process.env.NODE_ENV === 'production') secretFromEnv({ NODE_ENV: 'production' }, 'partnerSecret');
  // With DATABASE_URL too the generated secret is kept beside the data folder (apps/api/README.md).
  const partnerSecret = options.partnerSecret ?? keptSecret(secretsFile(dataDir), 'partnerSecret');

  const logLevel = options.logLevel ?? (process.env.NODE_ENV === 'test' ? false : 'info');
  const app = Fastify({
    logger: logLevel === false ? false : { level: logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Never echo request ids or expose framework details.
    return503OnClosing: true,
  });
  // The composition root (context/build.ts): the database, the metrics store, the media, the clocks.
  const opened = await buildContext({
    databaseUrl: options.databaseUrl,
    dataDir,
    pgliteImage: options.pgliteImage,
    seed: options.seed,
    sandboxSpeed: options.sandboxSpeed,
    metrics: options.metrics,
    storage: options.storage,
    demoMaterials: options.demoMaterials,
    demoMaterialCache: options.demoMaterialCache,
    media: options.media,
    notifyEnv: options.notifyEnv,
    log: app.log,
  });
  const { context, duckdbFile } = opened;
  const { db, metrics } = context;
  app.decorate('toufang', { ...context, version });
  app.addHook('onClose', async () => opened.close());

  // ---- backups of the embedded stores (src/backup): one once the server is ready, then daily.
  const sources: BackupSources = {
    ...(db.snapshotTo ? { pglite: { snapshotTo: db.snapshotTo } } : {}),
    ...(duckdbFile && metrics.engine === 'duckdb' && 'backupTo' in metrics ? { duckdb: metrics as DuckDbMetricsStore } : {}),
  };
  if ((options.backupDays ?? 0) > 0 && (sources.pglite || sources.duckdb)) {
    let backups: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      markRunning(dataDir);
      backups = scheduleBackups({
        backupsDir: backupsDirOf(dataDir),
        days: options.backupDays ?? 0,
        sources,
        log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
      });
    });
    app.addHook('preClose', async () => {
      await backups?.stop();
      unmarkRunning(dataDir);
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(await context.storage.directUploadOrigin()) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Bodies are read as raw bytes whatever their type; the operation wrapper decides what is acceptable,
  // so every malformed body gets the same Chinese 400 answer instead of Fastify's English one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // A file's bytes (a material upload) are not read into memory: the operation gets the request's stream
  // and checks it while it stores it. An operation that wants JSON refuses the stream like any other type.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(400).send(envelope(400, null, TEXTS.BODY_TOO_LARGE, version));
    if (status === 415) return reply.code(400).send(envelope(400, null, TEXTS.BODY_WRONG_TYPE, version));
    if (status >= 400 && status < 500) return reply.code(400).send(envelope(400, null, TEXTS.BAD_REQUEST, version));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, null, TEXTS.SYSTEM_BUSY, version));
  });

  const strictResponses = options.strictResponses ?? process.env.NODE_ENV === 'test';
  const deps: RouteDeps = {
    ...context,
    partnerSecret,
    staticDir,
    version,
    dummyPasswordHash: dummyPasswordHash(),
    privateDeployment: options.privateDeployment ?? false,
    limiters: publicLimiters(),
    contract,
  };
  registerOperations(app, contract, allHandlers(deps), { db, version, strictResponses });
  // The live rooms' push channels end first (an `end` each, then the socket): an open stream holds close() open.
  app.addHook('preClose', async () => endLiveStreams(deps));
  await registerShell(app, staticDir, version);
  return app;
}
