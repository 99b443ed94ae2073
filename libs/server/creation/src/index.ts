// Batch creation's server area (issue 22, docs/design/creation.md §4): templates (temp_id) personal or shared,
// the editor's drafts, the preview's facts and the 防出错 rules with their check. The task submission (another
// area) calls checkErrorPrevention before it keeps a task and markTemplateUsed when it does.
export { creationHandlers, type CreationOperation } from './lib/handlers';
export { checkErrorPrevention, enabledRules, type CreationCaller } from './lib/check';
export { markTemplateUsed } from './lib/templates';
export { previewFacts, isLowEfficiencyLabel } from './lib/facts';
export { resolveReferences, visibleAccounts, type ResolvedReferences } from './lib/references';
export { variantSpecOf, variantsOf, goalValuesOf, goalOptionsOf, type GoalOption } from './lib/specs';
export { CREATION_TEXTS, CREATION_AUDIT } from './lib/texts';
