// @toufang/creation-kit: batch ad creation of every media on one kit (docs/design/creation.md §5). This entry
// holds only what is light: the template picker (a delivery page's 批量创建) and the creation routes' addresses.
// Each page has its own entry, so a route loads its page and not the others (docs/architecture.md, Budgets):
// `/editor` (the creation editor), `/existing` (update, copy, copyPlan), `/tasks` (the tasks list and 创建报告),
// `/assist` (AI 智能创建). Only a media's page modules and delivery slots import them (each loaded with
// import()), so none joins the shell's first load.
export { creationSegmentOfPath, creationTasksPath, editorPath, flowPath, variantOfPath, type CreationFlowStep } from './lib/route/creation-paths';
export { TemplatePickerDialog, type TemplatePickerDialogProps } from './lib/template-picker/template-picker-dialog';
export { BatchCreatePicker, type BatchCreatePickerProps } from './lib/template-picker/batch-create-picker';
export { CREATION_KIT_TEXTS } from './lib/texts';
export type { EditorMode } from './lib/editor/creation-editor';
