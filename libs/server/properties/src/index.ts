// The property kit's server area (docs/design/properties.md §2): every media's property types through one set
// of operations, the desk's copy synced from the media (同步资产), and writes through the media's gateway.
export { propertyHandlers } from './lib/handlers';
export { propertySyncJob, syncedTypes, syncAccountType, type PropertySyncPayload } from './lib/sync';
export { storeProperties, propertyAnswer } from './lib/records';
export { PROPERTY_CODES, PROPERTY_TEXTS } from './lib/texts';
export { propertyHourlySyncJob, propertySchedules, PROPERTY_SCHEDULE } from './lib/schedules';
export { propertyPushJob, propertyPushLink, type PropertyPushPayload, type PropertyPushResult } from './lib/push/push-job';
export { PROPERTY_PUSH_PAIRS_MAX } from './lib/push/push';
