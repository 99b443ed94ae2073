import { defineQuery, type Schemas } from '@toufang/api';

export type LiveAlertRuleRow = Schemas['LiveAlertRule'];

export const LIVE_ALERT_RULE_KEY = ['/api/live/alert-rule/list'] as const;

/** POST /api/live/alert-rule/list → the caller's alert rules and those naming the caller, newest first. */
export const liveAlertRuleListQuery = () => defineQuery('post', '/api/live/alert-rule/list', { body: {} });
