// The sandbox engine's creates: drafts checked against the media's rules (names, parents, budgets, bids, the
// references and creation refusals of creation-rules.ts), its identical-ad refusal, daily create cap and
// delivery quota, each outcome per object; gdt's request id answers the object a repeated create already made.
// What a draft was created with is kept (created_with) and answered in the object's attributes. Names are
// refused as duplicates only at the levels whose names the media keeps unique (namesUnique, migration 041).
import { sql as raw, type Kysely } from 'kysely';
import { sqlOn, type Database, type SandboxCreatedWith } from '@toufang/server-db';
import {
  ALWAYS_ON,
  chinaDay,
  chinaDayStart,
  isSchedule,
  checkBatch,
  checkBid,
  checkName,
  PROPERTY_BINDING_ATTRIBUTES,
  refusal,
  type LevelSpec,
  type MediaObject,
  type ObjectDraft,
  type ObjectLevel,
  type ObjectOutcome,
  type Refusal,
} from '@toufang/server-media';
import { shapedId } from './ids';
import { reviewOf, type Snapshot } from './model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, fen, json } from './engine-support';
import { materialLabelsOf, materialReviewOf } from './material-model';
import { checkCreationDraft, createdWithOf, identityOf, type DraftFacts } from './creation-rules';
import { SandboxObjects } from './engine-objects';
import { namesUnique } from './config';

/** A draft's outcome before the answer is viewed: refused, made now, or made by an earlier create (request id). */
type Pending = ObjectOutcome<MediaObject> | { key: string; row: ObjectRow };

