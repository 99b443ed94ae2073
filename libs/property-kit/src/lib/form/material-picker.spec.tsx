import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { libraryImage, propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { definePropertyType } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';

const CARD = definePropertyType<'kuaishou', 'promotion-card', { image_ids: string[] }>('kuaishou', 'promotion-card', {
  limits: { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 30, OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true }, MATERIAL_FIELDS: { image_ids: { KIND: 'image', LABEL: '图片' } } },
  fields: { image_ids: { kind: 'material', label: '图片', max: 2, required: true } },
  columns: ['name', 'account'],
  form: { kind: 'fields' },
  schema: z.object({ image_ids: z.array(z.string()) }),
});

const AVATAR = definePropertyType<'gdt', 'friends-circle-avatar', { head_image_id: string }>('gdt', 'friends-circle-avatar', {
  limits: { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 30, OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true }, MATERIAL_FIELDS: { head_image_id: { KIND: 'image', LABEL: '头像' } } },
  fields: { head_image_id: { kind: 'material', label: '头像', required: true } },
  columns: ['name', 'account'],
  form: { kind: 'fields' },
  schema: z.object({ head_image_id: z.string() }),
});

const IMAGES = [libraryImage(11, '双11主图'), libraryImage(12, '双11副图'), libraryImage(13, '618主图')];

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the material picker', () => {
  it('picks at most the field’s max of the 素材库’s images, searched by name, and saves their desk ids', async () => {
    const api = servePropertyKit({ rows: { 'promotion-card': [] }, materials: IMAGES });
    renderPropertyPage(() => <PropertyListPage declaration={CARD} title="推广卡片" />, '/kuaishou-app/property/promotion-card');
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建推广卡片' });
    const picker = within(dialog).getByRole('group', { name: '图片' });
    // Images only, with their thumbnails.
    const first = await within(picker).findByRole('checkbox', { name: '双11主图' });
    expect(api.bodiesOf('/api/material/list')[0]).toMatchObject({ kind: 'image' });
    expect(picker.querySelector('img[src="https://store.example.com/thumb/11.webp"]')).toBeTruthy();
    expect(within(picker).getByText('已选0/2张')).toBeTruthy();

    await userEvent.click(first);
    await userEvent.click(within(picker).getByRole('checkbox', { name: '618主图' }));
    expect(within(picker).getByText('已选2/2张')).toBeTruthy();
    // The max reached: the others cannot be chosen until one is let go.
    expect(within(picker).getByRole('checkbox', { name: '双11副图' })).toHaveProperty('disabled', true);
    await userEvent.click(within(picker).getByRole('button', { name: '移除 618主图' }));
    expect(within(picker).getByText('已选1/2张')).toBeTruthy();

    await userEvent.type(within(picker).getByRole('textbox', { name: '素材名称/ID' }), '副图');
    await userEvent.click(within(picker).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(picker).queryByRole('checkbox', { name: '双11主图' })).toBeNull());
    expect(api.bodiesOf('/api/material/list').at(-1)).toMatchObject({ kind: 'image', keyword: '副图' });
    await userEvent.click(within(picker).getByRole('checkbox', { name: '双11副图' }));
    // A chosen image off the page searched is still named among the chosen.
    expect(within(picker).getByRole('button', { name: '移除 双11主图' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: '账户' }));
    const choice = await screen.findByRole('option', { name: '沙箱账户-7（1700000000000007）' });
    const popup = choice.closest('.semi-popover-wrapper');
    await userEvent.click(choice);
    if (popup) fireEvent.animationEnd(popup);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '双11卡片');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({ accountId: 7, input: { kind: 'kuaishou.promotion-card', name: '双11卡片', values: { image_ids: ['11', '12'] } } });
  });

  it('opens 编辑 with the desk’s materials named and a media id of no desk material labelled, and saves both unchanged', async () => {
    const api = servePropertyKit({
      rows: { 'promotion-card': [propertyRow(5, '旧卡片', { media: 'kuaishou', type: 'promotion-card' })] },
      values: { 5: { image_ids: ['13', '7210000000000000101'] } },
      materials: IMAGES,
    });
    renderPropertyPage(() => <PropertyListPage declaration={CARD} title="推广卡片" />, '/kuaishou-app/property/promotion-card');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 旧卡片' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑推广卡片' });
    const picker = within(dialog).getByRole('group', { name: '图片' });
    // 618主图 is on the first page; the other id is not in the library: the media's own, said so.
    expect(await within(picker).findByRole('button', { name: '移除 618主图' })).toBeTruthy();
    expect(await within(picker).findByRole('button', { name: '移除 媒体素材ID 7210000000000000101（不在素材库）' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/update')).toEqual([{ id: 5, input: { kind: 'kuaishou.promotion-card', name: '旧卡片', values: { image_ids: ['13', '7210000000000000101'] } } }]));
  });

  it('holds one material in a field of one: another choice replaces it, and the value saved is one desk id', async () => {
    const api = servePropertyKit({
      rows: { 'friends-circle-avatar': [propertyRow(6, '官方头像', { media: 'gdt', type: 'friends-circle-avatar' })] },
      values: { 6: { head_image_id: '13' } },
      materials: IMAGES,
    });
    renderPropertyPage(() => <PropertyListPage declaration={AVATAR} title="朋友圈头像昵称" />, '/gdt-app/property/friends-circle-avatar');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 官方头像' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑朋友圈头像昵称' });
    const picker = within(dialog).getByRole('group', { name: '头像' });
    expect(await within(picker).findByRole('button', { name: '移除 618主图' })).toBeTruthy();
    expect(within(picker).getByText('已选1/1张')).toBeTruthy();
    // Never full: choosing another replaces the one chosen.
    const other = within(picker).getByRole('checkbox', { name: '双11主图' });
    expect(other).toHaveProperty('disabled', false);
    await userEvent.click(other);
    expect(within(picker).queryByRole('button', { name: '移除 618主图' })).toBeNull();
    expect(within(picker).getByRole('button', { name: '移除 双11主图' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/update')).toEqual([{ id: 6, input: { kind: 'gdt.friends-circle-avatar', name: '官方头像', values: { head_image_id: '11' } } }]));
  });
});
