// The kuaishou sandbox adapter: the shared engine with kuaishou's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '../sandbox/engine';
import { KUAISHOU } from './config';

export { KUAISHOU } from './config';

export function createKuaishouSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, KUAISHOU, options);
}
