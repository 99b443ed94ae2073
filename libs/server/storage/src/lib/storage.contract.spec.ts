// The storage port's suite on both adapters: the folder in a temporary directory, and S3 against s3rver,
// a real S3-protocol server on a loopback port that this file starts (testing/s3-test-server.ts).
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3TestServer } from '../testing/s3-test-server';
import { FolderStorage } from './folder-storage';
import { openS3Storage, s3Client } from './s3-storage';
import { describeFileStorage } from './storage.contract-suite';

describeFileStorage('the folder storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'toufang-files-'));
  return {
    storage: new FolderStorage({ root }),
    keys: async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

for (const directUpload of [true, false]) {
  describeFileStorage(`the S3 storage on s3rver (${directUpload ? 'browser uploads to the store' : 'uploads through the server'})`, async () => {
    const server = await startS3TestServer({ directUpload });
    const storage = await openS3Storage(server.options);
    const lister = s3Client(server.options);
    return {
      storage,
      async keys() {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await lister.send(new ListObjectsV2Command({ Bucket: server.options.bucket, ContinuationToken: token }));
          keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys;
      },
      async close() {
        lister.destroy();
        await storage.close();
        await server.stop();
      },
    };
  });
}
