import { describe, expect, it } from 'vitest';
import { isStorageError } from './errors';
import { allKeys, incomingKey, normaliseMd5, storageKey } from './keys';
import { resolveRange } from './ranges';

const MD5 = '9e107d9d372bb6826bd81d3542a419d6';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return isStorageError(error) ? error.code : 'other';
  }
  return 'none';
}

describe('storage keys', () => {
  it('names a file by company and MD5, its derived files beside it', () => {
    expect(storageKey({ customerId: 42, md5: MD5 })).toBe(`42/9e/${MD5}`);
    expect(allKeys({ customerId: 42, md5: MD5 })).toEqual([`42/9e/${MD5}`, `42/9e/${MD5}.thumb.webp`, `42/9e/${MD5}.poster.jpg`]);
  });

  it('refuses anything but a positive company number and a lowercase hex MD5', () => {
    expect(codeOf(() => storageKey({ customerId: -1, md5: MD5 }))).toBe('invalid-ref');
    expect(codeOf(() => storageKey({ customerId: Number.NaN, md5: MD5 }))).toBe('invalid-ref');
    expect(codeOf(() => storageKey({ customerId: 1, md5: `${MD5.slice(0, 30)}/.` }))).toBe('invalid-ref');
    expect(codeOf(() => storageKey({ customerId: 1, md5: MD5.toUpperCase() }))).toBe('invalid-ref');
  });

  it('normalises an MD5 a browser sends (case, spaces) and refuses what is none', () => {
    expect(normaliseMd5(` ${MD5.toUpperCase()} `)).toBe(MD5);
    expect(normaliseMd5('abc')).toBeNull();
    expect(normaliseMd5(`${MD5}0`)).toBeNull();
  });

  it('holds uploads under .incoming/<uuid> and takes no other id', () => {
    expect(incomingKey('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('.incoming/0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(codeOf(() => incomingKey('../../1/9e/x'))).toBe('upload-missing');
  });
});

describe('byte ranges', () => {
  it('answers the whole file, a clamped range, or refuses a start past the end', () => {
    expect(resolveRange(100)).toEqual({ start: 0, end: 99 });
    expect(resolveRange(100, { start: 10, end: 19 })).toEqual({ start: 10, end: 19 });
    expect(resolveRange(100, { start: 90, end: 500 })).toEqual({ start: 90, end: 99 });
    expect(resolveRange(100, { start: 95 })).toEqual({ start: 95, end: 99 });
    expect(codeOf(() => resolveRange(100, { start: 100 }))).toBe('range-not-satisfiable');
    expect(codeOf(() => resolveRange(100, { start: 20, end: 10 }))).toBe('range-not-satisfiable');
    expect(codeOf(() => resolveRange(100, { start: -1 }))).toBe('range-not-satisfiable');
    expect(codeOf(() => resolveRange(0, { start: 0 }))).toBe('range-not-satisfiable');
  });
});
