// The delivery calls of the contract (openapi/paths/delivery.yaml), as TanStack Query options built with the
// helpers of libs/api. deliveryCalls(media) binds them to one media: a media library hands its binding to
// defineDeliveryMedia (its lib/queries), so a media whose calls differ one day changes them there.
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';
import { queryOptions } from '@tanstack/react-query';
import type { DeliveryLevel, MediaCode } from '@toufang/domain';
import type { DeliveryListQuery, DeliveryTrendQuery } from './delivery-types';

/** Key prefixes, for invalidation after an edit or a 刷新. */
export const DELIVERY_KEYS = {
  LIST: ['/api/delivery/list'] as const,
  TREND: ['/api/delivery/trend'] as const,
  COLUMNS: ['/api/delivery/columns/get'] as const,
};

/** POST /api/delivery/list → one page of rows, the 合计 row over the filtered set and the drill-down path. */
export const deliveryListQuery = (body: DeliveryListQuery) => defineQuery('post', '/api/delivery/list', { body });

/** POST /api/delivery/trend → a line per chosen row, or the total's. */
export const deliveryTrendQuery = (body: DeliveryTrendQuery) => defineQuery('post', '/api/delivery/trend', { body });

/** POST /api/delivery/columns/get → the caller's saved columns of a level, or null. */
export const deliveryColumnsQuery = (media: MediaCode, level: DeliveryLevel) => defineQuery('post', '/api/delivery/columns/get', { body: { media, level } });

/** POST /api/delivery/columns/save {media, level, columns}; null goes back to the defaults. */
export const saveDeliveryColumnsMutation = defineMutation('/api/delivery/columns/save');

/** POST /api/delivery/edit → queued with an editId to poll, or refused with every row's reason. */
export const startDeliveryEditMutation = defineMutation('/api/delivery/edit');

/** POST /api/delivery/edit/get → the edit's progress and its result per row. */
export const deliveryEditQuery = (editId: number) => defineQuery('post', '/api/delivery/edit/get', { body: { editId } });

/** POST /api/delivery/edit/undo → a new edit restoring the values from before (or refused). */
export const undoDeliveryEditMutation = defineMutation('/api/delivery/edit/undo');

/** POST /api/delivery/export → ready with a single-use url, or queued as a job linked from a message. */
export const exportDeliveryMutation = defineMutation('/api/delivery/export');

/** POST /api/name-rule/fields → the enabled naming rules' fields for a media and level (the 命名解析 filter's options). */
export const nameFieldsQuery = (media: MediaCode, level: DeliveryLevel) => defineQuery('post', '/api/name-rule/fields', { body: { media, level } });

/** POST /api/delivery/group-by-name → the filtered objects grouped by a field a naming rule parses from names. */
export const deliveryNameGroupsQuery = (body: Schemas['DeliveryNameGroupQuery']) => defineQuery('post', '/api/delivery/group-by-name', { body });

/** POST /api/delivery/refresh {media, accountIds} → queued and skipped accounts. */
export const refreshDeliveryMutation = defineMutation('/api/delivery/refresh');

/**
 * The accounts an account picker offers: POST /api/delivery/accounts, the accounts of the media the caller
 * may see (at most 200, by name or id), open to every optimiser the delivery tables are open to. Answered
 * as records of id, accountName and accountId, the picker's shape.
 */
export const deliveryAccountsQuery = (media: MediaCode, keyword: string) =>
  queryOptions({
    ...defineQuery('post', '/api/delivery/accounts', { body: { media, ...(keyword ? { keyword } : {}) } }),
    select: (accounts): { records: DeliveryPickerAccount[] } => ({
      records: (accounts ?? []).map((a) => ({ id: a.id, accountName: a.name, accountId: a.advertiserId, sandbox: a.sandbox })),
    }),
  });

/** An account as the picker shows it. */
export interface DeliveryPickerAccount {
  id: number;
  accountName: string;
  accountId: string;
  sandbox: boolean;
}

/** How many accounts the picker lists at once: the most the account call answers. */
export const ACCOUNT_PICKER_SIZE = 200;

/** The calls a delivery page makes, bound to one media. */
export function deliveryCalls(media: MediaCode) {
  return {
    media,
    list: deliveryListQuery,
    trend: deliveryTrendQuery,
    columns: (level: DeliveryLevel) => deliveryColumnsQuery(media, level),
    nameFields: (level: DeliveryLevel) => nameFieldsQuery(media, level),
    groupByName: deliveryNameGroupsQuery,
    saveColumns: saveDeliveryColumnsMutation,
    startEdit: startDeliveryEditMutation,
    edit: deliveryEditQuery,
    undoEdit: undoDeliveryEditMutation,
    export: exportDeliveryMutation,
    refresh: refreshDeliveryMutation,
    accounts: (keyword: string) => deliveryAccountsQuery(media, keyword),
  };
}

export type DeliveryCalls = ReturnType<typeof deliveryCalls>;
