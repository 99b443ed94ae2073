// Handler types per operation, taken from the generated contract types by operationId, so a handler's
// body, query and answer cannot drift from the contract the client is generated from:
//
//   const listFilterTemplates: HandlerFor<'listFilterTemplates'> = async ({ body, session }) => …;
//   export function messageHandlers(deps: RouteDeps): HandlersFor<'initMessages' | 'markMessageRead'> { … }
//
// The server validated the body and query against the same contract before the handler runs.
import type { operations } from '@toufang/api/contract';
import type { EventStreamAnswer } from './event-stream';
import type { CallContext } from './register';

export type OperationId = keyof operations;

/** A request body's fields: JSON, or an HTML form's post (its fields as strings, the register parses them). */
type JsonOf<T> = T extends { content: { 'application/json': infer Json } }
  ? Json
  : T extends { content: { 'application/x-www-form-urlencoded': infer Form } }
    ? Form
    : never;
/** An answer's body: JSON, or the HTML of a page the server shows (the sandbox consent page). */
type AnswerBodyOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : T extends { content: { 'text/html': infer Html } } ? Html : never;

/**
 * The request body: the JSON schema's type, `{}`-shaped when the body is optional and absent (the server
 * reads an absent optional body as `{}`), undefined when the operation takes no body.
 */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? RequestJsonOf<Body>
  : operations[K] extends { requestBody?: infer Body }
    ? [Body] extends [undefined] ? undefined : RequestJsonOf<Exclude<Body, undefined>>
    : undefined;

/** A body that is not JSON (a file's bytes) is not parsed: the handler reads the request's stream. */
type RequestJsonOf<T> = [JsonOf<T>] extends [never] ? undefined : JsonOf<T>;

/** The query parameters (coerced to their schema's types), undefined when the operation has none. */
export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query: infer Query } ? Query : undefined;

type SuccessOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer Ok } ? AnswerBodyOf<Ok> : never;

/**
 * What the handler answers: the envelope's `data` on /api paths (null or nothing for an empty envelope;
 * the server wraps it), the whole body elsewhere (version.json, an HTML page), the stream's opener for a push
 * channel (text/event-stream).
 */
export type AnswerOf<K extends OperationId> = operations[K]['responses'] extends { 200: { content: { 'text/event-stream': unknown } } }
  ? EventStreamAnswer
  : SuccessOf<K> extends { code: number; message: string; data?: infer Data }
    ? Exclude<Data, undefined> | void
    : SuccessOf<K>;

export type HandlerFor<K extends OperationId> = (ctx: CallContext<BodyOf<K>, QueryOf<K>>) => Promise<AnswerOf<K>>;

/** A handler for each of the given operations. */
export type HandlersFor<K extends OperationId> = { [Id in K]: HandlerFor<Id> };

/** A handler for every operation of the contract: a missing one is a type error, not only a start error. */
export type ContractHandlers = HandlersFor<OperationId>;
