import { screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { defineMediaProperties, definePropertyType } from '../config/property-config';
import { PropertyRoutePage, propertyPageOfPath } from './property-route-page';

const LIMITS = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { ...PENDING_PROPERTY_LIMITS.OPERATIONS, sync: true } };
const PROPERTIES = defineMediaProperties('toutiao', ['application', 'application-subcontracting', 'quick-app'] as const, {
  application: definePropertyType<'toutiao', 'application', { package_name: string }>('toutiao', 'application', {
    limits: LIMITS,
    fields: { package_name: { kind: 'text', label: '应用包名' } },
    columns: ['name'],
    form: { kind: 'fields' },
    schema: z.object({ package_name: z.string() }),
  }),
  'application-subcontracting': definePropertyType<'toutiao', 'application-subcontracting', { channel_id: string }>('toutiao', 'application-subcontracting', {
    limits: LIMITS,
    fields: { channel_id: { kind: 'text', label: '渠道号' } },
    columns: ['name'],
    form: { kind: 'fields' },
    schema: z.object({ channel_id: z.string() }),
    parent: { type: 'application', param: 'packageId' },
  }),
  'quick-app': 'pending',
});

function serve() {
  const api = fakeApi()
    .on('post', '/api/property/list', () => ({ total: 0, rows: [] }))
    .on('post', '/api/delivery/accounts', () => []);
  api.install();
  return api;
}

const open = (path: string, pattern: string) => renderSubAppPage(() => <PropertyRoutePage properties={PROPERTIES} />, path, { routePath: pattern });

afterEach(() => setApiClient(null));

describe('the property route page', () => {
  it('reads the type from the path', () => {
    expect(propertyPageOfPath('/toutiao-app/property/application-subcontracting/7')).toBe('application-subcontracting');
    expect(propertyPageOfPath('/toutiao-app/promote/toutiao/delivery/ad')).toBeNull();
  });

  it('lists the built type of its route under the route table’s title', async () => {
    const api = serve();
    open('/toutiao-app/property/application', '/toutiao-app/property/application');
    expect(await screen.findByRole('region', { name: '应用管理列表' })).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toMatchObject({ media: 'toutiao', type: 'application' });
  });

  it('lists a child type under the parent of the route’s parameter', async () => {
    const api = serve();
    open('/toutiao-app/property/application-subcontracting/1600000001', '/toutiao-app/property/application-subcontracting/:packageId');
    const table = await screen.findByRole('region', { name: '应用分包列表' });
    expect(within(table).getByText(/暂无应用分包/)).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toMatchObject({ type: 'application-subcontracting', parentId: '1600000001' });
  });

  it('stays 暂未开放 for a type not built yet', async () => {
    serve();
    open('/toutiao-app/property/quick-app', '/toutiao-app/property/quick-app');
    expect(await screen.findByText(/暂未开放/)).toBeTruthy();
  });
});
