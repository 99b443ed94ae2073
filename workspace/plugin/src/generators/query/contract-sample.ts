// The smallest value a contract schema accepts, as TypeScript source: the generated query's test sends it as
// the request and has the fake server answer with it, so the test type-checks against the generated
// contract types and exercises the real call. Written by hand because the job is narrow (the subset of
// JSON Schema the contract uses) and a sample library would have to produce typed source, not values.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

export interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> } & { $ref?: string }>;
}

export interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * The contract as one document: the bundle of the split contract (openapi/generated/openapi.yaml, written
 * by `npm run generate:client`), whose references are all local.
 */
export function readContract(workspaceRoot: string): Contract {
  return parse(readFileSync(path.join(workspaceRoot, 'openapi/generated/openapi.yaml'), 'utf8')) as Contract;
}

function resolve(contract: Contract, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = contract.components?.schemas?.[name];
    if (!target) throw new Error(`The contract has no schema ${current.$ref}`);
    current = { ...target, ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== '$ref')) };
  }
  return current;
}

const js = (value: unknown) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value));

/** TypeScript source of the smallest value `schema` accepts. */
export function sampleSource(contract: Contract, input: Schema, depth = 0): string {
  if (depth > 12) return 'null';
  const schema = resolve(contract, input);
  if (schema.const !== undefined) return js(schema.const);
  if (schema.enum?.length) return js(schema.enum[0]);
  if (schema.allOf?.length) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => resolve(contract, p))) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return sampleSource(contract, merged, depth + 1);
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const nonNull = choices.find((choice) => resolve(contract, choice).type !== 'null') ?? choices[0];
    return sampleSource(contract, nonNull, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'null':
      return 'null';
    case 'string':
      return js('x'.repeat(Math.max(1, schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return String(schema.minimum ?? 1);
    case 'boolean':
      return 'false';
    case 'array':
      return (schema.minItems ?? 0) > 0 && schema.items ? `[${sampleSource(contract, schema.items, depth + 1)}]` : '[]';
    default: {
      const required = schema.required ?? [];
      const fields = required
        .filter((name) => schema.properties?.[name])
        .map((name) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : js(name)}: ${sampleSource(contract, schema.properties?.[name] ?? {}, depth + 1)}`);
      return fields.length ? `{ ${fields.join(', ')} }` : '{}';
    }
  }
}

/** The schema of the `data` the call's success envelope carries, or undefined when it names none. */
export function dataSchema(contract: Contract, operation: Operation): Schema | undefined {
  const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
  if (!ok) return undefined;
  const parts = (resolve(contract, ok).allOf ?? [ok]).map((part) => resolve(contract, part));
  // The envelope's own `data` is generic; the part after it narrows it, so the last one wins.
  return [...parts].reverse().find((part) => part.properties?.['data'])?.properties?.['data'];
}
