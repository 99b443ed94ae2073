// Which targeting pack and audience packs a sandbox delivering object uses (docs/design/properties.md §2.9):
// chosen among the packs its account held when the object was made (as an ad is set up with packs that exist)
// by rendezvous (highest random weight) hashing of the object id. So the same object always answers the same
// packs; a new pack is open to objects made after it and moves none made before (were it offered to them, it
// would take over only those that weigh it highest, about one in n+1); removing a pack no object chose moves
// nothing, and the media refuses to remove one that an object chose.
import type { SandboxCreatedWith } from '@toufang/server-db';
import { PROPERTY_BINDING_ATTRIBUTES } from '@toufang/server-media';
import { unitHash } from './model';

/** The shares of the choice (invented for the sandbox; believable, not a media's published figure). */
export const BINDING_SHARES = {
  /** Objects that set their targeting themselves (no targeting pack). */
  noTargeting: 0.3,
  /** Objects with 0, 1 and 2 audience packs. */
  audiences: [0.35, 0.4, 0.25],
} as const;

/** The packs of one account an object chooses among (ids of packs not deleted). */
export interface AccountPacks {
  readonly targeting: readonly string[];
  readonly audiences: readonly string[];
}

/** One pack of an account and when it was made (epoch ms). */
export interface DatedPack {
  readonly id: string;
  readonly createdAt: number;
}

/** An account's packs (not deleted) with their times, by kind. */
export interface DatedPacks {
  readonly targeting: readonly DatedPack[];
  readonly audiences: readonly DatedPack[];
}

export const NO_PACKS: DatedPacks = { targeting: [], audiences: [] };

/** The packs an object made at `at` chose among: those made at or before it. */
export function packsAt(packs: DatedPacks, at: number): AccountPacks {
  const upTo = (list: readonly DatedPack[]) => list.filter((p) => p.createdAt <= at).map((p) => p.id);
  return { targeting: upTo(packs.targeting), audiences: upTo(packs.audiences) };
}

/** The `count` candidates of highest weight for a key, highest first (ties by id, so the order is total). */
export function rendezvous(salt: string, key: string, candidates: readonly string[], count: number): string[] {
  if (count <= 0 || candidates.length === 0) return [];
  return [...new Set(candidates)]
    .map((id) => ({ id, weight: unitHash(salt, key, id) }))
    .sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, count)
    .map((c) => c.id);
}

/** The object's targeting pack, or null (its own targeting, or an account without packs). */
export function chooseTargeting(objectId: string, packs: readonly string[]): string | null {
  if (unitHash('targeting-none', objectId) < BINDING_SHARES.noTargeting) return null;
  return rendezvous('targeting', objectId, packs, 1)[0] ?? null;
}

/** How many audience packs the object includes (0, 1 or 2), from its id alone. */
export function audienceCount(objectId: string): number {
  const draw = unitHash('audience-count', objectId);
  let edge = 0;
  for (let n = 0; n < BINDING_SHARES.audiences.length; n++) {
    edge += BINDING_SHARES.audiences[n];
    if (draw < edge) return n;
  }
  return BINDING_SHARES.audiences.length - 1;
}

/** The audience packs the object includes, highest weight first (fewer when the account holds fewer). */
export function chooseAudiences(objectId: string, packs: readonly string[]): string[] {
  return rendezvous('audience', objectId, packs, audienceCount(objectId));
}

/** The object's attributes for its packs (the port's PROPERTY_BINDING_ATTRIBUTES), absent keys when none. */
export function bindingAttributes(objectId: string, packs: AccountPacks): Record<string, string> {
  const out: Record<string, string> = {};
  const targeting = chooseTargeting(objectId, packs.targeting);
  if (targeting !== null) out[PROPERTY_BINDING_ATTRIBUTES.targeting.attribute] = targeting;
  const audiences = chooseAudiences(objectId, packs.audiences);
  if (audiences.length > 0) out[PROPERTY_BINDING_ATTRIBUTES.audiences.attribute] = audiences.join(',');
  return out;
}

/** Whether the object uses this pack. */
export function usesPack(objectId: string, packs: AccountPacks, kind: keyof AccountPacks, packId: string): boolean {
  return kind === 'targeting' ? chooseTargeting(objectId, packs.targeting) === packId : chooseAudiences(objectId, packs.audiences).includes(packId);
}

/** The kind of pack a property type is, when objects choose among its packs (定向包, 人群包); else null. */
export function packKindOf(type: string): keyof AccountPacks | null {
  if (type === PROPERTY_BINDING_ATTRIBUTES.targeting.type) return 'targeting';
  if (type === PROPERTY_BINDING_ATTRIBUTES.audiences.type) return 'audiences';
  return null;
}

/** The attributes of the packs a created object's draft named (batch creation chose them), absent keys when none. */
export function draftBindingAttributes(created: SandboxCreatedWith): Record<string, string> {
  const out: Record<string, string> = {};
  if (created.targetingId) out[PROPERTY_BINDING_ATTRIBUTES.targeting.attribute] = created.targetingId;
  if (created.audienceIds?.length) out[PROPERTY_BINDING_ATTRIBUTES.audiences.attribute] = created.audienceIds.join(',');
  return out;
}

/** Whether a created object's draft named this pack. */
export function draftUsesPack(created: SandboxCreatedWith, kind: keyof AccountPacks, packId: string): boolean {
  return kind === 'targeting' ? created.targetingId === packId : (created.audienceIds ?? []).includes(packId);
}
