import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { variantOfPath } from '@toufang/creation-kit';
import { renderCreation, serveCreation } from '@toufang/creation-kit/testing';
import { BAIDU_CREATION } from '@toufang/media-baidu-limits';
import { Toast } from '@toufang/ui';

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the creation routes of this media', () => {
  it.each([
    '/baidu-app/ad/ad-speed-create/basic-settings/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    serveCreation();
    renderCreation(path, BAIDU_CREATION);
    expect(await screen.findByRole('button', { name: '生成预览' })).toBeTruthy();
    // Each of the media's levels has its settings.
    const variant = variantOfPath(BAIDU_CREATION, path);
    expect(variant).not.toBeNull();
    for (const level of variant?.spec.levels ?? []) {
      expect(screen.getByRole('heading', { name: `${level.label}设置` })).toBeTruthy();
    }
  });

  it('says 提交成功 on submit-success with the task the flow submitted', async () => {
    serveCreation();
    renderCreation('/baidu-app/ad/ad-speed-create/submit-success/new?task=31&count=4', BAIDU_CREATION);
    expect(await screen.findByRole('heading', { name: '提交成功' })).toBeTruthy();
    expect(screen.getByText('任务编号 31')).toBeTruthy();
  });
});
