// How the task centre shows a job type: its kind, what it acts on, its result and how its failed part runs
// again. Each area registers its job names here (as it defines them with defineJob), so the task centre reads
// every later job type without importing its area.
import type { LegacyRole, MediaCode } from '@toufang/domain';
import type { Db, Queryable } from '@toufang/server-db';
import type { ServerContext } from '@toufang/server-context';
import type { JobDefinition } from './define';
import { enqueue, type JobRow } from './queue';

export type JobType = 'export' | 'edit' | 'sync' | 'push';

/** The person looking at the task centre. */
export interface JobViewer {
  companyId: number;
  userId: number;
}

/** One object a job touched (an edit's row). */
export interface TouchedObject {
  kind: string;
  id: string;
  name: string;
  ok: boolean | null;
  reason: string | null;
}

/** What a page of jobs shows beside the queue's own columns. */
export interface JobFacts {
  /** What it acts on, in Chinese. */
  target: string;
  /** The result in Chinese, or null while there is none. */
  summary: string | null;
  /** Items that failed without failing the job (the part 重试失败部分 runs again). */
  failedItems: number;
  /** A file the viewer may download now (ask detail for the link). */
  downloadable?: boolean;
}

export interface JobDetail {
  download?: { url: string; expiresAt: string; fileName: string } | null;
  objects?: TouchedObject[];
}

export interface JobPresenter {
  readonly type: JobType;
  /** A result kept this long after the job finished (an export's file); then the job shows 已过期. */
  readonly keepMs?: number;
  /** The facts of a page's jobs of this presenter's names, by job id (one query for the page). */
  facts(db: Queryable, rows: readonly JobRow[], viewer: JobViewer, now: Date): Promise<Map<string, JobFacts>>;
  /** The download link and touched objects of one job. */
  detail?(db: Db, row: JobRow, viewer: JobViewer, now: Date): Promise<JobDetail>;
  /**
   * Starts the failed part of the job again as a new job by the viewer; answers the new job's id. Throws a
   * Refusal when the part may not run (a media rule, nothing failed).
   */
  retry?(server: ServerContext, row: JobRow, caller: RetryCaller, now: Date): Promise<string>;
}

/** Who retries: the viewer with their role and name (the new job's actor). */
export interface RetryCaller extends JobViewer {
  role: LegacyRole;
  name: string;
  /** Refuses (403) when the caller's 2.0 tree closes the media of the job's records. */
  permitMedia(media: MediaCode): void;
}

const presenters = new Map<string, JobPresenter>();

/** Registers how the task centre shows the named job types (once, at module load). */
export function presentJobs(names: readonly string[], presenter: JobPresenter): void {
  for (const name of names) {
    if (presenters.has(name)) throw new Error(`job ${name} is presented twice`);
    presenters.set(name, presenter);
  }
}

export function presenterOf(name: string): JobPresenter | undefined {
  return presenters.get(name);
}

/** Every presented job name with its presenter. */
export function presentedJobs(): [string, JobPresenter][] {
  return [...presenters.entries()];
}

/** A sync of some accounts: what it reads, its result in words, and 重试 runs it again whole. */
export function syncPresenter<Payload extends { accountIds?: number[] }, Result, Checkpoint>(
  job: JobDefinition<Payload, Result, Checkpoint>,
  summarize: (result: Result) => string,
): JobPresenter {
  return {
    type: 'sync',
    async facts(_db, rows) {
      return new Map(
        rows.map((row) => {
          const ids = (row.payload as Partial<Payload> | null)?.accountIds;
          return [
            row.id,
            {
              target: Array.isArray(ids) ? `${ids.length}个账户` : '全部账户',
              summary: row.state === 'succeeded' && row.result !== null ? summarize(row.result as Result) : null,
              failedItems: row.item_errors.length,
            },
          ];
        }),
      );
    },
    async retry(server, row, caller, now) {
      const answer = await enqueue(server.db, job, row.payload as Payload, {
        companyId: caller.companyId,
        actor: { kind: 'user', userId: caller.userId, name: caller.name },
        now,
      });
      return answer.id;
    },
  };
}
