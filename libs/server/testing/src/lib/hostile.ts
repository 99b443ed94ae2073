// Hostile requests generated from the contract, for the fuzz suite (hostile-input.contract.spec.ts): for
// each operation a body (or query) that fits its schema, then one variant per field and hostile value.
// Everything is read from the bundle as the server reads it, so a new operation or field is fuzzed
// without anyone writing a test.
import type { OpenApiDoc } from '@toufang/server-http';
import fc from 'fast-check';

type Schema = Record<string, unknown>;
type Path = (string | number)[];

/** Follows `$ref`s into the components, keeping the referring schema's own keywords (title …). */
export function deref(doc: OpenApiDoc, schema: unknown): Schema {
  let current = (schema ?? {}) as Schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    const { $ref, ...siblings } = current;
    const target = String($ref)
      .split('#/')[1]
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], doc);
    current = { ...(target as Schema), ...siblings };
  }
  return current;
}

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
};

/** Readable texts tried first, in order, for a string with a pattern (dates, phone numbers, file names, hex …). */
const PATTERN_CANDIDATES = ['a', 'a.csv', 'a.xlsx', 'toutiao.plan', '2026-01-01', '13800000000', 'a'.repeat(64), 'f'.repeat(64), '1', 'ab@c.d'];

/**
 * A text the pattern itself generates (fast-check's stringMatching, a fixed seed so every run sends the same
 * body) when no readable candidate fits: a new pattern (a creation draft's key …) gets a fitting sample without
 * anyone adding a guess here.
 */
function generatedMatch(pattern: RegExp, minLength: number, maxLength: number): string | undefined {
  const fits = (text: string) => pattern.test(text) && text.length >= minLength && text.length <= maxLength;
  return fc.sample(fc.stringMatching(pattern), { seed: 22, numRuns: 50 }).find(fits);
}

