import type { Middleware } from 'openapi-fetch';
import type { ApiError } from '../api-error';
import { NON_ENVELOPE_PATHS } from '../envelope';
import { classifyAnswer, classifyFailure } from '../errors/classify';
import { perRequest, readMeta, type RequestMeta } from '../request-meta';

export interface FailureContext {
  meta: RequestMeta;
  schemaPath: string;
}

export type FailureHandler = (error: ApiError, context: FailureContext) => void;

/** The parsed body (undefined when empty or not JSON), or `lost` when the body could not be read at all. */
async function readJson(response: Response): Promise<{ body: unknown; lost: boolean }> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return { body: undefined, lost: true };
  }
  try {
    return { body: text ? (JSON.parse(text) as unknown) : undefined, lost: false };
  } catch {
    return { body: undefined, lost: false };
  }
}

/**
 * Turns every failed call into an ApiError (shell spec section 8) and hands it to `onFailure` (report,
 * 401 latch, notify) before the call rejects with it. Registered FIRST: openapi-fetch runs onResponse and
 * onError in reverse order, so this runs last, after the timeout, duplicate and loading middleware have
 * cleaned up; a throw here therefore cannot skip anyone's cleanup.
 */
export function errorCatalogueMiddleware(onFailure: FailureHandler): Middleware {
  const metas = perRequest<RequestMeta>();
  const fail = (error: ApiError, meta: RequestMeta, schemaPath: string) => {
    try {
      onFailure(error, { meta, schemaPath });
    } catch {
      // A broken handler (e.g. a toast) must not replace the error the caller gets.
    }
    return error;
  };
  return {
    onRequest({ request, id }) {
      metas.set(id, readMeta(request));
      return undefined;
    },
    async onResponse({ request, response, id, schemaPath }) {
      const meta = metas.take(id) ?? {};
      const envelopeExpected = !NON_ENVELOPE_PATHS.has(schemaPath);
      const { body, lost } = envelopeExpected || !response.ok ? await readJson(response) : { body: undefined, lost: false };
      // A caller that stopped wanting the answer while its body was arriving (a page left mid-answer) gets
      // a cancellation, never shown, not an "unknown failure" toast for an answer it did not wait for.
      if (lost && request.signal.aborted) throw fail(classifyFailure(request.signal.reason, request.url, true), meta, schemaPath);
      const error = classifyAnswer({ url: request.url, status: response.status, body, envelopeExpected });
      if (error) throw fail(error, meta, schemaPath);
      return undefined;
    },
    onError({ request, error, id, schemaPath }) {
      const meta = metas.take(id) ?? {};
      return fail(classifyFailure(error, request.url, request.signal.aborted), meta, schemaPath);
    },
  };
}
