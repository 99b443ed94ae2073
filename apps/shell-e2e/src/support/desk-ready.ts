// The journeys' global setup: a fresh desk reads its figures in the background (the seed's account sync and
// its 93-day metrics sync), so the journeys start once the task centre's API says those syncs have ended,
// instead of each journey asking its page again until the figures are there.
import type { FullConfig } from '@playwright/test';
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

export default async function deskReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('The journeys have no baseURL');
  const started = Date.now();
  const { token } = await call<{ token: string }>(baseURL, '/api/user/user/login', { username: 'admin', password: PASSWORD });
  for (;;) {
    const { records } = await call<{ records: JobRow[] }>(baseURL, '/api/job/search', { type: 'sync', current: 1, size: 100 }, token);
    const unfinished = records.filter(
      (job) => (job.state === 'queued' || job.state === 'running') && Date.parse(job.createdAt) > started - SEEDED_HISTORY_BEFORE_MS,
    );
    if (unfinished.length === 0) {
      console.log(`the desk's first syncs ended ${Math.round((Date.now() - started) / 1000)} s after the server answered`);
      return;
    }
    if (Date.now() - started > READY_WITHIN_MS) throw new Error(`The desk's first syncs did not end within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
}
