// The port contract suite against toutiao's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { TOUTIAO } from './lib/config';

describeSandboxContract(TOUTIAO);
