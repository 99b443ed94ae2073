import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClient } from '@toufang/api';
import { refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { chinaToday } from '@toufang/domain';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineDeliveryMedia } from '../config/delivery-config';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '../testing/delivery-test-kit';
import { DeliveryTablePage } from './delivery-table-page';

const CONFIG = defineDeliveryMedia('toutiao', {
  account: { child: 'project', budget: { min: 1000 } },
  project: { child: 'ad', budget: { min: 300, minStep: 50 }, rename: { maxLength: 50 } },
  ad: { bid: { min: 0.1, max: 100 }, budget: { min: 300 }, rename: { maxLength: 50 } },
  'delivery-group': { child: 'plan' },
  plan: { child: 'creative', bid: { min: 0.1, max: 100 }, budget: { min: 300, minStep: 50 }, rename: { maxLength: 50 } },
  creative: {},
});

const PLAN_PATH = '/toutiao-app/promote/toutiao/delivery/plan';
const rows = (n: number) => Array.from({ length: n }, (_, i) => deliveryRow('toutiao', 'plan', i));
const page = (level: 'plan' | 'account' | 'creative' = 'plan') => <DeliveryTablePage config={CONFIG} level={level} />;
const table = () => screen.findByRole('region', { name: '广告计划列表' });
const headRows = (root: HTMLElement) => root.querySelectorAll('.semi-table-thead > .semi-table-row');

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('delivery table: rows, sort, paging and the 合计 row', () => {
  it('asks for the past 7 days sorted by spend, 50 a page, and shows the rows, 合计 and 沙箱', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    expect(await within(root).findByText('计划-02')).toBeInTheDocument();
    const body = server.lastList();
    expect(body).toMatchObject({ media: 'toutiao', level: 'plan', sort: { key: 'cost', order: 'desc' }, page: 1, size: 50 });
    const days = (Date.parse(body.dateRange.to) - Date.parse(body.dateRange.from)) / 86_400_000 + 1;
    expect(days).toBe(7);
    // The 合计 row under the header: the filtered set's totals, not a sum of the page.
    const summary = headRows(root)[1];
    expect(summary).toHaveTextContent('合计');
    expect(summary).toHaveTextContent('1,250.00');
    expect(within(root).getAllByTestId('sandbox-tag')).toHaveLength(3);
    expect(within(root).getByText('ID：1000')).toBeInTheDocument();
    // Figures: money to 2 decimals, rates with %, an empty ratio as -.
    expect(within(root).getAllByText('1.00%').length).toBeGreaterThan(0);
    expect(within(root).getAllByText('-').length).toBeGreaterThan(0);
    expect(screen.getByText('数据更新于 2026-05-20 09:30')).toBeInTheDocument();
  });

  it('sorts on the server by any column: descending, ascending, then none', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('button', { name: '点击数，点击排序' }));
    await waitFor(() => expect(server.lastList().sort).toEqual({ key: 'click', order: 'desc' }));
    fireEvent.click(within(root).getByRole('button', { name: '点击数，降序' }));
    await waitFor(() => expect(server.lastList().sort).toEqual({ key: 'click', order: 'asc' }));
    fireEvent.click(within(root).getByRole('button', { name: '点击数，升序' }));
    await waitFor(() => expect(server.lastList().sort).toBeUndefined());
    fireEvent.click(within(root).getByRole('button', { name: '广告计划名称，点击排序' }));
    await waitFor(() => expect(server.lastList().sort).toEqual({ key: 'name', order: 'desc' }));
  });

  it('remembers the page size under a table_ key, and draws a 200-row page virtualised', async () => {
    localStorage.setItem('table_delivery_toutiao_plan_page_size', '200');
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(250) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await waitFor(() => expect(server.lastList().size).toBe(200));
    await waitFor(() => expect(root).toHaveAttribute('data-mode', 'virtual'));
    expect(root.querySelectorAll('.semi-table-tbody .semi-table-row').length).toBeLessThan(40);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(server.lastList().page).toBe(2));
  });

  it('fixes the name column on the left', async () => {
    serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    expect(within(root).getByText('计划-00').closest('td')).toHaveClass('semi-table-cell-fixed-left');
  });

  it('says why a query failed, in Chinese, and asks again on 重试', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    let fail = true;
    server.api.on('post', '/api/delivery/list', () => (fail ? refuse(400, '日期范围不能超过93天') : { records: [], total: 0, page: 1, size: 50, totals: {}, path: [], syncedAt: null }));
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    expect(await within(root).findByText('日期范围不能超过93天')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(root).getByRole('button', { name: '重试' }));
    expect(await within(root).findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('delivery table: filters and templates', () => {
  it('searches by name (模糊) or id (精确) and filters by status', async () => {
    const user = userEvent.setup();
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    const input = screen.getByRole('combobox', { name: '搜索名称' });
    await user.click(input);
    await user.type(input, '计划-01');
    await user.keyboard('{Escape}');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.lastList().search).toEqual({ field: 'name', method: 'LIKE', value: '计划-01' }));
    expect(await within(await table()).findByText('计划-01')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: '广告计划列表' })).queryByText('计划-00')).toBeNull());
  });

  it('filters by a field a naming rule parses from names (命名解析): rule, field and the dictionary\'s values', async () => {
    const user = userEvent.setup();
    const nameRules = [
      { ruleId: 7, ruleName: '投放命名规范', fields: [{ key: 'theme', label: '主题', kind: 'dictionary' as const, values: [{ code: '节日大促', label: '节日大促' }, { code: 'XQ', label: '新品' }] }, { key: 'seq', label: '序号', kind: 'text' as const, values: [] }] },
    ];
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3), nameRules });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    expect(screen.getByRole('combobox', { name: '命名规则' })).toHaveTextContent('投放命名规范');
    expect(screen.getByRole('combobox', { name: '解析字段' })).toHaveTextContent('主题');
    await user.click(screen.getByRole('combobox', { name: '取值' }));
    const option = await screen.findByRole('option', { name: '新品（XQ）' });
    await user.click(option);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.lastList().nameField).toEqual({ ruleId: 7, field: 'theme', values: ['XQ'] }));
  });

  it('groups the rows by a parsed field (按「主题」汇总), the choice kept in the URL', async () => {
    const user = userEvent.setup();
    const nameRules = [
      { ruleId: 7, ruleName: '投放命名规范', fields: [{ key: 'theme', label: '主题', kind: 'dictionary' as const, values: [] }, { key: 'date', label: '日期', kind: 'date' as const, values: [] }] },
    ];
    const asked: unknown[] = [];
    serveDelivery({
      media: 'toutiao',
      level: 'plan',
      rows: rows(3),
      nameRules,
      nameGroups: (request) => {
        asked.push(request.groupBy);
        return {
          ruleName: '投放命名规范',
          fieldLabel: request.groupBy.field === 'theme' ? '主题' : '日期',
          groups: [
            { value: '节日大促', label: '节日大促', objects: 2, metrics: { cost: 300 } },
            { value: null, label: '（未匹配）', objects: 1, metrics: { cost: 5 } },
          ],
          total: 2,
          page: request.page,
          size: request.size,
          totals: { cost: 305 },
        };
      },
    });
    const { router } = renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    await user.click(screen.getByRole('button', { name: '按命名分组' }));
    const panel = await screen.findByRole('region', { name: '按「主题」汇总' });
    expect(await within(panel).findByText('节日大促')).toBeInTheDocument();
    expect(within(panel).getByText('（未匹配）')).toBeInTheDocument();
    expect(asked[0]).toEqual({ ruleId: 7, field: 'theme' });
    await user.click(within(panel).getByRole('combobox', { name: '分组字段' }));
    const option = await screen.findByRole('option', { name: '日期' });
    const popup = option.closest('.semi-popover-wrapper');
    await user.click(option);
    if (popup) fireEvent.animationEnd(popup);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('nameGroup')).toBe('7:date'));
    await waitFor(() => expect(asked).toContainEqual({ ruleId: 7, field: 'date' }));
  });

  it('applies a saved template: accounts, status and indicator rules with 并集, sent to the server', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    const filters = {
      accountIds: [2],
      status: ['paused'],
      search: null,
      indicators: {
        data: [
          { type: 'cost', symbol: '>=', symbolLabel: '大于等于', value: 100, startValue: null, endValue: null, ruleType: 'number', label: '总消耗', dataType: '' },
          { type: 'ctr', symbol: 'BETWEEN', symbolLabel: '介于', value: null, startValue: 1, endValue: 3, ruleType: 'number-input-between', label: '点击率', dataType: 'percent' },
        ],
        selectData: ['cost', 'ctr'],
        indexIsUnion: { check: true, disabled: true, value: 1 },
      },
    };
    let scene = '';
    server.api.on('post', '/api/user/filter_template/list', (body) => {
      scene = body.scene;
      return [{ id: 3, scene: body.scene, name: '高消耗低点击', filters, createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z' }];
    });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    expect(scene).toBe('delivery.toutiao.plan');
    fireEvent.click(screen.getByRole('button', { name: '筛选模板' }));
    fireEvent.click(await screen.findByRole('button', { name: '高消耗低点击' }));
    await waitFor(() =>
      expect(server.lastList()).toMatchObject({
        accountIds: [2],
        status: 'paused',
        indicators: {
          union: 1,
          rules: [
            { metric: 'cost', operator: '>=', value: 100 },
            { metric: 'ctr', operator: 'BETWEEN', startValue: 1, endValue: 3 },
          ],
        },
      }),
    );
    expect(await within(await table()).findByText('没有符合筛选条件的数据')).toBeInTheDocument();
  });

  it('a copied link shows the same rows: filters, date range, page, size and sort from the URL, the parent kept', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(30) });
    const today = dayjs(chinaToday());
    const range = [today.subtract(9, 'day').format('YYYY-MM-DD'), today.subtract(2, 'day').format('YYYY-MM-DD')];
    const filters = encodeURIComponent(JSON.stringify({ search: { field: 'name', method: 'LIKE', value: '计划' }, status: 'paused', dateRange: range }));
    const { router } = renderDeliveryPage(page(), `${PLAN_PATH}?parentId=77&filters=${filters}&page=2&size=20&sort=click.ascend`);
    await waitFor(() =>
      expect(server.lastList()).toMatchObject({
        parentId: '77',
        search: { field: 'name', method: 'LIKE', value: '计划' },
        status: 'paused',
        dateRange: { from: range[0], to: range[1] },
        page: 2,
        size: 20,
        sort: { key: 'click', order: 'asc' },
      }),
    );
    // The filter area shows the filters of the link.
    expect(screen.getByRole('combobox', { name: '搜索名称' })).toHaveValue('计划');
    // A new sort goes back to page 1 and into the address; the drill-down parent stays.
    const root = await table();
    fireEvent.click(await within(root).findByRole('button', { name: '点击数，升序' }));
    await waitFor(() => expect(server.lastList()).toMatchObject({ page: 1, size: 20 }));
    expect(server.lastList().sort).toBeUndefined();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('parentId')).toBe('77');
    expect(params.get('sort')).toBe('none');
    expect(params.get('page')).toBeNull();
    expect(JSON.parse(params.get('filters') ?? '{}')).toMatchObject({ status: 'paused', dateRange: range });
  });

  it('keeps a clean address until something is chosen, and an old link without filters opens the defaults', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    const { router } = renderDeliveryPage(page(), `${PLAN_PATH}?filters=not-json`);
    await within(await table()).findByText('计划-00');
    expect(server.lastList()).toMatchObject({ page: 1, size: 50, sort: { key: 'cost', order: 'desc' } });
    expect(server.lastList().status).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks the server again on 查询 with unchanged filters', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    const before = server.lists.length;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.lists.length).toBe(before + 1));
  });

  it('a new date range goes into the URL on page 1, and keeps a search typed but not queried', async () => {
    const user = userEvent.setup();
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    const { router } = renderDeliveryPage(page(), `${PLAN_PATH}?page=2`);
    await table();
    await waitFor(() => expect(server.lastList()).toMatchObject({ page: 2 }));
    const input = screen.getByRole('combobox', { name: '搜索名称' });
    await user.click(input);
    await user.type(input, '计划-01');
    await user.keyboard('{Escape}');
    const picker = document.querySelector('.tf-delivery__range') as HTMLElement;
    fireEvent.click(picker.querySelectorAll('input')[0]);
    fireEvent.click(await screen.findByText('过去30天'));
    await waitFor(() => {
      const { from, to } = server.lastList().dateRange;
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1).toBe(30);
    });
    expect(server.lastList()).toMatchObject({ page: 1 });
    expect(server.lastList().search).toBeUndefined();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBeNull();
    expect(JSON.parse(params.get('filters') ?? '{}').dateRange).toEqual([server.lastList().dateRange.from, server.lastList().dateRange.to]);
    expect(screen.getByRole('combobox', { name: '搜索名称' })).toHaveValue('计划-01');
  });

  it('offers only the shortcuts the kept 93 days cover', async () => {
    serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    await table();
    const picker = document.querySelector('.tf-delivery__range') as HTMLElement;
    fireEvent.click(picker.querySelectorAll('input')[0]);
    expect(await screen.findByText('过去93天')).toBeInTheDocument();
    const offered = Array.from(document.querySelectorAll('.semi-datepicker-quick-control-left-content-item')).map((el) => el.textContent);
    expect(offered).toEqual(expect.arrayContaining(['昨天', '今天', '过去7天', '过去30天', '过去93天']));
    expect(offered).not.toContain('过去一年');
    expect(offered).not.toContain('去年');
  });
});

