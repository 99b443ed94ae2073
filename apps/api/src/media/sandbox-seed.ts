// The sandbox seed over what this server registers: its sandboxes and the desk's seeded media accounts, so
// every fresh database holds the same sandbox as the desk's accounts (docs/media-adapters.md, Seed).
import type { Queryable } from '@toufang/server-db';
import { seedSandboxFrom, type SandboxSeedOptions, type SandboxSeedResult } from '@toufang/server-sandbox';
import { randomSequence, seedAccounts } from '../seed/catalogue';
import { SANDBOX_CONFIGS } from './sandbox-media';

export { SANDBOX_SEED, type SandboxSeedOptions, type SandboxSeedResult } from '@toufang/server-sandbox';

/** Seeds the sandbox media (call once, on an empty sandbox). */
export function seedSandboxMedia(db: Queryable, options: SandboxSeedOptions = {}): Promise<SandboxSeedResult> {
  return seedSandboxFrom(db, { configs: SANDBOX_CONFIGS, accounts: seedAccounts, randomSequence }, options);
}
