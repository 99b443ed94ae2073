/**
 * Per-request options that the middleware reads.
 *
 * How they travel: openapi-fetch 0.17 gives middleware only the Request, the schema path, the params
 * and a random id that the caller never sees, so the caller cannot key a side table by it. The meta
 * therefore rides in one private request header (`x-toufang-meta`, compact JSON) that every middleware
 * reads in `onRequest`, and the last middleware (`strip-meta`) deletes before fetch, so the server never
 * sees it. A header survives the `new Request(request, { signal })` copies that the timeout and
 * duplicate middleware make, which a property on the Request object would not.
 */
export interface RequestMeta {
  /** Count the request in the loading spinner (shell spec section 4: only if requested). */
  loading?: boolean;
  /** A later identical request (method, URL, body) cancels this one while it still runs. */
  cancellable?: boolean;
  /** Do not notify the user of this request's failure; the caller handles it. */
  silent?: boolean;
}

export const META_HEADER = 'x-toufang-meta';

/** The header that carries `meta`; merge it into a call's `headers`. */
export function metaHeaders(meta: RequestMeta | undefined): Record<string, string> {
  if (!meta) return {};
  const flags: RequestMeta = {};
  if (meta.loading) flags.loading = true;
  if (meta.cancellable) flags.cancellable = true;
  if (meta.silent) flags.silent = true;
  return Object.keys(flags).length ? { [META_HEADER]: JSON.stringify(flags) } : {};
}

/** The meta a request carries; an absent or malformed header means no flags. */
const NO_FLAGS: Required<RequestMeta> = { loading: false, cancellable: false, silent: false };

export function readMeta(request: Request): Required<RequestMeta> {
  const raw = request.headers.get(META_HEADER);
  if (!raw) return NO_FLAGS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return NO_FLAGS;
    const record = parsed as Record<string, unknown>;
    return { loading: record.loading === true, cancellable: record.cancellable === true, silent: record.silent === true };
  } catch {
    return NO_FLAGS;
  }
}

/** A small id-keyed side table for state a middleware keeps between onRequest and onResponse/onError. */
export function perRequest<T>() {
  const entries = new Map<string, T>();
  return {
    set: (id: string, value: T) => void entries.set(id, value),
    get: (id: string) => entries.get(id),
    /** Read and forget. */
    take(id: string): T | undefined {
      const value = entries.get(id);
      entries.delete(id);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