describe('delivery table: columns saved on the server', () => {
  it('shows the user\'s saved columns and saves a new choice for this media and level', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2), columns: ['name', 'cost', 'ctr'] });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    await waitFor(() => expect(root.querySelectorAll('.semi-table-thead > .semi-table-row')[0].querySelectorAll('th')).toHaveLength(4));
    expect(within(root).queryByRole('button', { name: /点击数/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '自定义列' }));
    const dialog = await screen.findByTestId('column-settings');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '点击数' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.columnSaves).toEqual([{ media: 'toutiao', level: 'plan', columns: ['name', 'cost', 'ctr', 'click'] }]));
    expect(await screen.findByText('列设置已保存')).toBeInTheDocument();
    expect(await within(root).findByRole('button', { name: '点击数，点击排序' })).toBeInTheDocument();
  });
});

describe('delivery table: keyboard and screen readers', () => {
  it('gives focus back to the button that opened a dialog', async () => {
    serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    const opener = screen.getByRole('button', { name: '自定义列' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByTestId('column-settings');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('names the table, the bulk toolbar, every switch, editor and checkbox by its row', async () => {
    serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    expect(screen.getByRole('toolbar', { name: '批量操作' })).toBeInTheDocument();
    expect(within(root).getByRole('switch', { name: '计划-00的投放开关' })).toBeInTheDocument();
    expect(within(root).getByRole('checkbox', { name: '选择 计划-00' })).toBeInTheDocument();
    for (const name of ['编辑计划-00的出价', '编辑计划-00的日预算', '编辑计划-00的名称']) expect(within(root).getByRole('button', { name })).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: '总消耗（元），降序' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('delivery table: drill-down', () => {
  it('leads a row to its children, and reads the parent and its path from the URL', async () => {
    const server = serveDelivery({
      media: 'toutiao',
      level: 'plan',
      rows: rows(2),
      path: [{ level: 'delivery-group', id: '77', name: '广告组-甲' }],
    });
    const { router } = renderDeliveryPage(page(), `${PLAN_PATH}?parentId=77`);
    const root = await table();
    await within(root).findByText('计划-00');
    expect(server.lastList().parentId).toBe('77');
    const trail = screen.getByRole('navigation', { name: '层级路径' });
    expect(within(trail).getByRole('link', { name: '全部账户' })).toHaveAttribute('href', '/toutiao-app/promote/toutiao/delivery/account');
    expect(trail).toHaveTextContent('广告组-甲 · 广告计划');
    fireEvent.click(within(root).getByRole('link', { name: '查看计划-00的广告创意' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/promote/toutiao/delivery/creative'));
    expect(router.state.location.search).toBe('?parentId=1000');
  });

  it('shows only an edit\'s objects when its message links here', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), `${PLAN_PATH}?editId=41`);
    await within(await table()).findByText('计划-00');
    expect(server.lastList().editId).toBe(41);
    expect(screen.getByRole('status')).toHaveTextContent('仅显示操作记录 #41 修改过的对象');
  });
});

describe('delivery table: row edits', () => {
  it('switches a row off through an edit job, waits for it, then reloads', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    const before = server.lists.length;
    fireEvent.click(within(root).getByRole('switch', { name: '计划-00的投放开关' }));
    await waitFor(() => expect(server.edits).toEqual([{ media: 'toutiao', level: 'plan', field: 'status', items: [{ id: '1000', value: 'paused' }] }]));
    expect(await screen.findByText('计划-00 已修改')).toBeInTheDocument();
    await waitFor(() => expect(server.lists.length).toBeGreaterThan(before));
  });

  it('edits a bid inline within the level\'s range, and keeps the editor open when the media rules refuse', async () => {
    const server = serveDelivery({
      media: 'toutiao',
      level: 'plan',
      rows: rows(1),
      onEdit: (request, editId) =>
        request.field === 'bid' && request.items[0].value === 99
          ? { state: 'refused', editId: null, message: '出价超出范围', refusals: [{ id: '1000', name: '计划-00', accountName: '沙箱账户-1', rule: 'bid_out_of_range', reason: '出价不能高于50元（媒体限制）' }] }
          : { state: 'queued', editId, message: null, refusals: [] },
    });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('button', { name: '编辑计划-00的出价' }));
    const input = await screen.findByRole('textbox', { name: '计划-00的出价' });
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('出价不少于0.1元，不超过100元')).toBeInTheDocument();
    expect(server.edits).toHaveLength(0);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('出价不能高于50元（媒体限制）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '计划-00的出价' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.edits.at(-1)).toEqual({ media: 'toutiao', level: 'plan', field: 'bid', items: [{ id: '1000', value: 2.5 }] }));
    expect(await screen.findByText('计划-00 已修改')).toBeInTheDocument();
  });

  it('refuses an inline budget below the level\'s minimum before asking the server', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('button', { name: '编辑计划-00的日预算' }));
    const input = await screen.findByRole('textbox', { name: '计划-00的日预算' });
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('预算不能低于300元')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '520' } });
    expect(await screen.findByText('单次修改幅度不能低于50元')).toBeInTheDocument();
    expect(server.edits).toHaveLength(0);
  });

  it('renames a row', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(1) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('button', { name: '编辑计划-00的名称' }));
    const input = await screen.findByRole('textbox', { name: '计划-00的名称' });
    fireEvent.change(input, { target: { value: '计划-新名字' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.edits).toEqual([{ media: 'toutiao', level: 'plan', field: 'name', items: [{ id: '1000', value: '计划-新名字' }] }]));
  });
});

