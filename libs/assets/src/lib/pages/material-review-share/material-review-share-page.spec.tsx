import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MaterialReviewSharePage from './material-review-share-page';
import { openProblem } from './material-review-share-rules';

const TOKEN = 'a'.repeat(43);
type Shared = Schemas['SharedMaterial'];

const shared = (id: number, over: Partial<Shared> = {}): Shared => ({
  id,
  name: `素材${id}.png`,
  kind: 'image',
  width: 1280,
  height: 720,
  durationMs: null,
  thumbnailUrl: `/files/material?t=${id}`,
  posterUrl: null,
  fileUrl: `/files/material?f=${id}`,
  state: 'pending',
  reason: null,
  comments: [],
  ...over,
});

function view(rights: 'comment' | 'approve', materials: Shared[]): Schemas['MaterialReviewShareView'] {
  return { guestName: '王总', rights, expiresAt: '2026-12-01 10:00:00', sharerName: '周婷', accessKey: 'k'.repeat(64), materials };
}

/** The page on its own route, with no session and no sub-application context (as the shell draws it). */
function renderShare() {
  const router = createMemoryRouter([{ path: '/common-app/material-review-share/:id', element: <MaterialReviewSharePage /> }], { initialEntries: [`/common-app/material-review-share/${TOKEN}`] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('素材审核分享', () => {
  it('says in the server\'s words why a link does not open', async () => {
    fakeApi().on('post', '/api/open_api/material-review-share/open', () => refuse(1601, '分享链接已过期，请联系分享人重新分享')).install();
    renderShare();
    expect(within(await screen.findByRole('alert')).getByText('分享链接已过期，请联系分享人重新分享')).toBeTruthy();
  });

  it('asks for the password, says when it is wrong, then shows the materials', async () => {
    const api = fakeApi()
      .on('post', '/api/open_api/material-review-share/open', (body) => {
        if (!body.password) return refuse(1602, '该分享链接需要访问密码');
        if (body.password !== 'right') return refuse(1602, '访问密码错误，请重新输入');
        return view('comment', [shared(1)]);
      })
      .install();
    void api;
    renderShare();
    const password = await screen.findByLabelText('请输入访问密码');
    expect(screen.queryByText('该分享链接需要访问密码', { selector: '[role=alert], .tf-refusal-text' })).toBeNull();
    await userEvent.type(password, 'wrong{Enter}');
    expect(await screen.findByText('访问密码错误，请重新输入')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('请输入访问密码'));
    await userEvent.type(screen.getByLabelText('请输入访问密码'), 'right');
    await userEvent.click(screen.getByRole('button', { name: '查看素材' }));
    expect(await screen.findByRole('article', { name: '素材1.png' })).toBeTruthy();
    expect(screen.getByText('周婷 分享给 王总 · 有效期至 2026-12-01 10:00:00')).toBeTruthy();
    // A comment-only link offers no verdict.
    expect(screen.queryByRole('button', { name: '通过 素材1.png' })).toBeNull();
  });

  it('approves and comments with the access key the link gave, and shows the answer', async () => {
    const calls: unknown[] = [];
    fakeApi()
      .on('post', '/api/open_api/material-review-share/open', () => view('approve', [shared(1), shared(2)]))
      .on('post', '/api/open_api/material-review-share/decide', (body) => (calls.push(body), shared(body.materialId, { state: body.verdict })))
      .on('post', '/api/open_api/material-review-share/comment', (body) => (calls.push(body), shared(body.materialId, { comments: [{ id: 1, authorName: '王总', guest: true, text: body.text, time: '2026-11-24 10:00:00' }] })))
      .install();
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: '通过 素材1.png' }));
    const card = screen.getByRole('article', { name: '素材1.png' });
    // The state tag says 通过 beside the button.
    await waitFor(() => expect(within(card).getAllByText('通过')).toHaveLength(2));
    await userEvent.type(within(screen.getByRole('article', { name: '素材2.png' })).getByRole('textbox'), '颜色再亮一些');
    await userEvent.click(within(screen.getByRole('article', { name: '素材2.png' })).getByRole('button', { name: '发表评论' }));
    expect(await within(screen.getByRole('article', { name: '素材2.png' })).findByText('颜色再亮一些')).toBeTruthy();
    await waitFor(() =>
      expect(calls).toEqual([
        { token: TOKEN, accessKey: 'k'.repeat(64), materialId: 1, verdict: 'approved' },
        { token: TOKEN, accessKey: 'k'.repeat(64), materialId: 2, text: '颜色再亮一些' },
      ]),
    );
  });

  it('says a failed verdict once: the page\'s own toast, not the client\'s besides', async () => {
    const notified: string[] = [];
    fakeApi()
      .on('post', '/api/open_api/material-review-share/open', () => view('approve', [shared(1)]))
      .on('post', '/api/open_api/material-review-share/decide', () => refuse(1001, '素材已被删除'))
      .install({ notify: (_kind, text) => notified.push(text) });
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: '通过 素材1.png' }));
    await waitFor(() => expect(document.body.textContent).toContain('素材已被删除'));
    expect(document.body.textContent?.split('素材已被删除')).toHaveLength(2);
    expect(notified).toEqual([]);
  });

  it('tells unusable links, passwords and other failures apart', () => {
    expect(openProblem(new Error('x'), false)).toEqual({ kind: 'failed', message: 'Error: x' });
  });
});
