// The answer kind of a push channel (docs/design/live-home.md §4.3, decision D4; open point O3 settled for the raw
// writer): an operation whose 200 content is `text/event-stream` runs the token, access and query checks as every
// operation; its handler then answers an EventStreamAnswer, and register.ts takes the reply out of Fastify's hands
// (`reply.hijack()`), writes the headers and gives the opener a sink on the socket. A refusal thrown before that is
// the usual JSON envelope (404, 403, 429, 503). Without a dependency: the protocol is a few lines of text.
import type { ServerResponse } from 'node:http';

/** Where a stream's events go: the socket of one screen. */
export interface EventSink {
  /** Writes an event's text as it is (already serialised, the same string for every screen); false: buffered. */
  write(chunk: string): boolean;
  /** Bytes written but not yet taken by the socket: a slow screen's backlog. */
  pending(): number;
  /** Ends the answer (after a last event). Idempotent. */
  end(): void;
  /** Called once when the stream ends, whichever side ended it (the screen left, end(), a server close). */
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/** What an event-stream operation's handler answers once every check passed: opens the stream on its sink. */
export class EventStreamAnswer {
  constructor(readonly open: (sink: EventSink) => void) {}
}

/** The headers of an event stream: no caching, no proxy buffering (nginx reads X-Accel-Buffering). */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** Starts the 200 answer on a hijacked reply and returns its sink. */
export function openEventStream(raw: ServerResponse): EventSink {
  raw.writeHead(200, EVENT_STREAM_HEADERS);
  // The headers go out now: a screen waiting for its room's first load knows the channel is open.
  raw.flushHeaders?.();
  let closed = false;
  const listeners: Array<() => void> = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  raw.on('close', finish);
  raw.on('error', finish);
  return {
    write: (chunk) => (closed ? false : raw.write(chunk)),
    pending: () => raw.writableLength ?? 0,
    end: () => {
      if (closed) return;
      raw.end();
      finish();
    },
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
    get closed() {
      return closed;
    },
  };
}
