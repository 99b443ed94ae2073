import { openTestDb } from '@toufang/server-testing';
import { describeAuditTrail } from '../testing/audit-suite';

describeAuditTrail('the audit trail on PGlite', () => openTestDb());
