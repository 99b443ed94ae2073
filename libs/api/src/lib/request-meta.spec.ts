import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { META_HEADER, metaHeaders, perRequest, readMeta } from './request-meta';

const requestWith = (headers: Record<string, string>) => new Request('http://desk.test/x', { headers });

describe('request meta', () => {
  it('round-trips every combination of flags through the header', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (loading, cancellable, silent) => {
        expect(readMeta(requestWith(metaHeaders({ loading, cancellable, silent })))).toEqual({
          loading: loading || false,
          cancellable: cancellable || false,
          silent: silent || false,
        });
      }),
    );
  });

  it('adds no header when no flag is set', () => {
    expect(metaHeaders(undefined)).toEqual({});
    expect(metaHeaders({ loading: false })).toEqual({});
  });

  it('treats a malformed header as no flags', () => {
    const none = { loading: false, cancellable: false, silent: false };
    expect(readMeta(requestWith({ [META_HEADER]: '{oops' }))).toEqual(none);
    expect(readMeta(requestWith({ [META_HEADER]: '42' }))).toEqual(none);
    expect(readMeta(requestWith({}))).toEqual(none);
  });

  it('perRequest forgets an entry once taken', () => {
    const table = perRequest<number>();
    table.set('a', 1);
    expect(table.take('a')).toBe(1);
    expect(table.take('a')).toBeUndefined();
    expect(table.size).toBe(0);
  });
});
