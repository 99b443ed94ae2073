import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { request, type BodyOf, type InitOf, type Method, type PathOf, type ResultOf } from './call';
import type { ApiError } from './api-error';
import type { RequestMeta } from './request-meta';
import { apiClient } from './runtime';

/**
 * Query options for one call: key `[path, init]`, and the query's AbortSignal passed to fetch so that
 * TanStack Query can cancel it. `defineQuery('post', '/api/user/sys/message/search', { body: { size: 10, current: 1 } })`.
 */
export function defineQuery<M extends Method, P extends PathOf<M>>(method: M, path: P, init: InitOf<M, P>, meta?: RequestMeta) {
  return queryOptions({
    queryKey: [path, init] as const,
    queryFn: ({ signal }) => request(apiClient(), method, path, { ...init, signal } as InitOf<M, P>, meta),
  });
}

/**
 * Mutation options for one POST call; the variables are the request body:
 * `useMutation(defineMutation('/api/user/password/edit'))` then `mutate({ username, … })`.
 */
export function defineMutation<P extends PathOf<'post'>>(path: P, meta?: RequestMeta) {
  return mutationOptions<ResultOf<'post', P>, ApiError, BodyOf<'post', P>>({
    mutationKey: [path],
    mutationFn: (body) => request(apiClient(), 'post', path, { body } as InitOf<'post', P>, meta),
  });
}
