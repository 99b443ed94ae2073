// @toufang/creation-kit: batch ad creation of every media on one kit (docs/design/creation.md): the full-screen
// creation editor a media's creation routes render with its CreationVariantSpec, the template picker, and the
// creation tasks pages.
export {};
export * from './lib/tasks';
