// The server of the creation bench's restart (apps/api/bench/creation-bench.ts): the reference server as
// apps/api/src/main.ts composes it (optionsFromEnv, its worker with every job), on the bench's scratch data folder,
// without the hourly schedules (the fresh desk's syncs would only add their calls to the measure). The bench
// kills it with SIGKILL in the middle of a wave and starts it again.
import { createWorker } from '@toufang/server-jobs';
import { buildServer, optionsFromEnv } from '../src/server';

const app = await buildServer(optionsFromEnv());
const worker = createWorker(app.toufang, { log: app.toufang.log, schedules: [] });
app.addHook('preClose', async () => {
  await worker.stop();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
worker.start();
console.log('listening');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
