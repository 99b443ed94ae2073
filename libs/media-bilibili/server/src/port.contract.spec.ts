// The port contract suite against bilibili's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { BILIBILI } from './lib/config';

describeSandboxContract(BILIBILI);
