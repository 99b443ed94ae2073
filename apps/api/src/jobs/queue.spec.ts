import { describeJobQueue, describeOnceAcrossWorkers } from './testing/queue-suite';
import { openTestDb } from './testing/test-db';

describeJobQueue('durable jobs on PGlite', () => openTestDb());
describeOnceAcrossWorkers('once-only on PGlite', () => openTestDb());
