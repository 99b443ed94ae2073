// @toufang/creation-kit: batch ad creation of every media on one kit (docs/design/creation.md): the full-screen
// creation editor a media's creation routes render with its CreationVariantSpec, the template picker, and the
// creation tasks pages.
export { AssistPage, type AssistPageProps } from './lib/assist/assist-page';
