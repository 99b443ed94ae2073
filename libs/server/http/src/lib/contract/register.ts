// One Fastify route per contract operation. Each call goes: token check (unless `security: []`) and the
// operation's access rule (x-access), both before the body is read; then body and query validation
// against the contract, the handler, and the answer validated against the contract's response schema
// for its status.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaCode } from '@toufang/domain';
import { dependsOnMedia, dependsOnType, gadgetRefuses, mayCall, mediaOfRequest, propertyOfRequest } from '../access/decide';
import { findSession, type SessionUser } from '../auth/sessions';
import { tokenFromHeader } from '../auth/token';
import { JSON_DEPTH_LIMIT, jsonTextTooDeep, StoreRefusal, type Db } from '@toufang/server-db';
import { badRequest, envelope, forbidden, passwordChangeRequired, Refusal, TEXTS, unauthorized } from './envelope';
import { EventStreamAnswer, openEventStream } from './event-stream';
import { validationMessage } from './messages';
import type { Check, CompiledContract, CompiledOperation } from './validate';

export interface CallContext<Body = unknown, Query = unknown> {
  body: Body;
  query: Query;
  /** The session, on operations that need a token. */
  session: SessionUser | null;
  /** The Authorization token as sent, even on `security: []` operations (error_log attaches the user). */
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Refuses (403) when the operation's 2.0 code with '{media}' does not hold for this media: for an
   * operation on a stored record (an edit, an export), whose media only the handler learns.
   */
  permitMedia(media: MediaCode): void;
  /**
   * Refuses (403) when the operation's 2.0 code with '{media}' and '{type}' does not hold for this media's
   * property type: for an operation on a stored property, whose media and type only the handler learns.
   */
  permitProperty(media: MediaCode, type: string): void;
  /**
   * The declaration's companyWide leaves the caller out: they see only the records they made (the task
   * centre's jobs). False on operations that declare no companyWide.
   */
  ownRecordsOnly: boolean;
}

/**
 * Answers the `data` of a successful call (or the whole body outside /api; a Buffer where the contract
 * declares a file; an EventStreamAnswer where it declares `text/event-stream`); throws Refusal otherwise.
 */
export type Handler = (ctx: CallContext<any, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RegisterOptions {
  db: Db;
  version: string;
  /** Answer 500 when an answer does not fit the contract (tests), instead of only logging it. */
  strictResponses: boolean;
}

const isEnvelopePath = (path: string) => path.startsWith('/api/');

/**
 * What a session with a one-time password may call until the password is changed: the change, who the user
 * is (the user info, and a 2.0 user's own menu, without which the desk cannot lay out the page that the
 * 请修改初始密码 dialog covers), and logout.
 */
export const ONE_TIME_PASSWORD_OPERATIONS: ReadonlySet<string> = new Set(['editPassword', 'getUserInfo', 'getMenuTree', 'logout']);

function readJsonBody(request: FastifyRequest, op: CompiledOperation): unknown {
  // A stream is a file's bytes (application/octet-stream), which no JSON operation takes.
  if (request.body instanceof Readable) throw badRequest(TEXTS.BODY_WRONG_TYPE);
  const raw = request.body as Buffer | string | undefined;
  const text = raw === undefined ? '' : raw.toString();
  if (text.trim() === '') {
    if (op.body?.required) throw badRequest(TEXTS.BODY_MISSING);
    return {};
  }
  const type = request.headers['content-type'] ?? '';
  if (op.body?.form) {
    // An HTML form's fields: each name once (a repeated one is not a form this contract declares).
    if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type)) throw badRequest(TEXTS.BODY_WRONG_FORM);
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const held = fields[name];
      fields[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    }
    return fields;
  }
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) throw badRequest(TEXTS.BODY_WRONG_TYPE);
  // Before anything parses it: no deep recursion in JSON.parse, the validator, a handler or the store.
  if (jsonTextTooDeep(text, JSON_DEPTH_LIMIT)) throw badRequest(TEXTS.BODY_TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(TEXTS.BODY_NOT_JSON);
  }
}

function check(validate: Check, value: unknown, where: '请求体' | '查询参数'): void {
  if (!validate(value)) throw badRequest(validationMessage(validate.errors?.[0], where));
}

