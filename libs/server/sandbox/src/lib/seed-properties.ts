// The sandbox seed's property objects (docs/design/properties.md §2.7, §2.13): for every seeded advertiser and
// every type its media has built, the declaration's `seed.perAccount` objects, made from their own
// pseudo-random sequence (so the objects' seed stays as it was). Their times spread review and an audience's
// lifecycle over every state a page shows: most decided, some under review, audiences 计算中 to 已下线.
import { sqlOn, type Queryable } from '@toufang/server-db';
import { DAY_MS, MINUTE_MS } from '@toufang/server-media';
import { builtProperties, type SandboxMediaConfig, type SandboxPropertyType } from './config';
import { shapedId } from './ids';
import { reviewDelayMs, type PropertyFacts } from './property-model';
import { newPropertyRow } from './property-rows';

/** The lifecycle states the seed spreads an account's audiences over, in turn. */
const LIFECYCLE_AGES = ['computing', 'available', 'expiring', 'expired', 'offline', 'available'] as const;

export interface SeedPropertiesInput {
  config: SandboxMediaConfig;
  advertisers: readonly { id: string; name: string }[];
  random: () => number;
  nextId: () => number;
  now: number;
}

/** Times of the i-th seeded object: created days ago (under review when recent), an audience's by its turn. */
function timesOf(spec: SandboxPropertyType, media: string, id: string, name: string, i: number, random: () => number, now: number) {
  const life = spec.lifecycle;
  if (life) {
    const age = LIFECYCLE_AGES[i % LIFECYCLE_AGES.length];
    const createdAt =
      age === 'computing' ? now - Math.floor(life.computeMs / 2)
      : age === 'expiring' ? now - (life.expiresDays - Math.max(1, life.expiringDays - 2)) * DAY_MS
      : age === 'expired' ? now - (life.expiresDays + 3) * DAY_MS
      : now - (3 + Math.floor(random() * 60)) * DAY_MS;
    const facts: PropertyFacts = {
      media,
      id,
      name,
      state: 'enabled',
      reviewAt: null,
      readyAt: createdAt + life.computeMs,
      expiresAt: createdAt + life.expiresDays * DAY_MS,
      offlineAt: age === 'offline' ? now - DAY_MS : null,
    };
    return { createdAt, facts, size: 20_000 + Math.floor(random() * 3_000_000) };
  }
  // One in five was made in the last minutes and is still under review.
  const recent = i % 5 === 4;
  const createdAt = recent ? now - Math.floor(random() * 3) * MINUTE_MS : now - (1 + Math.floor(random() * 60)) * DAY_MS;
  const delay = reviewDelayMs(spec, media, id);
  const facts: PropertyFacts = { media, id, name, state: 'enabled', reviewAt: delay === null ? null : createdAt + delay, readyAt: null, expiresAt: null, offlineAt: null };
  return { createdAt, facts, size: null };
}

/**
 * The built types in seed order: audiences first (a targeting pack's seed names packs of its own account), and
 * each parent type before its children (a child's seed is handed its parents' ids).
 */
function seedOrder(config: SandboxMediaConfig): [string, SandboxPropertyType][] {
  const built = [...builtProperties(config)];
  const depth = (spec: SandboxPropertyType, seen = 0): number => {
    const parent = spec.parentType ? builtProperties(config).get(spec.parentType) : undefined;
    return parent && seen < built.length ? 1 + depth(parent, seen + 1) : 0;
  };
  const audience = (spec: SandboxPropertyType) => (spec.lifecycle !== null ? 0 : 1);
  return built
    .map((entry, at) => ({ entry, at, depth: depth(entry[1]) }))
    .sort((a, b) => audience(a.entry[1]) - audience(b.entry[1]) || a.depth - b.depth || a.at - b.at)
    .map((x) => x.entry);
}

/** Seeds every built type's objects on the advertisers; answers how many it made. */
export async function seedSandboxProperties(db: Queryable, input: SeedPropertiesInput): Promise<number> {
  const { config, advertisers, random, nextId, now } = input;
  const rows = [];
  // The seeded objects by account and type, so a child type's make learns its parents.
  const seeded = new Map<string, { id: string; name: string }[]>();
  const key = (advertiserId: string, type: string) => `${advertiserId}\u0000${type}`;
  // The audience packs by account, so a targeting pack's make names packs of its own account.
  const audiences = new Map<string, string[]>();
  for (const [type, spec] of seedOrder(config)) {
    for (const advertiser of advertisers) {
      const names = new Set<string>();
      const parents = spec.parentType ? (seeded.get(key(advertiser.id, spec.parentType)) ?? []) : [];
      // A child type without a seeded parent on the account has nowhere to go.
      const count = spec.parentType && parents.length === 0 ? 0 : spec.seed.perAccount;
      const mine: { id: string; name: string }[] = [];
      for (let i = 0; i < count; i++) {
        const made = spec.seed.make(random, { advertiserId: advertiser.id, name: advertiser.name, parents, audiences: audiences.get(advertiser.id) ?? [] }, i);
        if (names.has(made.name)) continue;
        names.add(made.name);
        const draft = spec.parentType ? { ...made, parentId: made.parentId ?? parents[i % parents.length].id } : made;
        const id = shapedId(spec.ids, nextId());
        const { createdAt, facts, size } = timesOf(spec, config.media, id, draft.name, i, random, now);
        if (spec.lifecycle) audiences.set(advertiser.id, [...(audiences.get(advertiser.id) ?? []), id]);
        rows.push(newPropertyRow({ spec, type, advertiserId: advertiser.id, draft, facts, size, source: null, createdAt, now }));
        mine.push({ id, name: draft.name });
      }
      seeded.set(key(advertiser.id, type), mine);
    }
  }
  for (let start = 0; start < rows.length; start += 500) await sqlOn(db).insertInto('sandbox_properties').values(rows.slice(start, start + 500)).execute();
  return rows.length;
}
