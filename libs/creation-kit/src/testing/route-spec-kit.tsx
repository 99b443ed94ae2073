// What every media's creation-route spec does the same way: the page left behind cleanly after each test, and a
// route opened in the editor with a settings section per level of its variant.
import { act, cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { setApiClient } from '@toufang/api';
import type { CreationVariantSpec } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { variantOfPath } from '../lib/route/creation-paths';
import { renderCreation, serveCreation } from './creation-test-kit';

/** After each test: unmounted first, so nothing of the page asks the real client once the fake is gone. */
export function leaveCreation(): void {
  cleanup();
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
}

/** Opens a new template on the route and finds the editor, with the settings of each of the variant's levels. */
export async function expectEditorOfRoute(path: string, variants: readonly CreationVariantSpec[]): Promise<void> {
  serveCreation();
  renderCreation(path, variants);
  expect(await screen.findByRole('button', { name: '生成预览' })).toBeTruthy();
  const variant = variantOfPath(variants, path);
  expect(variant).not.toBeNull();
  for (const level of variant?.spec.levels ?? []) {
    expect(screen.getByRole('heading', { name: `${level.label}设置` })).toBeTruthy();
  }
}