export abstract class SandboxCreates extends SandboxObjects {
  createObjects(
    accessToken: string,
    input: { advertiserId: string; level: ObjectLevel; drafts: ObjectDraft[] },
  ): Promise<ObjectOutcome<MediaObject>[]> {
    return this.call(async () => {
      const { advertiserId, level, drafts } = input;
      await this.enter(accessToken, advertiserId);
      const spec = this.spec(level);
      const tooMany = checkBatch(this.limits, 'create', drafts.length);
      if (tooMany) refuse(tooMany.rule, { ...tooMany.params });
      await this.advertiser(advertiserId);
      const now = this.clock.now();
      const creation = this.config.creation;
      const unique = namesUnique(this.config, level);
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        // The names the account's live objects of the level already hold: a draft may not take one (nor repeat
        // another draft's) where the level's names are unique; where they may repeat, nothing is refused by name.
        const names = new Set(
          unique && drafts.length > 0
            ? (
                await q
                  .selectFrom('sandbox_objects')
                  .select('name')
                  .where('media_code', '=', this.media)
                  .where('advertiser_id', '=', advertiserId)
                  .where('level', '=', level)
                  .where('opt_status', '<>', 'deleted')
                  .where('name', 'in', drafts.map((d) => d.name))
                  .execute()
              ).map((r) => r.name)
            : [],
        );
        const parents = await this.objectsById(
          drafts.map((d) => d.parentId).filter((id): id is string => id !== null),
          q,
        );
        let delivering = spec.delivers ? await this.deliveringCount(q, advertiserId, level) : 0;
        let createdToday = creation ? await this.createdToday(q, advertiserId, now) : 0;
        const materials = await this.materialIds(q, advertiserId, drafts.map((d) => d.materialId).filter((id): id is string => !!id));
        const facts = await this.draftFacts(q, advertiserId, drafts, now);
        // gdt: the objects earlier creates made under the drafts' request ids (a repeat answers them).
        const byRequest = creation?.idempotency === 'requestId' ? await this.byRequestId(q, advertiserId, drafts) : new Map<string, ObjectRow>();
        const identical = creation?.refusesIdenticalAds ? await this.liveIdentities(q, advertiserId, level) : new Map<string, string>();
        const outcomes: Pending[] = [];
        for (const draft of drafts) {
          const requestId = creation?.idempotency === 'requestId' ? draft.requestId : undefined;
          const earlier = requestId ? byRequest.get(requestId) : undefined;
          if (earlier) {
            if (earlier.level !== level) outcomes.push(objectRefusal(this.config, draft.name, refusal('invalid_value', { detail: `request_id ${requestId} 已用于其他层级` })));
            else outcomes.push({ key: draft.name, row: earlier });
            continue;
          }
          const paused = draft.paused === true;
          const createdWith = createdWithOf(draft);
          const parent = draft.parentId === null ? undefined : parents.get(draft.parentId);
          const identity = identityOf(createdWith, draft.targetingId ?? parent?.created_with?.targetingId ?? null);
          const problem =
            this.checkDraft(draft, spec, advertiserId, parents, names, materials) ??
            checkCreationDraft(this.media, creation, draft, facts) ??
            (identity !== null && identical.has(identity) ? refusal('ad_identical', { value: identical.get(identity) ?? '' }) : null) ??
            (creation && createdToday >= creation.createsPerDay ? refusal('create_daily_cap', { limit: creation.createsPerDay }) : null) ??
            (spec.delivers && !paused && delivering >= this.limits.deliveryQuota
              ? refusal('delivery_quota', { limit: this.limits.deliveryQuota, label: spec.label })
              : null);
          if (problem) {
            outcomes.push(objectRefusal(this.config, draft.name, problem));
            continue;
          }
          const row = await this.insertObject(q, { draft, spec, advertiserId, createdWith, requestId, now, unique });
          // Another process's create took the name since it was read (migration 041's unique index).
          if (row === null) {
            outcomes.push(objectRefusal(this.config, draft.name, refusal('name_duplicate', { value: draft.name, label: spec.label })));
            continue;
          }
          if (spec.delivers && !paused) delivering += 1;
          createdToday += 1;
          if (unique) names.add(draft.name);
          if (identity !== null) identical.set(identity, row.object_id);
          if (requestId) byRequest.set(requestId, row);
          outcomes.push({ key: draft.name, row });
        }
        const answered = outcomes.flatMap((o) => ('row' in o ? [o.row] : []));
        const ctx = await this.context(answered, q, true);
        return outcomes.map((o) => ('row' in o ? { key: o.key, ok: true as const, value: this.view(o.row, ctx) } : o));
      });
    });
  }

  /**
   * Inserts the draft's object; answers the object an earlier create made under its request id when another
   * process's create with it committed first, or null when another process's create took its (unique) name.
   */
  private async insertObject(
    q: Kysely<Database>,
    input: { draft: ObjectDraft; spec: LevelSpec; advertiserId: string; createdWith: SandboxCreatedWith | null; requestId: string | undefined; now: number; unique: boolean },
  ): Promise<ObjectRow | null> {
    const { draft, spec, advertiserId, createdWith, requestId, now, unique } = input;
    const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
    const id = shapedId(this.idShape(spec.level), n);
    const snapshot: Snapshot = {
      at: now,
      status: draft.paused === true ? 'paused' : 'enabled',
      budgetFen: spec.has.budget ? fen(draft.budget) : null,
      bidFen: spec.has.bid ? fen(draft.bid) : null,
      schedule: spec.has.schedule ? (draft.schedule ?? ALWAYS_ON) : null,
    };
    const inserted = await q
      .insertInto('sandbox_objects')
      .values({
        media_code: this.media,
        object_id: id,
        advertiser_id: advertiserId,
        level: spec.level,
        parent_id: draft.parentId,
        name: draft.name,
        opt_status: snapshot.status,
        budget_fen: snapshot.budgetFen,
        bid_fen: snapshot.bidFen,
        schedule: snapshot.schedule,
        material_id: draft.materialId ?? draft.materialIds?.[0] ?? null,
        settings_log: json([snapshot]),
        created_with: createdWith === null ? null : json(createdWith),
        request_id: requestId ?? null,
        name_unique: unique,
        created_at: new Date(now),
        modified_at: new Date(now),
        review_at: new Date(reviewOf(id, draft.name, now, now).decidedAt),
      })
      // No target: a clash on either unique index (request id, or a unique level's live name) inserts nothing
      // rather than aborting the transaction; which one it was is read below.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    // Another process's create with the same request id committed first: answer its object.
    const earlier = requestId ? await this.selectObjects(q).where('advertiser_id', '=', advertiserId).where('request_id', '=', requestId).executeTakeFirst() : undefined;
    return earlier ?? null;
  }

  protected idShape(level: ObjectLevel) {
    const shape = this.config.ids[level];
    if (!shape) throw new Error(`${this.media} has no id shape for ${level}`);
    return shape;
  }

  protected checkDraft(
    draft: ObjectDraft,
    spec: LevelSpec,
    advertiserId: string,
    parents: Map<string, ObjectRow>,
    names: Set<string>,
    materials: Set<string>,
  ): Refusal | null {
    const nameProblem = checkName(this.limits, draft.name);
    if (nameProblem) return nameProblem;
    // `names` holds nothing at a level whose names may repeat (createObjects).
    if (names.has(draft.name)) return refusal('name_duplicate', { value: draft.name, label: spec.label });
    if (spec.parent === null) {
      if (draft.parentId !== null) return refusal('invalid_value', { detail: `${spec.label}没有上级` });
    } else {
      const parent = draft.parentId === null ? undefined : parents.get(draft.parentId);
      if (!parent || parent.advertiser_id !== advertiserId || parent.level !== spec.parent || parent.opt_status === 'deleted') {
        return refusal('parent_not_found', { label: this.label(spec.parent) });
      }
    }
    if (spec.has.budget && draft.budget != null) {
      const min = this.limits.minBudget[spec.level];
      if (min !== undefined && draft.budget < min) return refusal('budget_too_low', { limit: min, label: spec.label });
    }
    if (spec.has.bid) {
      if (draft.bid == null) return refusal('invalid_value', { detail: `${spec.label}须填写出价` });
      const bidProblem = checkBid(this.limits, draft.bid);
      if (bidProblem) return bidProblem;
    }
    if (draft.schedule !== undefined && !isSchedule(draft.schedule)) {
      return refusal('invalid_value', { detail: '投放时段须为168位0/1字符串' });
    }
    if (draft.materialId && !materials.has(draft.materialId)) return refusal('not_found', { label: '素材' });
    return null;
  }

  protected async deliveringCount(q: Kysely<Database>, advertiserId: string, level: ObjectLevel): Promise<number> {
    const row = await q
      .selectFrom('sandbox_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('level', '=', level)
      .where('opt_status', '=', 'enabled')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Objects the account made since the start of its China day, every level (the daily create cap). */
  protected async createdToday(q: Kysely<Database>, advertiserId: string, now: number): Promise<number> {
    const row = await q
      .selectFrom('sandbox_objects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('created_at', '>=', new Date(chinaDayStart(chinaDay(now))))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  protected async materialIds(q: Kysely<Database>, advertiserId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await q
      .selectFrom('sandbox_materials')
      .select('material_id')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('material_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.material_id));
  }

  /** The account's materials and packs the drafts name, with each material's 低效 label now. */
  private async draftFacts(q: Kysely<Database>, advertiserId: string, drafts: readonly ObjectDraft[], now: number): Promise<DraftFacts> {
    const materialIds = [...new Set(drafts.flatMap((d) => d.materialIds ?? []))];
    const packIds = [...new Set(drafts.flatMap((d) => [...(d.targetingId ? [d.targetingId] : []), ...(d.audienceIds ?? [])]))];
    const materials = new Map<string, { lowEfficiency: boolean }>();
    if (materialIds.length > 0) {
      const rows = await q
        .selectFrom('sandbox_materials')
        .select(['material_id', 'signature', 'file_name', 'created_at'])
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', advertiserId)
        .where('material_id', 'in', materialIds)
        .execute();
      for (const r of rows) {
        const review = materialReviewOf({ media: this.media, materialId: r.material_id, signature: r.signature, fileName: r.file_name, createdAt: r.created_at.getTime() }, now);
        // 低效 does not depend on 首发 or 同质 (material-model.ts), so either answers it.
        const labels = materialLabelsOf({ media: this.media, signature: r.signature, firstOnMedia: true, review }, this.config.materialLabels, now);
        materials.set(r.material_id, { lowEfficiency: labels.some((l) => l.code === 'low_efficiency') });
      }
    }
    const targeting = new Set<string>();
    const audiences = new Set<string>();
    if (packIds.length > 0) {
      const rows = await q
        .selectFrom('sandbox_properties')
        .select(['property_id', 'property_type'])
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', advertiserId)
        .where('property_id', 'in', packIds)
        .where('property_type', 'in', [PROPERTY_BINDING_ATTRIBUTES.targeting.type, PROPERTY_BINDING_ATTRIBUTES.audiences.type])
        .where('state', '<>', 'deleted')
        .execute();
      for (const r of rows) (r.property_type === PROPERTY_BINDING_ATTRIBUTES.targeting.type ? targeting : audiences).add(r.property_id);
    }
    return { materials, targeting, audiences };
  }

  /** The account's objects made under the drafts' request ids, by request id. */
  private async byRequestId(q: Kysely<Database>, advertiserId: string, drafts: readonly ObjectDraft[]): Promise<Map<string, ObjectRow>> {
    const ids = [...new Set(drafts.flatMap((d) => (d.requestId ? [d.requestId] : [])))];
    if (ids.length === 0) return new Map();
    const rows = await this.selectObjects(q).where('advertiser_id', '=', advertiserId).where('request_id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.request_id ?? '', r]));
  }

  /**
   * The identities (identityOf) of the account's live objects of a level that were created with materials or
   * titles, each with the id of one object that has it. Their targeting is their own, else their parent's.
   */
  private async liveIdentities(q: Kysely<Database>, advertiserId: string, level: ObjectLevel): Promise<Map<string, string>> {
    const rows = await this.selectObjects(q)
      .where('advertiser_id', '=', advertiserId)
      .where('level', '=', level)
      .where('opt_status', '<>', 'deleted')
      .where('created_with', 'is not', null)
      .execute();
    const parents = await this.objectsById(rows.map((r) => r.parent_id).filter((id): id is string => id !== null), q);
    const out = new Map<string, string>();
    for (const row of rows) {
      const parent = row.parent_id === null ? undefined : parents.get(row.parent_id);
      if (parent?.opt_status === 'deleted') continue;
      const identity = identityOf(row.created_with, row.created_with?.targetingId ?? parent?.created_with?.targetingId ?? null);
      if (identity !== null && !out.has(identity)) out.set(identity, row.object_id);
    }
    return out;
  }
}
