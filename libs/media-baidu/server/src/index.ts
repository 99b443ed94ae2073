// The baidu sandbox adapter: the shared engine with baidu's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { BAIDU } from './lib/config';

export { BAIDU } from './lib/config';

export function createBaiduSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, BAIDU, options);
}
