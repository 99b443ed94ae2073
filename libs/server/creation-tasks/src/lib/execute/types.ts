// The shapes a wave's modules share (the job's payload and context, an account's lane), apart so they import no
// module of each other.
import type { JobContext } from '@toufang/server-jobs';

export interface CreationWavePayload {
  taskId: number;
  wave: number;
}

export type WaveJob = JobContext<CreationWavePayload, never>;

export interface AccountLane {
  accountId: number;
  advertiserId: string;
  name: string;
  /** null when the account has no active authorisation. */
  authorizationId: number | null;
}
