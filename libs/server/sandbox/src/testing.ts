// For specs only: a sandbox under the port contract suite, and the checks every media's sandbox passes.
export * from './testing/sandbox-harness';
export * from './testing/sandbox-checks';
export * from './testing/sandbox-contract';
export * from './testing/property-test-config';
