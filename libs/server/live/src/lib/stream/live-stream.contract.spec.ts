// The push channel over the real server and the seeded template (docs/design/live-home.md §4.3, §7, §8): a room's
// snapshot with its minutes, each event's data against the contract's schema, the minutes stored, the replay after
// `since` and after Last-Event-ID, the 404s (unknown or another company's room, an unbound 抖音号), the per-person
// cap, and the end of every stream when the server closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020Module from 'ajv/dist/2020.js';
import { COMPONENTS_ID, loadContract } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';

const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: COMPONENTS_ID, components: loadContract().components });
const SCHEMA_OF: Record<string, string> = {
  snapshot: 'LiveStreamSnapshot',
  tick: 'LiveStreamTick',
  minute: 'LiveStreamMinute',
  products: 'LiveStreamProducts',
  traffic: 'LiveStreamTrafficSources',
  stream: 'LiveStreamChange',
  late: 'LiveStreamLate',
  end: 'LiveStreamEnd',
};
const fits = (event: string, data: unknown) => {
  const check = ajv.getSchema(`${COMPONENTS_ID}#/components/schemas/${SCHEMA_OF[event]}`)!;
  return check(data) ? null : JSON.stringify(check.errors);
};

let server: TestServer;
let token: string;
let advertiserId: string;
let awemeId: string;

interface Read {
  event: string;
  id: string | null;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the events' payloads vary; checked by schema
}

/** Opens a stream and reads events until `until` says enough; the connection is then dropped. */
async function watch(query: Record<string, string>, until: (events: Read[]) => boolean, headers: Record<string, string> = {}, as = token) {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/live/room/stream?${new URLSearchParams(query)}`, {
    headers: { authorization: `Toufang ${as}`, ...headers },
    signal: controller.signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) return { response, events: [] as Read[], json: await response.json(), close: () => undefined };
  const events: Read[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
      if (field('event')) events.push({ event: field('event')!, id: field('id'), data: JSON.parse(field('data') ?? 'null') });
    }
  }
  return { response, events, json: null, close: () => controller.abort(), reader };
}
const hasSnapshot = (events: Read[]) => events.some((e) => e.event === 'snapshot');

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('manager');
  const account = await sqlOn(server.app.toufang.db)
    .selectFrom('media_accounts')
    .select(['account_id'])
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'qianchuan')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  advertiserId = account.account_id;
  // The account's 官方 抖音号: its 24-hour room, on air at any hour (the sandbox's grants, live-grants.ts).
  const grants = await server.app.toufang.db.query<{ aweme_id: string }>(
    "SELECT aweme_id FROM sandbox_aweme_grants WHERE advertiser_id = $1 AND auth_type = 'official' AND revoked_at IS NULL",
    [advertiserId],
  );
  awemeId = grants[0].aweme_id;
});

afterAll(async () => {
  await server?.close();
});

describe('the live room stream', () => {
  it('sends a snapshot that fits the contract, stores its minutes, and replays only what a screen lacks', async () => {
    const first = await watch({ accountId: advertiserId, awemeId }, hasSnapshot);
    first.close();
    expect(first.response.status).toBe(200);
    const snapshot = first.events.find((e) => e.event === 'snapshot')!;
    expect(fits('snapshot', snapshot.data)).toBeNull();
    expect(snapshot.data.room).toMatchObject({ accountId: advertiserId, awemeId, sandbox: true, authExpired: false });
    expect(snapshot.data.stream.state).toBe('living');
    const minutes: number[] = snapshot.data.minutes.map((m: { minute: number }) => m.minute);
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes).toEqual(minutes.map((_, i) => minutes[0] + i));
    const stored = await server.app.toufang.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM live_room_minutes m JOIN live_rooms r ON r.id = m.live_room_id WHERE r.room_id = $1',
      [snapshot.data.stream.roomId],
    );
    expect(stored[0].n).toBeGreaterThanOrEqual(minutes.length);
    // since: only the minutes after it; Last-Event-ID of this stream likewise; of another stream, everything.
    const last = minutes[minutes.length - 1];
    const bySince = await watch({ accountId: advertiserId, awemeId, since: String(last - 3) }, hasSnapshot);
    bySince.close();
    expect(bySince.events[0].data.minutes.slice(0, 3).map((m: { minute: number }) => m.minute)).toEqual([last - 2, last - 1, last]);
    expect(bySince.events[0].data.since).toBe(last - 3);
    const byId = await watch({ accountId: advertiserId, awemeId }, hasSnapshot, { 'last-event-id': `${snapshot.data.stream.roomId}:${last - 1}` });
    byId.close();
    expect(byId.events[0].data.minutes[0].minute).toBe(last);
    const otherStream = await watch({ accountId: advertiserId, awemeId }, hasSnapshot, { 'last-event-id': `1:${last - 1}` });
    otherStream.close();
    expect(otherStream.events[0].data.since).toBe(-1);
  });

  it('answers the same 404 for an unknown room and another company\'s, and says when the 抖音号 is not bound', async () => {
    const other = await sqlOn(server.app.toufang.db)
      .selectFrom('media_accounts')
      .select(['account_id'])
      .where('customer_id', '<>', 1)
      .where('media_code', '=', 'qianchuan')
      .executeTakeFirst();
    for (const accountId of ['99999999999', ...(other ? [other.account_id] : [])]) {
      const refused = await watch({ accountId, awemeId }, () => true);
      expect(refused.json).toMatchObject({ code: 404, message: '直播间不存在或无权查看' });
    }
    const unbound = await watch({ accountId: advertiserId, awemeId: '123' }, () => true);
    expect(unbound.json).toMatchObject({ code: 404, message: '该抖音号未绑定此千川账户' });
    const bad = await watch({ accountId: 'x', awemeId }, () => true);
    expect(bad.response.status).toBe(400);
  });

  it('refuses a person\'s 61st stream with 429, and ends every stream with end when the server closes', async () => {
    const operator = await server.login('admin');
    const open = await Promise.all(Array.from({ length: 60 }, () => watch({ accountId: advertiserId, awemeId }, hasSnapshot, {}, operator)));
    const refused = await watch({ accountId: advertiserId, awemeId }, () => true, {}, operator);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(refused.json).toMatchObject({ code: 429, message: '同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试' });
    for (const stream of open.slice(1)) stream.close();
    const kept = open[0];
    const closing = server.close();
    const ended: Read[] = [];
    for (;;) {
      const { value, done } = await kept.reader!.read();
      if (done) break;
      for (const block of value.split('\n\n')) if (block.startsWith('event: end')) ended.push({ event: 'end', id: null, data: JSON.parse(block.split('data: ')[1]) });
    }
    await closing;
    expect(ended).toEqual([{ event: 'end', id: null, data: { reason: 'shutdown', message: '服务器正在重启，请稍候自动重连' } }]);
    server = undefined as unknown as TestServer;
  });
});
