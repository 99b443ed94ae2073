// The port contract suite against kuaishou's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { KUAISHOU } from './lib/config';

describeSandboxContract(KUAISHOU);
