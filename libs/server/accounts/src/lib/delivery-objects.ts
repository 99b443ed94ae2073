// The desk's copy of the accounts' delivery objects: each sync asks the media, level by level, only for
// what changed since the cursor it kept, through the gateway (so within the media's limits), and stores it.
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { bindingsOfAttributes, isMediaError, type MediaObject } from '@toufang/server-media';
import type { AccountRow } from './account-sync';
import type { MediaPorts } from '@toufang/server-context';

/** Rows per upsert statement (about 19 parameters a row, far under PostgreSQL's 65,535). */
const UPSERT_CHUNK = 500;
/**
 * Accounts synced at once. Media limits are per account, and the gateway spaces the calls to one account,
 * so several accounts side by side finish sooner without asking any account faster.
 */
export const OBJECT_SYNC_CONCURRENCY = 8;

/** Runs `work` on every item, at most `limit` at a time (a few lines; no library needed for this). */
async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const fen = (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100));

export interface ObjectSyncResult {
  /** Objects stored (new or changed). */
  objects: number;
  /** Accounts the media refused, with its Chinese reason (the account sync reports it on the account). */
  refused: { accountId: number; reason: string }[];
}

/** Brings the desk's copy of these accounts' objects up to date; accounts without an active authorisation are skipped. */
export async function syncDeliveryObjects(db: Db, ports: MediaPorts, rows: readonly AccountRow[], now: Date): Promise<ObjectSyncResult> {
  const q = sqlOn(db);
  const result: ObjectSyncResult = { objects: 0, refused: [] };
  await forEachConcurrently(rows, OBJECT_SYNC_CONCURRENCY, async (row) => {
    if (row.authorization_id === null) return;
    const auth = await q.selectFrom('media_authorizations').select('status').where('id', '=', row.authorization_id).executeTakeFirst();
    if (auth?.status !== 'active') return;
    const media = row.media_code as MediaCode;
    const gateway = ports.gateway(media, row.authorization_id);
    const cursors = new Map(
      (await q.selectFrom('delivery_sync_cursors').select(['level', 'cursor']).where('account_id', '=', row.id).execute()).map((c) => [c.level, c.cursor]),
    );
    try {
      for (const { level } of ports.port(media).levels) {
        const { objects, cursor } = await gateway.listChanges({ advertiserId: row.account_id, level, cursor: cursors.get(level) });
        await db.transaction(async (tx) => {
          await store(tx, row, objects, now);
          await storeBindings(tx, row, objects);
          await sqlOn(tx)
            .insertInto('delivery_sync_cursors')
            .values({ account_id: row.id, level, cursor, synced_at: now })
            .onConflict((oc) => oc.columns(['account_id', 'level']).doUpdateSet({ cursor, synced_at: now }))
            .execute();
        });
        result.objects += objects.length;
      }
    } catch (error) {
      if (!isMediaError(error)) throw error;
      result.refused.push({ accountId: row.id, reason: error.message });
    }
  });
  return result;
}

/** What DeliveryRow.attributes may hold (openapi/components/delivery.yaml): keys, and characters a value. */
export const KEPT_ATTRIBUTES = { keys: 20, valueLength: 200 } as const;

/**
 * The media's attributes the desk keeps for its tables: the first 20 in the media's order, a value longer than
 * 200 characters left out (an object created by batch creation answers every field it was created with,
 * and its title list, which the desk has in the task anyway). The bindings are read from the whole answer.
 */
export function keptAttributes(attributes: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  let kept = 0;
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (kept >= KEPT_ATTRIBUTES.keys) break;
    if (typeof value !== 'string' || [...value].length > KEPT_ATTRIBUTES.valueLength) continue;
    out[key] = value;
    kept += 1;
  }
  return out;
}

/**
 * One object per id, the latest modified (on a tie the one listed last, as a listing answers in time order):
 * a media may answer an object twice within one listing (written again while it paged), and one upsert
 * statement cannot touch a row twice.
 */
