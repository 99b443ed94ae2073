import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS, type PropertyTypeLimits } from '@toufang/domain';
import { propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { Toast } from '@toufang/ui';
import { defineMediaProperties } from '../config/property-config';
import { PropertyRoutePage } from '../pages/property-route-page';
import { defineCommentType, type CommentValues } from './comment-declaration';
import { CommentPage } from './comment-page';

const PATH = '/toutiao-app/property/comment-management';
const limits = (actions: readonly string[]): PropertyTypeLimits => ({
  ...PENDING_PROPERTY_LIMITS,
  OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true },
  ACTIONS: actions,
  REPLY_MAX_LENGTH: 10,
});
const ALL = ['reply', 'hide', 'pin', 'unpin', 'block'];

const comment = (id: number, text: string, flags: { hidden?: boolean; pinned?: boolean } = {}) =>
  propertyRow(id, text, {
    type: 'comment-management',
    mediaId: `70000000000000000${id}`,
    review: null,
    statusText: flags.hidden ? '已隐藏' : flags.pinned ? '已置顶' : '待回复',
    summary: {
      广告: '沙箱_夏季新品_信息流',
      广告ID: '7600000000000000001',
      评论人: '晴天小雨',
      评论时间: '2026-11-29 20:15',
      回复: '',
      状态: flags.hidden ? '已隐藏' : '待回复',
      已隐藏: flags.hidden ? '是' : '否',
      已置顶: flags.pinned ? '是' : '否',
      已屏蔽: '否',
    },
  });

const page = (actions = ALL) => renderPropertyPage(() => <CommentPage declaration={defineCommentType<'toutiao', CommentValues>('toutiao', limits(actions))} title="评论管理" />, PATH);

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the comment page', () => {
  it('is what the route page shows for a type declared as comments', async () => {
    const api = servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？')] } });
    const properties = defineMediaProperties('toutiao', ['comment-management'] as const, { 'comment-management': defineCommentType<'toutiao', CommentValues>('toutiao', limits(ALL)) });
    renderPropertyPage(() => <PropertyRoutePage properties={properties} />, PATH);
    const table = await screen.findByRole('region', { name: '评论管理列表' });
    expect(await within(table).findByRole('button', { name: '回复 请问支持货到付款吗？' })).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toEqual({ media: 'toutiao', type: 'comment-management', current: 1, size: 50 });
  });

  it('lists the comments with their ad and commenter, and the actions each one’s state allows', async () => {
    servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？'), comment(2, '广告太多了', { hidden: true }), comment(3, '已经第三次回购了', { pinned: true })] } });
    page();
    const table = await screen.findByRole('region', { name: '评论管理列表' });
    expect(await within(table).findByText('请问支持货到付款吗？')).toBeTruthy();
    expect(within(table).getAllByText('沙箱_夏季新品_信息流（7600000000000000001）')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: '回复 请问支持货到付款吗？' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: '置顶 请问支持货到付款吗？' })).toBeTruthy();
    // Hidden: no reply, no pin, no second hide; pinned: 取消置顶 instead of 置顶.
    expect(within(table).queryByRole('button', { name: '回复 广告太多了' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '隐藏 广告太多了' })).toBeNull();
    expect(within(table).getByRole('button', { name: '取消置顶 已经第三次回购了' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '置顶 已经第三次回购了' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
  });

  it('offers only the actions the media allows', async () => {
    servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？')] } });
    page(['reply', 'hide']);
    const table = await screen.findByRole('region', { name: '评论管理列表' });
    expect(await within(table).findByRole('button', { name: '回复 请问支持货到付款吗？' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '置顶 请问支持货到付款吗？' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '屏蔽 请问支持货到付款吗？' })).toBeNull();
  });

  it('replies within the media’s length, counting as it goes, and shows the media’s refusal', async () => {
    const api = servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？')] }, refuseAction: { 1: '巨量引擎：评论已隐藏，不能回复' } });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '回复 请问支持货到付款吗？' }));
    const dialog = await screen.findByRole('dialog', { name: '回复评论' });
    const box = within(dialog).getByRole('textbox', { name: '回复评论' });
    await userEvent.type(box, '支持的，下单时选择货到付款');
    expect(within(dialog).getByLabelText('已超出字数上限：13/10')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '回复' }));
    expect(await within(dialog).findByText('回复最长10个字')).toBeTruthy();
    expect(api.bodiesOf('/api/property/act')).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, '支持的');
    expect(within(dialog).getByLabelText('字数：3/10')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '回复' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/act')).toEqual([{ media: 'toutiao', type: 'comment-management', action: 'reply', ids: [1], input: { text: '支持的' } }]));
    expect(await within(dialog).findByText(/「请问支持货到付款吗？」：巨量引擎：评论已隐藏，不能回复/)).toBeTruthy();
  });

  it('hides the chosen comments after asking, and pins at once', async () => {
    const api = servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？'), comment(2, '广告太多了')] } });
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 请问支持货到付款吗？' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 广告太多了' }));
    await userEvent.click(screen.getByRole('button', { name: '批量隐藏' }));
    const dialog = await screen.findByRole('dialog', { name: '隐藏评论' });
    expect(within(dialog).getByText('确定隐藏这2条评论吗？隐藏后仅评论人自己可见。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/act')).toEqual([{ media: 'toutiao', type: 'comment-management', action: 'hide', ids: [1, 2] }]));
    expect(await screen.findByText('已隐藏2条评论')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '置顶 广告太多了' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/act').at(-1)).toEqual({ media: 'toutiao', type: 'comment-management', action: 'pin', ids: [2] }));
  });

  it('asks before blocking a commenter', async () => {
    const api = servePropertyKit({ rows: { 'comment-management': [comment(1, '请问支持货到付款吗？')] } });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '屏蔽 请问支持货到付款吗？' }));
    const dialog = await screen.findByRole('dialog', { name: '屏蔽评论人' });
    expect(within(dialog).getByText('确定屏蔽评论人「晴天小雨」吗？屏蔽后其评论不再展示给其他用户。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '屏蔽' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/act')).toEqual([{ media: 'toutiao', type: 'comment-management', action: 'block', ids: [1] }]));
  });
});
