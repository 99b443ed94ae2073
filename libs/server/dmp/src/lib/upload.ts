// Uploading a crowd (自定义人群, docs/design/properties.md §4.1): the browser hashes the IDs and sends the counts
// and the hashed file's MD5 first (checkCrowdUpload), then the hashed file itself. The server streams it line by
// line into the file storage: a line that is not a lowercase MD5 (a clear ID) stops the stream, so nothing is
// stored; counts, size or MD5 that differ from the check leave nothing either. Clear IDs are never received.
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { DMP_LIMITS, dmpProblemText, isHashedLine, type DmpIdType } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { FileStorage } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { Refusal } from '@toufang/server-http';
import { isStorageError } from '@toufang/server-storage';
import { crowdAnswer, crowdRows, type CrowdAnswer } from './crowds';
import { DMP_TEXTS, fileRefused } from './texts';

export type CrowdUploadCheck = components['schemas']['CrowdUploadCheck'];

interface Uploader {
  customerId: number;
  userId: number;
}

/** The counts a file announces are possible (the contract bounds each). */
function checkCounts(c: { rowsTotal: number; rowsValid: number; rowsInvalid: number; size: number }): void {
  // The hashed list, not the person's file: its size follows from its lines (the 20 MiB cap is the browser's, before hashing).
  if (c.size <= 0 || c.rowsTotal === 0) throw fileRefused(dmpProblemText({ rule: 'dmp_file_empty' }));
  if (c.rowsValid === 0) throw fileRefused(dmpProblemText({ rule: 'dmp_no_valid' }));
  if (c.rowsValid + c.rowsInvalid > c.rowsTotal) throw fileRefused(DMP_TEXTS.COUNTS_DONT_ADD);
  if (c.rowsTotal > DMP_LIMITS.LINES_MAX) throw fileRefused(dmpProblemText({ rule: 'dmp_too_many_lines', lines: c.rowsTotal }));
  // At most 33 bytes a line (an MD5 and its newline): a larger body is not the list it says.
  if (c.size > c.rowsValid * 33) throw fileRefused(DMP_TEXTS.COUNTS_DIFFER('大小', c.rowsValid * 33, c.size));
}

async function existingCrowd(db: Db, customerId: number, md5: string): Promise<CrowdAnswer | null> {
  const found = await sqlOn(db).selectFrom('dmp_crowds').select('id').where('customer_id', '=', customerId).where('file_md5', '=', md5).where('removed_at', 'is', null).executeTakeFirst();
  if (!found) return null;
  const [row] = await crowdRows(db, customerId, [Number(found.id)]);
  return row ? crowdAnswer(row, []) : null;
}

export async function checkCrowdUpload(db: Db, who: Uploader, body: CrowdUploadCheck): Promise<{ existing: CrowdAnswer | null }> {
  checkCounts(body);
  return { existing: await existingCrowd(db, who.customerId, body.md5) };
}

/** Counts the lines as they pass, stopping the stream at the first that is not a lowercase MD5. */
class HashedLines extends Transform {
  lines = 0;
  failure: Refusal | null = null;
  private rest = '';

  /** `stop` aborts the storage's put: a refused line stores nothing, and the rest of the body is only drained. */
  constructor(private readonly stop: AbortController) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.failure) return done();
    const text = this.rest + chunk.toString('latin1');
    const parts = text.split('\n');
    this.rest = parts.pop() ?? '';
    this.judge(parts);
    done(null, this.failure ? undefined : chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.failure && this.rest !== '') this.judge([this.rest]);
    done();
  }

  private judge(lines: readonly string[]): void {
    for (const line of lines) {
      this.lines += 1;
      // Only the worker's own output is taken: 32 lowercase hex and nothing else on the line.
      if (!isHashedLine(line)) {
        this.failure = fileRefused(DMP_TEXTS.CLEAR_LINE(this.lines));
        this.stop.abort();
        return;
      }
    }
  }
}

export interface UploadQuery {
  name: string;
  idType: DmpIdType;
  md5: string;
  size: number;
  rowsTotal: number;
  rowsValid: number;
  rowsInvalid: number;
}

/** Streams the hashed file into the storage and makes the crowd; nothing is kept when anything is refused. */
export async function receiveCrowd(db: Db, storage: FileStorage, who: Uploader, source: Readable, query: UploadQuery, signal: AbortSignal, now: Date): Promise<CrowdAnswer> {
  checkCounts(query);
  const existing = await existingCrowd(db, who.customerId, query.md5);
  if (existing) throw fileRefused(DMP_TEXTS.ALREADY_UPLOADED(existing.name));
  const ref = { customerId: who.customerId, md5: query.md5 };
  const stop = new AbortController();
  signal.addEventListener('abort', () => stop.abort(), { once: true });
  const lines = new HashedLines(stop);
  source.on('error', (error) => lines.destroy(error));
  let created = false;
  try {
    ({ created } = await storage.put(ref, source.pipe(lines), { size: query.size, contentType: 'text/plain', signal: stop.signal }));
  } catch (error) {
    if (lines.failure) throw lines.failure;
    if (isStorageError(error)) throw fileRefused(DMP_TEXTS.FILE_CHANGED);
    throw error;
  }
  if (lines.lines !== query.rowsValid) {
    if (created) await storage.delete(ref);
    throw fileRefused(DMP_TEXTS.COUNTS_DIFFER('行数', query.rowsValid, lines.lines));
  }
  try {
    const inserted = await sqlOn(db)
      .insertInto('dmp_crowds')
      .values({
        customer_id: who.customerId,
        name: query.name,
        source: 'upload',
        id_type: query.idType,
        rows_total: query.rowsTotal,
        rows_valid: query.rowsValid,
        rows_invalid: query.rowsInvalid,
        file_md5: query.md5,
        file_size: query.size,
        created_by: who.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [row] = await crowdRows(db, who.customerId, [Number(inserted.id)]);
    return crowdAnswer(row, []);
  } catch (error) {
    if (created) await storage.delete(ref);
    throw error;
  }
}
