// Who did something: a person, a job, or the desk's own schedule. Jobs and audit records both carry one.
import type { ActorKind } from '@toufang/server-db';

export type Actor =
  | { kind: 'user'; userId: number; name: string }
  | { kind: 'job'; jobId: string; name: string }
  | { kind: 'system'; name: string };

export type { ActorKind };

/** The columns an actor is stored in (jobs and audit_records alike). */
export interface ActorColumns {
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string;
}

export function actorColumns(actor: Actor): ActorColumns {
  switch (actor.kind) {
    case 'user':
      return { actor_kind: 'user', actor_id: String(actor.userId), actor_name: actor.name };
    case 'job':
      return { actor_kind: 'job', actor_id: actor.jobId, actor_name: actor.name };
    case 'system':
      return { actor_kind: 'system', actor_id: null, actor_name: actor.name };
  }
}

export function actorFromColumns({ actor_kind, actor_id, actor_name }: ActorColumns): Actor {
  if (actor_kind === 'user') return { kind: 'user', userId: Number(actor_id), name: actor_name };
  if (actor_kind === 'job') return { kind: 'job', jobId: actor_id ?? '', name: actor_name };
  return { kind: 'system', name: actor_name };
}