describe('delivery table: bulk edits', () => {
  it('sets a ladder of bids over the selection, shows the progress, the failed rows, and undoes', async () => {
    const server = serveDelivery({
      media: 'toutiao',
      level: 'plan',
      rows: rows(3),
      editResult: (request, id) => (request.field === 'bid' && id === '1002' ? { ok: false, reason: '该计划已被删除' } : { ok: true }),
    });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选 3 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量修改出价' }));
    fireEvent.click(await screen.findByRole('radio', { name: '阶梯出价' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: '最低出价' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '最高出价' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.edits).toHaveLength(1));
    // The rows in the table's order (sorted by spend, biggest first), from the lowest bid to the highest.
    expect(server.edits[0]).toEqual({
      media: 'toutiao',
      level: 'plan',
      field: 'bid',
      items: [
        { id: '1002', value: 1 },
        { id: '1001', value: 1.5 },
        { id: '1000', value: 2 },
      ],
    });
    const progress = await screen.findByTestId('edit-progress');
    expect(await within(progress).findByText('修改完成：成功2个，失败1个')).toBeInTheDocument();
    const failures = within(progress).getByTestId('edit-failures');
    expect(failures).toHaveTextContent('计划-02');
    expect(failures).toHaveTextContent('该计划已被删除');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(server.undos).toEqual([41]));
    // The undo is an edit of its own: the dialog follows it to its end, and it cannot be undone again.
    expect(await within(await screen.findByTestId('edit-progress')).findByText('修改完成：成功2个，失败1个')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '撤销' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    const close = screen.getAllByRole('button', { name: '关闭' }).find((b) => b.textContent === '关闭');
    fireEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('edit-progress')).toBeNull());
  });

  it('lists every row that breaks a media rule when the server refuses the whole edit', async () => {
    const server = serveDelivery({
      media: 'toutiao',
      level: 'plan',
      rows: rows(2),
      onEdit: () => ({
        state: 'refused',
        editId: null,
        message: '2个对象超过每日预算修改次数上限（每天最多3次），均未修改',
        refusals: [
          { id: '1000', name: '计划-00', accountName: '沙箱账户-1', rule: 'budget_edit_cap', reason: '今日已修改3次，已达上限' },
          { id: '1001', name: '计划-01', accountName: '沙箱账户-2', rule: 'budget_edit_cap', reason: '今日已修改3次，已达上限' },
        ],
      }),
    });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '批量修改日预算' }));
    const dialog = await screen.findByTestId('budget-dialog');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '预算金额' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('以下对象不符合媒体规则，请调整后再提交：')).toBeInTheDocument();
    expect(within(dialog).getAllByText('预算不能低于300元')).toHaveLength(2);
    expect(server.edits).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '预算金额' }), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    const refused = await screen.findByTestId('edit-refused');
    expect(refused).toHaveTextContent('2个对象超过每日预算修改次数上限（每天最多3次），均未修改');
    expect(within(refused).getAllByText('今日已修改3次，已达上限')).toHaveLength(2);
    expect(server.edits[0]).toMatchObject({ field: 'budget', items: [{ id: '1001', value: 800 }, { id: '1000', value: 800 }] });
  });

  it('pauses the selection in bulk', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2) });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    fireEvent.click(within(root).getByRole('checkbox', { name: '选择 计划-01' }));
    fireEvent.click(screen.getByRole('button', { name: '批量暂停' }));
    await waitFor(() => expect(server.edits).toEqual([{ media: 'toutiao', level: 'plan', field: 'status', items: [{ id: '1001', value: 'paused' }] }]));
    expect(await screen.findByTestId('edit-progress')).toBeInTheDocument();
  });
});

