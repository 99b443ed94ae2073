// Creation tasks (issue 22, docs/design/creation.md §4): a batch-creation submission frozen with its rows, executed
// wave by wave as durable jobs on the media through the gateway, followed through review, and reported.
export { creationTaskHandlers } from './lib/handlers';
export { submitCreationTask, requestIdOf, type SubmitInput, type SubmitAnswer } from './lib/submit';
export { creationWaveJob, waveDedupeKey, type CreationWavePayload, type CreationWaveResult } from './lib/execute/wave-job';
export { deleteCreatedJob } from './lib/delete-created';
export { draftOf, findByName } from './lib/execute/media-calls';
export { creationReportExportJob } from './lib/report-export';
export { settleTask, taskCounts, creationTaskLink } from './lib/execute/settle';
export { ruleSummary } from './lib/plan';
export { CREATION_LIMITS, CREATION_TASK_CODES, CREATION_TASK_TEXTS, CREATION_TASK_STATE_TEXT } from './lib/texts';
