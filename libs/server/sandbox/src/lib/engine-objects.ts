// The sandbox engine's accounts and the reading of objects: an account's budget, objects by id and their
// children, what the media shows of an object, and the incremental list.
import { sql as raw, type Kysely } from 'kysely';
import { sqlOn, type Database } from '@toufang/server-db';
import {
  chinaDay,
  checkBudgetEdit,
  PROPERTY_BINDING_ATTRIBUTES,
  type LevelSpec,
  type ListObjectsQuery,
  type MediaAccountInfo,
  type MediaAdvertiser,
  type MediaObject,
  type ObjectLevel,
  type ObjectPage,
} from '@toufang/server-media';
import { levelSpec } from './config';
import { learningOf, reviewOf } from './model';
import { sandboxTitleOf } from './demo-titles';
import { refuse } from './wire';
import { type ObjectRow, fen, yuanOf, type Cursor, readCursor, writeCursor } from './engine-support';
import { ModelContext, statusText } from './model-context';
import { bindingAttributes, draftBindingAttributes, draftUsesPack, NO_PACKS, packKindOf, packsAt, usesPack, type DatedPack, type DatedPacks } from './bindings';
import { createdAttributes, seededAttributes } from './creation-rules';
import { SandboxAccess } from './engine-access';

export abstract class SandboxObjects extends SandboxAccess {
  /** Today's spend of an account, 元 in 分 (the reports' section, engine.ts). */
  protected abstract accountTodayCostFen(advertiserId: string): Promise<number>;

  // ---------- accounts ----------

  listAdvertisers(accessToken: string): Promise<MediaAdvertiser[]> {
    return this.call(async () => {
      const scope = await this.tokenScope(accessToken);
      const rows = await this.q
        .selectFrom('sandbox_advertisers')
        .select(['advertiser_id', 'name', 'company_name'])
        .where('media_code', '=', this.media)
        .where('advertiser_id', 'in', scope)
        .orderBy('advertiser_id')
        .execute();
      return rows.map((r) => ({ advertiserId: r.advertiser_id, name: r.name, companyName: r.company_name }));
    });
  }

