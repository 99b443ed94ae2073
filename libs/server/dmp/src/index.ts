// The data platform's server area (数据平台, docs/design/properties.md §4.1): the company's crowds, their upload as
// hashed lists, their copies as each media's audience packs, pushes, handpicked packs, lookalikes and spend.
export { dmpHandlers } from './lib/handlers';
export { crowdPushJob, startCrowdPush, type CrowdPushPayload } from './lib/push';
export { crowdState } from './lib/crowds';
export { DMP_CODES, DMP_TEXTS } from './lib/texts';
