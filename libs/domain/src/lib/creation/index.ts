// Batch ad creation (issue 22, docs/design/creation.md).
export * from './types';
export * from './spec';
export * from './assist';
export * from './texts';
export * from './naming';
export * from './combine';
export * from './waves';
export * from './checks';
export * from './error-prevention';
export * from './spec-check';
