// The baidu sandbox adapter: the shared engine with baidu's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '../sandbox/engine';
import { BAIDU } from './config';

export { BAIDU } from './config';

export function createBaiduSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, BAIDU, options);
}
