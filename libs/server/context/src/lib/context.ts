// The server's services in one object: built once by buildContext (./build.ts), handed to the handlers
// (app.toufang, RouteDeps) and to the jobs (the worker's job.server). Nothing else keeps a service in a
// module variable, so two servers in one process (tests) never see each other's store or media.
import type { Db } from '@toufang/server-db';
import type { MediaPorts } from './media-ports';
import type { Clock } from './clock';
import type { SandboxClock } from '@toufang/server-media';
import type { MetricsStore } from './metrics-port';
import type { Notifier } from './notify';
import type { FileStorage } from './storage-port';

/** The server's log, as Fastify's logger and the worker write it. */
export interface ServerLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface ServerContext {
  readonly db: Db;
  /** The delivery metrics (DuckDB embedded or ClickHouse). */
  readonly metrics: MetricsStore;
  /** Each media's port and gateway: the one place where a media's adapter is chosen (./build.ts). */
  readonly media: MediaPorts;
  /** The desk's own time (the jobs' times, the handlers' now). */
  readonly clock: Clock;
  /** The sandbox media's time: real time, or a demo clock running faster (TOUFANG_SANDBOX_SPEED). */
  readonly sandboxClock: SandboxClock;
  readonly log: ServerLog;
  /** Messages to people (today the message centre). */
  readonly notifier: Notifier;
  /** The material library's files (a folder under .data/, or an S3-compatible store). */
  readonly storage: FileStorage;
}
