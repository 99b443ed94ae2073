// A server-sent events reader on fetch (docs/design/live-home.md §4.3, decision D4): the browser's EventSource cannot
// send the `Authorization: Toufang <token>` header, and a token in the URL would be logged. Reads `text/event-stream`
// with a ReadableStream parser (event, id, data, retry, comments), stops on the caller's AbortSignal, and reconnects
// itself with back-off 1, 2, 4, 8, then 15 s with jitter, sending `Last-Event-ID` (the point the caller says it holds)
// so that the server replays what was missed. A JSON answer instead of the stream is a refusal before the first byte
// (404, 403, 429, 503, 401): the caller decides whether it is worth another try.
import { LIVE_LIMITS } from '@toufang/domain';

export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

/** Parses the event-stream format (WHATWG HTML §9.2.6) chunk by chunk. */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | null = null;
  /** The last `retry:` the server sent, ms. */
  retryMs: number | null = null;
  /** Comments (heartbeats) seen. */
  comments = 0;

  push(text: string): StreamEvent[] {
    this.buffer += text;
    const out: StreamEvent[] = [];
    let start = 0;
    for (;;) {
      const end = this.buffer.slice(start).search(/\r\n|\r|\n/);
      // A CR that ends the chunk may be half of a CRLF: wait for the next chunk.
      if (end < 0 || (start + end === this.buffer.length - 1 && this.buffer.endsWith('\r'))) break;
      const line = this.buffer.slice(start, start + end);
      start += end + (this.buffer.startsWith('\r\n', start + end) ? 2 : 1);
      const event = this.line(line);
      if (event) out.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string): StreamEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return null;
      }
      const event = { event: this.event || 'message', id: this.id, data: this.data.join('\n') };
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) {
      this.comments++;
      return null;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}

/** The connection as the screen words it (§4.3 "Reconnect"). */
export type StreamConnection =
  | { state: 'connecting'; attempt: number }
  | { state: 'open' }
  /** Down since `since` (ms, the caller's clock); `attempt` counts the reconnects. */
  | { state: 'retrying'; attempt: number; since: number; delayMs: number }
  /** Stopped for good: the caller's choice (a refusal, an `end`), or aborted. */
  | { state: 'stopped' };

/** What the caller makes of an event or a refusal: go on, reconnect now (a gap in the minutes), or stop. */
export type StreamVerdict = 'continue' | 'reconnect' | 'stop';

export interface StreamRefusal {
  status: number;
  code: number | null;
  message: string;
}

export interface EventStreamOptions {
  /** The full URL, built for each attempt. */
  url(): string;
  /** Headers of each attempt (the Authorization header); `Last-Event-ID` is added from resumeId. */
  headers(): Record<string, string>;
  /** What to send as `Last-Event-ID`: the point the caller holds; null on a first connection. */
  resumeId(): string | null;
  onEvent(event: StreamEvent): StreamVerdict | void;
  /** A JSON answer before the stream (a refusal): stop, or try again after the back-off. */
  onRefusal(refusal: StreamRefusal): StreamVerdict;
  onConnection?(connection: StreamConnection): void;
  /** Any sign of life (an event or a heartbeat), for the freshness badge. */
  onAlive?(): void;
  signal: AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Back-off of the n-th reconnect (1-based): 1, 2, 4, 8, then 15 s, each ±20 % (jitter spreads a wall of screens). */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const steps = LIVE_LIMITS.RECONNECT_BACKOFF_S;
  const seconds = steps[Math.min(attempt, steps.length) - 1];
  return Math.round(seconds * 1000 * (0.8 + 0.4 * random()));
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** Reads the stream until the signal aborts or the caller stops it; resolves then. Never rejects. */
export async function readEventStream(options: EventStreamOptions): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const report = (connection: StreamConnection) => options.onConnection?.(connection);
  let attempt = 0;
  let downSince: number | null = null;
  while (!options.signal.aborted) {
    const verdict = await readOnce();
    if (verdict === 'stop' || options.signal.aborted) break;
    if (verdict === 'reconnect') {
      // Asked by the caller (a gap): at once, not a failure.
      attempt = 0;
      continue;
    }
    attempt++;
    downSince ??= now();
    const delayMs = reconnectDelayMs(attempt, options.random);
    report({ state: 'retrying', attempt, since: downSince, delayMs });
    await sleep(delayMs, options.signal);
  }
  report({ state: 'stopped' });

  /** One connection: 'stop' or 'reconnect' from the caller, 'failed' when it dropped or could not open. */
  async function readOnce(): Promise<StreamVerdict | 'failed'> {
    const attemptSignal = new AbortController();
    const abort = () => attemptSignal.abort();
    options.signal.addEventListener('abort', abort, { once: true });
    if (attempt === 0) report({ state: 'connecting', attempt });
    try {
      const resume = options.resumeId();
      const response = await doFetch(options.url(), {
        headers: { ...options.headers(), accept: 'text/event-stream', ...(resume ? { 'last-event-id': resume } : {}) },
        signal: attemptSignal.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream') || !response.body) return options.onRefusal(await refusalOf(response));
      const parser = new EventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let opened = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'failed';
        const comments = parser.comments;
        const events = parser.push(value);
        if (events.length > 0 || parser.comments > comments) options.onAlive?.();
        for (const event of events) {
          if (!opened) {
            // Open once something came: a refused or broken answer never resets the back-off.
            opened = true;
            attempt = 0;
            downSince = null;
            report({ state: 'open' });
          }
          const verdict = options.onEvent(event);
          if (verdict === 'stop' || verdict === 'reconnect') {
            abort();
            return verdict;
          }
        }
      }
    } catch {
      return options.signal.aborted ? 'stop' : 'failed';
    } finally {
      options.signal.removeEventListener('abort', abort);
      abort();
    }
  }
}

async function refusalOf(response: Response): Promise<StreamRefusal> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return { status: response.status, code: typeof body.code === 'number' ? body.code : null, message: typeof body.message === 'string' ? body.message : '' };
  } catch {
    return { status: response.status, code: null, message: '' };
  }
}
