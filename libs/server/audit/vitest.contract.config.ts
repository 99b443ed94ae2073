import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../../vitest.shared.ts';

// The audit trail on the contract run's database (PGlite, or the PostgreSQL of DATABASE_URL); it needs no
// server, so no template database either.
export default defineProject(contractTestConfig(import.meta.url, 'server-audit-contract'));
