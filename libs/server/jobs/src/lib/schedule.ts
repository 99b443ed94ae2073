// Schedules: a job type enqueued once per period (hourly sync, token renewal, daily housekeeping) by
// whichever worker ticks first; the period's dedupe key makes the other workers' ticks no-ops.
import type { Queryable } from '@toufang/server-db';
import type { JobDefinition } from './define';
import { enqueue, type EnqueueAnswer } from './queue';

/** A job enqueued once per period by whichever worker ticks first (hourly sync, token refresh). */
export interface ScheduleDefinition {
  readonly name: string;
  readonly everyMs: number;
  /** Shifts the period boundaries (e.g. -8 h for days that start at midnight China time, UTC+8). */
  readonly offsetMs: number;
  /** Enqueues the period's job unless some worker already has (its dedupe key names the period). */
  enqueueFor(target: Queryable, periodStart: Date, now: Date): Promise<EnqueueAnswer>;
}

const schedules = new Map<string, ScheduleDefinition>();

/** The desk's own schedule as the actor of the jobs it enqueues. */
export const SCHEDULE_ACTOR_NAME = '定时任务';

export function defineSchedule<Payload, Result, Checkpoint>(
  name: string,
  job: JobDefinition<Payload, Result, Checkpoint>,
  { everyMs, offsetMs = 0, payload }: { everyMs: number; offsetMs?: number; payload: (periodStart: Date) => Payload },
): ScheduleDefinition {
  if (schedules.has(name)) throw new Error(`schedule ${name} is defined twice`);
  if (!Number.isInteger(everyMs) || everyMs <= 0) throw new Error(`schedule ${name}: everyMs must be a positive whole number`);
  const definition: ScheduleDefinition = {
    name,
    everyMs,
    offsetMs,
    enqueueFor: (target, start, now) =>
      enqueue(target, job, payload(start), {
        companyId: null,
        actor: { kind: 'system', name: SCHEDULE_ACTOR_NAME },
        dedupeKey: `schedule:${name}:${start.toISOString()}`,
        now,
      }),
  };
  schedules.set(name, definition);
  return definition;
}

export function definedSchedules(): ScheduleDefinition[] {
  return [...schedules.values()];
}

/** The start of the period that `now` falls in. */
export function periodStart(now: Date, everyMs: number, offsetMs = 0): Date {
  const t = now.getTime() - offsetMs;
  return new Date(Math.floor(t / everyMs) * everyMs + offsetMs);
}
