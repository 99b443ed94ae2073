import { defineMutation } from '@toufang/api';

/** POST /api/live/aweme/renew {accountId, awemeId} → the 抖音号 with that binding's new 授权期至 (one year on). */
export const renewAwemeMutation = defineMutation('/api/live/aweme/renew');
