// For contract suites and test kits only: the composed server over a copy of the seeded template database,
// called over HTTP; the seeded users; the demo callers of the access table; hostile inputs.
import './lib/provided';

export * from './lib/composed';
export * from './lib/harness';
export * from './lib/template';
export * from './lib/users';
export * from './lib/demo-callers';
export * from './lib/hostile';
export * from './lib/test-db';
export * from './lib/upload';
