// What a sandbox media refuses in one create draft beyond names, parents, budgets and bids (docs/design/
// creation.md §3), as pure functions over what the engine read: references that are not the account's, a bid
// type the goal does not take, titles and materials out of the media's counts and lengths, a creative whose
// materials are all 低效, an ad identical to a live one. The daily cap, the quota and the request id need the
// account's state and are the engine's (engine-writes.ts).
import { titleLengthOf, titleRuleOf, type CreationField, type CreationVariantSpec, type MediaCode } from '@toufang/domain';
import type { SandboxCreatedWith } from '@toufang/server-db';
import { refusal, type ObjectDraft, type ObjectLevel, type Refusal } from '@toufang/server-media';
import type { SandboxCreation } from './config';
import { unitHash } from './model';

/** What the engine read of the account for a batch of drafts. */
export interface DraftFacts {
  /** The account's materials named by the drafts, and whether each is 低效 now. */
  readonly materials: ReadonlyMap<string, { readonly lowEfficiency: boolean }>;
  /** The account's targeting packs and audience packs (not deleted) named by the drafts. */
  readonly targeting: ReadonlySet<string>;
  readonly audiences: ReadonlySet<string>;
}

/** The parts of a draft the object keeps (its `created_with`), or null when the draft carries none. */
export function createdWithOf(draft: ObjectDraft): SandboxCreatedWith | null {
  const out: SandboxCreatedWith = {};
  if (draft.settings && Object.keys(draft.settings).length > 0) out.settings = draft.settings;
  if (draft.targetingId) out.targetingId = draft.targetingId;
  if (draft.audienceIds && draft.audienceIds.length > 0) out.audienceIds = [...draft.audienceIds];
  if (draft.materialIds && draft.materialIds.length > 0) out.materialIds = [...draft.materialIds];
  if (draft.titles && draft.titles.length > 0) out.titles = [...draft.titles];
  return Object.keys(out).length > 0 ? out : null;
}

/** A setting as the media answers it in attributes: strings as they are, anything else as JSON. */
const attributeText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What an object created from a draft answers of it in attributes (under the media's field keys). */
export function createdAttributes(created: SandboxCreatedWith | null): Record<string, string> {
  if (!created) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(created.settings ?? {})) if (value !== undefined && value !== null) out[key] = attributeText(value);
  if (created.materialIds) out.material_ids = created.materialIds.join(',');
  // Its title is its first one (the title library's figures follow it), its titles all of them.
  if (created.titles) {
    out.title = created.titles[0];
    out.titles = JSON.stringify(created.titles);
  }
  return out;
}

/** Fields whose values the desk reads from the object's own columns (bid, budget, schedule) or asks per account. */
const answeredElsewhere = (f: CreationField) =>
  f.perAccount === true || f.kind === 'text' || f.kind === 'schedule' || f.kind === 'dateRange' || ['bid', 'deepBid', 'budgetPlan', 'budgetAd'].includes(f.errorPrevention ?? '');

/**
 * What the media answers of the settings of an object it made before the desk created anything through it (the
 * sandbox's seeded history, which keeps no draft): each field of the level's creation form, its default or an option
 * chosen by the object's id, never a bid type × goal pair the media refuses. A real media answers every object's
 * settings; without this, 修改 and 复制 of such an object opened with the form's defaults.
 */
export function seededAttributes(creation: SandboxCreation | undefined, level: ObjectLevel, objectId: string): Record<string, string> {
  const fields = (creation?.levelFields[level] ?? []).filter((f) => !answeredElsewhere(f));
  if (fields.length === 0 || !creation) return {};
  const settings: Record<string, unknown> = {};
  const pick = (f: CreationField) => {
    const options = f.options ?? [];
    if (f.kind === 'select') return f.default ?? options[Math.floor(unitHash(objectId, f.key) * options.length)]?.value;
    if (f.kind === 'multiSelect') return f.default ?? (options[0] ? [options[0].value] : undefined);
    if (f.kind === 'number' || f.kind === 'money') return f.default ?? f.min;
    return f.default;
  };
  for (const f of fields) {
    const value = pick(f);
    if (value !== undefined) settings[f.key] = value;
  }
  // A field shown only for some values of another keeps only where it is shown.
  for (const f of fields) if (f.when && !f.when.values.includes(String(settings[f.when.field]))) delete settings[f.key];
  const bidKey = creation.settingKeys.bidType.find((k) => k in settings);
  const goalKey = creation.settingKeys.goal.find((k) => k in settings);
  if (bidKey && goalKey) {
    const refused = (bid: unknown) => creation.forbidden.some((p) => p.bidType === bid && p.goal === settings[goalKey]);
    if (refused(settings[bidKey])) {
      const options = fields.find((f) => f.key === bidKey)?.options ?? [];
      settings[bidKey] = options.find((o) => !refused(o.value))?.value;
    }
  }
  return createdAttributes({ settings } as SandboxCreatedWith);
}

