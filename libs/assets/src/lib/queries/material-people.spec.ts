import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialPeopleQuery } from './material-people';

afterEach(() => setApiClient(null));

describe('materialPeopleQuery', () => {
  it('calls POST /api/material/people and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/people', () => ({ designers: [], uploaders: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialPeopleQuery({}));
    expect(api.paths).toEqual(['/api/material/people']);
    expect(data).toEqual({ designers: [], uploaders: [] });
  });
});
