// A push's run (素材 or 资产 pushed to media accounts) as the job widgets read it: shared by every push dialog.
import type { JobProgressProps } from './job-progress';

/** What a push's run answers of itself (the contract's MaterialPushRun and PropertyPushRun). */
export interface PushRunFacts {
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  succeeded: number;
  refused: number;
}

/** The run's state as the job widgets say it: a finished push with refusals is 部分成功 (or 失败 when none landed). */
export function runJobState(run: PushRunFacts): JobProgressProps['state'] {
  if (run.state === 'done') return run.refused === 0 ? 'succeeded' : run.succeeded === 0 ? 'failed' : 'partial';
  return run.state;
}

/** Whether the run still changes (a dialog asks again until it does not). */
export const runIsLive = (run: Pick<PushRunFacts, 'state'> | undefined) => run === undefined || run.state === 'queued' || run.state === 'running';
