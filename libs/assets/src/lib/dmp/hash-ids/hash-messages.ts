// What the page and the hashing worker say to each other (the MD5 worker's pattern: one file a worker).
import type { DmpIdType, DmpLineCounts } from '@toufang/domain';

export interface HashIdsRequest {
  file: Blob;
  idType: DmpIdType;
  preHashed: boolean;
}

export type HashIdsReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; blob: Blob; md5: string; size: number; counts: DmpLineCounts }
  | { type: 'failed'; detail: string };
