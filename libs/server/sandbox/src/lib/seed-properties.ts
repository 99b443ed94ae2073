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

/** Seeds every built type's objects on the advertisers; answers how many it made. */
export async function seedSandboxProperties(db: Queryable, input: SeedPropertiesInput): Promise<number> {
  const { config, advertisers, random, nextId, now } = input;
  const rows = [];
  // Audiences first, so a targeting pack's seed can name packs of its own account.
  const types = [...builtProperties(config)].sort(([, a], [, b]) => Number(b.lifecycle !== null) - Number(a.lifecycle !== null));
  const audiences = new Map<string, string[]>();
  for (const [type, spec] of types) {
    for (const advertiser of advertisers) {
      const names = new Set<string>();
      for (let i = 0; i < spec.seed.perAccount; i++) {
        const draft = spec.seed.make(random, { advertiserId: advertiser.id, name: advertiser.name, audiences: audiences.get(advertiser.id) ?? [] }, i);
        if (names.has(draft.name)) continue;
        names.add(draft.name);
        const id = shapedId(spec.ids, nextId());
        const { createdAt, facts, size } = timesOf(spec, config.media, id, draft.name, i, random, now);
        if (spec.lifecycle) audiences.set(advertiser.id, [...(audiences.get(advertiser.id) ?? []), id]);
        rows.push(newPropertyRow({ spec, type, advertiserId: advertiser.id, draft, facts, size, source: null, createdAt, now }));
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) await sqlOn(db).insertInto('sandbox_properties').values(rows.slice(start, start + 500)).execute();
  return rows.length;
}
