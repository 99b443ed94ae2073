import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewShareCreateMutation } from './material-review-share-create';

afterEach(() => setApiClient(null));

describe('materialReviewShareCreateMutation', () => {
  it('calls POST /api/material/review/share/create and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/share/create', () => ({ id: 1, token: 'x', path: 'x', guestName: 'x', rights: 'comment', hasPassword: false, expiresAt: 'x', createdAt: 'x', materialCount: 1, materialNames: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewShareCreateMutation).mutate({ materialIds: [1], guestName: 'x', rights: 'comment', expiresInDays: 1 });
    expect(api.paths).toEqual(['/api/material/review/share/create']);
    expect(data).toEqual({ id: 1, token: 'x', path: 'x', guestName: 'x', rights: 'comment', hasPassword: false, expiresAt: 'x', createdAt: 'x', materialCount: 1, materialNames: [] });
  });
});
