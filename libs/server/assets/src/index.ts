// The assets section's server area: the labels of materials and titles (标签管理) and the material library
// (素材库: upload, list, edits, signed file links); titles follow on the same tables.
export { labelGroups, labelHandlers, labelUseCounts } from './lib/labels';
export { ASSET_CODES, ASSET_TEXTS } from './lib/texts';
export { materialHandlers } from './lib/materials/handlers';
export { visibleMaterials } from './lib/materials/visibility';
export { materialSummaryHandlers } from './lib/materials/summary/handlers';
export { fileLinks, type FileLinks } from './lib/materials/file-links';
export { parseRange } from './lib/materials/handlers';
export { largestMaterialBytes } from './lib/materials/upload';
export { MATERIAL_CODES, MATERIAL_TEXTS } from './lib/materials/texts';
export { titleHandlers } from './lib/titles/handlers';
export { figuresOf, sumsByTitle } from './lib/titles/figures';
export { TITLE_TEXTS } from './lib/titles/texts';
export { materialPushJob, pushLink } from './lib/materials/push/push-job';
export { materialRefusal, type PushMaterial } from './lib/materials/push/push-plan';
export { companyMaterialsBehind, deskMaterialsOf, materialsInAccount, visibleMaterialFacts, type MaterialInAccount, type PushNowAccount } from './lib/materials/push/push-now';
export { materialReviewHandlers } from './lib/review/handlers';
export { REVIEW_CODES, REVIEW_TEXTS } from './lib/review/texts';
export { newShareToken, sharePath } from './lib/review/shares';
