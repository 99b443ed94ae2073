// The qianchuan sandbox adapter: the shared engine with qianchuan's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { QIANCHUAN } from './lib/config';

export { QIANCHUAN } from './lib/config';
export { LIVE_PLAN_SHARE, QIANCHUAN_LIVE, QIANCHUAN_MARKETING_GOAL, qianchuanAttributes, qianchuanAwemes } from './lib/live-rooms';

export function createQianchuanSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, QIANCHUAN, options);
}
