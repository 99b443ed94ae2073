// The material library's files: the storage port's two adapters (a folder, an S3-compatible store), opening
// the one the environment names, and reading what a file is from its bytes (libs/server/storage/README.md).
export * from './lib/constants';
export * from './lib/errors';
export * from './lib/keys';
export * from './lib/ranges';
export * from './lib/verify-stream';
export * from './lib/folder-storage';
export * from './lib/s3-storage';
export * from './lib/open';
export * from './lib/local-copy';
export * from './inspect/inspect-errors';
export * from './inspect/file-kind';
export * from './inspect/image';
export * from './inspect/video';
export * from './inspect/inspect-file';
export * from './inspect/display-name';
