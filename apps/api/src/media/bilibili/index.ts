// The bilibili sandbox adapter: the shared engine with bilibili's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '../sandbox/engine';
import { BILIBILI } from './config';

export { BILIBILI } from './config';

export function createBilibiliSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, BILIBILI, options);
}
