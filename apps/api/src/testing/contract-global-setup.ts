// Once per contract run, before any file: the seeded template database every test server copies
// (testing/template.ts). Seeding once instead of once per file is most of a file's start-up.
import type { TestProject } from 'vitest/node';
import { prepareTemplate, type DatabaseTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await prepareTemplate(process.env.DATABASE_URL || undefined);
  project.provide('databaseTemplate', template);
  return remove;
}
