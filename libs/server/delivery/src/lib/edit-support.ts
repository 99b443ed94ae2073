// What the delivery edit's parts share: its contract types, value rules, action names and the link of its
// rows (edits.ts starts and reads edits, edit-plan.ts checks them, edit-job.ts runs them).
import type { components } from '@toufang/api/contract';
import { DELIVERY_LEVEL_LABELS, type DeliveryLevel, deliveryLevelPath, type MediaCode } from '@toufang/domain';
import { type Actor } from '@toufang/server-audit';
import { type EditFieldName, type EditValue } from '@toufang/server-db';
import { EDIT_FIELD_WORDS } from './texts';

export type Schemas = components['schemas'];
export type EditRequest = Schemas['DeliveryEditRequest'];
export type EditStart = Schemas['DeliveryEditStart'];
export type EditRefusal = Schemas['DeliveryEditRefusal'];

/** Accounts whose chunks run side by side: the media's limits are per account, so lanes finish sooner. */
export const EDIT_CONCURRENCY = 4;
/** Failures listed in an edit's message; the rest are in the edit's own view. */
export const MESSAGE_FAILURES_SHOWN = 20;

/** One row of a planned edit. */
export interface PlannedItem {
  id: string;
  accountId: number;
  name: string;
  accountName: string;
  before: EditValue;
  after: EditValue;
  /**
   * Who acts on this row when it is not the edit's own actor: the AI助手 rule whose action it is, when an edit
   * carries several rules' rows. The row's audit record names it; planEdit never sets it (the caller does).
   */
  actor?: Actor;
}

export const fenToYuan = (fen: string | number | null) => (fen === null ? null : Number(fen) / 100);
export const yuanToFen = (yuan: EditValue) => (yuan === null ? null : Math.round(Number(yuan) * 100));

export function levelLabel(media: MediaCode, level: DeliveryLevel): string {
  if (level === 'account') return '账户';
  return (DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>)[level] ?? level;
}

/** The key a field's value has in the operation log's before/after (its Chinese label comes from there). */
export const auditKey = (level: DeliveryLevel, field: EditFieldName) => (level === 'account' && field === 'budget' ? 'dailyBudget' : field);
export const sameValue = (a: EditValue, b: EditValue) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 0.005 : a === b);


export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

export const editAction = (field: EditFieldName) => `delivery.${field}`;
export const editActionName = (field: EditFieldName, undo: boolean) => `${undo ? '撤销' : ''}修改${EDIT_FIELD_WORDS[field]}`;

export interface EditPayload {
  editId: number;
}


export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);


/** The desk route of the table filtered to an edit's objects. */
export function editLink(media: MediaCode, level: DeliveryLevel, editId: number): string {
  return `/${deliveryLevelPath(media, level)}?editId=${editId}`;
}
