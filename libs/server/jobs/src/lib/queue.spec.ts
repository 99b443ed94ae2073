import { describeJobQueue, describeOnceAcrossWorkers } from '../testing/queue-suite';
import { openTestDb } from '@toufang/server-testing';

describeJobQueue('durable jobs on PGlite', () => openTestDb());
describeOnceAcrossWorkers('once-only on PGlite', () => openTestDb());