export function registerOperations(
  app: FastifyInstance,
  contract: CompiledContract,
  handlers: Record<string, Handler>,
  options: RegisterOptions,
): void {
  const missing = contract.operations.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
  if (missing.length > 0) throw new Error(`no handler for contract operations: ${missing.join(', ')}`);
  // The session found before the body was read, for the handler of the same request.
  const sessions = new WeakMap<FastifyRequest, SessionUser>();

  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    const wrapped = isEnvelopePath(op.path);

    const send = (reply: FastifyReply, status: number, payload: unknown) => {
      const fileType = op.binary[String(status)];
      if (fileType !== undefined) {
        // A declared file answer: the bytes go out as they are (the handler may set a finer content type),
        // or streamed (a material's video). A byte range the handler answered keeps its 206.
        if (Buffer.isBuffer(payload) || payload instanceof Uint8Array || payload instanceof Readable) {
          if (!reply.hasHeader('content-type')) reply.type(fileType);
          const code = status === 200 && reply.statusCode === 206 && op.binary['206'] !== undefined ? 206 : status;
          return reply.code(code).send(payload);
        }
        app.log.error({ operationId: op.operationId, status }, 'answer does not fit the contract: a file was declared');
        if (options.strictResponses) return reply.code(500).send(envelope(500, null, TEXTS.SYSTEM_BUSY, options.version));
        return reply.code(status).send(payload);
      }
      const validate = op.checkResponse[String(status)];
      const fits = validate ? validate(payload) : contract.checkErrorEnvelope(payload);
      if (!validate && status !== 500) {
        app.log.warn({ operationId: op.operationId, status }, 'answer status not declared in the contract');
      }
      if (!fits) {
        const errors = (validate ?? contract.checkErrorEnvelope).errors;
        app.log.error({ operationId: op.operationId, status, errors }, 'answer does not fit the contract');
        if (options.strictResponses) {
          return reply.code(500).send(envelope(500, null, TEXTS.SYSTEM_BUSY, options.version));
        }
      }
      return reply.code(status).send(payload);
    };

    const refuse = (reply: FastifyReply, refusal: Refusal) => {
      if (refusal.retryAfterSeconds !== undefined) reply.header('Retry-After', String(refusal.retryAfterSeconds));
      return send(reply, refusal.httpStatus, envelope(refusal.code, refusal.data ?? null, refusal.message, options.version));
    };

    app.route({
      method: op.method,
      url: op.path,
      ...(op.bodyLimit !== undefined ? { bodyLimit: op.bodyLimit } : {}),
      // Who calls, and whether they may, is settled before the body is read: a refused caller costs no
      // parsing, and learns nothing from the body's validation.
      onRequest: async (request, reply) => {
        if (!op.secured) return;
        try {
          const token = tokenFromHeader(request.headers.authorization);
          const session = token ? await findSession(options.db, token) : null;
          if (!session) return await refuse(reply, unauthorized());
          if (session.mustChangePassword && !ONE_TIME_PASSWORD_OPERATIONS.has(op.operationId)) return await refuse(reply, passwordChangeRequired());
          if (gadgetRefuses(op.access, session.channel)) return await refuse(reply, forbidden(TEXTS.GADGET_FORBIDDEN));
          if (!op.access || !mayCall(op.access, session)) return await refuse(reply, forbidden(TEXTS.FORBIDDEN));
          sessions.set(request, session);
        } catch (error) {
          request.log.error({ err: error, operationId: op.operationId }, 'session check failed');
          return await send(reply, 500, envelope(500, null, TEXTS.SYSTEM_BUSY, options.version));
        }
      },
      handler: async (request, reply) => {
        try {
          const token = tokenFromHeader(request.headers.authorization);
          const session = sessions.get(request) ?? null;
          if (op.secured && !session) throw unauthorized();
          let body: unknown;
          if (op.body) {
            body = readJsonBody(request, op);
            if (op.checkBody) check(op.checkBody, body, '请求体');
          }
          let query: unknown;
          if (op.checkQuery) {
            // A copy: the coercing validator rewrites values in place.
            query = { ...(request.query as object) };
            check(op.checkQuery, query, '查询参数');
          }
          // A 2.0 code of the request's media ('{media}Delivery') is settled once the body says which media.
          const permitMedia = (media: MediaCode) => {
            if (session && op.access && !mayCall(op.access, session, media)) throw forbidden(TEXTS.FORBIDDEN);
          };
          const permitProperty = (media: MediaCode, type: string) => {
            if (session && op.access && !mayCall(op.access, session, media, type)) throw forbidden(TEXTS.FORBIDDEN);
          };
          if (op.access && dependsOnType(op.access)) {
            const named = propertyOfRequest(body);
            if (named.media !== undefined && named.type !== undefined) permitProperty(named.media, named.type);
            else if (named.media !== undefined) permitMedia(named.media);
          } else {
            const media = op.access && dependsOnMedia(op.access) ? mediaOfRequest(body, query) : undefined;
            if (media !== undefined) permitMedia(media);
          }
          const companyWide = op.access?.kind === 'restricted' || op.access?.kind === 'anyUser' ? op.access.companyWide : undefined;
          const ownRecordsOnly = companyWide !== undefined && !(session !== null && companyWide.includes(session.role));
          const data = await handler({ body, query, session, token, request, reply, permitMedia, permitProperty, ownRecordsOnly });
          if (op.eventStream) {
            // Every check passed: the rest of the answer is the stream's (event-stream.ts).
            if (!(data instanceof EventStreamAnswer)) throw new Error(`${op.operationId} declares an event stream and answered something else`);
            reply.hijack();
            data.open(openEventStream(reply.raw));
            return reply;
          }
          // A page outside the envelope may answer its own status (a public page's 404); an envelope is always 200.
          return wrapped ? send(reply, 200, envelope(200, data ?? null, TEXTS.SUCCESS, options.version)) : send(reply, reply.statusCode, data);
        } catch (error) {
          if (error instanceof Refusal) return refuse(reply, error);
          // The store refused a value the contract let through: the request's fault, and nothing was written.
          if (error instanceof StoreRefusal) {
            request.log.warn({ operationId: op.operationId, reason: error.reason }, 'the store refused a value');
            return refuse(reply, badRequest(error.reason === 'nul' ? TEXTS.STORE_NUL : TEXTS.STORE_TOO_DEEP));
          }
          request.log.error({ err: error, operationId: op.operationId }, 'handler failed');
          return send(reply, 500, envelope(500, null, TEXTS.SYSTEM_BUSY, options.version));
        }
      },
    });
  }
}
