import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../../vitest.shared.ts';

// The storage port's suite on both adapters: the folder, and the S3 adapter against s3rver, an S3-protocol
// server the spec starts on a free loopback port (docs/storage.md). It needs no desk server or database.
export default defineProject(contractTestConfig(import.meta.url, 'server-storage-contract'));
