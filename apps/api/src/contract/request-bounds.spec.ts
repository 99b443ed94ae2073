// Every value a request may carry is bounded in the contract, so the validator refuses what the store
// cannot hold before a handler sees it: integers have a format (int32, or int64 where really needed) and
// both bounds, numbers both bounds, strings a length, arrays a size, and free-form or recursive JSON an
// x-json-bounds. Read from the bundle, so a new operation that forgets fails here.
import { describe, expect, it } from 'vitest';
import { deref } from '@toufang/server-testing';
import { listOperations, loadContract } from '@toufang/server-http';

const doc = loadContract();

function unbounded(): string[] {
  const problems: string[] = [];
  const walk = (input: unknown, where: string, refs: Set<string>, bounded: boolean) => {
    const ref = (input as { $ref?: string } | undefined)?.$ref;
    if (ref && refs.has(ref)) {
      if (!bounded) problems.push(`${where}: recursive schema without x-json-bounds above it`);
      return;
    }
    const seen = ref ? new Set([...refs, ref]) : refs;
    const schema = deref(doc, input);
    const inBounds = bounded || schema['x-json-bounds'] !== undefined;
    const types = [schema.type].flat().filter(Boolean) as string[];
    const has = (key: string) => schema[key] !== undefined;
    if (types.includes('integer') && !(['int32', 'int64'].includes(String(schema.format)) && has('minimum') && has('maximum'))) {
      problems.push(`${where}: integer without int32/int64 format and both bounds`);
    }
    if (types.includes('number') && !(has('minimum') && has('maximum'))) problems.push(`${where}: number without both bounds`);
    if (types.includes('string') && !has('maxLength') && !has('enum') && !has('const') && !['date', 'date-time'].includes(String(schema.format))) {
      problems.push(`${where}: string without maxLength`);
    }
    if (types.includes('array') && !has('maxItems')) problems.push(`${where}: array without maxItems`);
    // An object made of branches (a union keyed by kind) is bounded by its branches, each walked below.
    const composed = Boolean(schema.allOf || schema.anyOf || schema.oneOf);
    const freeForm =
      types.includes('object') && (schema.additionalProperties === true || (!schema.properties && !composed && schema.additionalProperties === undefined));
    if (freeForm && !inBounds) problems.push(`${where}: free-form object without x-json-bounds`);
    if (types.length === 0 && !schema.allOf && !schema.anyOf && !schema.oneOf && !has('enum') && !has('const') && !inBounds) {
      problems.push(`${where}: untyped value without x-json-bounds`);
    }
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) walk(child, `${where}.${key}`, seen, inBounds);
    if (schema.items) walk(schema.items, `${where}[]`, seen, inBounds);
    for (const key of ['allOf', 'anyOf', 'oneOf']) for (const part of (schema[key] as unknown[]) ?? []) walk(part, where, seen, inBounds);
  };
  for (const op of listOperations(doc)) {
    if (op.body) walk(op.body.schema, `${op.operationId} body`, new Set(), false);
    if (op.query) walk(op.query, `${op.operationId} query`, new Set(), false);
  }
  return problems;
}

describe('bounds of every request value in the contract', () => {
  it('bounds every integer, number, string, array and free-form JSON of every request', () => {
    expect(unbounded()).toEqual([]);
  });
});
