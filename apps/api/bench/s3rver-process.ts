// s3rver in a process of its own for the upload bench (material-upload-bench.ts): in the bench's own process
// it would share one event loop with the server it is measured against. Prints the S3 adapter's options as
// one JSON line, then serves until stdin closes. BENCH_S3_DIRECT=1: with the private-storage flag's direct upload.
import { startS3TestServer } from '@toufang/server-storage/testing';

const s3 = await startS3TestServer({ directUpload: process.env.BENCH_S3_DIRECT === '1' });
process.stdout.write(`${JSON.stringify(s3.options)}\n`);
process.stdin.resume();
process.stdin.on('end', () => void s3.stop().then(() => process.exit(0)));
