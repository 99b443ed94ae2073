import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDmpCounts,
  checkDmpFileSize,
  DMP_LIMITS,
  DmpLineCounter,
  dmpProblemText,
  isHashedLine,
  judgeLine,
  lineKinds,
  normaliseId,
  type DmpIdType,
} from './dmp-limits';

const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`));
const imei = fc.stringMatching(/^\d{15}$/);
const idfa = fc.uuid().map((u) => u.toUpperCase());
const phone = fc.stringMatching(/^1\d{10}$/);

/** Counts a file's lines as the worker does, with a Set of the normalised values standing in for the hashes. */
function count(lines: readonly string[], type: DmpIdType, preHashed = false) {
  const counter = new DmpLineCounter(type, preHashed);
  const seen = new Set<string>();
  for (const line of lines) {
    const value = counter.take(line);
    if (value === null) continue;
    counter.kept(!seen.has(value));
    seen.add(value);
  }
  return { counter, seen };
}

describe('lineKinds', () => {
  it.each([
    ['861234567890123', ['imei']],
    ['A1000049C1F1E2', ['imei']],
    ['6D92078A-8246-4BA4-AE5B-76104861E7DC', ['idfa', 'oaid']],
    ['0f1e2d3c4b5a6978', ['oaid']],
    ['13800138000', ['phone']],
    ['+86 138-0013-8000', ['phone']],
    ['e10adc3949ba59abbe56e057f20f883e', ['md5']],
    ['not an id', []],
    ['1380013800', []],
  ])('%s is %j', (line, kinds) => {
    expect(lineKinds(line)).toEqual(kinds);
  });

  it('every 15-digit line is an IMEI and every 32-hex line an MD5', () => {
    fc.assert(fc.property(imei, (line) => {
      expect(lineKinds(line)).toEqual(['imei']);
    }));
    fc.assert(fc.property(hex(32), (line) => {
      expect(lineKinds(line)).toEqual(['md5']);
    }));
  });
});

describe('normaliseId (gdt’s rules)', () => {
  it('lowercases IMEI and OAID, uppercases IDFA, reduces a phone to its 11 digits', () => {
    expect(normaliseId('A1000049C1F1E2', 'imei')).toBe('a1000049c1f1e2');
    expect(normaliseId('6d92078a-8246-4ba4-ae5b-76104861e7dc', 'idfa')).toBe('6D92078A-8246-4BA4-AE5B-76104861E7DC');
    expect(normaliseId('ABCDEF0123456789', 'oaid')).toBe('abcdef0123456789');
    expect(normaliseId('+86 138-0013-8000', 'phone')).toBe('13800138000');
  });

  it('is idempotent and ignores the surrounding case', () => {
    fc.assert(
      fc.property(idfa, (line) => {
        const once = normaliseId(line.toLowerCase(), 'idfa');
        expect(normaliseId(once, 'idfa')).toBe(once);
        expect(once).toBe(normaliseId(line, 'idfa'));
      }),
    );
  });
});

describe('DmpLineCounter', () => {
  it('counts valid, invalid and duplicate lines, skipping blanks', () => {
    const { counter } = count(['861234567890123', '  861234567890123 ', '', 'abc', '861234567890124', '   '], 'imei');
    expect(counter.counts).toMatchObject({ total: 4, valid: 2, invalid: 1, duplicates: 1 });
    expect(counter.problem()).toBeNull();
  });

  it('refuses a file of two recognisable types, naming both counts', () => {
    fc.assert(
      fc.property(fc.array(imei, { minLength: 1, maxLength: 30 }), fc.array(idfa, { minLength: 1, maxLength: 30 }), (imeis, idfas) => {
        const { counter } = count([...imeis, ...idfas], 'imei');
        const problem = counter.problem();
        expect(problem?.rule).toBe('dmp_mixed_types');
        expect(dmpProblemText(problem!)).toContain(`IDFA ${idfas.length}行`);
        expect(dmpProblemText(problem!)).toContain(`IMEI ${imeis.length}行`);
      }),
    );
  });

  it('says the mixed message in the desk’s words', () => {
    expect(dmpProblemText({ rule: 'dmp_mixed_types', counts: [['imei', 1200], ['idfa', 35]] })).toBe('文件中混有多种ID类型（IMEI 1,200行，IDFA 35行），请按类型分开上传');
  });

  it('keeps exactly the distinct valid values, whatever the order and the duplicates', () => {
    fc.assert(
      fc.property(fc.array(phone, { maxLength: 50 }), fc.array(fc.nat(), { maxLength: 50 }), (phones, repeats) => {
        const lines = [...phones, ...repeats.flatMap((r) => (phones.length ? [phones[r % phones.length]] : []))];
        const { counter, seen } = count(lines, 'phone');
        expect(counter.counts.valid).toBe(new Set(phones).size);
        expect(counter.counts.valid + counter.counts.duplicates).toBe(lines.length);
        expect(seen.size).toBe(counter.counts.valid);
      }),
    );
  });

  it('takes 32-hex lines as they are when 已是MD5 is chosen, and stops at the first line that is not', () => {
    const ok = count(['E10ADC3949BA59ABBE56E057F20F883E', 'e10adc3949ba59abbe56e057f20f883e'], 'imei', true);
    expect(ok.counter.counts).toMatchObject({ valid: 1, duplicates: 1 });
    expect([...ok.seen]).toEqual(['e10adc3949ba59abbe56e057f20f883e']);
    const bad = count(['e10adc3949ba59abbe56e057f20f883e', '861234567890123'], 'imei', true);
    expect(bad.counter.problem()).toEqual({ rule: 'dmp_not_md5', line: 2 });
  });

  it('an MD5 line in a clear file is another type (no file mixes hashed and clear IDs)', () => {
    expect(judgeLine('e10adc3949ba59abbe56e057f20f883e', 'imei', false)).toEqual({ kind: 'other', other: 'md5' });
  });

  it('an IDFA-shaped line is an OAID when OAID is chosen', () => {
    expect(judgeLine('6D92078A-8246-4BA4-AE5B-76104861E7DC', 'oaid', false)).toEqual({ kind: 'valid', value: '6d92078a-8246-4ba4-ae5b-76104861e7dc' });
  });
});

describe('file checks', () => {
  it('refuses an empty file and a 50 MB file before reading', () => {
    expect(dmpProblemText(checkDmpFileSize(0)!)).toBe('文件为空，请选择包含设备号的文件');
    expect(dmpProblemText(checkDmpFileSize(50 * 1024 * 1024)!)).toBe('文件大小50.0MB超过上限20MB');
    expect(checkDmpFileSize(DMP_LIMITS.FILE_MAX_BYTES)).toBeNull();
  });

  it('refuses a file of only blanks or only invalid lines, and one past the line cap', () => {
    expect(checkDmpCounts({ total: 0, valid: 0, invalid: 0, duplicates: 0, others: {} }, 'imei')?.rule).toBe('dmp_file_empty');
    expect(checkDmpCounts({ total: 3, valid: 0, invalid: 3, duplicates: 0, others: {} }, 'imei')?.rule).toBe('dmp_no_valid');
    expect(checkDmpCounts({ total: DMP_LIMITS.LINES_MAX + 1, valid: 1, invalid: 0, duplicates: 0, others: {} }, 'imei')?.rule).toBe('dmp_too_many_lines');
  });

  it('the server accepts only lowercase MD5 lines', () => {
    fc.assert(fc.property(hex(32), (line) => {
      expect(isHashedLine(line)).toBe(true);
    }));
    fc.assert(fc.property(fc.oneof(imei, idfa, phone), (line) => {
      expect(isHashedLine(line)).toBe(false);
    }));
    expect(isHashedLine('E10ADC3949BA59ABBE56E057F20F883E')).toBe(false);
  });
});
