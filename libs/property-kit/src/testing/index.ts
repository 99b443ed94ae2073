// The property kit's test kit (see property-test-kit.tsx); only specs and test kits import it.
export * from './property-test-kit';
