import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation, renderCreation, serveCreation } from '@toufang/creation-kit/testing';
import { BAIDU_CREATION } from '@toufang/media-baidu-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/baidu-app/ad/ad-speed-create/basic-settings/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, BAIDU_CREATION);
  });

  it('says 提交成功 on submit-success with the task the flow submitted', async () => {
    serveCreation();
    renderCreation('/baidu-app/ad/ad-speed-create/submit-success/new?task=31&count=4', BAIDU_CREATION);
    expect(await screen.findByRole('heading', { name: '提交成功' })).toBeTruthy();
    expect(screen.getByText('任务编号 31')).toBeTruthy();
  });
});
