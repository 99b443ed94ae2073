// Reads the contract and lists its operations with the schemas the server validates against and who may
// call them. The contract is split per area (openapi/paths, openapi/components); the server reads its
// bundle, openapi/generated/openapi.yaml (npm run generate:client writes it, npm test checks it is fresh),
// which has only local `#/components/...` references: response, request-body and parameter references
// are resolved here; schema references stay references (MenuNode is recursive) and are
// rewritten to point into the components document that Ajv holds (see validate.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ACCESS_EXTENSION, parseAccess, type AccessRule } from '../access/declaration';

/** The bundled contract (one document, generated from openapi/openapi.yaml and the files it refers to). */
export const CONTRACT_FILE = fileURLToPath(new URL('../../../../../../openapi/generated/openapi.yaml', import.meta.url));
/** The base URI under which Ajv holds the contract's components. */
export const COMPONENTS_ID = 'https://toufang.invalid/openapi.json';

export type JsonSchema = Record<string, unknown>;
type Obj = Record<string, unknown>;

export interface OpenApiDoc {
  info: { version: string };
  security?: Obj[];
  paths: Record<string, Record<string, Obj>>;
  components: { schemas: Record<string, JsonSchema>; responses?: Record<string, Obj>; [key: string]: unknown };
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** False for `security: []` operations (no token needed). */
  secured: boolean;
  /** Who may call it (x-access); undefined when the contract does not say, which stops the server's start. */
  access?: AccessRule;
  /** The JSON request body, when the operation has one. */
  /** The request body; `form`: an HTML form's post (application/x-www-form-urlencoded) instead of JSON. */
  body?: { required: boolean; schema: JsonSchema; form?: true };
  /** The query parameters as one object schema, when the operation has any. */
  query?: JsonSchema;
  /** Response schema per HTTP status ("200", "400", …). */
  responses: Record<string, JsonSchema>;
  /**
   * Statuses answered with a file (a media type outside JSON and HTML whose schema is `format: binary`):
   * the media type per status. The server sends the bytes as they are; there is nothing to validate.
   */
  binary: Record<string, string>;
  /** Bytes of request body the operation takes beyond the server's default (x-body-limit): a batch submission. */
  bodyLimit?: number;
  /**
   * The 200 answer is a stream of server-sent events (content `text/event-stream`): the handler answers an
   * EventStreamAnswer, and a refusal before it is the usual JSON envelope (register.ts).
   */
  eventStream?: true;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadContract(file = CONTRACT_FILE): OpenApiDoc {
  return parse(readFileSync(file, 'utf8')) as OpenApiDoc;
}

/** Follows a local `#/…` reference of the OpenAPI document (not a schema reference). */
export function resolveLocal<T = Obj>(doc: OpenApiDoc, value: unknown): T {
  let current = value as Obj;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`reference loop at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Obj>((node, key) => {
        const next = node?.[key];
        if (next === undefined) throw new Error(`unresolved reference ${ref}`);
        return next as Obj;
      }, doc as unknown as Obj);
  }
  return current as T;
}

/** A deep copy of a schema whose `#/components/…` references point into the components document. */
export function anchorSchemaRefs(schema: unknown): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? [key, COMPONENTS_ID + value] : [key, walk(value)],
      ),
    );
  };
  return walk(schema) as JsonSchema;
}

/** A plain HTML form's post (a sandbox H5 page's lead): fields as strings, no script needed to send it. */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Media types of an answer: JSON, or the HTML of a page the server shows (the sandbox consent page). */
const ANSWER_TYPES = ['application/json', 'text/html'] as const;

/** The media type of a push channel's answer (server-sent events, docs/design/live-home.md §4.3). */
export const EVENT_STREAM_TYPE = 'text/event-stream';

/** The declared file type of an answer: one non-JSON, non-HTML media type whose schema is a binary string. */
function binaryTypeOf(doc: OpenApiDoc, holder: unknown): string | undefined {
  const content = resolveLocal<Obj>(doc, holder)?.content as Record<string, { schema?: Obj }> | undefined;
  const found = Object.entries(content ?? {}).find(
    ([type, media]) => !(ANSWER_TYPES as readonly string[]).includes(type) && media.schema?.type === 'string' && media.schema.format === 'binary',
  );
  return found?.[0];
}

function jsonSchemaOf(doc: OpenApiDoc, holder: unknown, types: readonly string[] = ['application/json']): JsonSchema | undefined {
  const resolved = resolveLocal<Obj>(doc, holder);
  const content = resolved?.content as Record<string, { schema?: unknown }> | undefined;
  const schema = types.map((type) => content?.[type]?.schema).find((found) => found !== undefined);
  return schema === undefined ? undefined : anchorSchemaRefs(schema);
}

export function listOperations(doc: OpenApiDoc): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const securedByDefault = (doc.security ?? []).length > 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security as Obj[] | undefined;
      const operationId = String(op.operationId);
      const secured = security ? security.length > 0 : securedByDefault;
      const operation: ContractOperation = {
        operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        secured,
        access: op[ACCESS_EXTENSION] === undefined ? undefined : parseAccess(operationId, op[ACCESS_EXTENSION], secured),
        responses: {},
        binary: {},
        ...(typeof op['x-body-limit'] === 'number' ? { bodyLimit: op['x-body-limit'] } : {}),
      };
      if (op.requestBody) {
        const body = resolveLocal<Obj>(doc, op.requestBody);
        const schema = jsonSchemaOf(doc, body);
        const formSchema = schema ? undefined : jsonSchemaOf(doc, body, [FORM_TYPE]);
        if (schema) operation.body = { required: body.required === true, schema };
        else if (formSchema) operation.body = { required: body.required === true, schema: formSchema, form: true };
      }
      const parameters = ((op.parameters as unknown[]) ?? []).map((p) => resolveLocal<Obj>(doc, p));
      const queryParameters = parameters.filter((p) => p.in === 'query');
      if (queryParameters.length > 0) {
        operation.query = {
          type: 'object',
          additionalProperties: false,
          required: queryParameters.filter((p) => p.required === true).map((p) => String(p.name)),
          properties: Object.fromEntries(queryParameters.map((p) => [String(p.name), anchorSchemaRefs(p.schema)])),
        };
      }
      for (const [status, response] of Object.entries((op.responses as Obj) ?? {})) {
        const schema = jsonSchemaOf(doc, response, ANSWER_TYPES);
        if (schema) operation.responses[status] = schema;
        const binaryType = binaryTypeOf(doc, response);
        if (binaryType && !schema) operation.binary[status] = binaryType;
        const content = resolveLocal<Obj>(doc, response)?.content as Obj | undefined;
        if (status === '200' && content?.[EVENT_STREAM_TYPE] !== undefined) operation.eventStream = true;
      }
      operations.push(operation);
    }
  }
  return operations;
}
