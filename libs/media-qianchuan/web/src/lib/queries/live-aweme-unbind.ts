import { queryOptions } from '@tanstack/react-query';
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

type AwemeRef = Schemas['LiveAwemeRef'];

/** POST /api/live/aweme/unbind with confirm false → how many enabled live plans unbinding would stop; nothing changes. */
export const unbindAwemePreviewQuery = (ref: AwemeRef) => queryOptions({ ...defineQuery('post', '/api/live/aweme/unbind', { body: { ...ref, confirm: false } }), staleTime: 0, gcTime: 0 });

/** POST /api/live/aweme/unbind with confirm true → unbound; the account's live plans of that 抖音号 stop delivering. */
export const unbindAwemeMutation = defineMutation('/api/live/aweme/unbind');
