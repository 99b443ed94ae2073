import { describe, expect, it } from 'vitest';
import { jsonBoundsBreach, jsonDepthExceeds, jsonTextTooDeep, nulPath } from './json-bounds';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('JSON bounds', () => {
  it('measures the depth of JSON text without parsing it, brackets in strings not counted', () => {
    expect(jsonTextTooDeep(nested(64), 64)).toBe(false);
    expect(jsonTextTooDeep(nested(65), 64)).toBe(true);
    // 12,000 levels: the scan neither recurses nor needs the text to be valid JSON.
    expect(jsonTextTooDeep('{"a":'.repeat(12_000), 64)).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ text: '[[[[[[[[[[', quote: '\\"[[[[[' }), 3)).toBe(false);
  });

  it('finds the first bound a value breaks', () => {
    const bounds = { depth: 3, keys: 2, items: 3, string: 5 };
    expect(jsonBoundsBreach({ a: [1, 'abc'], b: { c: null } }, bounds)).toBeNull();
    expect(jsonBoundsBreach({ a: [[[1]]] }, bounds)).toEqual({ kind: 'depth', limit: 3 });
    expect(jsonBoundsBreach({ a: 1, b: 2, c: 3 }, bounds)).toEqual({ kind: 'keys', limit: 2 });
    expect(jsonBoundsBreach([1, 2, 3, 4], bounds)).toEqual({ kind: 'items', limit: 3 });
    expect(jsonBoundsBreach({ a: 'abcdef' }, bounds)).toEqual({ kind: 'string', limit: 5 });
    expect(jsonBoundsBreach({ abcdef: 1 }, bounds)).toEqual({ kind: 'string', limit: 5 });
  });

  it('measures parsed values iteratively, deeper than any call stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepthExceeds(deep, 64)).toBe(true);
    expect(jsonBoundsBreach(deep, { depth: 8, keys: 10, items: 10, string: 10 })).toEqual({ kind: 'depth', limit: 8 });
    expect(jsonDepthExceeds({ a: [{ b: 1 }] }, 3)).toBe(false);
  });

  it('finds a NUL in a string or a property name, anywhere', () => {
    expect(nulPath({ a: ['x', { b: 'y\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(nulPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(nulPath({ a: ['x'], b: 1 })).toBeNull();
  });
});
