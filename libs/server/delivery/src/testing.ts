// For contract suites only: the delivery area's fixtures (synced accounts, a filled metrics store, a worker
// that drains jobs) and media ports on a fake clock over the registered sandboxes.
export * from './testing/fixture';
export * from './testing/ports';
