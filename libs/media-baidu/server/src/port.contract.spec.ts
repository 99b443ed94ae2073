// The port contract suite against baidu's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { BAIDU } from './lib/config';

describeSandboxContract(BAIDU);
