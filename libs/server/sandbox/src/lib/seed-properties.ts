// The sandbox seed's property objects (docs/design/properties.md §2.7, §2.13): for every seeded advertiser and
// every type its media has built, the declaration's `seed.perAccount` objects, made from their own
// pseudo-random sequence (so the objects' seed stays as it was). Their times spread review and an audience's
// lifecycle over every state a page shows: most decided, some under review, audiences 计算中 to 已下线. A type's
// material fields (its limits' MATERIAL_FIELDS) name materials the account holds, as the media requires: each
// id the declaration's make gives becomes a material of the account, received as if uploaded in the media's
// console (no desk file behind it) a day before the object, so never among today's uploads the media counts,
// its id drawn after every object's so the objects' ids stay as they were.
import { createHash } from 'node:crypto';
import { sqlOn, type PropertyValues, type Queryable } from '@toufang/server-db';
import { DAY_MS, MINUTE_MS } from '@toufang/server-media';
import { builtProperties, type SandboxMediaConfig, type SandboxPropertyType } from './config';
import { shapedId } from './ids';
import { reviewDelayMs, type PropertyFacts } from './property-model';
import { newPropertyRow, type NewPropertyRow } from './property-rows';

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
  const entries: NewPropertyRow[] = [];
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
        entries.push({ spec, type, advertiserId: advertiser.id, draft, facts, size, source: null, createdAt, now });
        mine.push({ id, name: draft.name });
      }
      seeded.set(key(advertiser.id, type), mine);
    }
  }
  const materials: ReturnType<typeof consoleMaterial>[] = [];
  for (const entry of entries) {
    const fields = Object.entries(entry.spec.limits.MATERIAL_FIELDS ?? {});
    if (fields.length === 0) continue;
    const values: Record<string, unknown> = { ...entry.draft.values };
    for (const [name, field] of fields) {
      const value = values[name];
      if (value === undefined || value === null || value === '') continue;
      const own = (Array.isArray(value) ? value : [value]).map((made, k) => {
        const seed = `${entry.facts.id}:${name}:${k}:${String(made)}`;
        const material = consoleMaterial(config, entry.advertiserId, field.KIND, seed, `${entry.draft.name}_${k + 1}`, new Date(entry.createdAt - DAY_MS), nextId());
        materials.push(material);
        return material.material_id;
      });
      values[name] = Array.isArray(value) ? own : own[0];
    }
    entry.draft = { ...entry.draft, values: values as PropertyValues };
  }
  const rows = entries.map((e) => newPropertyRow(e));
  for (let start = 0; start < rows.length; start += 500) await sqlOn(db).insertInto('sandbox_properties').values(rows.slice(start, start + 500)).execute();
  for (let start = 0; start < materials.length; start += 500) await sqlOn(db).insertInto('sandbox_materials').values(materials.slice(start, start + 500)).execute();
  return rows.length;
}

/** A material the account received from its media console (metadata only: the sandbox keeps no bytes). */
function consoleMaterial(config: SandboxMediaConfig, advertiserId: string, kind: 'image' | 'video', seed: string, name: string, at: Date, n: number) {
  const limits = kind === 'image' ? config.limits.material.IMAGE : config.limits.material.VIDEO;
  const [width, height] = limits.SPECS[0].MIN;
  const format = limits.FORMATS[0];
  return {
    media_code: config.media,
    material_id: shapedId(config.ids.material, n),
    advertiser_id: advertiserId,
    kind,
    signature: createHash('md5').update(`console-property:${config.media}:${advertiserId}:${seed}`).digest('hex'),
    format,
    file_name: `${name}.${format}`,
    width,
    height,
    size_bytes: 200 * 1024,
    duration_s: kind === 'video' ? (limits.DURATION_S?.MIN ?? 5) : null,
    created_at: at,
  };
}
