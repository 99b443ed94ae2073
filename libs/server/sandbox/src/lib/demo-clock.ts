// The sandbox media's clock: real time, or for demos a clock running TOUFANG_SANDBOX_SPEED times faster from
// an anchor kept in the database (so reviews finish and figures grow while one watches). The server keeps it
// in its context (context/build.ts), which hands it to the sandbox media it builds.
import { sqlOn, type Queryable } from '@toufang/server-db';
import { realClock, type SandboxClock } from '@toufang/server-media';

/** The fastest a demo clock may run: an hour a second. */
export const MAX_SANDBOX_SPEED = 3600;

/** `speed` times real time since `anchor` (epoch ms); real time itself at speed 1. */
export function speedClock(anchor: number, speed: number): SandboxClock {
  return speed === 1 ? realClock : { now: () => anchor + (Date.now() - anchor) * speed };
}

/** The speed a setting asks for, or a Chinese reason why it cannot be used. */
export function parseSandboxSpeed(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const speed = Number(raw);
  if (!Number.isInteger(speed) || speed < 1 || speed > MAX_SANDBOX_SPEED) {
    throw new Error(`TOUFANG_SANDBOX_SPEED 应为 1 到 ${MAX_SANDBOX_SPEED} 的整数（实际为 ${raw}）`);
  }
  return speed;
}

/** Reads (or, at the first start, writes) the anchor; answers the clock at that speed from it. */
export async function startSandboxClock(db: Queryable, speed: number): Promise<SandboxClock> {
  const q = sqlOn(db);
  await q
    .insertInto('sandbox_clock')
    .values({ anchor: new Date() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const { anchor } = await q.selectFrom('sandbox_clock').select('anchor').executeTakeFirstOrThrow();
  return speedClock(new Date(anchor).getTime(), speed);
}
