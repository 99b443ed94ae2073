// The port contract suite against gdt's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { GDT } from './lib/config';

describeSandboxContract(GDT);
