// The domain's test kit (specs only): what every media's creation-rules spec asks of its `<CODE>_CREATION`.
export { sampleCreationBody, defaultsFindings } from './creation-spec-kit';
