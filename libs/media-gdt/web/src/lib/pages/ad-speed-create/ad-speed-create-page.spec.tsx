import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { variantOfPath } from '@toufang/creation-kit';
import { renderCreation, serveCreation } from '@toufang/creation-kit/testing';
import { GDT_CREATION } from '@toufang/media-gdt-limits';
import { Toast } from '@toufang/ui';

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the creation routes of this media', () => {
  it.each([
    '/gdt-app/ad/ad-speed-create/new',
    '/gdt-app/ad/ad-speed-create/wechat/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    serveCreation();
    renderCreation(path, GDT_CREATION);
    expect(await screen.findByRole('button', { name: '生成预览' })).toBeTruthy();
    // Each of the media's levels has its settings.
    const variant = variantOfPath(GDT_CREATION, path);
    expect(variant).not.toBeNull();
    for (const level of variant?.spec.levels ?? []) {
      expect(screen.getByRole('heading', { name: `${level.label}设置` })).toBeTruthy();
    }
  });
});
