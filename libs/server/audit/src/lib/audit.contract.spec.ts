// The audit trail on the contract run's database: the PostgreSQL of DATABASE_URL (scripts/test.sh's second
// run), or, without it, a fresh PGlite as the unit suite has it.
import { openTestDb } from '@toufang/server-testing';
import { describeAuditTrail } from '../testing/audit-suite';

const databaseUrl = process.env.DATABASE_URL;

if (databaseUrl) describeAuditTrail('the audit trail on PostgreSQL', () => openTestDb({ databaseUrl }));
else describeAuditTrail('the audit trail on PGlite', () => openTestDb());
