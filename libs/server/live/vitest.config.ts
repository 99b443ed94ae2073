import { defineProject } from 'vitest/config';
import { unitTestConfig } from '../../../vitest.shared.ts';

export default defineProject(unitTestConfig(import.meta.url, 'server-live', 'node'));
