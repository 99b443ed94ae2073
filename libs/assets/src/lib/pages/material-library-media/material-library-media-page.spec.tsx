import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { defaultDateRange } from '@toufang/ui';
import MaterialLibraryPage from '../material-library/material-library-page';
import MaterialLibraryMediaPage, { mediaLibrarySearch } from './material-library-media-page';

const LEGACY = '/common-app/assets/material-library/:mediaCode';
const LIBRARY = '/common-app/assets/material-library-all';

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
});

function landing(path: string) {
  const { router } = renderSubAppPage(MaterialLibraryMediaPage, path, { routePath: LEGACY });
  return router;
}

describe('媒体素材库 (legacy material-library/:mediaCode)', () => {
  it('lands on 素材库 filtered by that media, and the list asks the server for that media only', async () => {
    const router = landing('/common-app/assets/material-library/toutiao');
    await waitFor(() => expect(router.state.location.pathname).toBe(LIBRARY));
    const { pathname, search } = router.state.location;
    expect(search).toBe(mediaLibrarySearch('toutiao'));
    cleanup();

    const api = fakeApi()
      .on('post', '/api/material/list', (body) => ({ records: [], total: 0, current: (body as { current: number }).current, size: (body as { size: number }).size }))
      .on('post', '/api/material/people', () => ({ designers: [], uploaders: [] }))
      .on('post', '/api/material/label/list', () => [])
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    renderSubAppPage(MaterialLibraryPage, `${pathname}${search}`);
    const [from, to] = defaultDateRange();
    await waitFor(() => expect(api.bodiesOf('/api/material/list').at(-1)).toMatchObject({ mediaCode: 'toutiao', from, to }));
    // The filter area shows the media it filters by (so 重置 clears it).
    expect(await screen.findByRole('button', { name: '推送媒体' })).toHaveAccessibleDescription('巨量引擎');
  });

  it('lands on 素材库 unfiltered for a code that is no media', async () => {
    const router = landing('/common-app/assets/material-library/weibo');
    await waitFor(() => expect(router.state.location.pathname).toBe(LIBRARY));
    expect(router.state.location.search).toBe('');
  });
});
