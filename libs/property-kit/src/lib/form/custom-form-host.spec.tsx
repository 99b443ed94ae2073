import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { definePropertyType, type PropertyFormProps } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';

interface Values {
  bricks: string[];
}

/** A type's own form, as a media would load it: it names the account of a new object itself. */
function BrickForm({ initial, accounts, onSubmit, onCancel }: PropertyFormProps<Values>) {
  return (
    <div role="dialog" aria-label="页面搭建">
      <p>{initial ? `编辑：${initial.name}，${initial.values.bricks.join('、')}` : '空白页面'}</p>
      <button type="button" onClick={() => void onSubmit({ name: initial?.name ?? '新页面', values: { bricks: ['图片', '按钮'] }, accountId: accounts[0]?.value })}>
        保存页面
      </button>
      <button type="button" onClick={onCancel}>
        返回
      </button>
    </div>
  );
}

let loads = 0;
const H5 = definePropertyType<'toutiao', 'landing-page', Values>('toutiao', 'landing-page', {
  limits: { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { create: true, edit: true, push: false, delete: false, sync: true } },
  fields: { bricks: { kind: 'own', label: '页面内容' } },
  columns: ['name', 'status'],
  form: { kind: 'custom', load: () => ((loads += 1), Promise.resolve({ default: BrickForm })) },
  schema: z.object({ bricks: z.array(z.string()) }),
});

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('a type’s own form', () => {
  it('loads when 新建 or 编辑 opens it, once, and saves through the kit’s calls', async () => {
    const api = servePropertyKit({ rows: { 'landing-page': [propertyRow(2, '双11落地页', { type: 'landing-page' })] }, values: { 2: { bricks: ['视频'] } } });
    renderPropertyPage(() => <PropertyListPage declaration={H5} title="落地页" />, '/toutiao-app/property/landing-page');
    await screen.findByText('双11落地页');
    expect(loads).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '新建' }));
    expect(await screen.findByText('空白页面')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存页面' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toEqual([{ accountId: 7, input: { kind: 'toutiao.landing-page', name: '新页面', values: { bricks: ['图片', '按钮'] } } }]));
    expect(await screen.findByText('已新建，媒体审核后生效')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '编辑 双11落地页' }));
    expect(await screen.findByText('编辑：双11落地页，视频')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存页面' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/update')).toEqual([{ id: 2, input: { kind: 'toutiao.landing-page', name: '双11落地页', values: { bricks: ['图片', '按钮'] } } }]));
    expect(loads).toBe(1);
  });
});
