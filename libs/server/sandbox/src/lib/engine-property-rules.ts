// The sandbox engine's property checks and rows (docs/design/properties.md §2.7): the checks in the media's
// order (type declared, operation offered, batch, names, parent, the type's own check, per-account cap), the
// account's rows of a type, a new object's row, and an object as the media answers it. The calls that use them
// are engine-properties.ts.
import { sql as raw, type Kysely, type Selectable } from 'kysely';
import { checkPropertyName, type PropertyOperation } from '@toufang/domain';
import { type Database, type SandboxPropertiesTable } from '@toufang/server-db';
import { PROPERTY_OPERATION_TEXT, propertyRefusal, refusal, type MediaProperty, type PropertyDraft, type Refusal } from '@toufang/server-media';
import { builtProperties, type SandboxPropertyContext, type SandboxPropertyType } from './config';
import { shapedId } from './ids';
import { audienceLifecycleOf, propertyReviewOf, propertyStatusText, reviewDelayMs, type PropertyFacts } from './property-model';
import { newPropertyRow, toMs } from './property-rows';
import { regionTreeIndex, type RegionDepth } from './regions';
import { refuse } from './wire';
import { SandboxMaterials } from './engine-materials';

export type PropertyRow = Selectable<SandboxPropertiesTable>;
export type Q = Kysely<Database>;

const DAY_MS = 86_400_000;

export abstract class SandboxPropertyRules extends SandboxMaterials {
  protected readonly built = builtProperties(this.config);

  protected propertyView(row: PropertyRow, spec: SandboxPropertyType): MediaProperty {
    const now = this.clock.now();
    const facts = this.facts(row);
    const verdict = row.state === 'deleted' ? null : propertyReviewOf(facts, now);
    const lifecycle = row.state === 'deleted' ? null : audienceLifecycleOf(facts, spec, now);
    return {
      id: row.property_id,
      type: row.property_type,
      advertiserId: row.advertiser_id,
      parentId: row.parent_id,
      name: row.name,
      values: row.values,
      state: row.state,
      review: verdict?.review ?? null,
      rejectReason: verdict?.reason ?? null,
      statusText: propertyStatusText(row.state, verdict?.review ?? null, lifecycle, spec.statusText),
      lifecycle,
      size: row.size === null ? null : Number(row.size),
      summary: spec.summary(row.values, { leads: row.leads }),
      sourceId: row.source_property_id,
      createdAt: row.created_at.toISOString(),
      modifiedAt: row.modified_at.toISOString(),
    };
  }

  protected facts(row: PropertyRow): PropertyFacts {
    return {
      media: this.media,
      id: row.property_id,
      name: row.name,
      state: row.state,
      reviewAt: toMs(row.review_at),
      readyAt: toMs(row.ready_at),
      expiresAt: toMs(row.expires_at),
      offlineAt: toMs(row.offline_at),
    };
  }

  // ---------- the checks, in the media's order ----------

  protected declared(type: string): SandboxPropertyType | null {
    if (!(type in this.config.properties)) refuse('invalid_value', { detail: `资产类型${type}不存在` });
    return this.built.get(type) ?? null;
  }

  protected offered(type: string, operation: PropertyOperation): SandboxPropertyType {
    const spec = this.declared(type);
    if (!spec || !spec.limits.OPERATIONS[operation]) refuse('property_not_offered', { label: '该类资产', operation: PROPERTY_OPERATION_TEXT[operation] });
    return spec;
  }

  protected checkBatchOf(count: number, limit: number): void {
    if (count > limit) refuse('batch_too_large', { limit, value: count });
  }

  protected nameProblem(name: string, spec: SandboxPropertyType, taken: ReadonlySet<string>): Refusal | null {
    const found = checkPropertyName(name, spec.limits.NAME_MAX_LENGTH);
    if (found) return propertyRefusal(this.media, found);
    return taken.has(name) ? refusal('name_duplicate', { value: name, label: '资产' }) : null;
  }

  protected quotaProblem(spec: SandboxPropertyType, type: string, held: number): Refusal | null {
    const cap = spec.limits.PER_ACCOUNT;
    return cap !== null && held >= cap ? refusal('property_quota', { limit: cap, value: held, label: type }) : null;
  }

  /**
   * The type's material fields (its limits' MATERIAL_FIELDS) name only the account's own materials of the kind
   * asked, as the media checks a creative's: another account's material id, or none at all, is not found.
   */
  protected async materialProblem(q: Q, advertiserId: string, spec: SandboxPropertyType, values: PropertyDraft['values']): Promise<Refusal | null> {
    const fields = Object.entries(spec.limits.MATERIAL_FIELDS ?? {});
    const asked = fields.flatMap(([name, field]) => {
      const value = values[name];
      if (value === undefined || value === null || value === '') return [];
      return (Array.isArray(value) ? value : [value]).map((id) => ({ id: String(id), kind: field.KIND }));
    });
    if (asked.length === 0) return null;
    const rows = await q
      .selectFrom('sandbox_materials')
      .select(['material_id', 'kind'])
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('material_id', 'in', [...new Set(asked.map((a) => a.id))])
      .execute();
    const kindOf = new Map(rows.map((r) => [r.material_id, r.kind]));
    const missing = asked.find((a) => kindOf.get(a.id) !== a.kind);
    return missing ? refusal('not_found', { label: `素材ID ${missing.id}` }) : null;
  }

