// Test helpers: a fetch stub for createClient and envelope answers; the lower level of fakeApi (fake-api.ts).
import { ERROR_LOG_PATH } from '../errors/report-error';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function envelope(data: unknown, code = 200, message = 'success', status = 200, content?: unknown): Response {
  return json({ code, message, data, ...(content === undefined ? {} : { content }), version: '1.4.1' }, status);
}

/** A fetch that answers with `handler`, records every request it saw (with its body text) and answers the error log with success. */
export function stubFetch(handler: Handler) {
  const seen: { request: Request; body: string }[] = [];
  const reports: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.clone().text() : '';
    if (new URL(request.url).pathname === ERROR_LOG_PATH) {
      reports.push(JSON.parse(body));
      return handlerFor(request, handler, true);
    }
    seen.push({ request, body });
    return handler(request);
  };
  return { fetch, seen, reports };
}

function handlerFor(request: Request, handler: Handler, isLog: boolean): Response | Promise<Response> {
  return isLog && !(handler as { answersErrorLog?: boolean }).answersErrorLog ? envelope(null) : handler(request);
}

/** A fetch answer that never arrives until the request's signal aborts (then rejects like fetch does). */
export function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    const fail = () => reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'));
    if (request.signal.aborted) fail();
    else request.signal.addEventListener('abort', fail, { once: true });
  });
}

export const BASE = 'http://desk.test';
