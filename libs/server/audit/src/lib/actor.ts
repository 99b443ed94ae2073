// Who did something: a person, a job, the desk's own schedule, or an AI助手 rule. Jobs and audit records both
// carry one.
import type { ActorKind } from '@toufang/server-db';
import { AUDIT_TEXTS } from './texts';

export type Actor =
  | { kind: 'user'; userId: number; name: string }
  | { kind: 'job'; jobId: string; name: string }
  | { kind: 'system'; name: string }
  // A rule is its own kind (not a job named after it), so the operation log can tell and filter its writes.
  | { kind: 'rule'; ruleId: number; name: string };

export type { ActorKind };

/** The columns an actor is stored in (jobs and audit_records alike). */
export interface ActorColumns {
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string;
}

/** An AI助手 rule as an actor: its id, and the name the operation log shows (AI助手规则：{name}). */
export function ruleActor(rule: { id: number; name: string }): Actor {
  return { kind: 'rule', ruleId: rule.id, name: AUDIT_TEXTS.RULE_ACTOR(rule.name) };
}

export function actorColumns(actor: Actor): ActorColumns {
  switch (actor.kind) {
    case 'user':
      return { actor_kind: 'user', actor_id: String(actor.userId), actor_name: actor.name };
    case 'job':
      return { actor_kind: 'job', actor_id: actor.jobId, actor_name: actor.name };
    case 'system':
      return { actor_kind: 'system', actor_id: null, actor_name: actor.name };
    case 'rule':
      return { actor_kind: 'rule', actor_id: String(actor.ruleId), actor_name: actor.name };
  }
}

export function actorFromColumns({ actor_kind, actor_id, actor_name }: ActorColumns): Actor {
  if (actor_kind === 'user') return { kind: 'user', userId: Number(actor_id), name: actor_name };
  if (actor_kind === 'job') return { kind: 'job', jobId: actor_id ?? '', name: actor_name };
  if (actor_kind === 'rule') return { kind: 'rule', ruleId: Number(actor_id), name: actor_name };
  return { kind: 'system', name: actor_name };
}

const ACTOR_KINDS: readonly string[] = ['user', 'job', 'system', 'rule'] satisfies readonly ActorKind[];

/** Stored actor columns read back from JSON (a jsonb column holding them); null when the value is not one. */
export function actorFromJson(value: unknown): Actor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { actor_kind, actor_id, actor_name } = value as Record<string, unknown>;
  if (typeof actor_kind !== 'string' || !ACTOR_KINDS.includes(actor_kind) || typeof actor_name !== 'string') return null;
  if (actor_id !== null && typeof actor_id !== 'string') return null;
  return actorFromColumns({ actor_kind: actor_kind as ActorKind, actor_id, actor_name });
}
