// Setup file of every server contract run (vitest.shared.ts, serverContractTestConfig): hands the composition
// to @toufang/server-testing (the composed server, each media's registered sandbox, the sandbox seed), so an
// area library's suite and test kit use them without importing the app or a media's adapter.
import { useComposition } from '@toufang/server-testing';
import { createSandboxMedia } from '../media/sandbox-media';
import { seedSandboxMedia } from '../media/sandbox-seed';
import { buildServer } from '../server';

useComposition({ build: buildServer, sandboxMedia: createSandboxMedia, seedSandboxMedia });
