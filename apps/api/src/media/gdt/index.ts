// The gdt sandbox adapter: the shared engine with gdt's levels, ids, limits and error codes.
import type { Db } from '@toufang/server-db';
import { SandboxMedia, type SandboxOptions } from '../sandbox/engine';
import { GDT } from './config';

export { GDT } from './config';

export function createGdtSandbox(db: Db, options?: SandboxOptions): SandboxMedia {
  return new SandboxMedia(db, GDT, options);
}
