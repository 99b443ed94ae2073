// A fresh desk reads its figures in the background (the seed's account sync and its 93-day metrics sync).
// The journeys that read those figures or call the media on the seeded accounts start once the task centre's
// API says those syncs have ended (first-syncs.setup.ts, the `first syncs` project of playwright.config.ts),
// instead of each journey asking its page again until the figures are there; the others run meanwhile.
import { PASSWORD } from './desk';

/** A bound for a hung sync, not a measure: the fresh desk's syncs took about 4 minutes at a load of 9. */
const READY_WITHIN_MS = 600_000;
const ASK_EVERY_MS = 2_000;
/** The seed's history holds a sync that waits for its retry; it was queued well before the server started. */
const SEEDED_HISTORY_BEFORE_MS = 10 * 60_000;

interface JobRow {
  type: string | null;
  state: string;
  createdAt: string;
}

async function call<T>(baseURL: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Toufang ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/**
 * The worker ticks its schedules (the hourly syncs) as soon as the server listens, before it answers the
 * webServer's check; syncs queued later than this after that answer are the journeys' own (an account a
 * journey authorised), not the fresh desk's.
 */
const FIRST_SYNCS_QUEUED_WITHIN_MS = 60_000;

/**
 * Resolves once none of the fresh desk's first syncs (queued before the server answered, or just after, by
 * the schedules) is queued or running; answers the seconds since the server answered.
 */
export async function firstSyncsEnded(baseURL: string, serverAnsweredAt: number): Promise<number> {
  const started = serverAnsweredAt;
  const { token } = await call<{ token: string }>(baseURL, '/api/user/user/login', { username: 'admin', password: PASSWORD });
  for (;;) {
    const { records } = await call<{ records: JobRow[] }>(baseURL, '/api/job/search', { type: 'sync', current: 1, size: 100 }, token);
    const unfinished = records.filter(
      (job) =>
        (job.state === 'queued' || job.state === 'running') &&
        Date.parse(job.createdAt) > started - SEEDED_HISTORY_BEFORE_MS &&
        Date.parse(job.createdAt) < started + FIRST_SYNCS_QUEUED_WITHIN_MS,
    );
    if (unfinished.length === 0) {
      return Math.round((Date.now() - started) / 1000);
    }
    if (Date.now() - started > READY_WITHIN_MS) throw new Error(`The desk's first syncs did not end within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
}

/** The moment the server answered, kept by the global setup for the `first syncs` project (its workers inherit the environment). */
export const DESK_ANSWERED_AT = 'E2E_DESK_ANSWERED_AT';

/** The global setup: runs once the webServer answers, and notes when. */
export default function deskAnswered(): void {
  process.env[DESK_ANSWERED_AT] = String(Date.now());
}