  getAccount(accessToken: string, advertiserId: string): Promise<MediaAccountInfo> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const row = await this.advertiser(advertiserId);
      return {
        advertiserId,
        name: row.name,
        companyName: row.company_name,
        status: row.status,
        balance: row.balance_fen / 100,
        dailyBudget: yuanOf(row.daily_budget_fen),
        todayCost: (await this.accountTodayCostFen(advertiserId)) / 100,
      };
    });
  }

  updateAccountBudget(accessToken: string, advertiserId: string, dailyBudget: number | null): Promise<void> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const now = this.clock.now();
      const row = await this.advertiser(advertiserId);
      const problem = checkBudgetEdit({
        limits: this.limits,
        scope: 'account',
        label: '账户',
        current: yuanOf(row.daily_budget_fen),
        next: dailyBudget,
        editsToday: await this.editsToday(advertiserId, 'account', now),
        todayCost: (await this.accountTodayCostFen(advertiserId)) / 100,
      });
      if (problem) refuse(problem.rule, { ...problem.params });
      if (dailyBudget === yuanOf(row.daily_budget_fen)) return;
      await this.db.transaction(async (tx) => {
        await sqlOn(tx)
          .updateTable('sandbox_advertisers')
          .set({ daily_budget_fen: fen(dailyBudget) })
          .where('media_code', '=', this.media)
          .where('advertiser_id', '=', advertiserId)
          .execute();
        await this.countEdit(sqlOn(tx), advertiserId, 'account', now);
      });
    });
  }

  protected async advertiser(advertiserId: string) {
    const row = await this.q
      .selectFrom('sandbox_advertisers')
      .selectAll()
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst();
    if (!row) refuse('not_found', { label: '账户' });
    return row;
  }

  protected async editsToday(advertiserId: string, target: string, now: number): Promise<number> {
    const row = await this.q
      .selectFrom('sandbox_budget_edits')
      .select('edits')
      .where('media_code', '=', this.media)
      .where('advertiser_id', '=', advertiserId)
      .where('target', '=', target)
      .where('china_day', '=', chinaDay(now))
      .executeTakeFirst();
    return row?.edits ?? 0;
  }

  protected async countEdit(q: Kysely<Database>, advertiserId: string, target: string, now: number): Promise<void> {
    await q
      .insertInto('sandbox_budget_edits')
      .values({ media_code: this.media, advertiser_id: advertiserId, target, china_day: chinaDay(now), edits: 1 })
      .onConflict((oc) =>
        oc.columns(['media_code', 'advertiser_id', 'target', 'china_day']).doUpdateSet({ edits: raw<number>`sandbox_budget_edits.edits + 1` }),
      )
      .execute();
  }

  // ---------- objects: reading ----------

  protected selectObjects(q = this.q) {
    return q.selectFrom('sandbox_objects').selectAll().where('media_code', '=', this.media);
  }

  protected async objectsById(ids: readonly string[], q = this.q): Promise<Map<string, ObjectRow>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.selectObjects(q).where('object_id', 'in', [...ids]).execute());
    return new Map(rows.map((r) => [r.object_id, r]));
  }

  protected async children(parentIds: readonly string[], q = this.q): Promise<ObjectRow[]> {
    if (parentIds.length === 0) return [];
    return await this.selectObjects(q).where('parent_id', 'in', [...parentIds]).execute();
  }

  protected spec(level: ObjectLevel): LevelSpec {
    const spec = levelSpec(this.config, level);
    if (!spec) refuse('invalid_value', { detail: `${this.media} 没有 ${level} 层级` });
    return spec;
  }

  /**
   * Everything the model needs about some objects: their ancestors, sibling counts and creatives; with `viewed`,
   * also their accounts' packs, which the answer's attributes name (reports and budgets need none).
   */
  protected async context(rows: readonly ObjectRow[], q = this.q, viewed = false): Promise<ModelContext> {
    const byId = new Map(rows.map((r) => [r.object_id, r]));
    let missing = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null && !byId.has(id)))];
    while (missing.length > 0) {
      const found = await this.objectsById(missing, q);
      for (const row of found.values()) byId.set(row.object_id, row);
      missing = [...new Set([...found.values()].map((r) => r.parent_id).filter((id): id is string => id !== null && !byId.has(id)))];
    }
    const kids = await this.children([...byId.keys()], q);
    const childrenOf = new Map<string, ObjectRow[]>();
    for (const kid of kids) {
      if (kid.parent_id === null) continue;
      const list = childrenOf.get(kid.parent_id) ?? [];
      list.push(kid);
      childrenOf.set(kid.parent_id, list);
    }
    const bound = viewed ? rows.filter((r) => this.binds(r.level)).map((r) => r.advertiser_id) : [];
    return new ModelContext(this.config, byId, childrenOf, this.clock.now(), await this.accountPacks(bound, q));
  }

  // ---------- which packs delivering objects use (bindings.ts) ----------

  /** Whether objects of this level name their targeting and audience packs (the media's declaration). */
  protected binds(level: ObjectLevel): boolean {
    return this.config.bindings?.levels.includes(level) ?? false;
  }

  /** The packs (not deleted) of some accounts that their objects choose among, by account. */
  protected async accountPacks(advertiserIds: readonly string[], q = this.q): Promise<Map<string, DatedPacks>> {
    const ids = [...new Set(advertiserIds)];
    const out = new Map<string, { targeting: DatedPack[]; audiences: DatedPack[] }>();
    if (ids.length === 0) return out;
    const rows = await q
      .selectFrom('sandbox_properties')
      .select(['advertiser_id', 'property_type', 'property_id', 'created_at'])
      .where('media_code', '=', this.media)
      .where('advertiser_id', 'in', ids)
      .where('property_type', 'in', [PROPERTY_BINDING_ATTRIBUTES.targeting.type, PROPERTY_BINDING_ATTRIBUTES.audiences.type])
      .where('state', '<>', 'deleted')
      .orderBy('property_id')
      .execute();
    for (const id of ids) out.set(id, { targeting: [], audiences: [] });
    for (const row of rows) {
      const kind = packKindOf(row.property_type);
      if (kind) out.get(row.advertiser_id)?.[kind].push({ id: row.property_id, createdAt: row.created_at.getTime() });
    }
    return out;
  }

  /** The account's objects (not deleted) that use a pack, as the media counts them in its in-use refusal. */
  protected async packUsers(q: Kysely<Database>, advertiserId: string, type: string, packId: string): Promise<string[]> {
    const kind = packKindOf(type);
    const levels = this.config.bindings?.levels ?? [];
    if (!kind) return [];
    const packs = (await this.accountPacks([advertiserId], q)).get(advertiserId) ?? NO_PACKS;
    // Objects of the binding levels, and objects of any level whose draft named packs.
    const objects = await this.selectObjects(q)
      .where('advertiser_id', '=', advertiserId)
      .where('opt_status', '<>', 'deleted')
      .where((eb) => (levels.length > 0 ? eb.or([eb('level', 'in', [...levels]), eb('created_with', 'is not', null)]) : eb('created_with', 'is not', null)))
      .execute();
    return objects
      .filter((o) => (o.created_with ? draftUsesPack(o.created_with, kind, packId) : usesPack(o.object_id, packsAt(packs, o.created_at.getTime()), kind, packId)))
      .map((o) => o.object_id);
  }

  /**
   * The attributes of the packs an object uses: those its draft named when it was created with any of the
   * draft's parts (batch creation chose them), else the sandbox's choice among its account's packs (bindings.ts)
   * on the levels whose objects name packs.
   */
  protected packAttributes(row: ObjectRow, ctx: ModelContext): Record<string, string> {
    if (row.created_with) return draftBindingAttributes(row.created_with);
    return this.binds(row.level) ? bindingAttributes(row.object_id, packsAt(ctx.packs.get(row.advertiser_id) ?? NO_PACKS, row.created_at.getTime())) : {};
  }

  protected view(row: ObjectRow, ctx: ModelContext): MediaObject {
    const now = ctx.now;
    const review = reviewOf(row.object_id, row.name, row.created_at.getTime(), now);
    const spec = this.spec(row.level);
    const deliverer = spec.delivers ? ctx.deliverer(row) : null;
    const learning = deliverer && review.status === 'approved' ? learningOf(deliverer, now) : 'none';
    return {
      id: row.object_id,
      level: row.level,
      advertiserId: row.advertiser_id,
      parentId: row.parent_id,
      name: row.name,
      optStatus: row.opt_status,
      review: review.status,
      rejectReason: review.reason,
      learning,
      statusText: statusText(row.opt_status, review.status, learning, row.schedule, now),
      budget: spec.has.budget ? yuanOf(row.budget_fen) : null,
      bid: spec.has.bid ? yuanOf(row.bid_fen) : null,
      schedule: spec.has.schedule ? row.schedule : null,
      materialId: row.material_id,
      // A delivering ad carries its creative title (demo-titles.ts), which the title library's figures follow.
      attributes: {
        ...this.config.attributes?.({ id: row.object_id, level: row.level, advertiserId: row.advertiser_id, settings: row.created_with?.settings ?? null }),
        ...(spec.delivers ? { title: sandboxTitleOf(row.object_id) } : {}),
        // What its draft was created with (settings under the desk's field keys, materials, titles) …
        ...createdAttributes(row.created_with),
        // … and the targeting pack and audience packs it uses, where the media's API answers them.
        ...this.packAttributes(row, ctx),
        // … or, for an object made before the desk created anything through the media, the settings the media
        // answers of it, last: the desk keeps an object's first 20 attributes, and these matter least there.
        ...(row.created_with ? {} : seededAttributes(this.config.creation, row.level, row.object_id)),
      },
      createdAt: row.created_at.toISOString(),
      modifiedAt: row.modified_at.toISOString(),
    };
  }

  listObjects(accessToken: string, query: ListObjectsQuery): Promise<ObjectPage> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      this.spec(query.level);
      const limit = Math.min(Math.max(1, query.limit ?? this.limits.pageSize), this.limits.pageSize);
      const cursor = readCursor(query.cursor, query.modifiedSince);
      const now = this.clock.now();
      // The listing's start: kept across its pages.
      const b = cursor.b ?? cursor.s;
      const st = cursor.st ?? now;
      // The exact name and parent filters narrow both parts of the listing (a create looked up before a retry).
      const base = () => {
        let select = this.selectObjects().where('advertiser_id', '=', query.advertiserId).where('level', '=', query.level);
        if (query.name !== undefined) select = select.where('name', '=', query.name);
        if (query.parentId !== undefined) select = select.where('parent_id', '=', query.parentId);
        return select;
      };
      // First what was written after the cursor, in write order …
      let changed = base().where('change_seq', '>', cursor.s);
      if (cursor.m !== undefined) changed = changed.where('modified_at', '>=', new Date(cursor.m));
      const written = (await changed.orderBy('change_seq').limit(limit + 1).execute());
      if (written.length > limit) {
        const page = written.slice(0, limit);
        const ctx = await this.context(page, this.q, true);
        return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor({ ...cursor, s: page[page.length - 1].change_seq, b, st }), hasMore: true };
      }
      // … then what review decided since the last sync without a write (its status changed on the clock).
      const room = limit - written.length;
      const since = cursor.m;
      const after = cursor.o;
      const decided = (await base()
        // Not answered above: written before this listing began (or, when the sync started from a time, before it).
        .where((eb) => (since === undefined ? eb('change_seq', '<=', b) : eb.or([eb('change_seq', '<=', b), eb('modified_at', '<', new Date(since))])))
        .where((eb) =>
          after === undefined
            ? eb('review_at', '>', new Date(cursor.t))
            : eb.or([eb('review_at', '>', new Date(cursor.t)), eb.and([eb('review_at', '=', new Date(cursor.t)), eb('object_id', '>', after)])]),
        )
        .where('review_at', '<=', new Date(now))
        .orderBy('review_at')
        .orderBy('object_id')
        .limit(room + 1)
        .execute());
      const lastSeq = written.length > 0 ? written[written.length - 1].change_seq : cursor.s;
      const hasMore = decided.length > room;
      const taken = decided.slice(0, room);
      const page = [...written, ...taken];
      const ctx = await this.context(page, this.q, true);
      if (hasMore) {
        const last = taken[taken.length - 1];
        // With no room left (a full page of writes) nothing was taken: the review part starts on the next page.
        const cursorOut: Cursor = last
          ? { s: lastSeq, t: last.review_at.getTime(), o: last.object_id, m: since, b, st }
          : { ...cursor, s: lastSeq, b, st };
        return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor(cursorOut), hasMore };
      }
      // The next listing asks again for reviews decided since this one began: an object written during it was
      // viewed before the end and may have been decided since (answered once more then, never lost).
      return { objects: page.map((r) => this.view(r, ctx)), nextCursor: writeCursor({ s: lastSeq, t: st }), hasMore };
    });
  }

}
