import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { definePropertyType } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';

interface Values {
  landing_url?: string;
  click_url?: string;
  keywords?: string[];
  app?: string;
  interest?: number[];
  cover?: string[];
}

const CONVERSION = definePropertyType<'toutiao', 'conversion', Values>('toutiao', 'conversion', {
  limits: { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 30, OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true }, MATERIAL_FIELDS: { cover: { KIND: 'image', LABEL: '封面' } } },
  fields: {
    landing_url: { kind: 'url', label: '落地页链接', required: true },
    click_url: { kind: 'trackUrl', label: '点击监测链接', macros: { SYNTAX: 'double-underscore', NAMES: ['__CLICKID__', '__AID__'] } },
    keywords: { kind: 'lines', label: '关键词', maxRows: 5, maxLength: 6 },
    app: { kind: 'propertyRef', label: '应用', type: 'application' },
    interest: { kind: 'interest', label: '兴趣' },
    cover: { kind: 'material', label: '封面', max: 1 },
  },
  columns: ['name', 'account', 'status'],
  form: { kind: 'fields' },
  schema: z.object({}),
});

async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the kit’s field controls', () => {
  it('checks links in the media’s words, builds a monitoring link from macro chips, and keeps lines and references', async () => {
    const api = servePropertyKit({ rows: { conversion: [], application: [propertyRow(3, '商城App', { type: 'application', mediaId: 'APP3' })] } });
    renderPropertyPage(() => <PropertyListPage declaration={CONVERSION} title="转化跟踪" />, '/toutiao-app/property/conversion');
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建转化跟踪' });
    expect(await within(dialog).findByText('素材库中暂无图片素材，请先在素材库上传')).toBeTruthy();
    await pick(within(dialog).getByRole('combobox', { name: '账户' }), '沙箱账户-7（1700000000000007）');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '商城转化');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '落地页链接' }), 'http://10.0.0.1/a');
    const click = within(dialog).getByRole('textbox', { name: '点击监测链接' });
    await userEvent.type(click, 'https://t.example.com/c?cid=__CID__&id=');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '第1行 关键词' }), '超过六个字的词');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）')).toBeTruthy();
    expect(within(dialog).getByText('监测链接包含巨量引擎不支持的宏：__CID__')).toBeTruthy();
    expect(within(dialog).getByText('第1行超过6个字')).toBeTruthy();
    expect(api.bodiesOf('/api/property/create')).toEqual([]);

    const landing = within(dialog).getByRole('textbox', { name: '落地页链接' });
    await userEvent.clear(landing);
    await userEvent.type(landing, 'https://shop.example.com/');
    await userEvent.clear(click);
    await userEvent.type(click, 'https://t.example.com/c?id=');
    await userEvent.click(within(dialog).getByRole('button', { name: '__CLICKID__' }));
    expect(click).toHaveValue('https://t.example.com/c?id=__CLICKID__');
    const line = within(dialog).getByRole('textbox', { name: '第1行 关键词' });
    await userEvent.clear(line);
    await userEvent.type(line, '网购');
    await pick(within(dialog).getByRole('combobox', { name: '应用' }), '商城App（APP3）');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '游戏' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({
      accountId: 7,
      input: {
        kind: 'toutiao.conversion',
        name: '商城转化',
        values: { landing_url: 'https://shop.example.com/', click_url: 'https://t.example.com/c?id=__CLICKID__', keywords: ['网购'], app: 'APP3', interest: [1] },
      },
    });
  });

  it('says which required field is empty', async () => {
    servePropertyKit({ rows: { conversion: [propertyRow(8, '旧转化', { type: 'conversion' })] }, values: { 8: { click_url: '' } } });
    renderPropertyPage(() => <PropertyListPage declaration={CONVERSION} title="转化跟踪" />, '/toutiao-app/property/conversion');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 旧转化' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑转化跟踪' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写落地页链接')).toBeTruthy();
  });
});
