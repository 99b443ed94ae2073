import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type ReturnOrderQuery = Schemas['ReturnOrderQuery'];
export type ReturnOrder = Schemas['ReturnOrder'];
export type ReturnOrderPage = Schemas['ReturnOrderPage'];
export type ReturnOrderAccount = Schemas['ReturnOrderAccount'];

/** POST /api/tools/return-orders/list → one page of refunded and returned orders, newest first, with totals. */
export const returnOrdersQuery = (query: ReturnOrderQuery) => defineQuery('post', '/api/tools/return-orders/list', { body: query });

/** POST /api/tools/return-orders/accounts → the qianchuan and kuaishou accounts the caller sees (the 账户 filter). */
export const returnOrderAccountsQuery = () => ({ ...defineQuery('post', '/api/tools/return-orders/accounts', {}), staleTime: 60_000 });

/** POST /api/tools/return-orders/sync → fetch a range's orders from the media now. */
export const syncReturnOrdersMutation = defineMutation('/api/tools/return-orders/sync');

/** Every page of the list, asked again after a sync. */
export const isReturnOrdersQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === '/api/tools/return-orders/list';
