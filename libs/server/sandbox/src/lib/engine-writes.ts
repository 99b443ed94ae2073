// The sandbox engine's writes: changing one field of many objects, each outcome per object (creating them is
// engine-creates.ts). A rename is refused as a duplicate only at the levels whose names the media keeps unique.
import { sql as raw, type Kysely } from 'kysely';
import { sqlOn, type Database } from '@toufang/server-db';
import {
  chinaDay,
  checkBatch,
  checkBid,
  checkBudgetEdit,
  checkName,
  refusal,
  type LevelSpec,
  type ObjectEdit,
  type ObjectOutcome,
  type OptStatus,
  type Refusal,
} from '@toufang/server-media';
import type { Snapshot } from './model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, fen, yuanOf, type Change, changeOf } from './engine-support';
import { ModelContext } from './model-context';
import { SandboxCreates } from './engine-creates';
import { namesUnique } from './config';

export abstract class SandboxWrites extends SandboxCreates {
  // ---------- objects: editing ----------

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
        if (problem || change.value === row.name || !namesUnique(this.config, row.level)) return problem;
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
    const set: { name?: string; name_unique?: boolean; opt_status?: OptStatus; budget_fen?: number | null; bid_fen?: number | null; schedule?: string | null } = {};
    // A renamed object takes its level's rule into the unique index (a row made before 041 says unique).
    if (change.field === 'name') Object.assign(set, { name: change.value, name_unique: namesUnique(this.config, row.level) });
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