export function latestPerObject(objects: readonly MediaObject[]): MediaObject[] {
  const byId = new Map<string, MediaObject>();
  for (const o of objects) {
    const seen = byId.get(o.id);
    if (!seen || Date.parse(o.modifiedAt) >= Date.parse(seen.modifiedAt)) byId.set(o.id, o);
  }
  return [...byId.values()];
}

async function store(tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: AccountRow, listed: readonly MediaObject[], now: Date) {
  const objects = latestPerObject(listed);
  for (let i = 0; i < objects.length; i += UPSERT_CHUNK) {
    const values = objects.slice(i, i + UPSERT_CHUNK).map((o) => ({
      media_code: row.media_code,
      object_id: o.id,
      account_id: row.id,
      customer_id: row.customer_id,
      level: o.level,
      parent_id: o.parentId,
      name: o.name,
      opt_status: o.optStatus,
      review: o.review,
      reject_reason: o.rejectReason,
      learning: o.learning,
      status_text: o.statusText,
      budget_fen: fen(o.budget),
      bid_fen: fen(o.bid),
      schedule: o.schedule,
      material_id: o.materialId,
      attributes: JSON.stringify(keptAttributes(o.attributes)),
      created_at: o.createdAt,
      modified_at: o.modifiedAt,
      synced_at: now,
    }));
    await sqlOn(tx)
      .insertInto('delivery_objects')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['media_code', 'object_id']).doUpdateSet((eb) => ({
          account_id: eb.ref('excluded.account_id'),
          customer_id: eb.ref('excluded.customer_id'),
          parent_id: eb.ref('excluded.parent_id'),
          name: eb.ref('excluded.name'),
          opt_status: eb.ref('excluded.opt_status'),
          review: eb.ref('excluded.review'),
          reject_reason: eb.ref('excluded.reject_reason'),
          learning: eb.ref('excluded.learning'),
          status_text: eb.ref('excluded.status_text'),
          budget_fen: eb.ref('excluded.budget_fen'),
          bid_fen: eb.ref('excluded.bid_fen'),
          schedule: eb.ref('excluded.schedule'),
          material_id: eb.ref('excluded.material_id'),
          attributes: eb.ref('excluded.attributes'),
          modified_at: eb.ref('excluded.modified_at'),
          synced_at: eb.ref('excluded.synced_at'),
        })),
      )
      .execute();
  }
}

/**
 * The packs the listed objects use (property_bindings, read by 消耗明细 and the in-use removal rule), replaced
 * object by object from what the media answered, with the objects: a listing answers every object whose packs
 * changed, so the account's bindings follow the media's. A deleted object uses none. Idempotent.
 */
export async function storeBindings(tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: Pick<AccountRow, 'id' | 'media_code'>, listed: readonly MediaObject[]): Promise<void> {
  const objects = latestPerObject(listed);
  for (let i = 0; i < objects.length; i += UPSERT_CHUNK) {
    const chunk = objects.slice(i, i + UPSERT_CHUNK);
    await sqlOn(tx)
      .deleteFrom('property_bindings')
      .where('media_code', '=', row.media_code)
      .where('account_id', '=', row.id)
      .where('object_id', 'in', chunk.map((o) => o.id))
      .execute();
    const values = chunk
      .filter((o) => o.optStatus !== 'deleted')
      .flatMap((o) => bindingsOfAttributes(o.attributes).map((b) => ({ media_code: row.media_code, account_id: row.id, object_id: o.id, property_type: b.type, media_property_id: b.id, role: b.role })));
    for (let j = 0; j < values.length; j += UPSERT_CHUNK) {
      await sqlOn(tx).insertInto('property_bindings').values(values.slice(j, j + UPSERT_CHUNK)).onConflict((oc) => oc.doNothing()).execute();
    }
  }
}
