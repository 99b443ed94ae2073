// A server context for tests that hold only a database (the job queue's suites, a worker process of a
// test): an in-memory metrics store and, unless a test gives its own, media that refuse to be used. The
// registered adapters are the composition root's to choose (apps/api context/build.ts), never a library's.
import type { Db } from '@toufang/server-db';
import { realClock, type SandboxClock } from '@toufang/server-media';
import { systemClock, type Clock } from '../lib/clock';
import type { ServerContext, ServerLog } from '../lib/context';
import type { MediaPorts, MediaPortsFactory } from '../lib/media-ports';
import type { MetricsStore } from '../lib/metrics-port';
import { messageCentre, type Notifier } from '../lib/notify';
import type { FileStorage } from '../lib/storage-port';
import { MemoryMetricsStore } from './memory-store';

export const silentTestLog: ServerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Media for a test that needs none: any use says so. */
export const noMedia: MediaPorts = {
  port: (media) => {
    throw new Error(`this test context has no media (${media}): give testContext a media factory`);
  },
  sandbox: () => undefined,
  gateway: (media) => {
    throw new Error(`this test context has no media (${media}): give testContext a media factory`);
  },
};

function noStorageCall(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`this test context has no file storage (${name}): give testContext a storage`));
}

/** Storage for a test that needs none: any use says so (the adapters live in @toufang/server-storage). */
export const noStorage: FileStorage = {
  kind: 'folder',
  directUpload: false,
  directUploadOrigin: async () => null,
  put: noStorageCall('put'),
  putVariant: noStorageCall('putVariant'),
  has: noStorageCall('has'),
  stat: noStorageCall('stat'),
  get: noStorageCall('get'),
  localPath: noStorageCall('localPath'),
  delete: noStorageCall('delete'),
  signUpload: noStorageCall('signUpload'),
  commitSignedUpload: noStorageCall('commitSignedUpload'),
  abandonSignedUpload: noStorageCall('abandonSignedUpload'),
  signDownload: noStorageCall('signDownload'),
  sweepIncoming: noStorageCall('sweepIncoming'),
  close: () => Promise.resolve(),
};

export interface TestContextParts {
  metrics?: MetricsStore;
  media?: MediaPortsFactory;
  clock?: Clock;
  sandboxClock?: SandboxClock;
  log?: ServerLog;
  notifier?: Notifier;
  storage?: FileStorage;
}

export function testContext(db: Db, parts: TestContextParts = {}): ServerContext {
  const sandboxClock = parts.sandboxClock ?? realClock;
  return {
    db,
    metrics: parts.metrics ?? new MemoryMetricsStore(),
    media: parts.media ? parts.media(db, sandboxClock) : noMedia,
    clock: parts.clock ?? systemClock,
    sandboxClock,
    log: parts.log ?? silentTestLog,
    notifier: parts.notifier ?? messageCentre,
    storage: parts.storage ?? noStorage,
  };
}
