// The notifier's outside deliveries (docs/design/tools.md §4.1): deliver (a notify_deliveries row and its durable
// notify.deliver job, in the caller's transaction), the job's attempts with back-off, and the robots' shared
// per-minute counts. An area library because enqueueing a job is the jobs area's.
export { deliver, notifyDeliverJob, channelKey, DELIVERY_ATTEMPTS, type DeliverRequest, type DeliveryChannel, type DeliveryOrigin } from './lib/deliver';
export { reserveSend } from './lib/rate';
export { NOTIFY_JOB_TEXTS } from './lib/texts';