  protected async parentProblem(q: Q, advertiserId: string, spec: SandboxPropertyType, parentId: string | null): Promise<Refusal | null> {
    if (!spec.parentType) return null;
    if (parentId === null) return refusal('parent_not_found', { label: '上级资产' });
    const parents = await this.ownRows(q, advertiserId, spec.parentType, [parentId]);
    return parents.has(parentId) ? null : refusal('parent_not_found', { label: '资产' });
  }

  protected async checkContext(q: Q, advertiserId: string): Promise<SandboxPropertyContext> {
    return { media: this.media, regions: regionTreeIndex(this.regionDepth()), advertiserId, audiences: await this.audienceIds(q, advertiserId) };
  }

  /** The account's audience packs (its objects of the types with a lifecycle), which a targeting pack may name. */
  private async audienceIds(q: Q, advertiserId: string): Promise<ReadonlySet<string>> {
    const types = [...this.built].filter(([, spec]) => spec.lifecycle).map(([type]) => type);
    if (types.length === 0) return new Set();
    const rows = await q
      .selectFrom('sandbox_properties')
      .select('property_id')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('property_type', 'in', types)
      .where('state', '<>', 'deleted')
      .execute();
    return new Set(rows.map((r) => r.property_id));
  }

  /** The depth of the media's region tree: its targeting type's, else three levels. */
  protected regionDepth(): RegionDepth {
    for (const spec of this.built.values()) if (spec.limits.REGION) return spec.limits.REGION.DEPTH;
    return 3;
  }

  // ---------- rows ----------

  protected async takenNames(q: Q, advertiserId: string, type: string, names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await q
      .selectFrom('sandbox_properties')
      .select('name')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('property_type', '=', type)
      .where('state', '<>', 'deleted')
      .where('name', 'in', [...names])
      .execute();
    return new Set(rows.map((r) => r.name));
  }

  protected async heldCount(q: Q, advertiserId: string, type: string): Promise<number> {
    const row = await q
      .selectFrom('sandbox_properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('property_type', '=', type)
      .where('state', '<>', 'deleted')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The account's objects of the type among the ids, not deleted (another account's id is not found). */
  protected async ownRows(q: Q, advertiserId: string, type: string, ids: readonly string[]): Promise<Map<string, PropertyRow>> {
    if (ids.length === 0) return new Map();
    const rows = await q
      .selectFrom('sandbox_properties')
      .selectAll()
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('property_type', '=', type)
      .where('state', '<>', 'deleted')
      .where('property_id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.property_id, r]));
  }

  /** The target's live copies of the sources, by source id. */
  protected async copiesOf(q: Q, advertiserId: string, sourceIds: readonly string[]): Promise<Map<string, string>> {
    if (sourceIds.length === 0) return new Map();
    const rows = await q
      .selectFrom('sandbox_properties')
      .select(['source_property_id', 'property_id'])
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('source_property_id', 'in', [...sourceIds])
      .where('state', '<>', 'deleted')
      .execute();
    return new Map(rows.map((r) => [String(r.source_property_id), r.property_id]));
  }

  /** A new object (a create, a push's copy): its id, review and lifecycle times from the clock. */
  protected async insertProperty(
    q: Q,
    spec: SandboxPropertyType,
    input: { advertiserId: string; type: string; draft: PropertyDraft; source: { id: string; advertiserId: string; size: number | null } | null },
  ): Promise<PropertyRow> {
    const now = this.clock.now();
    const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
    const id = shapedId(spec.ids, n);
    const delay = reviewDelayMs(spec, this.media, id);
    const life = spec.lifecycle;
    const facts: PropertyFacts = {
      media: this.media,
      id,
      name: input.draft.name,
      state: 'enabled',
      reviewAt: delay === null ? null : now + delay,
      readyAt: life ? now + life.computeMs : null,
      expiresAt: life ? now + life.expiresDays * DAY_MS : null,
      offlineAt: null,
    };
    const draft = spec.keep ? { ...input.draft, values: spec.keep(input.draft.values, id) } : input.draft;
    const values = newPropertyRow({ spec, type: input.type, advertiserId: input.advertiserId, draft, facts, size: input.source?.size ?? null, source: input.source, createdAt: now, now });
    return q.insertInto('sandbox_properties').values(values).returningAll().executeTakeFirstOrThrow();
  }
}
