import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import DmpConsumePage from './dmp-consume-page';

afterEach(() => setApiClient(null));

describe('消耗明细', () => {
  it('shows the spend by day of the ads that used each crowd, and says how shared ads count', async () => {
    const api = fakeApi()
      .on('post', '/api/dmp/crowd/list', () => ({ total: 0, rows: [] }))
      .on('post', '/api/dmp/consume', () => ({
        rows: [{ crowdId: 1, crowdName: '高价值老客', day: '2026-11-29', accountId: null, accountName: null, media: null, cost: 1234.5, show: 120000, click: 3400, convert: 56 }],
      }));
    api.install();
    renderSubAppPage(DmpConsumePage, '/common-app/assets/dmp/consume');
    expect(screen.getByText('同一广告使用多个人群包时，消耗分别计入每个人群包')).toBeTruthy();
    const table = await screen.findByRole('region', { name: '消耗明细列表' });
    expect(await within(table).findByText('1234.50')).toBeTruthy();
    expect(within(table).getByText('120,000')).toBeTruthy();
    expect(api.bodiesOf('/api/dmp/consume')[0]).toMatchObject({ groupBy: 'day' });
  });
});
