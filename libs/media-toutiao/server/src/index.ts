// The toutiao sandbox adapter: the shared engine with toutiao's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { TOUTIAO } from './lib/config';

export { TOUTIAO } from './lib/config';

export function createToutiaoSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, TOUTIAO, options);
}