/** A value that fits the schema, with only the required properties. Ids point at nothing (2000000000). */
export function sampleOf(doc: OpenApiDoc, input: unknown, depth = 0): unknown {
  const schema = deref(doc, input);
  if (depth > 12) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) return sampleOf(doc, (schema[key] as unknown[])[0], depth + 1);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as unknown[]).map((part) => sampleOf(doc, part, depth + 1)));
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? (typesOf(schema).includes('null') ? 'null' : 'object');
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((key) => key in properties).map((key) => [key, sampleOf(doc, properties[key], depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, (_, index) => {
        const item = sampleOf(doc, schema.items, depth + 1);
        return typeof item === 'string' && schema.uniqueItems ? `${item}${index || ''}` : item;
      });
    case 'string': {
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      const minLength = Number(schema.minLength ?? 0);
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const maxLength = Number(schema.maxLength ?? Infinity);
        const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && candidate.length >= minLength && candidate.length <= maxLength) ?? generatedMatch(pattern, minLength, maxLength);
        if (found) return found;
      }
      return 'a'.repeat(Math.max(1, minLength));
    }
    case 'integer':
    case 'number': {
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      // Ids and pages far past any row: a fitting call that finds nothing and so changes nothing.
      return maximum >= 2_000_000_000 && minimum >= 1 ? 2_000_000_000 : Math.max(minimum, Math.min(1, maximum));
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

export interface Field {
  path: Path;
  schema: Schema;
  /** The schema of each object along the path, to build the parents a variant needs. */
  parents: Schema[];
}

/** Every property at every level (array items as index 0), once per schema along a path. */
export function fieldsOf(doc: OpenApiDoc, root: unknown): Field[] {
  const fields: Field[] = [];
  const walk = (input: unknown, path: Path, parents: Schema[], seen: Set<unknown>) => {
    const schema = deref(doc, input);
    const ref = (input as Schema | undefined)?.$ref;
    if (ref && seen.has(ref)) return; // recursive schemas (MenuNode): one level is enough
    const nextSeen = ref ? new Set([...seen, ref]) : seen;
    if (path.length > 0) fields.push({ path, schema, parents });
    for (const part of [...((schema.allOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? []).slice(0, 1), ...((schema.oneOf as unknown[]) ?? []).slice(0, 1)]) {
      walk(part, path, parents, nextSeen);
    }
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) walk(child, [...path, key], [...parents, schema], nextSeen);
    if (schema.items && typesOf(schema).includes('array')) walk(schema.items, [...path, 0], [...parents, schema], nextSeen);
  };
  walk(root, [], [], new Set());
  // allOf parts can name a property twice; keep the first.
  const unique = new Map(fields.map((field) => [JSON.stringify(field.path), field]));
  return [...unique.values()];
}

/** The base value with `value` at the field's path; missing parents are filled with their samples. */
export function withValueAt(doc: OpenApiDoc, base: unknown, field: Field, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  field.path.forEach((key, index) => {
    if (index === field.path.length - 1) {
      node[key] = value;
      return;
    }
    const childSchema = index + 1 < field.parents.length ? field.parents[index + 1] : field.schema;
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof field.path[index + 1] === 'number' ? [] : sampleOf(doc, childSchema);
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof field.path[index + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

/** JSON text nested `levels` deep (arrays), built as text: JSON.stringify would recurse that deep. */
export const deepJsonText = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** The same with objects, which a free-form object field (filters) takes. */
export const deepObjectText = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A hostile value: sent as JSON, or as raw JSON text spliced into the body (deep nesting). */
export type Hostile = { name: string; value: unknown } | { name: string; rawJson: string };

const STRING_ATTACKS: Hostile[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'zero-width only', value: '\u200B\u200C\u200D' },
  { name: 'white space only', value: ' \t\u3000 ' },
  { name: 'huge string', value: 'x'.repeat(200_000) },
  { name: 'NaN text', value: 'NaN' },
];
const NUMBER_ATTACKS: Hostile[] = [
  { name: '1e308', value: 1e308 },
  { name: '2^63', value: 2 ** 63 },
  { name: '-2^63', value: -(2 ** 63) },
  { name: 'negative', value: -1 },
  { name: 'float', value: 1.5 },
  { name: 'NaN text', value: 'NaN' },
];
const COMMON_ATTACKS: Hostile[] = [
  { name: 'wrong type (object)', value: { a: 1 } },
  { name: 'deep JSON 1000', rawJson: deepObjectText(1_000) },
];
const CONTAINER_ATTACKS: Hostile[] = [
  { name: 'wide array', value: Array.from({ length: 50_000 }, (_, index) => index) },
  { name: 'wide object', value: Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index])) },
  { name: 'NUL inside', value: { ['k\u0000']: ['\u0000'] } },
  { name: 'wrong type (text)', value: 'x' },
];

/** The representative hostile values for a field of this schema. */
export function hostileValuesFor(schema: Schema): Hostile[] {
  const types = typesOf(schema);
  const values: Hostile[] = [...COMMON_ATTACKS];
  if (types.includes('string') || types.length === 0) values.push(...STRING_ATTACKS);
  if (types.includes('integer') || types.includes('number')) values.push(...NUMBER_ATTACKS);
  if (types.includes('object') || types.includes('array') || types.length === 0) values.push(...CONTAINER_ATTACKS);
  if (types.includes('boolean')) values.push({ name: 'text for a boolean', value: 'true' });
  return values;
}

/** Query-string attacks: every query parameter arrives as text. */
export const QUERY_ATTACKS: string[] = ['a\u0000b', '1e308', '9223372036854775808', '-9223372036854775808', '-1', '1.5', 'NaN', '\u200B', 'x'.repeat(20_000), ''];

/** Whole-body attacks on every operation that reads a body. */
export const BODY_ATTACKS: { name: string; rawJson: string }[] = [
  { name: 'body nested 1000', rawJson: deepJsonText(1_000) },
  { name: 'body nested 5000', rawJson: `{"a":${deepJsonText(5_000)}}` },
  { name: 'body nested 12000', rawJson: `{"a":${deepJsonText(12_000)}}` },
  { name: 'body not an object', rawJson: '"\\u0000"' },
];

/**
 * The JSON text of a body: `raw` replaces a marker value, so nesting deeper than JSON.stringify can write
 * still reaches the server as text.
 */
export function bodyText(body: unknown, raw?: string): string {
  // A replacer is called for every value (50,000 of a wide array): only a body with a marker needs one.
  if (raw === undefined) return JSON.stringify(body);
  const marker = '__hostile_raw_json__';
  return JSON.stringify(body, (_key, value) => (value === RAW ? marker : value)).replace(JSON.stringify(marker), raw);
}
/** Stands for the raw JSON text in a body until bodyText splices it in. */
export const RAW = Symbol('raw json');
