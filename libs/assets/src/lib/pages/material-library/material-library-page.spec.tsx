import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MaterialFavoritePage from '../material-favorite/material-favorite-page';
import MaterialLibraryPage from './material-library-page';
import { uploadPathFrom } from './material-library-view';

type Material = Schemas['Material'];
const PATH = '/common-app/assets/material-library-all';

function material(id: number, over: Partial<Material> = {}): Material {
  return {
    id,
    md5: String(id).padStart(32, '0'),
    name: `素材${id}.png`,
    kind: 'image',
    format: 'png',
    mime: 'image/png',
    size: 1_200_000,
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
    ...over,
  };
}

function serve(records: Material[]) {
  let rows = records;
  const api = fakeApi()
    .on('post', '/api/material/list', (body) => {
      const q = body as Schemas['MaterialListQuery'];
      const shown = rows.filter((m) => (!q.favoriteOnly || m.favorite) && (!q.kind || m.kind === q.kind));
      return { records: shown, total: shown.length, current: q.current, size: q.size };
    })
    .on('post', '/api/material/people', () => ({ designers: [{ id: 7, name: '李静' }, { id: 8, name: '周婷' }], uploaders: [{ id: 7, name: '李静' }] }))
    .on('post', '/api/material/label/list', () => [{ id: 1, name: '风格', labels: [{ id: 11, groupId: 1, name: '国潮', materialCount: 0, titleCount: 0, createdBy: null, createTime: '2026-11-01 10:00:00' }] }])
    .on('post', '/api/user/filter_template/list', () => [])
    .on('post', '/api/material/favorite', ({ ids, favorite }) => {
      rows = rows.map((m) => ((ids as number[]).includes(m.id) ? { ...m, favorite: Boolean(favorite) } : m));
      return { updated: (ids as number[]).length };
    })
    .on('post', '/api/material/remove', ({ ids, confirm }) => {
      const wanted = ids as number[];
      if (!confirm && wanted.includes(2)) {
        return { removed: 0, inUse: [{ id: 2, name: '素材2.png', adCount: 1, ads: [{ mediaCode: 'toutiao', advertiserId: '1750000001', adId: 'ad-1', adName: '双十一广告A' }] }] };
      }
      rows = rows.filter((m) => !wanted.includes(m.id));
      return { removed: wanted.length, inUse: [] };
    })
    .on('post', '/api/material/update', ({ ids }) => ({ updated: (ids as number[]).length }));
  api.install();
  return api;
}


afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('素材库', () => {
  it('shows the materials as cards with their facts, newest first, and as a list when asked, remembering the choice', async () => {
    const api = serve([
      material(1, { name: '夏季大促_横版.png', labels: [{ id: 11, name: '国潮' }], pushes: [{ mediaCode: 'toutiao', mediaAccountId: 3, advertiserId: '1750000001', accountName: '品牌一号', mediaMaterialId: 'm1', reviewState: 'approved', rejectReason: null, qualityLabels: ['首发'], pushTime: '2026-11-21 10:00:00' }] }),
      material(2, { name: '口播_竖版.mp4', kind: 'video', width: 720, height: 1280, durationMs: 15_000, posterUrl: '/files/material?p=2' }),
    ]);
    renderSubAppPage(MaterialLibraryPage, PATH);
    const grid = await screen.findByRole('list', { name: '素材网格' });
    const cards = await within(grid).findAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['夏季大促_横版.png', '口播_竖版.mp4']);
    expect(within(cards[0]).getByText('1280×720 · 横版 · 1.1 MB')).toBeTruthy();
    expect(within(cards[0]).getByText('审核通过 1')).toBeTruthy();
    expect(within(cards[1]).getByText('▶ 0:15')).toBeTruthy();
    expect(within(cards[1]).getByText('未推送')).toBeTruthy();
    // The upload dates start on the picker's own default, a year to today, as the field shows them.
    expect(api.bodiesOf('/api/material/list')[0]).toEqual({ current: 1, size: expect.any(Number), from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sort: 'uploadTime', order: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: '列表' }));
    const table = await screen.findByRole('region', { name: '素材列表' });
    expect(within(table).getByText('720×1280（竖版）')).toBeTruthy();
    expect(within(table).getByText('国潮')).toBeTruthy();
    expect(localStorage.getItem('material_library_view')).toBe('list');
  });

  it('asks the server with the filters kept in the URL', async () => {
    const api = serve([material(1), material(2, { kind: 'video', durationMs: 8000 })]);
    renderSubAppPage(MaterialLibraryPage, `${PATH}?filters=${encodeURIComponent(JSON.stringify({ kind: 'video', designerIds: [7], keyword: { value: '口播' } }))}`);
    const grid = await screen.findByRole('list', { name: '素材网格' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem').map((c) => c.getAttribute('aria-label'))).toEqual(['素材2.png']));
    expect(api.bodiesOf('/api/material/list').at(-1)).toMatchObject({ kind: 'video', designerIds: [7], keyword: '口播' });
  });

  it('keeps favourites with the star, and 素材收藏 lists only them', async () => {
    const api = serve([material(1), material(2)]);
    renderSubAppPage(MaterialLibraryPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '收藏 素材2.png' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/favorite')).toEqual([{ ids: [2], favorite: true }]));
    expect(await screen.findByRole('button', { name: '取消收藏 素材2.png' })).toBeTruthy();
  });

  it('removes the chosen materials, naming first the delivering ads that use one of them', async () => {
    const api = serve([material(1), material(2), material(3)]);
    renderSubAppPage(MaterialLibraryPage, PATH);
    fireEvent.click(within(await screen.findByRole('listitem', { name: '素材1.png' })).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('listitem', { name: '素材2.png' })).getByRole('checkbox'));
    const footer = await screen.findByRole('group', { name: '底部操作栏' });
    expect(within(footer).getByText('已选 2 个素材')).toBeTruthy();
    await userEvent.click(within(footer).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByText(/双十一广告A（巨量引擎 1750000001）/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '仍然删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/remove')).toEqual([{ ids: [1, 2], confirm: false }, { ids: [1, 2], confirm: true }]));
    expect(await screen.findByText('已删除 2 个素材')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '素材1.png' })).toBeNull());
  });
});

describe('素材收藏', () => {
  it('asks only for the person\'s favourites, and says how to add one when there is none', async () => {
    const api = serve([material(1)]);
    renderSubAppPage(MaterialFavoritePage, '/common-app/assets/material-favorite');
    expect(await screen.findByText('还没有收藏的素材，在素材库中点击 ☆ 收藏')).toBeTruthy();
    expect(api.bodiesOf('/api/material/list')[0]).toMatchObject({ favoriteOnly: true });
  });

  it('opens 上传素材 beside itself', () => {
    expect(uploadPathFrom('/common-app/assets/material-library-all')).toBe('/common-app/assets/material-library-upload-all/image');
    expect(uploadPathFrom('/common-app/assets/material-favorite')).toBe('/common-app/assets/material-library-upload-all/image');
  });
});
