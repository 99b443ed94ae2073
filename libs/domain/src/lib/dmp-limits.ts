// The data platform's file limits and ID-line rules (数据平台, docs/design/properties.md §4.1 and §6.3), shared by
// the browser's hashing worker and the server's recount so both classify, normalise and refuse alike. Hashing
// itself is the caller's (hash-wasm in the worker); the server only ever sees MD5 lines.

/** §6.3: 20 MiB and 2,000,000 lines, so a 50 MB device file is refused before it is read. */
export const DMP_LIMITS = {
  FILE_MAX_BYTES: 20 * 1024 * 1024,
  LINES_MAX: 2_000_000,
  /** The worker reads the file in chunks of this size. */
  CHUNK_BYTES: 4 * 1024 * 1024,
  /** A crowd's name on the desk (each media's own limit is applied when it is uploaded there). */
  NAME_MAX_LENGTH: 50,
  /** AI扩量's levels. */
  EXPAND_LEVELS: { MIN: 1, MAX: 10 },
} as const;

export type DmpIdType = 'imei' | 'idfa' | 'oaid' | 'phone';
/** What a line may be: one of the four ID types, or an MD5 already. */
export type DmpLineKind = DmpIdType | 'md5';

export const DMP_ID_TYPES: readonly DmpIdType[] = ['imei', 'idfa', 'oaid', 'phone'];
export const DMP_ID_TYPE_TEXT: Readonly<Record<DmpLineKind, string>> = { imei: 'IMEI', idfa: 'IDFA', oaid: 'OAID', phone: '手机号', md5: 'MD5' };

const MD5 = /^[0-9a-fA-F]{32}$/;
const MD5_LOWER = /^[0-9a-f]{32}$/;
const IMEI = /^(?:\d{15}|[0-9a-fA-F]{14})$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const OAID_HEX = /^[0-9a-fA-F]{16,64}$/;
const PHONE = /^1\d{10}$/;

/** A phone as people write it (+86, spaces, dashes) reduced to its 11 digits, or null. */
function phoneDigits(line: string): string | null {
  const bare = line.replace(/[\s-]/g, '').replace(/^(?:\+?86)(?=1\d{10}$)/, '');
  return PHONE.test(bare) ? bare : null;
}

/**
 * The kinds a trimmed line may be. A UUID is both an IDFA and an OAID (the chosen type decides); 32 hex is an MD5
 * (not an OAID: a file of 32-hex lines is a hashed file); 15 digits an IMEI, 14 hex a MEID (counted as IMEI).
 */
export function lineKinds(line: string): readonly DmpLineKind[] {
  if (MD5.test(line)) return ['md5'];
  if (phoneDigits(line)) return ['phone'];
  if (IMEI.test(line)) return ['imei'];
  if (UUID.test(line)) return ['idfa', 'oaid'];
  if (OAID_HEX.test(line)) return ['oaid'];
  return [];
}

/**
 * The value the media hash, per gdt's documented rules for audience files: IMEI/MEID lowercased, IDFA in its
 * uppercase 8-4-4-4-12 form, OAID lowercased as given, a phone as its 11 digits (no +86).
 */
export function normaliseId(line: string, type: DmpIdType): string {
  switch (type) {
    case 'imei':
      return line.toLowerCase();
    case 'idfa':
      return line.toUpperCase();
    case 'oaid':
      return line.toLowerCase();
    case 'phone':
      return phoneDigits(line) ?? line;
  }
}

export interface LineVerdict {
  /** valid: hash `value` (or take it as the MD5 when preHashed); invalid: count it; other: a line of another type. */
  kind: 'valid' | 'invalid' | 'other' | 'blank';
  value?: string;
  /** The other type a line is (for the mixed-types message). */
  other?: DmpLineKind;
}

/** One line against the chosen ID type: a blank is skipped, a line of another recognisable type is `other`. */
export function judgeLine(raw: string, type: DmpIdType, preHashed: boolean): LineVerdict {
  const line = raw.trim();
  if (line === '') return { kind: 'blank' };
  const kinds = lineKinds(line);
  if (preHashed) return kinds[0] === 'md5' ? { kind: 'valid', value: line.toLowerCase() } : { kind: 'invalid' };
  if (kinds.includes(type)) return { kind: 'valid', value: normaliseId(line, type) };
  return kinds.length > 0 ? { kind: 'other', other: kinds[0] } : { kind: 'invalid' };
}

/** The counts of a file as the worker or the server made them. */
export interface DmpLineCounts {
  /** Non-blank lines read. */
  total: number;
  /** Distinct valid IDs (duplicates removed). */
  valid: number;
  invalid: number;
  duplicates: number;
  /** Lines of each other recognisable type. */
  others: Partial<Record<DmpLineKind, number>>;
}

