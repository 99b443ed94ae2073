// Reading the first sheet of an uploaded .xlsx without trusting it: the zip's directory is read from the
// buffer, each part is inflated as a stream of 16 KB chunks (each chunk is one turn of the event loop, so
// no turn does more than a chunk's work), everything inflated counts against one budget, and the sheet is
// read only until the row that breaks the upload's limit. Shared strings are read after the sheet, keeping
// only those the kept rows use. exceljs's readers are not used: load() builds the whole workbook in memory
// and its streaming reader has no bound on what it inflates (it even spools a sheet to a temporary file
// when the shared strings come after it in the zip).
import path from 'node:path';
import zlib from 'node:zlib';
import { XmlRefused, XmlScanner } from './xml-scan';

export const XLSX_LIMITS = {
  /** Everything inflated from one file; the template's 2,000 rows take well under 1 MB. */
  INFLATED_BYTES: 16 * 1024 * 1024,
  /** Inflated per event-loop turn. */
  CHUNK_BYTES: 16 * 1024,
  /** Entries in the zip's directory; a workbook has a few dozen. */
  ENTRIES: 10_000,
  /** Characters kept per cell (Excel's own maximum); the row checks refuse long names anyway. */
  CELL_CHARS: 32_767,
} as const;

/** Why a file could not be read: not an .xlsx we understand, or more to inflate than the budget. */
export class UploadUnreadable extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

/** One row of the sheet: its number (the header is 1) and its first `columns` cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface SheetRead {
  rows: SheetRow[];
  /** Non-blank rows after the header that were read; never more than the limit + 1. */
  dataRowsRead: number;
  /** Chunks inflated, each in its own event-loop turn. */
  chunks: number;
}

interface ZipEntry {
  method: number;
  start: number;
  size: number;
}

/** The entries of the zip's central directory, by lower-cased name. */
export function zipDirectory(file: Buffer): Map<string, ZipEntry> {
  const fail = () => new UploadUnreadable('unreadable');
  let eocd = -1;
  for (let p = file.length - 22; p >= Math.max(0, file.length - 22 - 0xffff); p--) {
    if (file.readUInt32LE(p) === 0x06054b50) {
      eocd = p;
      break;
    }
  }
  if (eocd < 0) throw fail();
  const count = file.readUInt16LE(eocd + 10);
  let p = file.readUInt32LE(eocd + 16);
  if (count > XLSX_LIMITS.ENTRIES) throw fail();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > file.length || file.readUInt32LE(p) !== 0x02014b50) throw fail();
    const method = file.readUInt16LE(p + 10);
    const size = file.readUInt32LE(p + 20);
    const nameLength = file.readUInt16LE(p + 28);
    const local = file.readUInt32LE(p + 42);
    const name = file.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
    if (local + 30 > file.length || file.readUInt32LE(local) !== 0x04034b50) throw fail();
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (start + size > file.length) throw fail();
    entries.set(name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase(), { method, start, size });
  }
  return entries;
}

/** Inflates entries within one budget, a chunk per turn. */
class Inflater {
  inflated = 0;
  chunks = 0;

  constructor(private readonly file: Buffer, private readonly entries: Map<string, ZipEntry>) {}

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** Feeds the entry's text to `scanner` until it ends or `done()` says enough. */
  async scan(name: string, scanner: XmlScanner, done: () => boolean = () => false): Promise<void> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry || (entry.method !== 0 && entry.method !== 8)) throw new UploadUnreadable('unreadable');
    const data = this.file.subarray(entry.start, entry.start + entry.size);
    const decoder = new TextDecoder('utf-8');
    if (entry.method === 0) {
      // Stored: sliced into chunks all the same, with a turn between them.
      for (let at = 0; at < data.length && !done(); at += XLSX_LIMITS.CHUNK_BYTES) {
        const chunk = data.subarray(at, at + XLSX_LIMITS.CHUNK_BYTES);
        this.count(chunk.length);
        scanner.push(decoder.decode(chunk, { stream: true }));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } else {
      const stream = zlib.createInflateRaw({ chunkSize: XLSX_LIMITS.CHUNK_BYTES });
      stream.end(data);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          this.count(chunk.length);
          scanner.push(decoder.decode(chunk, { stream: true }));
          if (done()) break;
        }
      } catch (error) {
        throw error instanceof UploadUnreadable || error instanceof XmlRefused ? error : new UploadUnreadable('unreadable');
      } finally {
        stream.destroy();
      }
    }
    if (!done()) scanner.end();
  }

  private count(bytes: number): void {
    this.chunks += 1;
    this.inflated += bytes;
    if (this.inflated > XLSX_LIMITS.INFLATED_BYTES) throw new UploadUnreadable('tooLarge');
  }
}

/** Reads the elements `want` of a small part (workbook, relationships) as attribute lists. */
async function elements(inflater: Inflater, name: string, want: string): Promise<Record<string, string>[]> {
  const found: Record<string, string>[] = [];
  await inflater.scan(name, new XmlScanner({ open: (n, attrs) => n === want && found.push(attrs) }));
  return found;
}

