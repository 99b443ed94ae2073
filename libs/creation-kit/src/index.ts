// @toufang/creation-kit: batch ad creation of every media on one kit (docs/design/creation.md §5): the full-screen
// creation editor a media's creation routes render with its CreationVariantSpec, the template picker, and the
// creation tasks pages. Only a media's page modules import it (each loaded with import()), so it never joins
// the shell's first load.
export { CreationEditorPage, creationTasksPath, editorPath, flowPath, type CreationEditorPageProps, type CreationFlowStep } from './lib/editor/creation-editor-page';
export { CreationRoutePage, creationSegmentOfPath, variantOfPath, type CreationRoutePageProps } from './lib/route/creation-route-page';
export { TemplatePickerDialog, type TemplatePickerDialogProps } from './lib/template-picker/template-picker-dialog';
export { BatchCreatePicker, type BatchCreatePickerProps } from './lib/template-picker/batch-create-picker';
export { CREATION_KIT_TEXTS } from './lib/texts';
export * from './lib/tasks';
// Update, copy and copyPlan of existing objects (issue 22 "Update and copy").
export { ExistingObjectPage, type ExistingObjectPageProps } from './lib/existing/existing-object-page';
export type { EditorMode } from './lib/editor/creation-editor';
export { AssistPage, type AssistPageProps } from './lib/assist/assist-page';
