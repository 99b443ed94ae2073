import { openTestDb } from '../jobs/testing/test-db';
import { describeAuditTrail } from './testing/audit-suite';

describeAuditTrail('the audit trail on PGlite', () => openTestDb());
