// The desk's copy of the media's property objects (media_properties): written from the media's answers (a
// sync, a write through the desk) and answered as the contract's PropertyRow.
import { formatChinaTime, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { Selectable } from 'kysely';
import { sqlOn, type Queryable, type MediaPropertiesTable } from '@toufang/server-db';
import type { MediaProperty } from '@toufang/server-media';

export type PropertyRowAnswer = components['schemas']['PropertyRow'];
export type StoredProperty = Selectable<MediaPropertiesTable>;

/** At most this many summary attributes are kept (the contract's bound). */
const SUMMARY_KEYS = 20;

/** The account a copy belongs to, as the answer names it. */
export interface PropertyAccount {
  id: number;
  customerId: number;
  media: MediaCode;
  advertiserId: string;
  name: string;
}

/** Upserts the media's objects of one account into the desk's copy (one statement per 500 rows). */
export async function storeProperties(q: Queryable, account: PropertyAccount, properties: readonly MediaProperty[], syncedAt: Date): Promise<StoredProperty[]> {
  const stored: StoredProperty[] = [];
  for (let start = 0; start < properties.length; start += 500) {
    const rows = properties.slice(start, start + 500).map((p) => ({
      customer_id: account.customerId,
      account_id: account.id,
      media_code: account.media,
      property_type: p.type,
      media_property_id: p.id,
      parent_media_id: p.parentId,
      name: p.name,
      values: JSON.stringify(p.values),
      summary: JSON.stringify(Object.fromEntries(Object.entries(p.summary).slice(0, SUMMARY_KEYS))),
      state: p.state,
      review: p.review,
      reject_reason: p.rejectReason,
      status_text: p.statusText,
      lifecycle: p.lifecycle,
      size: p.size,
      created_at: new Date(p.createdAt),
      modified_at: new Date(p.modifiedAt),
      synced_at: syncedAt,
    }));
    stored.push(
      ...(await sqlOn(q)
        .insertInto('media_properties')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['media_code', 'account_id', 'property_type', 'media_property_id']).doUpdateSet((eb) => ({
            parent_media_id: eb.ref('excluded.parent_media_id'),
            name: eb.ref('excluded.name'),
            values: eb.ref('excluded.values'),
            summary: eb.ref('excluded.summary'),
            state: eb.ref('excluded.state'),
            review: eb.ref('excluded.review'),
            reject_reason: eb.ref('excluded.reject_reason'),
            status_text: eb.ref('excluded.status_text'),
            lifecycle: eb.ref('excluded.lifecycle'),
            size: eb.ref('excluded.size'),
            modified_at: eb.ref('excluded.modified_at'),
            synced_at: eb.ref('excluded.synced_at'),
          })),
        )
        .returningAll()
        .execute()),
    );
  }
  return stored;
}

/** A stored copy as the contract answers it; `values` only where the operation shows them. */
export function propertyAnswer(row: StoredProperty, account: { advertiserId: string; name: string }, withValues: boolean): PropertyRowAnswer {
  return {
    id: Number(row.id),
    media: row.media_code as MediaCode,
    type: row.property_type,
    accountId: row.account_id,
    advertiserId: account.advertiserId,
    accountName: account.name,
    mediaId: row.media_property_id,
    parentMediaId: row.parent_media_id,
    name: row.name,
    state: row.state,
    review: row.review,
    rejectReason: row.reject_reason,
    statusText: row.status_text,
    lifecycle: row.lifecycle,
    size: row.size === null ? null : Number(row.size),
    summary: { ...row.summary },
    ...(withValues ? { values: { ...row.values } } : {}),
    createdAt: formatChinaTime(row.created_at),
    modifiedAt: formatChinaTime(row.modified_at),
    syncedAt: formatChinaTime(row.synced_at),
  };
}
