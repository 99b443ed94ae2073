// For specs only: the port contract every adapter passes, and a fresh migrated database for it.
export * from './testing/port-contract';
export * from './testing/media-test-db';
export * from './testing/property-contract';
export { must, refusalOf } from './testing/contract-helpers';
export * from './testing/comment-contract';
