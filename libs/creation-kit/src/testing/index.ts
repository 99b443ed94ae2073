// `@toufang/creation-kit/testing`: the creation kit's test kit (a fake creation server and a renderer), for the
// kit's specs and the media libraries' page tests. Only specs and test kits import it.
export * from './creation-test-kit';
export * from './route-spec-kit';
