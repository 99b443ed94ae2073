// The kuaishou sandbox adapter: the shared engine with kuaishou's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { KUAISHOU } from './lib/config';

export { KUAISHOU } from './lib/config';

export function createKuaishouSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, KUAISHOU, options);
}
