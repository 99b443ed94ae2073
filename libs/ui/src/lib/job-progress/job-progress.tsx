import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { JOB_STATE_LABELS, type JobPersonState } from '@toufang/domain';
import './job-progress.css';

export interface JobProgressProps {
  state: JobPersonState;
  done: number;
  /** null while the job does not know its size yet. */
  total: number | null;
  /** The job's current step in Chinese (正在修改第 3 个计划). */
  step?: string | null;
  /** One line for a table cell: no step text. */
  compact?: boolean;
  /** Leave the state tag out (a table with its own 状态 column). */
  hideState?: boolean;
  className?: string;
}

const TAG_COLORS: Readonly<Record<JobPersonState, 'grey' | 'blue' | 'green' | 'orange' | 'red'>> = {
  queued: 'grey',
  running: 'blue',
  succeeded: 'green',
  partial: 'orange',
  failed: 'red',
  cancelled: 'grey',
  expired: 'grey',
};

/** The percentage a bar shows: a finished job whose size is unknown is full, an unfinished one empty. */
export function jobPercent(state: JobPersonState, done: number, total: number | null): number {
  if (total === null || total <= 0) return state === 'queued' || state === 'running' ? 0 : 100;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** 进度 3/10 (30%), or 进度 3 while the size is unknown: the words the bar is named by. */
export function jobProgressText(done: number, total: number | null): string {
  return total === null ? `进度 ${done}` : `进度 ${done}/${total}（${jobPercent('running', done, total)}%）`;
}

/**
 * A job's state and progress, the same wherever a job is shown (任务中心, a bulk edit, an export): the state
 * as a coloured tag in the desk's words, a native progress bar named for screen readers, and the step.
 * The state is announced politely when it changes.
 */
/** A job's state as a coloured tag in the desk's words (排队中 … 已过期). */
export function JobStateTag({ state }: { state: JobPersonState }) {
  return (
    <Tag color={TAG_COLORS[state]} size="small" data-testid="job-state">
      {JOB_STATE_LABELS[state]}
    </Tag>
  );
}

export function JobProgress({ state, done, total, step, compact = false, hideState = false, className }: JobProgressProps) {
  const text = jobProgressText(done, total);
  return (
    <div className={['tf-job-progress', compact ? 'tf-job-progress--compact' : '', className ?? ''].filter(Boolean).join(' ')} data-testid="job-progress" data-state={state}>
      {hideState ? null : (
        <span aria-live="polite">
          <JobStateTag state={state} />
        </span>
      )}
      <progress className="tf-job-progress__bar" max={100} value={jobPercent(state, done, total)} aria-label={text} />
      <span className="tf-job-progress__count">{total === null ? done : `${done}/${total}`}</span>
      {!compact && step ? <span className="tf-job-progress__step">{step}</span> : null}
    </div>
  );
}
