// The bilibili sandbox adapter: the shared engine with bilibili's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { BILIBILI } from './lib/config';

export { BILIBILI } from './lib/config';

export function createBilibiliSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, BILIBILI, options);
}
