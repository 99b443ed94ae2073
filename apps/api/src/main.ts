// Starts the reference server: `node --import tsx apps/api/src/main.ts` (see apps/api/README.md for env).
import { DEFAULT_HOST, DEFAULT_PORT } from './config';
import { accountSchedules, metricsSchedules } from '@toufang/server-accounts';
import { propertySchedules } from '@toufang/server-properties';
import { insightSchedules } from '@toufang/server-insights';
import { aiRuleSchedules } from '@toufang/server-ai-rules';
import { liveSchedules } from '@toufang/server-live';
import { reportPushSchedules } from '@toufang/server-report-push';
import { monitoringSchedules } from '@toufang/server-monitoring';
import { RESTORE_COMMAND } from './backup/backup';
import { createWorker, definedSchedules } from '@toufang/server-jobs';
import { buildServer, optionsFromEnv } from './server';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST || DEFAULT_HOST;

// A refused environment (a production secret missing or known, a bad metrics store) says why in one line.
let options: ReturnType<typeof optionsFromEnv>;
try {
  options = optionsFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildServer(options).catch((error: unknown) => {
  // A damaged data folder: the message says what to do (restore a backup); a stack would only bury it.
  if (error instanceof Error && error.message.includes(RESTORE_COMMAND)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// Every server process runs durable jobs; closing stops the worker before the database closes (onClose).
// The accounts' hourly sync and token renewal, the metrics store's and the properties' hourly syncs, the return
// orders' daily one, the AI rules' round, the push rules' tick (every 5 minutes), the promotion activities'
// watch and live control's 抖音号, rooms and alerts are ticked by every worker; the queue runs each once per period.
const worker = createWorker(app.toufang, {
  log: app.toufang.log,
  schedules: [
    ...new Set([
      ...definedSchedules(),
      ...accountSchedules,
      ...metricsSchedules,
      ...propertySchedules,
      ...insightSchedules,
      ...aiRuleSchedules,
      ...reportPushSchedules,
      ...monitoringSchedules,
      ...liveSchedules,
    ]),
  ],
});
app.addHook('preClose', async () => {
  await worker.stop();
});
await app.listen({ port, host });
worker.start();
console.log(`Toufang listening on http://localhost:${port}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // The worker first (its running jobs get up to twice its grace), outside the close: Fastify runs preClose
    // hooks under its plugin timeout (10 s) and would fail the close with AVV_ERR_READY_TIMEOUT. Then the close
    // finishes the requests in flight and closes the database (onClose hook); the preClose hook finds it stopped.
    worker
      .stop()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}
