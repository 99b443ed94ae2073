// The jobs a person sees in 任务中心 and in the progress of a bulk edit or an export: their states and
// kinds in the words the desk shows (the server's task centre answers the same codes, openapi job.yaml).

/** The states a person reads, in the order a job goes through them. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled', 'expired'] as const;
export type JobPersonState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Readonly<Record<JobPersonState, string>> = {
  queued: '排队中',
  running: '进行中',
  succeeded: '成功',
  partial: '部分成功',
  failed: '失败',
  cancelled: '已取消',
  expired: '已过期',
};

/** A job in these states will not change any more (polling stops). */
export const isJobFinished = (state: JobPersonState | undefined): boolean => state !== undefined && state !== 'queued' && state !== 'running';

/** The kinds a person filters 任务中心 by (issue 19 §4: exports, bulk edits, syncs, then pushes and later kinds). */
export const JOB_TYPES = ['export', 'edit', 'sync', 'push'] as const;
export type JobKind = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Readonly<Record<JobKind, string>> = {
  export: '导出',
  edit: '批量修改',
  sync: '同步',
  push: '推送',
};

/** How often a page asks for a job that is still queued or running. */
export const JOB_POLL_MS = 2_000;

/**
 * How often an open job list (任务中心) asks again when every job it shows has ended: jobs started elsewhere
 * (another tab, a colleague, the system's syncs) appear without a reload (issue 19 §4, "live progress").
 */
export const JOB_LIST_IDLE_POLL_MS = 10_000;
