// For specs and test kits only: a real S3-protocol server on this machine, and files made on the spot.
export * from './testing/s3-test-server';
export * from './testing/sample-files';
