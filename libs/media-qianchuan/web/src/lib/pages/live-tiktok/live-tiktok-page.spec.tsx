import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from './authorize-dialog';
import LiveTiktokPage from './live-tiktok-page';
import { consentAnswer, toAwemeQuery } from './live-tiktok-rules';

const PATH = '/qianchuan-app/live-control/authorization/tiktok';

function binding(n: number, overrides: Partial<Schemas['LiveAwemeBinding']> = {}): Schemas['LiveAwemeBinding'] {
  return {
    accountId: `170000000000000${n}`,
    deskAccountId: n,
    accountName: `千川账户-${n}`,
    sandbox: true,
    authorizedUntil: '2027-06-01T00:00:00.000Z',
    state: 'active',
    boundAt: '2026-06-01T00:00:00.000Z',
    unboundAt: null,
    livePlans: 3,
    enabledLivePlans: 2,
    ...overrides,
  };
}

const AWEMES: Schemas['LiveAweme'][] = [
  { awemeId: '8800000000000001', name: '青柠好物直播间', authType: 'official', authorizedUntil: '2027-06-01T00:00:00.000Z', state: 'active', sandbox: true, syncedAt: '2026-12-01T00:00:00.000Z', bindings: [binding(1), binding(2)] },
  { awemeId: '8800000000000002', name: '过期的号', authType: 'partner', authorizedUntil: '2026-11-20T00:00:00.000Z', state: 'expired', sandbox: true, syncedAt: '2026-12-01T00:00:00.000Z', bindings: [binding(1, { state: 'expired', authorizedUntil: '2026-11-20T00:00:00.000Z' })] },
];
const ACCOUNTS = [1, 2].map((n) => ({ accountId: `170000000000000${n}`, deskAccountId: n, accountName: `千川账户-${n}`, sandbox: true }));

function serve() {
  const fake = fakeApi()
    .on('post', '/api/live/aweme/list', () => ({ rows: AWEMES, accounts: ACCOUNTS }))
    .on('post', '/api/live/aweme/refresh', () => ({ rows: AWEMES, accounts: ACCOUNTS }))
    .on('post', '/api/live/aweme/renew', () => ({ ...AWEMES[1], state: 'active', bindings: [binding(1, { authorizedUntil: '2027-12-01T00:00:00.000Z' })] }))
    .on('post', '/api/live/aweme/unbind', ({ confirm }) => ({ done: confirm, enabledLivePlans: 2, message: '', aweme: null }))
    .on('post', '/api/live/aweme/authorize/start', () => ({ consentUrl: 'https://sandbox.example/consent?state=s1', state: 's1' }))
    .on('post', '/api/live/aweme/authorize/complete', ({ code }) => (code === 'used' ? refuse(400, '授权已失效，请重新发起授权') : AWEMES[0]));
  fake.install();
  return fake;
}

afterEach(() => {
  setApiClient(null);
  vi.restoreAllMocks();
  act(() => Toast.destroyAll());
});

describe('我的抖音号', () => {
  it('lists each 抖音号 with its accounts, 授权期至 and state, renews a binding and refreshes', async () => {
    const fake = serve();
    renderSubAppPage(LiveTiktokPage, PATH);
    const table = within(await screen.findByRole('region', { name: '抖音号列表' }));
    const first = within((await table.findByText('青柠好物直播间')).closest('tr') as HTMLElement);
    expect(first.getByText('千川账户-1')).toBeInTheDocument();
    expect(first.getByText('千川账户-2')).toBeInTheDocument();
    expect(first.getByText('有效')).toBeInTheDocument();
    expect(first.getByText('官方')).toBeInTheDocument();
    const expired = within(table.getByText('过期的号').closest('tr') as HTMLElement);
    expect(expired.getByText('已过期')).toBeInTheDocument();
    expect(expired.getByText('2026-11-20')).toBeInTheDocument();
    fireEvent.click(expired.getByRole('button', { name: '续期 过期的号（千川账户-1）' }));
    expect(await screen.findByText('过期的号 已续期至 2027-12-01')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/live/aweme/renew')).toEqual([{ accountId: '1700000000000001', awemeId: '8800000000000002' }]);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('已同步，共 2 个抖音号')).toBeInTheDocument();
  });

  it('names the live plans an unbinding stops before it unbinds', async () => {
    const fake = serve();
    renderSubAppPage(LiveTiktokPage, PATH);
    const table = within(await screen.findByRole('region', { name: '抖音号列表' }));
    fireEvent.click(await table.findByRole('button', { name: '解绑 青柠好物直播间 与 千川账户-2' }));
    const dialog = within(await screen.findByRole('dialog', { name: '解绑抖音号' }));
    expect(await dialog.findByText('解绑后，千川账户-2 中使用抖音号「青柠好物直播间」的 2 个直播计划将停止投放，确定解绑吗？')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '解绑' }));
    await waitFor(() => expect(fake.bodiesOf('/api/live/aweme/unbind')).toHaveLength(2));
    expect(fake.bodiesOf('/api/live/aweme/unbind')).toEqual([
      { accountId: '1700000000000002', awemeId: '8800000000000001', confirm: false },
      { accountId: '1700000000000002', awemeId: '8800000000000001', confirm: true },
    ]);
    expect(await screen.findByText('青柠好物直播间 已解绑')).toBeInTheDocument();
  });

  it('sends the chosen accounts to the consent page', async () => {
    const fake = serve();
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    renderSubAppPage(LiveTiktokPage, PATH);
    await screen.findByText('青柠好物直播间');
    fireEvent.click(screen.getByRole('button', { name: '授权抖音号' }));
    const dialog = within(await screen.findByRole('dialog', { name: '授权抖音号' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择至少一个千川账户')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('combobox', { name: '千川账户' }));
    fireEvent.click(await screen.findByRole('option', { name: /千川账户-2/ }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/consent?state=s1'));
    expect(fake.bodiesOf('/api/live/aweme/authorize/start')).toEqual([{ accountIds: ['1700000000000002'] }]);
  });

  it('completes the authorisation the consent page sent back once, and cleans the address', async () => {
    const fake = serve();
    const { router } = renderSubAppPage(LiveTiktokPage, `${PATH}?code=c1&state=s1`);
    expect(await screen.findByText('已授权 青柠好物直播间，绑定 2 个千川账户')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/live/aweme/authorize/complete')).toEqual([{ code: 'c1', state: 's1' }]);
    expect(router.state.location.search).toBe('');
  });

  it('shows why a used code is refused', async () => {
    serve();
    renderSubAppPage(LiveTiktokPage, `${PATH}?code=used&state=s1`);
    expect(await screen.findByText('授权已失效，请重新发起授权')).toBeInTheDocument();
  });
});

describe('我的抖音号 rules', () => {
  it('reads the consent page\'s answer and the filters', () => {
    expect(consentAnswer(new URLSearchParams('code=c&state=s'))).toEqual({ code: 'c', state: 's' });
    expect(consentAnswer(new URLSearchParams('error=access_denied&state=s'))).toEqual({ denied: true });
    expect(consentAnswer(new URLSearchParams('code=c'))).toBeNull();
    expect(toAwemeQuery({ keyword: { value: ' 青柠 ' }, state: 'expiring', accountId: '17' })).toEqual({ keyword: '青柠', state: 'expiring', accountId: '17' });
    expect(toAwemeQuery({ state: 'lost', accountId: 'x' })).toEqual({});
  });
});
