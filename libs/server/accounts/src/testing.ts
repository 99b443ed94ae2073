// For specs and benches only: .xlsx workbooks built in memory (the upload's fixtures).
export * from './testing/xlsx-fixture';
