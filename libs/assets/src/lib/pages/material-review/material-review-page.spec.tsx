import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MaterialReviewPage from './material-review-page';

type Item = Schemas['MaterialReviewItem'];
const PATH = '/common-app/assets/material-review';

function item(id: number, over: Partial<Item> = {}): Item {
  return {
    material: {
      id,
      md5: String(id).padStart(32, '0'),
      name: `素材${id}.png`,
      kind: 'image',
      format: 'png',
      mime: 'image/png',
      size: 1000,
      width: 1280,
      height: 720,
      durationMs: null,
      bitrate: null,
      designer: { id: 7, name: '李静' },
      uploader: { id: 7, name: '李静' },
      source: 'upload',
      shared: false,
      labels: [],
      favorite: false,
      uploadTime: '2026-11-20 10:00:00',
      thumbnailUrl: `/files/material?t=${id}`,
      posterUrl: null,
      fileUrl: `/files/material?f=${id}`,
      pushes: [],
    },
    state: 'pending',
    reason: null,
    deciderName: null,
    decidedAt: null,
    commentCount: 0,
    ...over,
  };
}

function serve(items: Item[]) {
  let rows = items;
  const shares: Schemas['MaterialReviewShare'][] = [];
  const api = fakeApi()
    .on('post', '/api/material/review/list', (q) => {
      const shown = rows.filter((r) => !q.state || r.state === q.state);
      const count = (s: Item['state']) => rows.filter((r) => r.state === s).length;
      return { records: shown, total: shown.length, current: q.current, size: q.size, counts: { pending: count('pending'), approved: count('approved'), rejected: count('rejected') } };
    })
    .on('post', '/api/material/people', () => ({ designers: [{ id: 7, name: '李静' }], uploaders: [] }))
    .on('post', '/api/material/review/decide', ({ materialIds, verdict, reason }) => {
      rows = rows.map((r) => (materialIds.includes(r.material.id) ? { ...r, state: verdict, reason: reason ?? null, deciderName: '周婷' } : r));
      return { updated: materialIds.length };
    })
    .on('post', '/api/material/review/share/list', () => shares)
    .on('post', '/api/material/review/share/create', (body) => {
      const share = { id: 9, token: 't'.repeat(43), path: `/common-app/material-review-share/${'t'.repeat(43)}`, guestName: body.guestName, rights: body.rights, hasPassword: Boolean(body.password), expiresAt: '2026-12-01 10:00:00', createdAt: '2026-11-24 10:00:00', materialCount: body.materialIds.length, materialNames: ['素材1.png'] };
      shares.push(share);
      return share;
    });
  api.install();
  return api;
}


afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('素材审核', () => {
  it('opens on 待审核 with the count of each state, and a designer sees verdicts without the buttons', async () => {
    const api = serve([item(1), item(2, { state: 'rejected', reason: '字体侵权', deciderName: '周婷', decidedAt: '2026-11-21 10:00:00' })]);
    renderSubAppPage(MaterialReviewPage, PATH, { user: testUser({ role: 'DESIGNER', isDesignManager: 0 }) });
    const table = await screen.findByRole('region', { name: '素材审核列表' });
    expect(await within(table).findByText('素材1.png')).toBeTruthy();
    expect(within(table).queryByText('素材2.png')).toBeNull();
    expect(screen.getByRole('tab', { name: '待审核（1）' })).toBeTruthy();
    expect(api.bodiesOf('/api/material/review/list')[0]).toEqual({ current: 1, size: expect.any(Number), state: 'pending' });
    expect(within(table).queryByRole('button', { name: '通过 素材1.png' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '驳回（1）' }));
    expect(await within(table).findByText('驳回原因：字体侵权')).toBeTruthy();
  });

  it('approves one, and rejects the chosen ones only with a reason', async () => {
    const api = serve([item(1), item(2), item(3)]);
    renderSubAppPage(MaterialReviewPage, PATH, { user: testUser({ role: 'DESIGNER', isDesignManager: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: '通过 素材1.png' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/review/decide')).toEqual([{ materialIds: [1], verdict: 'approved' }]));
    expect(await screen.findByText('已通过 1 个素材')).toBeTruthy();

    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 素材2.png' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 素材3.png' }));
    const footer = screen.getByLabelText('底部操作栏');
    await userEvent.click(within(footer).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回素材（2 个）' });
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '画面偏暗');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/review/decide').at(-1)).toEqual({ materialIds: [2, 3], verdict: 'rejected', reason: '画面偏暗' }));
    expect(await screen.findByText('已驳回 2 个素材')).toBeTruthy();
  });

  it('shares the chosen ones through a link with its guest, rights and expiry, and lists it', async () => {
    const api = serve([item(1)]);
    renderSubAppPage(MaterialReviewPage, PATH);
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 素材1.png' }));
    await userEvent.click(within(screen.getByLabelText('底部操作栏')).getByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog', { name: '分享素材审核' });
    // The live links are the dialog's own query: their empty state shows once it answers.
    expect(await within(dialog).findByText('暂无有效的分享链接')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    expect(await within(dialog).findByText('请填写访客名称')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '访客名称' }), '品牌方 王总');
    await userEvent.click(within(dialog).getByRole('radio', { name: '仅评论' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '生成链接' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/review/share/create')).toEqual([{ materialIds: [1], guestName: '品牌方 王总', rights: 'comment', expiresInDays: 7 }]));
    const link = await within(dialog).findByLabelText('品牌方 王总 的分享链接');
    expect(link.textContent).toBe(`${window.location.origin}/common-app/material-review-share/${'t'.repeat(43)}`);
  });
});
