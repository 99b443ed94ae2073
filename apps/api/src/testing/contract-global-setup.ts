// Once per contract run, before any file: the seeded template database every test server copies
// (@toufang/server-testing's template.ts), built by the composed server. Seeding once instead of once per
// file is most of a file's start-up. Every server contract run uses it (vitest.shared.ts,
// serverContractTestConfig), whichever project's suite it is.
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from '@toufang/server-testing';
import { buildServer } from '../server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The template's demo users are hashed at the cost the suites' servers use (vitest.contract.config.ts),
  // which their workers get from the config's env; this process gets it here.
  const { NODE_ENV, TOUFANG_TEST_SCRYPT_N, TOUFANG_DEMO_MATERIALS } = process.env;
  process.env.NODE_ENV = 'test';
  process.env.TOUFANG_TEST_SCRYPT_N = project.config.env?.TOUFANG_TEST_SCRYPT_N ?? '';
  process.env.TOUFANG_DEMO_MATERIALS = project.config.env?.TOUFANG_DEMO_MATERIALS ?? '0';
  let prepared: Awaited<ReturnType<typeof prepareTemplate>>;
  try {
    // npm test names one folder for the run, so its ten-odd suites seed the template once, not once each.
    prepared = await prepareTemplate(buildServer, process.env.DATABASE_URL || undefined, process.env.TOUFANG_CONTRACT_TEMPLATE_DIR || undefined);
  } finally {
    restore('NODE_ENV', NODE_ENV);
    restore('TOUFANG_TEST_SCRYPT_N', TOUFANG_TEST_SCRYPT_N);
    restore('TOUFANG_DEMO_MATERIALS', TOUFANG_DEMO_MATERIALS);
  }
  const { template, remove } = prepared;
  project.provide('databaseTemplate', template);
  return remove;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
