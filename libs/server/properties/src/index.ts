// The property kit's server area (docs/design/properties.md §2): every media's property types through one set
// of operations, the desk's copy synced from the media (同步资产), and writes through the media's gateway.
export { propertyHandlers } from './lib/handlers';
export { propertySyncJob, syncedTypes, syncAccountType, type PropertySyncPayload } from './lib/sync';
export { storeProperties, propertyAnswer } from './lib/records';
export { PROPERTY_CODES, PROPERTY_TEXTS } from './lib/texts';
export { propertyHourlySyncJob, propertySchedules, PROPERTY_SCHEDULE } from './lib/schedules';
