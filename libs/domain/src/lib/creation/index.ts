// Batch ad creation (issue 22, docs/design/creation.md).
export * from './types';
export * from './spec';
export * from './assist';
