// The sandbox engine's property calls (docs/design/properties.md §2.7): every declared property type of the media
// in one table, with the type's id shape, review and lifecycle from the clock (property-model.ts), the checks in
// the media's order (engine-property-rules.ts), pushes as copies with their source kept, and the region tree its
// targeting packs are checked against (regions.ts).
import { sql as raw } from 'kysely';
import { PENDING_PROPERTY_LIMITS, propertyKind, type PropertyTypeLimits } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import {
  refusal,
  type ListPropertiesQuery,
  type MediaPropertyPage,
  type MediaProperty,
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
import { type SandboxPropertyHookContext, type SandboxPropertyType } from './config';
import { PROPERTY_ACTION_TEXT } from './sandbox-comments';
import { nextTransitionOf, reviewDelayMs } from './property-model';
import { toDate, toMs } from './property-rows';
import { regionTree } from './regions';
import { objectRefusal, refuse } from './wire';
import { json } from './engine-support';
import { SandboxPropertyRules } from './engine-property-rules';

/** The words of the in-use refusal for the packs delivering objects choose among. */
const PACK_LABEL: Readonly<Record<string, string>> = { target: '定向包', 'custom-audience': '人群包' };

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

export abstract class SandboxProperties extends SandboxPropertyRules {
  /** The media's declarations as the port answers them (its configuration does not change). */
  private specs: readonly PropertyTypeSpec[] | undefined;
  /** Each option kind's tree and its version (the tree is the media's; its hash is taken once). */
  private readonly options = new Map<PropertyOptionKind, PropertyOptions>();

  /** Every type the media declares, built or not (a pending one offers no operation). */
  get properties(): readonly PropertyTypeSpec[] {
    return (this.specs ??= Object.entries(this.config.properties).map(([type, declared]) => {
      const limits: PropertyTypeLimits = declared === 'pending' ? PENDING_PROPERTY_LIMITS : declared.limits;
      return {
        type,
        kind: propertyKind(this.media, type),
        parentType: declared === 'pending' ? null : (declared.parentType ?? null),
        operations: { ...limits.OPERATIONS },
        review: declared !== 'pending' && declared.review !== null,
        lifecycle: declared !== 'pending' && declared.lifecycle !== null,
        materialFields: Object.fromEntries(Object.entries(limits.MATERIAL_FIELDS ?? {}).map(([name, f]) => [name, { kind: f.KIND, label: f.LABEL }])),
        limits: {
          nameMaxLength: limits.NAME_MAX_LENGTH,
          perAccount: limits.PER_ACCOUNT,
          pushAccounts: limits.PUSH.ACCOUNTS,
          createBatch: limits.CREATE_BATCH,
          deleteBatch: limits.DELETE_BATCH,
          pageSize: this.limits.pageSize,
        },
      };
    }));
  }

  // ---------- reading ----------

  listProperties(accessToken: string, query: ListPropertiesQuery): Promise<MediaPropertyPage> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const after = decodeCursor(query.cursor);
      const spec = this.declared(query.type);
      if (!spec) return { properties: [], nextCursor: encodeCursor(after), hasMore: false };
      const limit = Math.max(1, Math.min(query.limit ?? this.limits.pageSize, this.limits.pageSize));
      if (spec.rows) {
        // A type the desk does not make (comments) lists from its own rows, by the same cursor.
        const own = await spec.rows.list(this.hookContext(), { advertiserId: query.advertiserId, type: query.type, after, limit });
        return { properties: own.properties, nextCursor: encodeCursor(own.last), hasMore: own.hasMore };
      }
      await this.advanceTransitions(query.advertiserId, query.type, spec);
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
            spec.check(draft.values, await this.checkContext(q, input.advertiserId)) ??
            (await this.materialProblem(q, input.advertiserId, spec, draft.values)) ??
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
          const values = change.values ? (spec.keep?.(change.values, row.property_id) ?? change.values) : row.values;
          const problem =
            (name !== row.name ? this.nameProblem(name, spec, names) : null) ??
            (change.values ? (spec.check(values, await this.checkContext(q, input.advertiserId)) ?? (await this.materialProblem(q, input.advertiserId, spec, values))) : null);
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
          // A pack that delivering objects use stays: the media refuses with its in-use code.
          const users = await this.packUsers(q, input.advertiserId, input.type, id);
          if (users.length > 0) {
            out.push(objectRefusal(this.config, id, refusal('property_in_use', { label: PACK_LABEL[input.type] ?? '该资产', value: users.length })));
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
          // What the target holds, read once: its count, the copies it has of these sources, the names taken.
          let held = await this.heldCount(q, target, push.type);
          const copies = await this.copiesOf(q, target, [...sources.keys()]);
          const taken = await this.takenNames(q, target, push.type, [...sources.values()].map((r) => r.name));
          for (const id of push.ids) {
            const source = sources.get(id);
            if (!source) {
              out.push(refused(id, target, refusal('not_found', { label: '资产' })));
              continue;
            }
            const copy = copies.get(id);
            if (copy) {
              out.push({ sourceId: id, advertiserId: target, ok: true, propertyId: copy });
              continue;
            }
            // The copy's values: the desk's in place of the source's where given; its materials must be the target's.
            const values = push.values?.[target]?.[id] ?? source.values;
            const problem = this.nameProblem(source.name, spec, taken) ?? (await this.materialProblem(q, target, spec, values)) ?? this.quotaProblem(spec, push.type, held);
            if (problem) {
              out.push(refused(id, target, problem));
              continue;
            }
            held += 1;
            taken.add(source.name);
            const row = await this.insertProperty(q, spec, {
              advertiserId: target,
              type: push.type,
              draft: { name: source.name, parentId: source.parent_id, values },
              source: { id, advertiserId: push.advertiserId, size: source.size === null ? null : Number(source.size) },
            });
            copies.set(id, row.property_id);
            out.push({ sourceId: id, advertiserId: target, ok: true, propertyId: row.property_id });
          }
        }
        return out;
      });
    });
  }

  /** A type's own actions (评论: 回复, 隐藏 …), as its declaration offers them; any other is refused whole. */
  actOnProperties(accessToken: string, input: PropertyActionInput): Promise<ObjectOutcome<MediaProperty>[]> {
    return this.call(async () => {
      await this.enter(accessToken, input.advertiserId);
      const actions = this.declared(input.type)?.actions;
      if (!actions?.offered.includes(input.action)) return refuse('property_not_offered', { label: '该类资产', operation: PROPERTY_ACTION_TEXT[input.action] });
      this.checkBatchOf(input.ids.length, actions.batch);
      return actions.act(this.hookContext(), input);
    });
  }

  /** What a type's own rows and actions read of the engine. */
  private hookContext(): SandboxPropertyHookContext {
    return {
      media: this.media,
      db: this.db,
      now: this.clock.now(),
      deliveringLevels: this.config.levels.filter((l) => l.delivers).map((l) => l.level),
      refused: (key, problem) => objectRefusal(this.config, key, problem),
    };
  }

  async propertyOptions(kind: PropertyOptionKind): Promise<PropertyOptions> {
    let kept = this.options.get(kind);
    if (!kept) {
      const tree = kind === 'region' ? regionTree(this.regionDepth()) : (this.config.propertyOptions?.[kind] ?? []);
      kept = { version: createHash('sha256').update(JSON.stringify(tree)).digest('hex').slice(0, 16), tree };
      this.options.set(kind, kept);
    }
    return kept;
  }
}
