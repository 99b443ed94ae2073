// The live push channel's bench (docs/design/live-home.md §8): `node --import tsx apps/api/bench/live-bench.ts`. One
// server in a process of its own (live-bench-server.ts) on a fresh demo desk; 200 screens of 20 people on the company's
// living rooms (up to 40) for 3 minutes; halfway, 50 screens are cut and reconnect with what they hold. Measured: each
// tick's sentAt → arrival and fetch → arrival (goal ≤ 2 s), missed or repeated minutes per screen (goal none), the
// server's CPU and RSS every 5 s, and the media calls per 5 s against one per room. Writes dist/bench/live.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { REPO_ROOT } from '../src/config';
import { quantile, writeReport } from './bench-support';

const SCREENS = Number(process.env.LIVE_BENCH_SCREENS ?? 200);
const USERS = 20;
const RUN_MS = Number(process.env.LIVE_BENCH_SECONDS ?? 180) * 1000;
const CUT = 50;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-live-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/bench/live-bench-server.ts')], {
  cwd: REPO_ROOT,
  env: { ...process.env, LIVE_BENCH_DATA_DIR: path.join(scratch, 'pglite'), LIVE_BENCH_USERS: String(USERS) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stats: Record<string, number>[] = [];
let rooms: Room[] = [];
const port = await new Promise<number>((resolve, reject) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('ready ')) resolve(Number(line.split(' ')[1]));
    else if (line.startsWith('rooms ')) rooms = JSON.parse(line.slice(6));
    else if (line.startsWith('stats ')) stats.push(JSON.parse(line.slice(6)));
  });
  child.on('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
});
const base = `http://127.0.0.1:${port}`;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Toufang ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code: number; data: T; message: string };
  if (json.code !== 200) throw new Error(`${url}: ${json.message}`);
  return json.data;
}

const tokens: string[] = [];
for (let i = 1; i <= USERS; i++) tokens.push((await post<{ token: string }>('/api/user/user/login', { username: `livebench${i}`, password: DEMO_PASSWORD })).token);
/** A room: an account's media id and its 抖音号. */
interface Room {
  accountId: string;
  awemeId: string;
}

/** One screen: its events, minutes held and latencies. */
class Screen {
  minutes: number[] = [];
  repeated = 0;
  gaps = 0;
  sentLag: number[] = [];
  fetchLag: number[] = [];
  lastId: string | null = null;
  controller = new AbortController();
  connected = false;
  /** When the first snapshot arrived (ms since the bench's start). */
  snapshotAt: number | null = null;
  constructor(
    readonly room: Room,
    readonly token: string,
  ) {}

  async run(): Promise<void> {
    while (!stopping) {
      this.controller = new AbortController();
      try {
        const response = await fetch(`${base}/api/live/room/stream?accountId=${this.room.accountId}&awemeId=${this.room.awemeId}`, {
          headers: { authorization: `Toufang ${this.token}`, ...(this.lastId ? { 'last-event-id': this.lastId } : {}) },
          signal: this.controller.signal,
        });
        if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new Error(await response.text());
        this.connected = true;
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            this.take(buffer.slice(0, end), Date.now());
            buffer = buffer.slice(end + 2);
          }
        }
      } catch (error) {
        if (!stopping && !(error instanceof DOMException)) console.error(String(error).slice(0, 200));
      }
      this.connected = false;
      if (!stopping) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  private held(k: number) {
    const last = this.minutes.at(-1);
    if (last !== undefined && k <= last) this.repeated++;
    else {
      if (last !== undefined && k !== last + 1) this.gaps++;
      this.minutes.push(k);
    }
  }

  private take(block: string, at: number): void {
    const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
    const event = field('event');
    if (!event) return;
    const data = JSON.parse(field('data') ?? 'null');
    if (event === 'snapshot') {
      this.snapshotAt ??= performance.now() - started;
      for (const m of data.minutes as { minute: number }[]) this.held(m.minute);
      if (data.stream) this.lastId = `${data.stream.roomId}:${this.minutes.at(-1) ?? -1}`;
    } else if (event === 'minute') {
      this.held(data.minute);
      this.lastId = field('id') ?? this.lastId;
    } else if (event === 'tick' && measuring) {
      this.sentLag.push(at - data.sentAt);
      this.fetchLag.push(at - data.fetchedAt);
    }
  }
}

const started = performance.now();
let stopping = false;
let measuring = false;
console.log(`live bench: ${SCREENS} screens, ${USERS} people, ${rooms.length} rooms`);
const screens = Array.from({ length: SCREENS }, (_, i) => new Screen(rooms[i % rooms.length], tokens[i % USERS]));
const runs = screens.map((screen) => screen.run());
await new Promise((resolve) => setTimeout(resolve, 20_000));
const statsFrom = stats.length;
measuring = true;
await new Promise((resolve) => setTimeout(resolve, RUN_MS / 2));
for (const screen of screens.slice(0, CUT)) screen.controller.abort();
await new Promise((resolve) => setTimeout(resolve, RUN_MS / 2));
stopping = true;
for (const screen of screens) screen.controller.abort();
await Promise.allSettled(runs);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;
rmSync(scratch, { recursive: true, force: true });

const sent = screens.flatMap((s) => s.sentLag);
const opened = screens.flatMap((s) => (s.snapshotAt === null ? [] : [s.snapshotAt]));
const fetched = screens.flatMap((s) => s.fetchLag);
const window = stats.slice(statsFrom);
const calls = window.map((row, i) => row.mediaCalls - (i === 0 ? stats[statsFrom - 1]?.mediaCalls ?? 0 : window[i - 1].mediaCalls));
const ms = (v: number) => `${Math.round(v)} ms`;
writeReport(
  'live.md',
  [
    `## Live push channel (${SCREENS} screens, ${USERS} people, ${rooms.length} rooms, ${RUN_MS / 1000} s; ${CUT} cut halfway)`,
    '',
    `| measure | p50 | p99 | max |`,
    `|---|---|---|---|`,
    `| tick sentAt → arrival | ${ms(quantile(sent, 0.5))} | ${ms(quantile(sent, 0.99))} | ${ms(Math.max(...sent))} |`,
    `| media fetch → arrival | ${ms(quantile(fetched, 0.5))} | ${ms(quantile(fetched, 0.99))} | ${ms(Math.max(...fetched))} |`,
    `| server CPU per 5 s | ${ms(quantile(window.map((r) => r.cpuMs), 0.5))} | ${ms(quantile(window.map((r) => r.cpuMs), 0.99))} | ${ms(Math.max(...window.map((r) => r.cpuMs)))} |`,
    `| server RSS | ${quantile(window.map((r) => r.rssMb), 0.5)} MB | | ${Math.max(...window.map((r) => r.rssMb))} MB |`,
    `| media calls per 5 s | ${quantile(calls, 0.5)} | ${quantile(calls, 0.99)} | ${Math.max(...calls)} |`,
    '',
    `First snapshot after opening: p50 ${ms(quantile(opened, 0.5))}, last ${ms(Math.max(...opened))} (${opened.length} of ${SCREENS} screens); ticks measured: ${sent.length}; minutes held per screen: ${quantile(screens.map((s) => s.minutes.length), 0.5)} (median).`,
    `Missed minutes (gaps): ${screens.reduce((n, s) => n + s.gaps, 0)}; repeated minutes: ${screens.reduce((n, s) => n + s.repeated, 0)}; producers at the end: ${window.at(-1)?.producers ?? '-'}; dropped slow screens: ${window.at(-1)?.dropped ?? '-'}.`,
  ].join('\n'),
);
