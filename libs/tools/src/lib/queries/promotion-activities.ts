// 推广活动's calls (openapi/paths/tools-promotion-activity.yaml, tag tools-promotion-activity).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type PromotionActivity = Schemas['PromotionActivity'];
export type PromotionActivityListQuery = Schemas['PromotionActivityListQuery'];
export type PromotionActivityOptions = Schemas['PromotionActivityOptions'];
export type PromotionActivitySaveRequest = Schemas['PromotionActivitySaveRequest'];

/** POST /api/tools/monitor/activity/list → one page of the activities the caller sees. */
export const promotionActivitiesQuery = (query: PromotionActivityListQuery) => defineQuery('post', '/api/tools/monitor/activity/list', { body: query });

/** POST /api/tools/monitor/activity/get → one activity (404 outside the caller's scope). */
export const promotionActivityQuery = (id: number) => defineQuery('post', '/api/tools/monitor/activity/get', { body: { id } });

/** POST /api/tools/monitor/activity/days → an activity's synced days of a range, with totals. */
export const promotionActivityDaysQuery = (id: number, from: string, to: string) => defineQuery('post', '/api/tools/monitor/activity/days', { body: { id, from, to } });

/** POST /api/tools/monitor/activity/options → the accounts to pick, and an account's monitoring properties (writers only). */
export const promotionActivityOptionsQuery = (accountId: number | null) =>
  defineQuery('post', '/api/tools/monitor/activity/options', { body: accountId === null ? {} : { accountId } });

export const savePromotionActivityMutation = defineMutation('/api/tools/monitor/activity/save');

/** Every query of the activities, asked again after a change. */
export const isPromotionActivityQuery = (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/tools/monitor/activity/');