describe('delivery table: export, 刷新 and the trend', () => {
  it('downloads a small export at once, and says where a large one goes', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2) });
    const bodies: unknown[] = [];
    server.api.on('post', '/api/delivery/export', (body) => {
      bodies.push(body);
      return bodies.length === 1
        ? { exportId: 5, state: 'ready', fileName: '导出.xlsx', rows: 2, url: '/files/delivery-export?exportId=5&token=t', expiresAt: null, reason: null }
        : { exportId: 6, state: 'queued', fileName: '导出.xlsx', rows: null, url: null, expiresAt: null, reason: null };
    });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({ media: 'toutiao', level: 'plan', sort: { key: 'cost', order: 'desc' } });
    expect((bodies[0] as { columns: string[] }).columns.slice(0, 3)).toEqual(['id', 'name', 'status']);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText(/导出任务已提交/)).toHaveTextContent('消息中心');
  });

  it('刷新 syncs the accounts on screen and shows the rate limit\'s answer', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(3) });
    const asked: number[][] = [];
    server.api.on('post', '/api/delivery/refresh', ({ accountIds }) => {
      asked.push(accountIds);
      return { queued: [1], skipped: [{ id: 2, reason: '刚刚刷新过，请稍后再试' }] };
    });
    renderDeliveryPage(page(), PLAN_PATH);
    await within(await table()).findByText('计划-00');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(asked).toEqual([[1, 2]]));
    expect(await screen.findByText('已提交1个账户的同步，数据稍后更新')).toBeInTheDocument();
    expect(await screen.findByText('1个账户未刷新：刚刚刷新过，请稍后再试')).toBeInTheDocument();
  });

  it('opens the trend of the selected rows, or of the total', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'plan', rows: rows(2) });
    const trends: unknown[] = [];
    server.api.on('post', '/api/delivery/trend', (body) => {
      trends.push(body);
      return { series: [{ id: null, name: '合计', points: [{ time: body.dateRange.from, values: { cost: 10, click: 2 } }] }] };
    });
    renderDeliveryPage(page(), PLAN_PATH);
    const root = await table();
    await within(root).findByText('计划-00');
    expect(trends).toHaveLength(0);
    fireEvent.click(within(root).getByRole('checkbox', { name: '选择 计划-01' }));
    fireEvent.click(screen.getByRole('button', { name: '查看趋势' }));
    await waitFor(() => expect(trends).toHaveLength(1));
    expect(trends[0]).toMatchObject({ metrics: ['cost', 'show'], granularity: 'day', ids: ['1001'] });
    expect(screen.getByTestId('trend-panel')).toHaveTextContent('所选 1 行');
    expect(await screen.findByRole('figure', { name: '数据趋势' })).toBeInTheDocument();
  });
});
