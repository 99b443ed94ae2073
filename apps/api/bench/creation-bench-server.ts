// The server of the creation bench's restart (apps/api/bench/creation-bench.ts): the reference server as
// apps/api/src/main.ts composes it (optionsFromEnv, its worker with every job), on the bench's scratch data folder,
// without the hourly schedules (the fresh desk's syncs would only add their calls to the measure). Each answer
// of the media to a create is said on stdout (`created <advertiserId>`), so that the bench can kill this
// process with SIGKILL in the middle of a wave; the adapters are the registered ones, only observed.
import { byMedia } from '@toufang/domain';
import { mediaPorts, type MediaAdapterFactory, type MediaPortsFactory } from '@toufang/server-context';
import { createWorker } from '@toufang/server-jobs';
import type { MediaPort } from '@toufang/server-media';
import { mediaAdapters } from '../src/context/build';
import { buildServer, optionsFromEnv } from '../src/server';

function observed(port: MediaPort): MediaPort {
  return new Proxy(port, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop !== 'createObjects' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        process.stdout.write(`created ${(args[1] as { advertiserId: string }).advertiserId}\n`);
        return answer;
      };
    },
  });
}
const media: MediaPortsFactory = (db, clock) => {
  const adapters = mediaAdapters(db, clock);
  return mediaPorts(
    db,
    byMedia((_facts, code): MediaAdapterFactory => () => {
      const adapter = adapters[code]();
      return { ...adapter, port: observed(adapter.port) };
    }),
  );
};

const app = await buildServer({ ...optionsFromEnv(), media });
const worker = createWorker(app.toufang, { log: app.toufang.log, schedules: [] });
app.addHook('preClose', async () => {
  await worker.stop();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
worker.start();
console.log('listening');
// The worker stops before the close: Fastify runs preClose hooks under its plugin timeout (10 s), and a worker
// waits up to twice its grace for a running job, so stopping it inside the close failed with AVV_ERR_READY_TIMEOUT.
let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void worker
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
