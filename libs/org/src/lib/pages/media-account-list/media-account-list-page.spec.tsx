import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderSubAppPage } from '@toufang/api/testing';
import { renderOrgPage, testUser } from '../../testing/org-page-test-kit';
import MediaAccountListPage from './media-account-list-page';

type AccountRecord = Schemas['MediaAccountRecord'];
const PATH = '/account-app/account/media-account/gdt';

function account(id: number, overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id,
    mediaCode: 'gdt',
    accountId: String(30000000 + id),
    accountName: `青柠互娱-腾讯-${String(id).padStart(2, '0')}`,
    sandbox: true,
    status: 'active',
    statusText: '正常',
    balance: 12345.6,
    todayCost: 321,
    dailyBudget: null,
    groupId: null,
    groupName: null,
    projectId: null,
    projectName: null,
    operators: [{ userId: 2, name: '王优化' }],
    authorizationId: 1,
    authStatus: 'active',
    authStatusText: '有效',
    authExpiresAt: '2027-01-01T00:00:00.000Z',
    lastSyncedAt: '2026-11-25T02:00:00.000Z',
    lastSyncError: null,
    remark: '',
    product: '',
    ...overrides,
  };
}

function serve(records: AccountRecord[]) {
  let rows = [...records];
  const api = fakeApi()
    .on('post', '/api/user/media_account/page', ({ current, size, sortField, sortOrder }) => {
      const sorted = sortField ? [...rows].sort((a, b) => (Number(a[sortField]) - Number(b[sortField])) * (sortOrder === 'ascend' ? 1 : -1)) : rows;
      return { records: sorted.slice((current - 1) * size, current * size), total: rows.length, current, size };
    })
    .on('post', '/api/user/group_user/select', () => [{ groupId: 5, groupName: '华东组', children: [] }])
    .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
    .on('post', '/api/user/media_account/remove', ({ ids }) => {
      rows = rows.filter((r) => !ids.includes(r.id));
      return { count: ids.length };
    })
    .on('post', '/api/user/media_account/password/reset', () => ({ password: 'Xk3pQ9vLm2Ra' }))
    .on('post', '/api/user/media_account/sync', ({ ids }) => rows.filter((r) => ids.includes(r.id)))
    .on('post', '/api/user/filter_template/list', ({ scene }) => [
      { id: 7, scene, name: '冻结账户', filters: { status: 'frozen' }, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
    ]);
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

const table = () => screen.findByRole('region', { name: '腾讯广告3.0账户列表' });
const pageCalls = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/api/user/media_account/page').map((c) => c.body);

describe('腾讯广告账户 in the gadget mode (accountManagement/gdt, shell spec §2.4)', () => {
  it('lists the code\'s accounts read-only and asks nothing but the account page', async () => {
    const api = serve([account(1)]);
    renderSubAppPage(MediaAccountListPage, '/accountManagement/gdt', { routerBase: '', gadget: true });
    expect(await within(await table()).findByText('青柠互娱-腾讯-01')).toBeInTheDocument();
    for (const name of ['添加账户', '上传账户', '管理分组', '删除所选', '同步', '编辑']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect([...new Set(api.calls.map((c) => c.path))]).toEqual(['/api/user/media_account/page']);
  });
});

describe('媒体账户 list', () => {
  it('lists the accounts of the media in the path with 沙箱, money in 元 and 不限 for no budget', async () => {
    const api = serve([account(1), account(2, { sandbox: false, dailyBudget: 5000, status: 'frozen', statusText: '冻结' })]);
    renderOrgPage(MediaAccountListPage, PATH);
    const rows = within(await table());
    expect(await rows.findByText('青柠互娱-腾讯-01')).toBeInTheDocument();
    expect(rows.getAllByTestId('sandbox-tag')).toHaveLength(1);
    expect(rows.getAllByText('12,345.60')).toHaveLength(2);
    expect(rows.getByText('不限')).toBeInTheDocument();
    expect(rows.getByText('5,000.00')).toBeInTheDocument();
    expect(rows.getByText('冻结')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/user/media_account/page')?.body).toEqual({ mediaCode: 'gdt', current: 1, size: 50 });
  });

  it('applies a saved filter template of this media\'s list, which the server keeps per user', async () => {
    const api = serve([account(1), account(2, { status: 'frozen', statusText: '冻结' })]);
    const user = userEvent.setup();
    renderOrgPage(MediaAccountListPage, PATH);
    await screen.findByText('青柠互娱-腾讯-01');
    expect(api.calls.find((c) => c.path === '/api/user/filter_template/list')?.body).toEqual({ scene: 'media-account.gdt' });
    await user.click(screen.getByRole('button', { name: /^筛选模板/ }));
    const panel = await screen.findByRole('dialog', { name: '筛选模板' });
    await user.click(await within(panel).findByRole('button', { name: '冻结账户' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/user/media_account/page').at(-1)?.body).toMatchObject({ status: 'frozen' }));
  });

  it('offers a first-level agent the way to their second-level agents', async () => {
    serve([account(1)]);
    const user = userEvent.setup();
    const { router } = renderOrgPage(MediaAccountListPage, PATH, testUser({ role: 'AGENT_FIRST' }));
    await user.click(await screen.findByRole('button', { name: '管理二级代理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-app/manage/user-manage'));
  });

  it('shows an admin every action and a manager neither removal nor group management (shell spec §6)', async () => {
    serve([account(1)]);
    renderOrgPage(MediaAccountListPage, PATH);
    await screen.findByText('青柠互娱-腾讯-01');
    for (const name of ['添加账户', '上传账户', '管理分组', '删除所选']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 青柠互娱-腾讯-01' })).toBeInTheDocument();
  });

  it('hides removal, groups and upload from a manager', async () => {
    serve([account(1)]);
    renderOrgPage(MediaAccountListPage, PATH, testUser({ role: 'MANAGER' }));
    await screen.findByText('青柠互娱-腾讯-01');
    expect(screen.getByRole('button', { name: '上传账户' })).toBeInTheDocument();
    for (const name of ['管理分组', '删除所选', '删除 青柠互娱-腾讯-01', '设置分组']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('sorts on the server by the clicked column, largest first, then flips', async () => {
    const api = serve([account(1, { balance: 10 }), account(2, { balance: 99 })]);
    const user = userEvent.setup();
    renderOrgPage(MediaAccountListPage, PATH);
    await screen.findByText('青柠互娱-腾讯-01');
    await user.click(screen.getByRole('button', { name: '余额(元)' }));
    await waitFor(() => expect(pageCalls(api).at(-1)).toMatchObject({ sortField: 'balance', sortOrder: 'descend' }));
    await user.click(await screen.findByRole('button', { name: '余额(元)，降序' }));
    await waitFor(() => expect(pageCalls(api).at(-1)).toMatchObject({ sortField: 'balance', sortOrder: 'ascend' }));
  });

  it('a copied link shows the same accounts: filters, page, size and sort from the URL (the list kit), and 导出 sends that query', async () => {
    const api = serve(Array.from({ length: 30 }, (_, i) => account(i + 1)));
    api.on('post', '/api/list/export', () => ({ exportId: 4, state: 'queued', fileName: '账户.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
    const filters = encodeURIComponent(JSON.stringify({ keyword: { method: 'LIKE', value: '腾讯' }, status: 'frozen' }));
    const { router } = renderOrgPage(MediaAccountListPage, `${PATH}?filters=${filters}&page=2&size=20&sort=todayCost.ascend`);
    await waitFor(() =>
      expect(pageCalls(api)[0]).toEqual({ mediaCode: 'gdt', keyword: '腾讯', status: 'frozen', sortField: 'todayCost', sortOrder: 'ascend', current: 2, size: 20 }),
    );
    expect(await screen.findByRole('button', { name: '今日消耗(元)，升序' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/list/export')?.body).toEqual({
        listId: 'org.media-accounts',
        query: { mediaCode: 'gdt', keyword: '腾讯', status: 'frozen', sortField: 'todayCost', sortOrder: 'ascend' },
      }),
    );
    // A new sort goes back to page 1, in the address too.
    await user.click(screen.getByRole('button', { name: '今日消耗(元)，升序' }));
    await waitFor(() => expect(pageCalls(api).at(-1)).toMatchObject({ sortField: 'todayCost', sortOrder: 'descend', current: 1, size: 20 }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort')).toBe('todayCost.descend');
    expect(params.get('page')).toBeNull();
  });

  it('shows the columns the user saved for the account lists, the name first and 操作 last', async () => {
    const api = serve([account(1)]);
    api.on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: listId === 'org.media-accounts' ? ['todayCost', 'remark'] : null }));
    renderOrgPage(MediaAccountListPage, PATH);
    const root = await table();
    await within(root).findByText('青柠互娱-腾讯-01');
    await waitFor(() => expect(within(root).queryByText('账户ID')).toBeNull());
    const headers = within(root).getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.filter((h) => h !== '')).toEqual(['账户名称', '今日消耗(元)', '备注', '操作']);
  });

  it('removes an account after the confirmation and lists the rest', async () => {
    const api = serve([account(1), account(2)]);
    const user = userEvent.setup();
    renderOrgPage(MediaAccountListPage, PATH);
    await user.click(await screen.findByRole('button', { name: '删除 青柠互娱-腾讯-01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/媒体上的账户和广告不受影响/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('青柠互娱-腾讯-01')).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/user/media_account/remove')?.body).toEqual({ ids: [1] });
    expect(await screen.findByText('已删除 1 个账户')).toBeInTheDocument();
  });

  it('shows a reset password once, in its own dialog', async () => {
    serve([account(1)]);
    const user = userEvent.setup();
    renderOrgPage(MediaAccountListPage, PATH);
    await user.click(await screen.findByRole('button', { name: '重置密码 青柠互娱-腾讯-01' }));
    expect(await screen.findByTestId('account-password')).toHaveTextContent('Xk3pQ9vLm2Ra');
    expect(screen.getByText('新密码只显示这一次，请立即复制并妥善保存。')).toBeInTheDocument();
  });

  it('offers 重新授权 on an account whose authorisation expired, leading to the add page', async () => {
    serve([account(1, { authStatus: 'expired', authStatusText: '授权失效' })]);
    const user = userEvent.setup();
    const { router } = renderOrgPage(MediaAccountListPage, PATH);
    expect(await screen.findByText('授权失效')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新授权' }));
    expect(router.state.location.pathname).toBe(`${PATH}/add`);
  });

  it('says so when the list cannot load, and retries', async () => {
    const api = fakeApi()
      .on('post', '/api/user/media_account/page', () => refuse(403, '无权限访问该功能，请联系管理员开通'))
      .on('post', '/api/user/group_user/select', () => []);
    api.install();
    renderOrgPage(MediaAccountListPage, PATH);
    expect(await screen.findByText('账户加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('tells an empty media list from an empty filtered one', async () => {
    serve([]);
    renderOrgPage(MediaAccountListPage, PATH);
    expect(await screen.findByText('还没有账户，点击「添加账户」授权导入')).toBeInTheDocument();
  });
});
