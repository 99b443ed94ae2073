// 定时报表推送's calls (openapi/paths/tools-report-push.yaml, tag tools-report-push).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type PushRule = Schemas['PushRule'];
export type PushDelivery = Schemas['PushDelivery'];
export type PushRuleSaveRequest = Schemas['PushRuleSaveRequest'];
export type PushOptions = Schemas['PushOptions'];
export type PushInboxEntry = Schemas['PushInboxEntry'];
export type PushChannelKind = Schemas['PushChannelKind'];

/** POST /api/tools/push-rule/list → one page of the push rules the caller sees. */
export const pushRulesQuery = (current: number, size: number, keyword?: string) => defineQuery('post', '/api/tools/push-rule/list', { body: { current, size, ...(keyword ? { keyword } : {}) } });

/** POST /api/tools/push-rule/get → one rule (404 outside the caller's scope). */
export const pushRuleQuery = (id: number) => defineQuery('post', '/api/tools/push-rule/get', { body: { id } });

/** POST /api/tools/push-rule/options → the accounts and projects to pick, and the local receivers' webhooks. */
export const pushOptionsQuery = () => defineQuery('post', '/api/tools/push-rule/options', { body: {} });

/** POST /api/tools/push-rule/deliveries → 推送记录 of a rule, newest first. */
export const pushDeliveriesQuery = (ruleId: number, current: number, size: number) => defineQuery('post', '/api/tools/push-rule/deliveries', { body: { ruleId, current, size } });

/** POST /api/tools/push/inbox → what the local receivers received (404 without them). */
export const pushInboxQuery = () => defineQuery('post', '/api/tools/push/inbox', { body: {} });

export const savePushRuleMutation = defineMutation('/api/tools/push-rule/save');
export const togglePushRuleMutation = defineMutation('/api/tools/push-rule/toggle');
export const removePushRuleMutation = defineMutation('/api/tools/push-rule/remove');
export const testSendPushRuleMutation = defineMutation('/api/tools/push-rule/test-send');

/** Every query of this area, asked again after a change. */
export const isPushQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && (query.queryKey[0].startsWith('/api/tools/push-rule/') || query.queryKey[0].startsWith('/api/tools/push/'));
