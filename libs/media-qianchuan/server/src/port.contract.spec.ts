// The port contract suite against qianchuan's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describeSandboxContract } from '@toufang/server-sandbox/testing';
import { QIANCHUAN } from './lib/config';

describeSandboxContract(QIANCHUAN);
