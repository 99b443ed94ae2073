// Compiles the contract's request and response schemas with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses).
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { jsonBoundsBreach, nulPath, type JsonBounds } from '@toufang/server-db';
import { COMPONENTS_ID, CONTRACT_FILE, listOperations, loadContract, type ContractOperation, type JsonSchema, type OpenApiDoc } from './load';

// Both packages are CommonJS; their default export arrives wrapped under Node's ESM loader.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

export interface Check {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface CompiledOperation extends ContractOperation {
  checkBody?: Check;
  checkQuery?: Check;
  checkResponse: Record<string, Check>;
}

export interface CompiledContract {
  version: string;
  operations: CompiledOperation[];
  /** The component schema of an error envelope, for statuses an operation does not declare. */
  checkErrorEnvelope: Check;
}

function newAjv(coerceTypes: boolean, doc: OpenApiDoc) {
  // strict off: OpenAPI adds keywords (description, examples…) that are not validation keywords, and the
  // components live in a document that is not itself a schema. verbose keeps parentSchema for the titles.
  // discriminator: a union by `kind` (PropertyInput) is checked against its own branch, so a bad body is
  // reported against the fields of the kind it names.
  const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, coerceTypes, discriminator: true });
  addFormats(ajv);
  // Free-form JSON (filter templates' filters, role menu trees …) declares its bounds in the contract.
  ajv.addKeyword({
    keyword: JSON_BOUNDS_KEYWORD,
    schemaType: 'object',
    errors: true,
    validate: function checkBounds(bounds: JsonBounds, data: unknown, parentSchema?: { title?: string }) {
      const breach = jsonBoundsBreach(data, bounds);
      // The title travels in params: Ajv does not hand a custom keyword's parentSchema to its errors.
      const params = { ...breach, title: parentSchema?.title };
      if (breach) (checkBounds as { errors?: Partial<ErrorObject>[] }).errors = [{ keyword: JSON_BOUNDS_KEYWORD, params }];
      return breach === null;
    },
  });
  ajv.addSchema({ $id: COMPONENTS_ID, components: withoutDiscriminatorMappings(doc.components) });
  return ajv;
}

/**
 * The components with each discriminator's `mapping` left out: the contract names the kind of each branch for
 * the typed client, while Ajv reads the kinds from the branches' own `const` and refuses a mapping.
 */
function withoutDiscriminatorMappings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminatorMappings);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'discriminator' && typeof child === 'object' && child !== null && 'mapping' in child) {
      const { mapping: _mapping, ...rest } = child as Record<string, unknown>;
      out[key] = rest;
    } else {
      out[key] = withoutDiscriminatorMappings(child);
    }
  }
  return out;
}

/** The contract's vendor extension bounding a free-form JSON value (see json-bounds.ts). */
export const JSON_BOUNDS_KEYWORD = 'x-json-bounds';
/** The error keyword of a NUL character anywhere in a request (not a JSON Schema keyword). */
export const NUL_KEYWORD = 'x-no-nul';

/**
 * A request check: no string or property name anywhere may hold NUL (PostgreSQL stores none, and no
 * operation needs one), whatever the operation's schema says, then the schema.
 */
function requestCheck(validate: ValidateFunction): Check {
  const check: Check = (value) => {
    const path = nulPath(value);
    if (path) {
      const instancePath = path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
      check.errors = [{ keyword: NUL_KEYWORD, instancePath, schemaPath: '', params: {} }];
      return false;
    }
    const valid = validate(value);
    check.errors = validate.errors;
    return valid;
  };
  return check;
}

/**
 * The answer checks of an operation's statuses, each compiled when first asked for. The answers' schemas are
 * about 70% of compiling the contract (1.8 of 2.5 s of CPU), and a process answers few of them: a test server
 * or the desk no longer compiles all ~240 operations' answers at start. register.spec.ts compiles them all.
 */
function lazyChecks(schemas: Record<string, JsonSchema>, compile: (schema: JsonSchema) => Check): Record<string, Check> {
  const checks: Record<string, Check> = {};
  for (const [status, schema] of Object.entries(schemas)) {
    Object.defineProperty(checks, status, {
      enumerable: true,
      configurable: true,
      get() {
        const check = compile(schema);
        Object.defineProperty(checks, status, { value: check, enumerable: true });
        return check;
      },
    });
  }
  return checks;
}

export function compileContract(doc: OpenApiDoc): CompiledContract {
  // Who may call an operation is part of the contract: without it the server does not start (checked
  // here, before the database is opened).
  const listed = listOperations(doc);
  const undeclared = listed.filter((op) => !op.access).map((op) => op.operationId);
  if (undeclared.length > 0) throw new Error(`no access declaration (x-access) for contract operations: ${undeclared.join(', ')}`);
  const plain = newAjv(false, doc);
  // Query strings arrive as text; only the query validator may turn "12" into 12.
  const coercing = newAjv(true, doc);
  const compile = (ajv: typeof plain, schema: JsonSchema): ValidateFunction => ajv.compile(schema);
  const operations = listed.map<CompiledOperation>((op) => ({
    ...op,
    checkBody: op.body ? requestCheck(compile(plain, op.body.schema)) : undefined,
    checkQuery: op.query ? requestCheck(compile(coercing, op.query)) : undefined,
    checkResponse: lazyChecks(op.responses, (schema) => compile(plain, schema)),
  }));
  return {
    version: doc.info.version,
    operations,
    checkErrorEnvelope: compile(plain, { $ref: `${COMPONENTS_ID}#/components/schemas/ErrorEnvelope` }),
  };
}

/**
 * The contract file's validators, compiled once per process and file: they are pure functions of the file, and
 * compiling them (0.7-0.9 s of CPU, 2.5-3.1 s once every answer check is asked for) was paid again by every
 * server a test run starts and by each suite that reads the contract (one worker now shares them).
 */
const compiledContracts = new Map<string, CompiledContract>();
export function compiledContractOf(file: string = CONTRACT_FILE): CompiledContract {
  let compiled = compiledContracts.get(file);
  if (!compiled) {
    compiled = compileContract(loadContract(file));
    compiledContracts.set(file, compiled);
  }
  return compiled;
}
