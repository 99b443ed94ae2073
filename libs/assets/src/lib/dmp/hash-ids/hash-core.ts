// The hashing of a device list (自定义人群, docs/design/properties.md §4.1): the file read in 4 MiB chunks, split
// into lines, each judged by the shared line rules (@toufang/domain's dmp-limits.ts: classify, normalise per gdt's
// rules, mixed types refused), MD5'd unless it is one already, duplicates dropped by a Set of the hashes. The
// output is the `md5\n` lines (never a clear ID), their own MD5 and size. The worker runs it; the tests call it.
import { createMD5 } from 'hash-wasm';
import { DMP_LIMITS, dmpProblemText, DmpLineCounter, checkDmpFileSize, type DmpIdType, type DmpLineCounts } from '@toufang/domain';
import { readSlice } from '../../upload/read-slice';

export interface HashIdsOptions {
  idType: DmpIdType;
  /** The person chose 已是MD5: each line must be 32 hex and is taken as it is (lowercased). */
  preHashed: boolean;
  signal?: AbortSignal;
  /** Bytes read and the file's size. */
  onProgress?: (done: number, total: number) => void;
  chunkBytes?: number;
  /** Awaited after each chunk (the main-thread fallback lets the page run). */
  betweenChunks?: () => Promise<void>;
}

export interface HashedIds {
  /** The MD5 lines, one a line, each followed by a newline. */
  blob: Blob;
  md5: string;
  size: number;
  counts: DmpLineCounts;
}

/** A refusal of the file (1801's sentences), fit to show beside it. */
export class HashIdsError extends Error {
  override readonly name = 'HashIdsError';
}

export const abortError = () => new DOMException('已取消', 'AbortError');
export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const encoder = new TextEncoder();

export async function hashIdsOfBlob(file: Blob, options: HashIdsOptions): Promise<HashedIds> {
  const { signal } = options;
  const chunkBytes = options.chunkBytes ?? DMP_LIMITS.CHUNK_BYTES;
  const sized = checkDmpFileSize(file.size);
  if (sized) throw new HashIdsError(dmpProblemText(sized));
  if (signal?.aborted) throw abortError();
  const line = await createMD5();
  const whole = await createMD5();
  whole.init();
  const counter = new DmpLineCounter(options.idType, options.preHashed);
  const seen = new Set<string>();
  const parts: string[] = [];
  const decoder = new TextDecoder();
  let rest = '';
  const take = (raw: string) => {
    const value = counter.take(raw);
    if (value === null) return;
    let hash: string;
    if (options.preHashed) hash = value;
    else {
      line.init();
      line.update(value);
      hash = line.digest('hex');
    }
    const fresh = !seen.has(hash);
    counter.kept(fresh);
    if (!fresh) return;
    seen.add(hash);
    const out = `${hash}\n`;
    parts.push(out);
    whole.update(encoder.encode(out));
  };
  for (let start = 0; start < file.size; start += chunkBytes) {
    const bytes = new Uint8Array(await readSlice(file.slice(start, Math.min(start + chunkBytes, file.size))));
    if (signal?.aborted) throw abortError();
    const lines = (rest + decoder.decode(bytes, { stream: true })).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const l of lines) take(l);
    if (counter.counts.total > DMP_LIMITS.LINES_MAX) break;
    options.onProgress?.(Math.min(start + chunkBytes, file.size), file.size);
    if (options.betweenChunks) await options.betweenChunks();
  }
  take(rest + decoder.decode());
  const problem = counter.problem();
  if (problem) throw new HashIdsError(dmpProblemText(problem));
  const blob = new Blob(parts, { type: 'text/plain' });
  return { blob, md5: whole.digest('hex'), size: blob.size, counts: { ...counter.counts, others: { ...counter.counts.others } } };
}
