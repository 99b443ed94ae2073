// Bounds on JSON the server accepts and stores. Deeply nested JSON breaks things far from where it came in
// (ajv's and JSON.stringify's recursion, PGlite's WASM stack past ~1,000 levels of jsonb, which then
// answered every later query with 500), so depth is measured on the text before anything parses it, and
// every walk here is iterative.

/** Nesting levels (objects and arrays) a request body or a stored JSON document may have. */
export const JSON_DEPTH_LIMIT = 64;

/**
 * True when the JSON text nests objects/arrays deeper than `limit`. A scan of the characters (brackets
 * inside strings do not count), cheap enough for every body, and safe for text that is not JSON at all.
 */
export function jsonTextTooDeep(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** The bounds a free-form JSON value of the contract declares with `x-json-bounds`. */
export interface JsonBounds {
  /** Nesting levels of objects and arrays, the value itself being level 1. */
  depth: number;
  /** Properties of any one object. */
  keys: number;
  /** Items of any one array. */
  items: number;
  /** Characters of any one string (property names included). */
  string: number;
}

export type JsonBoundsBreach = { kind: keyof JsonBounds; limit: number };

/** The first bound the value breaks, or null. Iterative: safe on values of any depth. */
export function jsonBoundsBreach(value: unknown, bounds: JsonBounds): JsonBoundsBreach | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'string') {
      if (node.length > bounds.string) return { kind: 'string', limit: bounds.string };
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (depth > bounds.depth) return { kind: 'depth', limit: bounds.depth };
    if (Array.isArray(node)) {
      if (node.length > bounds.items) return { kind: 'items', limit: bounds.items };
      for (const item of node) stack.push([item, depth + 1]);
    } else {
      const keys = Object.keys(node);
      if (keys.length > bounds.keys) return { kind: 'keys', limit: bounds.keys };
      for (const key of keys) {
        if (key.length > bounds.string) return { kind: 'string', limit: bounds.string };
        stack.push([(node as Record<string, unknown>)[key], depth + 1]);
      }
    }
  }
  return null;
}

/** Nesting depth of a value (0 for a scalar), iteratively; stops counting once past `limit`. */
export function jsonDepthExceeds(value: unknown, limit = JSON_DEPTH_LIMIT): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!node || typeof node !== 'object' || node instanceof Date || ArrayBuffer.isView(node)) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Where the first NUL character (U+0000) of a parsed JSON value is, as the names along the way (property
 * names and array indexes); null when there is none. PostgreSQL cannot store NUL in text or jsonb.
 */
export function nulPath(value: unknown): string[] | null {
  // Each entry keeps its parent's entry and its own name, and the path is built once a NUL is found: a body of
  // 50,000 items costs 50,000 small entries, not 50,000 copies of the path so far.
  interface Step {
    readonly node: unknown;
    readonly name: string | null;
    readonly parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: string): string[] => {
    const names: string[] = last === undefined ? [] : [last];
    for (let at = step; at && at.name !== null; at = at.parent) names.push(at.name);
    return names.reverse();
  };
  const stack: Step[] = [{ node: value, name: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { node } = step;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) stack.push({ node: node[index], name: String(index), parent: step });
    } else {
      const keys = Object.keys(node);
      for (const key of keys) if (key.includes('\u0000')) return pathOf(step, key);
      for (let k = keys.length - 1; k >= 0; k--) stack.push({ node: (node as Record<string, unknown>)[keys[k]], name: keys[k], parent: step });
    }
  }
  return null;
}
