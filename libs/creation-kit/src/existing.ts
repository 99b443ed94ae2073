// @toufang/creation-kit/existing: update, copy and copyPlan of existing objects (issue 22 "Update and copy"),
// the editor's copy mode and the update editor, apart from the kit's other pages.
export { ExistingObjectPage, type ExistingObjectPageProps } from './lib/existing/existing-object-page';
