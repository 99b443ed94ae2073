// The preview's computing off the main thread: one worker per page (started with the preview, kept for the next),
// answering each request by its id. Where there is no Worker (jsdom) or the worker fails, the same functions run
// on the main thread in a task of their own, so the answers are the same either way (preview-compute.ts).
import { computePreview, type PreviewAnswer, type PreviewReply, type PreviewRequest, type PreviewWork } from './preview-compute';

export interface PreviewWorkerLike {
  postMessage(request: PreviewRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<PreviewReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

type Pending = { work: PreviewWork; resolve: (answer: unknown) => void; reject: (error: unknown) => void };

/** The main-thread way: a task of its own (a 0 ms timer), so it is never part of the render that asked. */
function onMainThread(work: PreviewWork): Promise<unknown> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(computePreview(work));
      } catch (error) {
        reject(error);
      }
    }, 0),
  );
}

/** A runner over a worker that `start` makes (null: none, everything on the main thread). */
export function previewRunner(start: () => PreviewWorkerLike | null) {
  let worker: PreviewWorkerLike | null | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fallBack = (entry: Pending) => onMainThread(entry.work).then(entry.resolve, entry.reject);
  const started = (): PreviewWorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      worker = start();
    } catch {
      worker = null;
    }
    if (!worker) return worker;
    worker.onmessage = ({ data }) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      pending.delete(data.id);
      // An answer the worker could not give is computed here, so an error surfaces as it would have.
      if ('failed' in data) void fallBack(entry);
      else entry.resolve(data.answer);
    };
    worker.onerror = (event) => {
      // A worker that cannot run (its script did not load) is given up: what it owed is computed here.
      event.preventDefault();
      worker?.terminate();
      worker = null;
      const owed = [...pending.values()];
      pending.clear();
      for (const entry of owed) void fallBack(entry);
    };
    return worker;
  };

  return {
    /** Starts the worker ahead of the first request (its script loads while the facts are asked). */
    warm: () => void started(),
    run<K extends PreviewWork['kind']>(work: Extract<PreviewWork, { kind: K }>): Promise<PreviewAnswer<K>> {
      const target = started();
      if (!target) return onMainThread(work) as Promise<PreviewAnswer<K>>;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const entry: Pending = { work, resolve: resolve as (answer: unknown) => void, reject };
        pending.set(id, entry);
        try {
          target.postMessage({ id, work });
        } catch {
          // Something in the request the worker cannot be sent: computed here instead.
          pending.delete(id);
          void fallBack(entry);
        }
      });
    },
  };
}

/** Vite finds this exact shape (`new Worker(new URL(…, import.meta.url), { type: 'module' })`) and bundles the worker as its own chunk. */
function startWorker(): PreviewWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' }) as unknown as PreviewWorkerLike;
}

export const previewWork = previewRunner(startWorker);
