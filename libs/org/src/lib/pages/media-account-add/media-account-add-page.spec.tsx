import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderOrgPage } from '../../testing/org-page-test-kit';
import MediaAccountAddPage, { consentAnswer } from './media-account-add-page';

const PATH = '/account-app/account/media-account/gdt/add';

afterEach(() => {
  setApiClient(null);
  vi.unstubAllGlobals();
  act(() => Toast.destroyAll());
});

describe('consentAnswer', () => {
  it('reads the code and state, or the refusal, that the consent page sent back', () => {
    expect(consentAnswer(new URLSearchParams('code=c1&state=s1'))).toEqual({ code: 'c1', state: 's1' });
    expect(consentAnswer(new URLSearchParams('error=access_denied&state=s1'))).toEqual({ denied: true });
    expect(consentAnswer(new URLSearchParams('code=c1'))).toBeNull();
    expect(consentAnswer(new URLSearchParams(''))).toBeNull();
  });
});

describe('添加账户', () => {
  it('授权 asks the server for the consent page and goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi().on('post', '/api/user/media_account/authorize/start', () => ({ consentUrl: '/media-sandbox/consent?state=s1', state: 's1' }));
    api.install();
    const user = userEvent.setup();
    renderOrgPage(MediaAccountAddPage, PATH);
    expect(screen.getByText(/授权后，投放台会读取该授权下的广告账户/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '授权' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/media-sandbox/consent?state=s1'));
    expect(api.calls[0].body).toEqual({ mediaCode: 'gdt' });
  });

  it('exchanges the code once, lists the advertisers and imports the picked ones', async () => {
    const api = fakeApi()
      .on('post', '/api/user/media_account/authorize/complete', () => ({
        authorizationId: 9,
        advertisers: [
          { advertiserId: '30000002', name: '青柠互娱-腾讯-02', companyName: '青柠互娱', imported: true },
          { advertiserId: '30000001', name: '青柠互娱-腾讯-01', companyName: '青柠互娱', imported: false },
        ],
      }))
      .on('post', '/api/user/media_account/import', ({ advertiserIds }) => ({ imported: advertiserIds.length, skipped: 0 }));
    api.install();
    const user = userEvent.setup();
    const { router } = renderOrgPage(MediaAccountAddPage, `${PATH}?code=c1&state=s1`);
    const list = await screen.findByRole('region', { name: '选择要导入的账户' });
    expect(within(list).getByText('已导入')).toBeInTheDocument();
    // The account still to import comes first, before the one already in the desk.
    expect(within(list).getAllByText(/^青柠互娱-腾讯-0\d$/).map((cell) => cell.textContent)).toEqual(['青柠互娱-腾讯-01', '青柠互娱-腾讯-02']);
    await user.click(screen.getByRole('button', { name: '导入所选（1）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-app/account/media-account/gdt'));
    expect(api.calls.filter((c) => c.path === '/api/user/media_account/authorize/complete')).toHaveLength(1);
    expect(api.calls.find((c) => c.path === '/api/user/media_account/import')?.body).toEqual({ authorizationId: 9, advertiserIds: ['30000001'] });
    expect(await screen.findByText('已导入 1 个账户')).toBeInTheDocument();
  });

  it('shows the refusal of a used or expired authorisation and offers to authorise again', async () => {
    fakeApi()
      .on('post', '/api/user/media_account/authorize/complete', () => refuse(400, '授权已过期，请重新授权'))
      .install();
    renderOrgPage(MediaAccountAddPage, `${PATH}?code=c1&state=old`);
    expect(await screen.findByText('授权已过期，请重新授权')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新授权' })).toBeInTheDocument();
  });

  it('says nothing was imported when the user declined on the consent page', async () => {
    const api = fakeApi();
    api.install();
    renderOrgPage(MediaAccountAddPage, `${PATH}?error=access_denied&state=s1`);
    expect(screen.getByText('已取消授权，没有导入任何账户。')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