export type DmpFileProblem =
  | { rule: 'dmp_file_empty' }
  | { rule: 'dmp_file_too_large'; size: number }
  | { rule: 'dmp_too_many_lines'; lines: number }
  | { rule: 'dmp_mixed_types'; counts: ReadonlyArray<readonly [DmpLineKind, number]> }
  | { rule: 'dmp_not_md5'; line: number }
  | { rule: 'dmp_no_valid' };

/** Before reading: empty or past the size cap. */
export function checkDmpFileSize(size: number): DmpFileProblem | null {
  if (size <= 0) return { rule: 'dmp_file_empty' };
  if (size > DMP_LIMITS.FILE_MAX_BYTES) return { rule: 'dmp_file_too_large', size };
  return null;
}

/** After reading: another type present beside the chosen one refuses the file (both counts named). */
export function checkDmpCounts(counts: DmpLineCounts, type: DmpIdType): DmpFileProblem | null {
  if (counts.total === 0) return { rule: 'dmp_file_empty' };
  if (counts.total > DMP_LIMITS.LINES_MAX) return { rule: 'dmp_too_many_lines', lines: counts.total };
  const others = Object.entries(counts.others).filter(([, n]) => (n ?? 0) > 0) as [DmpLineKind, number][];
  if (others.length > 0) {
    const own = counts.valid + counts.duplicates;
    const all: [DmpLineKind, number][] = own > 0 ? [[type, own], ...others] : others;
    if (all.length > 1) return { rule: 'dmp_mixed_types', counts: all.sort((a, b) => b[1] - a[1]) };
  }
  return counts.valid === 0 ? { rule: 'dmp_no_valid' } : null;
}

const MIB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MIB).toFixed(1)}MB`;

/** The Chinese sentence of each problem (§2.11, code 1801). */
export function dmpProblemText(p: DmpFileProblem): string {
  switch (p.rule) {
    case 'dmp_file_empty':
      return '文件为空，请选择包含设备号的文件';
    case 'dmp_file_too_large':
      return `文件大小${mb(p.size)}超过上限${DMP_LIMITS.FILE_MAX_BYTES / MIB}MB`;
    case 'dmp_too_many_lines':
      return `文件共${p.lines.toLocaleString('en-US')}行，超过上限${DMP_LIMITS.LINES_MAX.toLocaleString('en-US')}行`;
    case 'dmp_mixed_types':
      return `文件中混有多种ID类型（${p.counts.map(([k, n]) => `${DMP_ID_TYPE_TEXT[k]} ${n.toLocaleString('en-US')}行`).join('，')}），请按类型分开上传`;
    case 'dmp_not_md5':
      return `第${p.line}行不是MD5（32位十六进制），已选择“已是MD5”时每行须为MD5`;
    case 'dmp_no_valid':
      return '文件中没有有效的设备号';
  }
}

/** The server's check of an uploaded line: only lowercase MD5 is ever accepted (never a clear ID). */
export function isHashedLine(line: string): boolean {
  return MD5_LOWER.test(line);
}

/**
 * Counts lines incrementally (the worker feeds it each chunk's lines; hashing and the Set of hashes are the
 * caller's), so the browser and a test count alike.
 */
export class DmpLineCounter {
  readonly counts: DmpLineCounts = { total: 0, valid: 0, invalid: 0, duplicates: 0, others: {} };
  private notMd5At: number | null = null;

  constructor(
    readonly type: DmpIdType,
    readonly preHashed: boolean,
  ) {}

  /** Judges one line; answers the value to hash (or the MD5 itself when preHashed), else null. */
  take(raw: string): string | null {
    const verdict = judgeLine(raw, this.type, this.preHashed);
    if (verdict.kind === 'blank') return null;
    this.counts.total += 1;
    if (verdict.kind === 'valid') return verdict.value ?? null;
    if (verdict.kind === 'other' && verdict.other) {
      this.counts.others[verdict.other] = (this.counts.others[verdict.other] ?? 0) + 1;
    } else {
      this.counts.invalid += 1;
      if (this.preHashed) this.notMd5At ??= this.counts.total;
    }
    return null;
  }

  /** After hashing a valid line: whether it was new (a duplicate is counted, not kept). */
  kept(isNew: boolean): void {
    if (isNew) this.counts.valid += 1;
    else this.counts.duplicates += 1;
  }

  problem(): DmpFileProblem | null {
    if (this.notMd5At !== null) return { rule: 'dmp_not_md5', line: this.notMd5At };
    return checkDmpCounts(this.counts, this.type);
  }
}