/** The path of the first sheet, as Excel orders the workbook's sheets. */
async function firstSheetPath(inflater: Inflater): Promise<string> {
  const [sheet] = await elements(inflater, 'xl/workbook.xml', 'sheet');
  if (!sheet) throw new UploadUnreadable('unreadable');
  const relations = await elements(inflater, 'xl/_rels/workbook.xml.rels', 'Relationship');
  const target = relations.find((r) => r.Id === sheet.id)?.Target;
  if (!target) throw new UploadUnreadable('unreadable');
  return target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);
}

/** Column number of a cell reference (A1 → 1, AA7 → 27); 0 when it has none. */
function columnOf(ref: string): number {
  let column = 0;
  for (const c of ref.toUpperCase()) {
    if (c < 'A' || c > 'Z') break;
    column = column * 26 + (c.charCodeAt(0) - 64);
  }
  return column;
}

interface PendingCell {
  type: string;
  value: string;
}

/** A cell's text as exceljs's `cell.text` gives it for the types a template holds (dates stay numbers). */
function cellText(cell: PendingCell, shared: Map<number, string>): string {
  switch (cell.type) {
    case 's':
      return shared.get(Number(cell.value)) ?? '';
    case 'b':
      return cell.value === '1' ? 'true' : 'false';
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return cell.value;
    default: {
      const n = Number(cell.value);
      return cell.value.trim() === '' || !Number.isFinite(n) ? cell.value : String(n);
    }
  }
}

/**
 * The first `columns` cells of the first sheet's rows, read until `limit` non-blank rows after the header
 * have been exceeded by one (the caller refuses the file then).
 */
export async function readFirstSheet(file: Buffer, columns: number, limit: number): Promise<SheetRead> {
  const inflater = new Inflater(file, zipDirectory(file));
  const sheetPath = await firstSheetPath(inflater);
  const kept: { row: number; cells: PendingCell[] }[] = [];
  let dataRowsRead = 0;
  let row: { row: number; cells: PendingCell[] } | null = null;
  let lastRow = 0;
  let column = 0;
  let cell: PendingCell | null = null;
  let capture = false;
  let phonetic = false;
  const stop = () => dataRowsRead > limit;
  await inflater.scan(
    sheetPath,
    new XmlScanner({
      open(name, attrs) {
        if (stop()) return;
        if (name === 'row') {
          const number = Number(attrs.r);
          lastRow = Number.isSafeInteger(number) && number > 0 ? number : lastRow + 1;
          row = { row: lastRow, cells: [] };
          column = 0;
        } else if (name === 'c' && row) {
          column = attrs.r ? columnOf(attrs.r) : column + 1;
          cell = column >= 1 && column <= columns ? { type: attrs.t ?? 'n', value: '' } : null;
        } else if (name === 'rPh') phonetic = true;
        else if (cell && (name === 'v' || name === 't') && !phonetic) capture = true;
      },
      close(name) {
        if (stop()) return;
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'c' && row && cell) {
          row.cells[column - 1] = cell;
          cell = null;
        } else if (name === 'row' && row) {
          const blank = row.cells.every((c) => !c || c.value.trim() === '');
          if (row.row === 1 || !blank) kept.push(row);
          if (row.row > 1 && !blank) dataRowsRead += 1;
          row = null;
        }
      },
      text(text) {
        if (capture && cell && cell.value.length < XLSX_LIMITS.CELL_CHARS) cell.value = (cell.value + text).slice(0, XLSX_LIMITS.CELL_CHARS);
      },
    }),
    stop,
  );
  const wanted = new Set(kept.flatMap((r) => r.cells.filter((c) => c?.type === 's').map((c) => Number(c.value))));
  const shared = wanted.size > 0 && inflater.has('xl/sharedStrings.xml') ? await sharedStrings(inflater, wanted) : new Map<number, string>();
  const rows = kept.map((r) => ({ row: r.row, cells: Array.from({ length: columns }, (_, i) => (r.cells[i] ? cellText(r.cells[i], shared) : '')) }));
  return { rows, dataRowsRead, chunks: inflater.chunks };
}

/** The shared strings at the `wanted` indexes; reading stops once the last one is complete. */
async function sharedStrings(inflater: Inflater, wanted: Set<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  const last = Math.max(...wanted);
  let index = -1;
  let capture = false;
  let phonetic = false;
  let complete = false;
  await inflater.scan(
    'xl/sharedStrings.xml',
    new XmlScanner({
      open(name) {
        if (name === 'si') {
          index += 1;
          if (wanted.has(index)) found.set(index, '');
        } else if (name === 'rPh') phonetic = true;
        else if (name === 't' && !phonetic && wanted.has(index)) capture = true;
      },
      close(name) {
        if (name === 't') capture = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'si' && index >= last) complete = true;
      },
      text(text) {
        if (capture && !complete) found.set(index, ((found.get(index) ?? '') + text).slice(0, XLSX_LIMITS.CELL_CHARS));
      },
    }),
    () => complete,
  );
  return found;
}
