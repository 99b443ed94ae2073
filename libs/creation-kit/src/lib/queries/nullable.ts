// A query whose answer may be null (no draft, no such template): the envelope's null data reaches the client as
// undefined, which TanStack Query refuses as a query's data, so it is kept as null.
import { queryOptions } from '@tanstack/react-query';
import { apiClient, request, type InitOf, type PathOf, type RequestMeta, type ResultOf } from '@toufang/api';

export function nullableQuery<P extends PathOf<'post'>>(path: P, init: InitOf<'post', P>, meta?: RequestMeta) {
  return queryOptions({
    queryKey: [path, init] as const,
    queryFn: async ({ signal }): Promise<ResultOf<'post', P> | null> =>
      ((await request(apiClient(), 'post', path, { ...init, signal } as InitOf<'post', P>, meta)) as ResultOf<'post', P> | undefined) ?? null,
  });
}
