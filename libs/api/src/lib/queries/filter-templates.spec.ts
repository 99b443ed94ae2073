import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { components } from '../../generated/schema';
import { ApiError } from '../api-error';
import { createApiClient } from '../create-api-client';
import { setApiClient } from '../runtime';
import { BASE, envelope, stubFetch } from '../testing/stub-fetch';
import {
  addFilterTemplateMutation,
  filterTemplatesQuery,
  removeFilterTemplateMutation,
  renameFilterTemplateMutation,
  type FilterTemplateRecord,
} from './filter-templates';

afterEach(() => setApiClient(null));

function install(handler: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handler);
  setApiClient(createApiClient({ baseUrl: BASE, fetch: stub.fetch }));
  return stub;
}

const TEMPLATE: FilterTemplateRecord = {
  id: 7,
  scene: 'toutiao.plan',
  name: '春季计划',
  filters: { status: ['ENABLE'] },
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

describe('filter template calls', () => {
  it('lists one scene with a POST body, keyed by path and scene', async () => {
    const stub = install(() => envelope([TEMPLATE]));
    const options = filterTemplatesQuery('toutiao.plan');
    expect(options.queryKey).toEqual(['/api/user/filter_template/list', { body: { scene: 'toutiao.plan' } }]);
    expect(filterTemplatesQuery('kuaishou.unit').queryKey).not.toEqual(options.queryKey);
    const templates = await new QueryClient().fetchQuery(options);
    expect(templates).toEqual([TEMPLATE]);
    expectTypeOf(templates).toEqualTypeOf<components['schemas']['FilterTemplate'][]>();
    expect(stub.seen[0].request.method).toBe('POST');
    expect(new URL(stub.seen[0].request.url).pathname).toBe('/api/user/filter_template/list');
    expect(JSON.parse(stub.seen[0].body)).toEqual({ scene: 'toutiao.plan' });
  });

  it('add, rename and remove send their bodies to their paths', async () => {
    const stub = install((request) => (new URL(request.url).pathname.endsWith('/remove') ? envelope(null) : envelope(TEMPLATE)));
    const context = {} as never;
    expect(await addFilterTemplateMutation.mutationFn?.({ scene: 'toutiao.plan', name: '春季计划', filters: { status: ['ENABLE'] } }, context)).toEqual(TEMPLATE);
    expect(await renameFilterTemplateMutation.mutationFn?.({ id: 7, name: '夏季计划' }, context)).toEqual(TEMPLATE);
    // An empty envelope (data null, no content) resolves to nothing.
    expect(await removeFilterTemplateMutation.mutationFn?.({ id: 7 }, context)).toBeUndefined();
    expect(stub.seen.map((s) => new URL(s.request.url).pathname)).toEqual([
      '/api/user/filter_template/add',
      '/api/user/filter_template/rename',
      '/api/user/filter_template/remove',
    ]);
    expect(stub.seen.map((s) => JSON.parse(s.body))).toEqual([
      { scene: 'toutiao.plan', name: '春季计划', filters: { status: ['ENABLE'] } },
      { id: 7, name: '夏季计划' },
      { id: 7 },
    ]);
    expect(addFilterTemplateMutation.mutationKey).toEqual(['/api/user/filter_template/add']);
    expectTypeOf(renameFilterTemplateMutation.mutationFn).parameter(0).toEqualTypeOf<components['schemas']['FilterTemplateRenameRequest']>();
  });

  it('the changes are silent: the widget shows the refusal itself; the list is not', async () => {
    const stub = stubFetch(() => envelope(null, 409, '模板名称已存在，请换一个名称'));
    const notify = vi.fn();
    setApiClient(createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify }));
    for (const run of [
      () => addFilterTemplateMutation.mutationFn?.({ scene: 's', name: '春季计划', filters: {} }, {} as never),
      () => renameFilterTemplateMutation.mutationFn?.({ id: 1, name: '春季计划' }, {} as never),
      () => removeFilterTemplateMutation.mutationFn?.({ id: 1 }, {} as never),
    ]) {
      const failure = await Promise.resolve(run()).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ kind: 'business', code: 409, message: '模板名称已存在，请换一个名称' });
    }
    expect(notify).not.toHaveBeenCalled();
    await new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(filterTemplatesQuery('s')).catch(() => undefined);
    expect(notify).toHaveBeenCalledWith('error', '模板名称已存在，请换一个名称', expect.any(ApiError));
  });

  it('two identical saves both reach the server (not cancellable)', async () => {
    const stub = install(() => envelope(TEMPLATE));
    const body = { scene: 's', name: '春季计划', filters: {} };
    const results = await Promise.all([addFilterTemplateMutation.mutationFn?.(body, {} as never), addFilterTemplateMutation.mutationFn?.(body, {} as never)]);
    expect(results).toEqual([TEMPLATE, TEMPLATE]);
    expect(stub.seen).toHaveLength(2);
  });
});
