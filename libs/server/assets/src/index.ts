// The assets section's server area: the labels of materials and titles (标签管理); the material library and
// titles follow on the same tables.
export { labelGroups, labelHandlers, labelUseCounts } from './lib/labels';
export { ASSET_CODES, ASSET_TEXTS } from './lib/texts';
