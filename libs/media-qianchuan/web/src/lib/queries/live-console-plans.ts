import { defineQuery, type Schemas } from '@toufang/api';

export type LiveConsolePlan = Schemas['LiveConsolePlan'];

export const LIVE_CONSOLE_PLANS_KEY = ['/api/live/console/plans'] as const;

/** POST /api/live/console/plans {accountId, awemeId} → the room's live plans: 启停, budget, bid, this stream's figures. */
export const liveConsolePlansQuery = (ref: Schemas['LiveAwemeRef']) => defineQuery('post', '/api/live/console/plans', { body: ref });
