// The sandbox engine's properties (docs/design/properties.md §2.7): every declared property type of the media in
// one table, with the type's id shape, review and lifecycle from the clock (property-model.ts), the checks in
// the media's order (operation offered, batch, names, the type's own check, per-account cap), pushes as copies
// with their source kept, and the region tree its targeting packs are checked against (regions.ts).
import { sql as raw, type Kysely, type Selectable } from 'kysely';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyKind, type PropertyOperation, type PropertyTypeLimits } from '@toufang/domain';
import { sqlOn, type Database, type SandboxPropertiesTable } from '@toufang/server-db';
import {
  PROPERTY_OPERATION_TEXT,
  propertyRefusal,
  refusal,
  type ListPropertiesQuery,
  type MediaProperty,
  type MediaPropertyPage,
  type ObjectOutcome,
  type PropertyActionInput,
  type PropertyChange,
  type PropertyDraft,
  type PropertyOptionKind,
  type PropertyOptions,
  type PropertyPush,
  type PropertyPushOutcome,
  type PropertyTypeSpec,
  type Refusal,
} from '@toufang/server-media';
import { createHash } from 'node:crypto';
import { builtProperties, type SandboxPropertyType } from './config';
import { shapedId } from './ids';
import { audienceLifecycleOf, nextTransitionOf, propertyReviewOf, propertyStatusText, reviewDelayMs, type PropertyFacts } from './property-model';
import { regionTree, regionTreeIndex, type RegionDepth } from './regions';
import { objectRefusal, refuse } from './wire';
import { json } from './engine-support';
import { SandboxMaterials } from './engine-materials';

type PropertyRow = Selectable<SandboxPropertiesTable>;
type Q = Kysely<Database>;

const DAY_MS = 86_400_000;

const encodeCursor = (s: number) => Buffer.from(JSON.stringify({ s })).toString('base64url');

function decodeCursor(text: string | undefined): number {
  if (!text) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 's' in parsed && typeof parsed.s === 'number') return parsed.s;
  } catch {
    // falls through to the refusal below
  }
  return refuse('invalid_value', { detail: 'cursor 无效' });
}

const toMs = (d: Date | null) => (d === null ? null : d.getTime());
const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

export abstract class SandboxProperties extends SandboxMaterials {
  private readonly built = builtProperties(this.config);

  /** Every type the media declares, built or not (a pending one offers no operation). */
  get properties(): readonly PropertyTypeSpec[] {
    return Object.entries(this.config.properties).map(([type, declared]) => {
      const limits: PropertyTypeLimits = declared === 'pending' ? PENDING_PROPERTY_LIMITS : declared.limits;
      return {
        type,
        kind: propertyKind(this.media, type),
        parentType: declared === 'pending' ? null : (declared.parentType ?? null),
        operations: { ...limits.OPERATIONS },
        review: declared !== 'pending' && declared.review !== null,
        lifecycle: declared !== 'pending' && declared.lifecycle !== null,
        limits: {
          nameMaxLength: limits.NAME_MAX_LENGTH,
          perAccount: limits.PER_ACCOUNT,
          pushAccounts: limits.PUSH.ACCOUNTS,
          createBatch: limits.CREATE_BATCH,
          deleteBatch: limits.DELETE_BATCH,
          pageSize: this.limits.pageSize,
        },
      };
    });
  }

  // ---------- reading ----------

