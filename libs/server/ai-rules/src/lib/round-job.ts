// What a round of AI助手 rules is asked and given (round.ts runs it, round-act.ts acts for it).
import type { Actor } from '@toufang/server-audit';
import type { Queryable } from '@toufang/server-db';

export interface RoundPayload {
  companyId: number;
  /** The slot, ISO. */
  slot: string;
  kind: 'scheduled' | 'manual';
  /** A manual round's rule. */
  ruleIds?: number[];
}

export interface RoundCheckpoint {
  recorded: boolean;
}

/** What the round needs of the job running it (its actor, checkpoint and id). */
export interface RoundJob {
  actor: Actor;
  saveCheckpoint?: (checkpoint: RoundCheckpoint, tx?: Queryable) => Promise<void>;
  checkpoint?: RoundCheckpoint;
  jobId?: string;
}
