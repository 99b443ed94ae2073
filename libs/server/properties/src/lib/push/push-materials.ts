// A push's copies of a type with material fields (docs/decisions.md, "Issue 21: material fields"): the values
// each copy takes in its target, its material ids the target's own (material-fields.ts, copiesInTargets), for
// the property.push job's chunk (push-job.ts).
import type { MediaCode } from '@toufang/domain';
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import type { PropertyTypeSpec, PropertyValues } from '@toufang/server-media';
import { copiesInTargets } from '../material-fields';

/** A pair's source as the job reads it. */
interface SourceFacts {
  account_id: number;
  media_property_id: string;
  values: PropertyValues;
}

/** A pair's target account as the job reads it; its authorisation is the source's live one (the job checked). */
interface TargetFacts {
  id: number;
  account_id: string;
  account_name: string;
  authorization_id: number | null;
}

/**
 * The copies' values of a chunk's pairs, by target advertiser id and then source media id, or null for a
 * type without material fields. The chunk's sources live in one account (a chunk is one source account's).
 */
export async function materialCopies<I>(
  server: Pick<ServerContext, 'db' | 'media' | 'storage'>,
  owner: { customerId: number; userId: number },
  actor: Actor,
  media: MediaCode,
  spec: PropertyTypeSpec,
  items: readonly I[],
  sourceOf: (i: I) => SourceFacts | undefined,
  targetOf: (i: I) => TargetFacts | undefined,
  now: Date,
) {
  const first = items.length === 0 ? undefined : sourceOf(items[0]);
  if (Object.keys(spec.materialFields).length === 0 || !first) return null;
  const sources = new Map<string, PropertyValues>();
  const targets = new Map<number, TargetFacts>();
  for (const i of items) {
    const s = sourceOf(i);
    const t = targetOf(i);
    if (s) sources.set(s.media_property_id, s.values);
    if (t) targets.set(t.id, t);
  }
  const accounts = [...targets.values()].map((t) => ({ id: t.id, media, advertiserId: t.account_id, name: t.account_name, authorizationId: t.authorization_id ?? 0 }));
  return copiesInTargets(server, owner, actor, spec, first.account_id, sources, accounts, now);
}
