// The store's own check of what it is asked to write, under every handler: a value PostgreSQL cannot keep
// (text with NUL) or a JSON document nested past the bound (PGlite's WASM stack overflowed on jsonb
// ~1,000 levels deep and then failed every later query) is refused before it reaches the database, even
// when a handler forgot the contract's bounds. Both drivers call it for every parameterised statement.
import { JSON_DEPTH_LIMIT, jsonDepthExceeds, jsonTextTooDeep } from './json-bounds';

export class StoreRefusal extends Error {
  constructor(readonly reason: 'nul' | 'depth') {
    super(reason === 'nul' ? 'a statement parameter holds NUL' : `a JSON parameter nests deeper than ${JSON_DEPTH_LIMIT} levels`);
    this.name = 'StoreRefusal';
  }
}

/** JSON text as jsonParam and JSON.stringify write it: an object or an array. */
const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);
/** The escape \u0000 in JSON text (not an escaped backslash followed by "u0000"); jsonb refuses it. */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** Throws StoreRefusal when a parameter may not be written; cheap for ordinary parameters. */
export function guardParams(params: readonly unknown[] | undefined): void {
  if (!params) return;
  for (const param of params) {
    if (typeof param === 'string') {
      if (param.includes('\u0000')) throw new StoreRefusal('nul');
      if (looksLikeJson(param)) {
        if (jsonTextTooDeep(param, JSON_DEPTH_LIMIT)) throw new StoreRefusal('depth');
        if (JSON_NUL_ESCAPE.test(param)) throw new StoreRefusal('nul');
      }
    } else if (param && typeof param === 'object' && !(param instanceof Date) && !ArrayBuffer.isView(param)) {
      // pg serialises objects and arrays itself (arrays as PostgreSQL arrays).
      if (jsonDepthExceeds(param, JSON_DEPTH_LIMIT)) throw new StoreRefusal('depth');
      if (JSON_NUL_ESCAPE.test(JSON.stringify(param))) throw new StoreRefusal('nul');
    }
  }
}