  listProperties(accessToken: string, query: ListPropertiesQuery): Promise<MediaPropertyPage> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const after = decodeCursor(query.cursor);
      const spec = this.declared(query.type);
      if (!spec) return { properties: [], nextCursor: encodeCursor(after), hasMore: false };
      await this.advanceTransitions(query.advertiserId, query.type, spec);
      const limit = Math.max(1, Math.min(query.limit ?? this.limits.pageSize, this.limits.pageSize));
      const rows = await this.q
        .selectFrom('sandbox_properties')
        .selectAll()
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', query.advertiserId)
        .where('property_type', '=', query.type)
        .where('change_seq', '>', after)
        .orderBy('change_seq')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1)?.change_seq ?? after;
      return { properties: page.map((row) => this.propertyView(row, spec)), nextCursor: encodeCursor(last), hasMore: rows.length > limit };
    });
  }

  /** Objects whose review or lifecycle moved since their last change become changes, so the list answers them. */
  private async advanceTransitions(advertiserId: string, type: string, spec: SandboxPropertyType): Promise<void> {
    const now = this.clock.now();
    const due = await this.q
      .selectFrom('sandbox_properties')
      .selectAll()
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('property_type', '=', type)
      .where('next_transition_at', '<=', new Date(now))
      .orderBy('next_transition_at')
      .execute();
    for (const row of due) {
      await this.q
        .updateTable('sandbox_properties')
        .set({ next_transition_at: toDate(nextTransitionOf(this.facts(row), spec, now)), change_seq: raw<number>`nextval('sandbox_change_seq')` })
        .where('media_code', '=', this.media)
        .where('property_id', '=', row.property_id)
        .execute();
    }
  }

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
      statusText: propertyStatusText(row.state, verdict?.review ?? null, lifecycle),
      lifecycle,
      size: row.size === null ? null : Number(row.size),
      summary: spec.summary(row.values),
      sourceId: row.source_property_id,
      createdAt: row.created_at.toISOString(),
      modifiedAt: row.modified_at.toISOString(),
    };
  }

  private facts(row: PropertyRow): PropertyFacts {
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

  // ---------- writing ----------

  createProperties(
    accessToken: string,
    input: { advertiserId: string; type: string; drafts: PropertyDraft[] },
  ): Promise<ObjectOutcome<MediaProperty>[]> {
    return this.call(async () => {
      await this.enter(accessToken, input.advertiserId);
      const spec = this.offered(input.type, 'create');
      this.checkBatchOf(input.drafts.length, spec.limits.CREATE_BATCH);
      await this.advertiser(input.advertiserId);
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const names = await this.takenNames(q, input.advertiserId, input.type, input.drafts.map((d) => d.name));
        let held = await this.heldCount(q, input.advertiserId, input.type);
        const out: ObjectOutcome<MediaProperty>[] = [];
        for (const draft of input.drafts) {
          const problem =
            this.nameProblem(draft.name, spec, names) ??
            (await this.parentProblem(q, input.advertiserId, spec, draft.parentId ?? null)) ??
            spec.check(draft.values, this.checkContext(input.advertiserId)) ??
            this.quotaProblem(spec, input.type, held);
          if (problem) {
            out.push(objectRefusal(this.config, draft.name, problem));
            continue;
          }
          names.add(draft.name);
          held += 1;
          const row = await this.insertProperty(q, spec, { advertiserId: input.advertiserId, type: input.type, draft, source: null });
          out.push({ key: draft.name, ok: true, value: this.propertyView(row, spec) });
        }
        return out;
      });
    });
  }

  updateProperties(
    accessToken: string,
    input: { advertiserId: string; type: string; changes: PropertyChange[] },
  ): Promise<ObjectOutcome<MediaProperty>[]> {
    return this.call(async () => {
      await this.enter(accessToken, input.advertiserId);
      const spec = this.offered(input.type, 'edit');
      this.checkBatchOf(input.changes.length, spec.limits.CREATE_BATCH);
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const rows = await this.ownRows(q, input.advertiserId, input.type, input.changes.map((c) => c.id));
        const renamed = input.changes.flatMap((c) => (c.name !== undefined && c.name !== rows.get(c.id)?.name ? [c.name] : []));
        const names = await this.takenNames(q, input.advertiserId, input.type, renamed);
        const out: ObjectOutcome<MediaProperty>[] = [];
        for (const change of input.changes) {
          const row = rows.get(change.id);
          if (!row) {
            out.push(objectRefusal(this.config, change.id, refusal('not_found', { label: '资产' })));
            continue;
          }
          const name = change.name ?? row.name;
          const values = change.values ?? row.values;
          const problem =
            (name !== row.name ? this.nameProblem(name, spec, names) : null) ??
            (change.values ? spec.check(values, this.checkContext(input.advertiserId)) : null);
          if (problem) {
            out.push(objectRefusal(this.config, change.id, problem));
            continue;
          }
          names.add(name);
          const now = this.clock.now();
          // An edit of what the media reviews goes through review again.
          const delay = change.name !== undefined || change.values !== undefined ? reviewDelayMs(spec, this.media, row.property_id, row.change_seq) : null;
          const reviewAt = delay === null ? toMs(row.review_at) : now + delay;
          const updated = await q
            .updateTable('sandbox_properties')
            .set({
              name,
              values: json(values),
              state: change.state ?? row.state,
              review_at: toDate(reviewAt),
              modified_at: new Date(now),
              next_transition_at: toDate(nextTransitionOf({ ...this.facts(row), name, reviewAt }, spec, now)),
              change_seq: raw<number>`nextval('sandbox_change_seq')`,
            })
            .where('media_code', '=', this.media)
            .where('property_id', '=', row.property_id)
            .returningAll()
            .executeTakeFirstOrThrow();
          out.push({ key: change.id, ok: true, value: this.propertyView(updated, spec) });
        }
        return out;
      });
    });
  }

  deleteProperties(accessToken: string, input: { advertiserId: string; type: string; ids: string[] }): Promise<ObjectOutcome[]> {
    return this.call(async () => {
      await this.enter(accessToken, input.advertiserId);
      const spec = this.offered(input.type, 'delete');
      this.checkBatchOf(input.ids.length, spec.limits.DELETE_BATCH);
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const rows = await this.ownRows(q, input.advertiserId, input.type, input.ids);
        const out: ObjectOutcome[] = [];
        for (const id of input.ids) {
          if (!rows.has(id)) {
            out.push(objectRefusal(this.config, id, refusal('not_found', { label: '资产' })));
            continue;
          }
          await q
            .updateTable('sandbox_properties')
            .set({ state: 'deleted', modified_at: new Date(this.clock.now()), next_transition_at: null, change_seq: raw<number>`nextval('sandbox_change_seq')` })
            .where('media_code', '=', this.media)
            .where('property_id', '=', id)
            .execute();
          rows.delete(id);
          out.push({ key: id, ok: true, value: null });
        }
        return out;
      });
    });
  }

  pushProperties(accessToken: string, push: PropertyPush): Promise<PropertyPushOutcome[]> {
    return this.call(async () => {
      await this.enter(accessToken, push.advertiserId);
      const spec = this.offered(push.type, 'push');
      const targets = [...new Set(push.targetAdvertiserIds)];
      if (targets.length > spec.limits.PUSH.ACCOUNTS) refuse('property_push_too_large', { limit: spec.limits.PUSH.ACCOUNTS, value: targets.length });
      const scope = new Set(await this.tokenScope(accessToken));
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const sources = await this.ownRows(q, push.advertiserId, push.type, push.ids);
        const out: PropertyPushOutcome[] = [];
        const refused = (sourceId: string, advertiserId: string, problem: Refusal): PropertyPushOutcome => {
          const r = objectRefusal(this.config, sourceId, problem);
          return { sourceId, advertiserId, ok: false, mediaCode: r.mediaCode, reason: r.reason };
        };
        for (const target of targets) {
          if (!scope.has(target) || target === push.advertiserId) {
            for (const id of push.ids) out.push(refused(id, target, refusal(target === push.advertiserId ? 'invalid_value' : 'no_permission', { detail: '不能推送到源账户' })));
            continue;
          }
          let held = await this.heldCount(q, target, push.type);
          for (const id of push.ids) {
            const source = sources.get(id);
            if (!source) {
              out.push(refused(id, target, refusal('not_found', { label: '资产' })));
              continue;
            }
            const copy = await q
              .selectFrom('sandbox_properties')
              .select('property_id')
              .where('media_code', '=', this.media)
              .where('source_property_id', '=', id)
              .where('advertiser_id', '=', target)
              .where('state', '<>', 'deleted')
              .executeTakeFirst();
            if (copy) {
              out.push({ sourceId: id, advertiserId: target, ok: true, propertyId: copy.property_id });
              continue;
            }
            const taken = await this.takenNames(q, target, push.type, [source.name]);
            const problem = this.nameProblem(source.name, spec, taken) ?? this.quotaProblem(spec, push.type, held);
            if (problem) {
              out.push(refused(id, target, problem));
              continue;
            }
            held += 1;
            const row = await this.insertProperty(q, spec, {
              advertiserId: target,
              type: push.type,
              draft: { name: source.name, parentId: source.parent_id, values: source.values },
              source: { id, advertiserId: push.advertiserId, size: source.size === null ? null : Number(source.size) },
            });
            out.push({ sourceId: id, advertiserId: target, ok: true, propertyId: row.property_id });
          }
        }
        return out;
      });
    });
  }

  /** A type's own actions (comments, H5 sites) come with the types that have them; none is offered yet. */
  actOnProperties(accessToken: string, input: PropertyActionInput): Promise<ObjectOutcome[]> {
    return this.call(async () => {
      await this.enter(accessToken, input.advertiserId);
      return refuse('property_not_offered', { label: '该类资产', operation: input.action });
    });
  }

  async propertyOptions(kind: PropertyOptionKind): Promise<PropertyOptions> {
    const tree = kind === 'region' ? regionTree(this.regionDepth()) : (this.config.propertyOptions?.[kind] ?? []);
    const version = createHash('sha256').update(JSON.stringify(tree)).digest('hex').slice(0, 16);
    return { version, tree };
  }

  // ---------- the checks, in the media's order ----------

  private declared(type: string): SandboxPropertyType | null {
    if (!(type in this.config.properties)) refuse('invalid_value', { detail: `资产类型${type}不存在` });
    return this.built.get(type) ?? null;
  }

  private offered(type: string, operation: PropertyOperation): SandboxPropertyType {
    const spec = this.declared(type);
    if (!spec || !spec.limits.OPERATIONS[operation]) refuse('property_not_offered', { label: '该类资产', operation: PROPERTY_OPERATION_TEXT[operation] });
    return spec;
  }

  private checkBatchOf(count: number, limit: number): void {
    if (count > limit) refuse('batch_too_large', { limit, value: count });
  }

  private nameProblem(name: string, spec: SandboxPropertyType, taken: ReadonlySet<string>): Refusal | null {
    const found = checkPropertyName(name, spec.limits.NAME_MAX_LENGTH);
    if (found) return propertyRefusal(this.media, found);
    return taken.has(name) ? refusal('name_duplicate', { value: name, label: '资产' }) : null;
  }

  private quotaProblem(spec: SandboxPropertyType, type: string, held: number): Refusal | null {
    const cap = spec.limits.PER_ACCOUNT;
    return cap !== null && held >= cap ? refusal('property_quota', { limit: cap, value: held, label: type }) : null;
  }

  private async parentProblem(q: Q, advertiserId: string, spec: SandboxPropertyType, parentId: string | null): Promise<Refusal | null> {
    if (!spec.parentType) return null;
    if (parentId === null) return refusal('parent_not_found', { label: '上级资产' });
    const parents = await this.ownRows(q, advertiserId, spec.parentType, [parentId]);
    return parents.has(parentId) ? null : refusal('parent_not_found', { label: '资产' });
  }

  private checkContext(advertiserId: string) {
    return { media: this.media, regions: regionTreeIndex(this.regionDepth()), advertiserId };
  }

  /** The depth of the media's region tree: its targeting type's, else three levels. */
  private regionDepth(): RegionDepth {
    for (const spec of this.built.values()) if (spec.limits.REGION) return spec.limits.REGION.DEPTH;
    return 3;
  }

  // ---------- rows ----------

  private async takenNames(q: Q, advertiserId: string, type: string, names: readonly string[]): Promise<Set<string>> {
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

  private async heldCount(q: Q, advertiserId: string, type: string): Promise<number> {
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
  private async ownRows(q: Q, advertiserId: string, type: string, ids: readonly string[]): Promise<Map<string, PropertyRow>> {
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

  /** A new object (a create, a push's copy, the seed): its id, review and lifecycle times from the clock. */
  protected async insertProperty(
    q: Q,
    spec: SandboxPropertyType,
    input: { advertiserId: string; type: string; draft: PropertyDraft; source: { id: string; advertiserId: string; size: number | null } | null; at?: number; size?: number | null },
  ): Promise<PropertyRow> {
    const now = input.at ?? this.clock.now();
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
    return q
      .insertInto('sandbox_properties')
      .values({
        media_code: this.media,
        property_id: id,
        property_type: input.type,
        advertiser_id: input.advertiserId,
        parent_id: input.draft.parentId ?? null,
        name: input.draft.name,
        values: json(input.draft.values),
        state: 'enabled',
        review_at: toDate(facts.reviewAt),
        ready_at: toDate(facts.readyAt),
        expires_at: toDate(facts.expiresAt),
        offline_at: null,
        size: life ? (input.size ?? input.source?.size ?? null) : null,
        source_property_id: input.source?.id ?? null,
        source_advertiser_id: input.source?.advertiserId ?? null,
        created_at: new Date(now),
        modified_at: new Date(now),
        next_transition_at: toDate(nextTransitionOf(facts, spec, now)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
