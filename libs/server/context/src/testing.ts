// For specs and test kits only: a context over a test database, and an in-memory metrics store.
export * from './testing/memory-store';
export * from './testing/test-context';
