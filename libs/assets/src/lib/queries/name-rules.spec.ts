import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { nameRuleListQuery, nameRulePreviewQuery, nameRuleQuery, nameRuleRemoveMutation } from './name-rules';

afterEach(() => setApiClient(null));

describe('name rule queries', () => {
  it('call their paths with the body and answer the envelope’s data', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi()
      .on('post', '/api/name-rule/list', (body) => (bodies.push(body), []))
      .on('post', '/api/name-rule/get', (body) => (bodies.push(body), { rule: null as never, body: { separator: '_', fields: [] }, versions: [] }))
      .on('post', '/api/name-rule/preview', (body) => (bodies.push(body), { total: 3, matched: 2, sampled: false, rows: [], unmatched: [], byField: {} }))
      .on('post', '/api/name-rule/remove', (body) => (bodies.push(body), undefined));
    api.install();
    const client = new QueryClient();
    expect(await client.fetchQuery(nameRuleListQuery())).toEqual([]);
    expect((await client.fetchQuery(nameRuleQuery(7))).versions).toEqual([]);
    const preview = await client.fetchQuery(nameRulePreviewQuery({ body: { target: 'delivery', body: { separator: '_', fields: [{ key: 'a', label: '甲', kind: 'text' }] } } }));
    expect(preview.matched).toBe(2);
    await nameRuleRemoveMutation.mutationFn?.({ id: 7 }, undefined as never);
    expect(api.paths).toEqual(['/api/name-rule/list', '/api/name-rule/get', '/api/name-rule/preview', '/api/name-rule/remove']);
    expect(bodies[1]).toEqual({ id: 7 });
    expect(bodies[3]).toEqual({ id: 7 });
  });
});
