// The sandbox engine's writes: creating objects (drafts checked against the media's rules and quota) and
// changing one field of many, each outcome per object.
import { sql as raw, type Kysely } from 'kysely';
import { sqlOn, type Database } from '@toufang/server-db';
import {
  ALWAYS_ON,
  chinaDay,
  isSchedule,
  checkBatch,
  checkBid,
  checkBudgetEdit,
  checkName,
  refusal,
  type LevelSpec,
  type MediaObject,
  type ObjectDraft,
  type ObjectEdit,
  type ObjectLevel,
  type ObjectOutcome,
  type OptStatus,
  type Refusal,
} from '@toufang/server-media';
import { shapedId } from './ids';
import { reviewOf, type Snapshot } from './model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, fen, yuanOf, json, type Change, changeOf } from './engine-support';
import { ModelContext } from './model-context';
import { SandboxObjects } from './engine-objects';

export abstract class SandboxWrites extends SandboxObjects {
  // ---------- objects: writing ----------

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
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const names = new Set(
          (
            await q
              .selectFrom('sandbox_objects')
              .select('name')
              .where('media_code', '=', this.media)
              .where('advertiser_id', '=', advertiserId)
              .where('level', '=', level)
              .where('opt_status', '<>', 'deleted')
              .where('name', 'in', drafts.length > 0 ? drafts.map((d) => d.name) : [''])
              .execute()
          ).map((r) => r.name),
        );
        const parents = await this.objectsById(
          drafts.map((d) => d.parentId).filter((id): id is string => id !== null),
          q,
        );
        let delivering = spec.delivers ? await this.deliveringCount(q, advertiserId, level) : 0;
        const materials = await this.materialIds(q, advertiserId, drafts.map((d) => d.materialId).filter((id): id is string => !!id));
        const outcomes: (ObjectOutcome<MediaObject> | { key: string; row: ObjectRow })[] = [];
        const created: ObjectRow[] = [];
        for (const draft of drafts) {
          const problem = this.checkDraft(draft, spec, advertiserId, parents, names, materials);
          const paused = draft.paused === true;
          if (problem) {
            outcomes.push(objectRefusal(this.config, draft.name, problem));
            continue;
          }
          if (spec.delivers && !paused && delivering >= this.limits.deliveryQuota) {
            outcomes.push(objectRefusal(this.config, draft.name, refusal('delivery_quota', { limit: this.limits.deliveryQuota, label: spec.label })));
            continue;
          }
          if (spec.delivers && !paused) delivering += 1;
          names.add(draft.name);
          const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
          const id = shapedId(this.idShape(level), n);
          const snapshot: Snapshot = {
            at: now,
            status: paused ? 'paused' : 'enabled',
            budgetFen: spec.has.budget ? fen(draft.budget) : null,
            bidFen: spec.has.bid ? fen(draft.bid) : null,
            schedule: spec.has.schedule ? (draft.schedule ?? ALWAYS_ON) : null,
          };
          const row = (await q
            .insertInto('sandbox_objects')
            .values({
              media_code: this.media,
              object_id: id,
              advertiser_id: advertiserId,
              level,
              parent_id: draft.parentId,
              name: draft.name,
              opt_status: snapshot.status,
              budget_fen: snapshot.budgetFen,
              bid_fen: snapshot.bidFen,
              schedule: snapshot.schedule,
              material_id: draft.materialId ?? null,
              settings_log: json([snapshot]),
              created_at: new Date(now),
              modified_at: new Date(now),
              review_at: new Date(reviewOf(id, draft.name, now, now).decidedAt),
            })
            .returningAll()
            .executeTakeFirstOrThrow());
          created.push(row);
          outcomes.push({ key: draft.name, row });
        }
        const ctx = await this.context(created, q, true);
        return outcomes.map((o) => ('row' in o ? { key: o.key, ok: true as const, value: this.view(o.row, ctx) } : o));
      });
    });
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

  updateObjects(accessToken: string, edit: ObjectEdit): Promise<ObjectOutcome[]> {
    return this.call(async () => {
      const { advertiserId, level, field, items } = edit;
      await this.enter(accessToken, advertiserId);
      const spec = this.spec(level);
      const tooMany = checkBatch(this.limits, field, items.length);
      if (tooMany) refuse(tooMany.rule, { ...tooMany.params });
      const now = this.clock.now();
      return this.db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const rows = await this.objectsById(items.map((i) => i.id), q);
        const ctx = await this.context([...rows.values()], q);
        let delivering = spec.delivers ? await this.deliveringCount(q, advertiserId, level) : 0;
        const outcomes: ObjectOutcome[] = [];
        for (const item of items) {
          const row = rows.get(item.id);
          if (!row || row.advertiser_id !== advertiserId || row.level !== level || row.opt_status === 'deleted') {
            outcomes.push(objectRefusal(this.config, item.id, refusal('not_found', { label: spec.label })));
            continue;
          }
          const change = changeOf(field, item.value);
          if ('rule' in change) {
            outcomes.push(objectRefusal(this.config, item.id, change));
            continue;
          }
          const problem = await this.checkEdit(q, row, spec, change, ctx, delivering, now);
          if (problem) {
            outcomes.push(objectRefusal(this.config, item.id, problem));
            continue;
          }
          if (spec.delivers && change.field === 'status') {
            if (row.opt_status !== 'enabled' && change.value === 'enabled') delivering += 1;
            if (row.opt_status === 'enabled' && change.value !== 'enabled') delivering -= 1;
          }
          await this.apply(q, row, change, now);
          outcomes.push({ key: item.id, ok: true, value: null });
        }
        return outcomes;
      });
    });
  }

  protected async checkEdit(
    q: Kysely<Database>,
    row: ObjectRow,
    spec: LevelSpec,
    change: Change,
    ctx: ModelContext,
    delivering: number,
    now: number,
  ): Promise<Refusal | null> {
    switch (change.field) {
      case 'status':
        if (spec.delivers && change.value === 'enabled' && row.opt_status !== 'enabled' && delivering >= this.limits.deliveryQuota) {
          return refusal('delivery_quota', { limit: this.limits.deliveryQuota, label: spec.label });
        }
        return null;
      case 'budget':
        if (!spec.has.budget) return refusal('invalid_value', { detail: `${spec.label}没有预算` });
        return checkBudgetEdit({
          limits: this.limits,
          scope: spec.level,
          label: spec.label,
          current: yuanOf(row.budget_fen),
          next: change.value,
          editsToday: await this.editsTodayIn(q, row.advertiser_id, row.object_id, now),
          todayCost: ctx.todayCostFen(row) / 100,
        });
      case 'bid':
        return spec.has.bid ? checkBid(this.limits, change.value) : refusal('invalid_value', { detail: `${spec.label}没有出价` });
      case 'schedule':
        return spec.has.schedule ? null : refusal('invalid_value', { detail: `${spec.label}没有投放时段` });
      case 'name': {
        const problem = checkName(this.limits, change.value);
        if (problem || change.value === row.name) return problem;
        const clash = await q
          .selectFrom('sandbox_objects')
          .select('object_id')
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', row.advertiser_id)
          .where('level', '=', row.level)
          .where('name', '=', change.value)
          .where('opt_status', '<>', 'deleted')
          .executeTakeFirst();
        return clash ? refusal('name_duplicate', { value: change.value, label: spec.label }) : null;
      }
    }
  }

  protected async editsTodayIn(q: Kysely<Database>, advertiserId: string, target: string, now: number): Promise<number> {
    const row = await q
      .selectFrom('sandbox_budget_edits')
      .select('edits')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('target', '=', target)
      .where('china_day', '=', chinaDay(now))
      .executeTakeFirst();
    return row?.edits ?? 0;
  }

  protected async apply(q: Kysely<Database>, row: ObjectRow, change: Change, now: number): Promise<void> {
    const next: Snapshot = { ...row.settings_log[row.settings_log.length - 1], at: now };
    const set: { name?: string; opt_status?: OptStatus; budget_fen?: number | null; bid_fen?: number | null; schedule?: string | null } = {};
    if (change.field === 'name') set.name = change.value;
    if (change.field === 'status') next.status = set.opt_status = change.value;
    if (change.field === 'budget') next.budgetFen = set.budget_fen = fen(change.value);
    if (change.field === 'bid') next.bidFen = set.bid_fen = fen(change.value);
    if (change.field === 'schedule') next.schedule = set.schedule = change.value;
    const logChange = change.field === 'name' ? {} : { settings_log: raw<string>`settings_log || ${JSON.stringify([next])}::text::jsonb` };
    await q
      .updateTable('sandbox_objects')
      .set({ ...set, ...logChange, modified_at: new Date(now), change_seq: raw<number>`nextval('sandbox_change_seq')` })
      .where('media_code', '=', this.media)
      .where('object_id', '=', row.object_id)
      .execute();
    if (change.field === 'budget') await this.countEdit(q, row.advertiser_id, row.object_id, now);
    if (change.field === 'status' && change.value === 'deleted') {
      // Deleting an object deletes what is under it, as every media does.
      let parents = [row.object_id];
      while (parents.length > 0) {
        const kids = await this.selectObjects(q).where('parent_id', 'in', parents).where('opt_status', '<>', 'deleted').execute();
        for (const kid of kids) await this.apply(q, kid, change, now);
        parents = kids.map((k) => k.object_id);
      }
    }
  }

}
