// The gdt sandbox adapter: the shared engine with gdt's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';
import { GDT } from './lib/config';

export { GDT } from './lib/config';

export function createGdtSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, GDT, options);
}