/** The first rule a draft breaks among the references, the bid type × goal, titles and materials; else null. */
export function checkCreationDraft(media: MediaCode, creation: SandboxCreation | undefined, draft: ObjectDraft, facts: DraftFacts): Refusal | null {
  if (draft.targetingId !== undefined && !facts.targeting.has(draft.targetingId)) {
    return refusal('reference_not_found', { label: '定向包', value: draft.targetingId });
  }
  const audience = draft.audienceIds?.find((id) => !facts.audiences.has(id));
  if (audience !== undefined) return refusal('reference_not_found', { label: '人群包', value: audience });
  const material = draft.materialIds?.find((id) => !facts.materials.has(id));
  if (material !== undefined) return refusal('reference_not_found', { label: '素材', value: material });
  if (!creation) return null;
  const setting = (keys: readonly string[]) => keys.map((key) => draft.settings?.[key]).find((value) => value !== undefined);
  const bidType = setting(creation.settingKeys.bidType);
  const goal = setting(creation.settingKeys.goal);
  const forbidden = creation.forbidden.find((f) => f.bidType === bidType && f.goal === goal);
  if (forbidden) return refusal('bid_goal_forbidden', { detail: forbidden.reason, bidType: forbidden.bidType, goal: forbidden.goal });
  // An empty list is no list: a level that carries no titles or materials may be sent [].
  if (draft.titles !== undefined && draft.titles.length > 0) {
    const { min, max } = creation.titles;
    if (draft.titles.length < min || draft.titles.length > max) return refusal('title_count', { min, max, value: draft.titles.length });
    const rule = titleRuleOf(media);
    const long = draft.titles.find((t) => {
      const length = titleLengthOf(t.trim(), rule.counting);
      return length < rule.minLength || length > rule.maxLength;
    });
    if (long !== undefined) return refusal('title_length', { value: long, min: rule.minLength, max: rule.maxLength, counting: rule.counting });
  }
  if (draft.materialIds !== undefined && draft.materialIds.length > 0) {
    const { min, max } = creation.materials;
    if (draft.materialIds.length < min || draft.materialIds.length > max) return refusal('material_count', { min, max, value: draft.materialIds.length });
    if (creation.refusesAllLowEfficiency && draft.materialIds.every((id) => facts.materials.get(id)?.lowEfficiency)) {
      return refusal('creative_low_efficiency');
    }
  }
  return null;
}

/**
 * What makes two ads identical for a media that refuses them (gdt): the same materials, the same titles and
 * the same targeting pack, each regardless of order; null for a draft that carries no materials or titles.
 */
export function identityOf(created: { materialIds?: readonly string[]; titles?: readonly string[] } | null, targetingId: string | null): string | null {
  if (!created || (!created.materialIds?.length && !created.titles?.length)) return null;
  const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].map((s) => s.trim()).sort();
  return JSON.stringify([sorted(created.materialIds), sorted(created.titles), targetingId ?? '']);
}

/**
 * A media's creation refusals from its creation rules (`<CODE>_CREATION` of its limits project), so the sandbox
 * refuses what the editor and the preview checks warn of, with the same figures: every variant's forbidden
 * pairs, the widest title and material counts, the bid type and goal keys of its fields (role 'bidType', 防出错
 * 'goal'), its daily cap, its 低效 and identical-ad refusals, its idempotency, and the levels whose names may
 * repeat (a level is unique as soon as one variant says so: the stricter rule of the media wins).
 */
export function sandboxCreationOf(specs: readonly CreationVariantSpec[]): SandboxCreation {
  if (specs.length === 0) throw new Error('a media declares at least one creation variant');
  const fields = specs.flatMap((spec) => spec.levels.flatMap((level) => level.fields));
  const unique = <T>(list: readonly T[]) => [...new Set(list)];
  const levels = specs.flatMap((spec) => spec.levels);
  const namesRepeat = unique(levels.map((l) => l.level)).filter(
    (level): level is ObjectLevel => level !== 'account' && levels.every((l) => l.level !== level || !l.nameUnique),
  );
  const pairs = new Map<string, SandboxCreation['forbidden'][number]>();
  for (const f of specs.flatMap((spec) => spec.forbidden)) pairs.set(`${f.bidType}|${f.goal}`, { bidType: f.bidType, goal: f.goal, reason: f.reason });
  return {
    createsPerDay: Math.max(...specs.map((spec) => spec.createsPerDay)),
    forbidden: [...pairs.values()],
    settingKeys: {
      bidType: unique(fields.filter((f) => f.role === 'bidType').map((f) => f.key)),
      goal: unique(fields.filter((f) => f.errorPrevention === 'goal').map((f) => f.key)),
    },
    refusesAllLowEfficiency: specs.some((spec) => spec.refusesAllLowEfficiency),
    refusesIdenticalAds: specs.some((spec) => spec.refusesIdenticalAds),
    idempotency: specs.every((spec) => spec.idempotency === 'requestId') ? 'requestId' : 'nameLookup',
    namesRepeat,
    levelFields: Object.fromEntries(
      unique(levels.map((l) => l.level)).map((level) => {
        const byKey = new Map<string, CreationField>();
        for (const l of levels) if (l.level === level) for (const f of l.fields) if (!byKey.has(f.key)) byKey.set(f.key, f);
        return [level, [...byKey.values()]];
      }),
    ),
    titles: { min: Math.min(...specs.map((spec) => spec.titles.min)), max: Math.max(...specs.map((spec) => spec.titles.max)) },
    materials: { min: Math.min(...specs.map((spec) => spec.materials.min)), max: Math.max(...specs.map((spec) => spec.materials.max)) },
  };
}
