// The event-stream reader (docs/design/live-home.md §8): the parser, the reconnect with the point the caller holds,
// the back-off, and a refusal before the stream. The server here is a fetch that answers scripted streams.
import { describe, expect, it } from 'vitest';
import { EventStreamParser, readEventStream, reconnectDelayMs, type StreamConnection, type StreamEvent } from './event-stream';

const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );

describe('EventStreamParser', () => {
  it('reads events split anywhere across chunks, with CRLF, comments, several data lines and ids', () => {
    const text = ': heartbeat\n\nevent: tick\r\nid: r1:4\r\ndata: {"a":\r\ndata: 1}\r\n\r\nretry: 3000\ndata: plain\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const parser = new EventStreamParser();
      const events: StreamEvent[] = [];
      for (let i = 0; i < text.length; i += size) events.push(...parser.push(text.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'tick', id: 'r1:4', data: '{"a":\n1}' },
        { event: 'message', id: 'r1:4', data: 'plain' },
      ]);
      expect(parser.comments).toBe(1);
      expect(parser.retryMs).toBe(3000);
    }
  });
});

describe('readEventStream', () => {
  it('reconnects after a drop with the point the caller holds, backing off 1, 2, 4, 8, then 15 s', async () => {
    const sent: (string | null)[] = [];
    const slept: number[] = [];
    const connections: StreamConnection['state'][] = [];
    const answers = [
      () => streamOf(['event: minute\nid: r1:5\ndata: 5\n\n', 'event: minute\nid: r1:6\ndata: 6\n\n']),
      () => Promise.reject(new TypeError('network')),
      () => Promise.reject(new TypeError('network')),
      () => streamOf(['event: minute\nid: r1:7\ndata: 7\n\n']),
    ];
    const held: number[] = [];
    const controller = new AbortController();
    await readEventStream({
      url: () => '/api/live/room/stream?accountId=1&awemeId=2',
      headers: () => ({ authorization: 'Toufang t' }),
      resumeId: () => (held.length ? `r1:${held.at(-1)}` : null),
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('last-event-id'));
        const answer = answers.shift();
        if (!answer) {
          controller.abort();
          throw new DOMException('aborted', 'AbortError');
        }
        return answer();
      },
      onEvent: (event) => void held.push(Number(event.data)),
      onRefusal: () => 'stop',
      onConnection: (c) => connections.push(c.state),
      signal: controller.signal,
      random: () => 0.5,
      sleep: async (ms) => void slept.push(ms),
    });
    // No minute twice, none lost; each reconnect says the last minute held.
    expect(held).toEqual([5, 6, 7]);
    expect(sent).toEqual([null, 'r1:6', 'r1:6', 'r1:6', 'r1:7']);
    // Three failures in a row (the drop, two refused connections): 1, 2, 4 s; after the reopen it starts over at 1 s.
    expect(slept).toEqual([1000, 2000, 4000, 1000]);
    expect(connections).toEqual(['connecting', 'open', 'retrying', 'retrying', 'retrying', 'open', 'retrying', 'stopped']);
    expect([5, 6, 7].map((n) => reconnectDelayMs(n, () => 0.5))).toEqual([15000, 15000, 15000]);
    expect(reconnectDelayMs(4, () => 0)).toBe(6400);
  });

  it('reconnects at once when the caller sees a gap, and hands a refusal to the caller', async () => {
    let calls = 0;
    const refusals: unknown[] = [];
    const controller = new AbortController();
    await readEventStream({
      url: () => '/s',
      headers: () => ({}),
      resumeId: () => null,
      fetch: async () => {
        calls++;
        if (calls === 1) return streamOf(['event: minute\ndata: 9\n\n', 'event: minute\ndata: 10\n\n']);
        return new Response(JSON.stringify({ code: 429, message: '同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试', data: null }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        });
      },
      onEvent: (event) => (event.data === '9' ? 'reconnect' : 'continue'),
      onRefusal: (refusal) => (refusals.push(refusal), 'stop'),
      signal: controller.signal,
      sleep: async () => {
        throw new Error('no back-off expected');
      },
    });
    expect(calls).toBe(2);
    expect(refusals).toEqual([{ status: 429, code: 429, message: '同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试' }]);
  });
});
