import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../../vitest.shared.ts';

// Contract tests over a fresh database per file (PGlite, or the PostgreSQL of DATABASE_URL), one file at a time.
export default defineProject(contractTestConfig(import.meta.url, 'media-kuaishou-server-contract'));
