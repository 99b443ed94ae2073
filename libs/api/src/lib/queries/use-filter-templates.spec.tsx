// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/schema';
import { createQueryClient } from '../query-client';
import { setApiClient } from '../runtime';
import { useSessionStore, type UserInfo } from '../session/session-store';
import { fakeApi, refuse } from '../testing/fake-api';
import { useFilterTemplates } from './use-filter-templates';

type Template = components['schemas']['FilterTemplate'];

afterEach(() => {
  setApiClient(null);
  useSessionStore.getState().setUserInfo(null);
});

function serve() {
  let templates: Template[] = [];
  const api = fakeApi()
    .on('post', '/api/user/filter_template/list', ({ scene }) => templates.filter((t) => t.scene === scene))
    .on('post', '/api/user/filter_template/add', ({ scene, name, filters }) => {
      if (templates.some((t) => t.name === name)) return refuse(409, '模板名称已存在，请换一个名称');
      const saved = { id: templates.length + 1, scene, name, filters, createdAt: '2026-11-25T00:00:00.000Z', updatedAt: '2026-11-25T00:00:00.000Z' };
      templates = [...templates, saved];
      return saved;
    })
    .on('post', '/api/user/filter_template/rename', ({ id, name }) => {
      templates = templates.map((t) => (t.id === id ? { ...t, name } : t));
      return templates.find((t) => t.id === id) as Template;
    })
    .on('post', '/api/user/filter_template/remove', ({ id }) => {
      templates = templates.filter((t) => t.id !== id);
      return undefined;
    });
  api.install();
  return api;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useFilterTemplates', () => {
  it('loads the templates of its scene, and saves, renames and deletes them with the list reloaded', async () => {
    serve();
    const { result } = renderHook(() => useFilterTemplates('media-account.gdt'), { wrapper });
    await waitFor(() => expect(result.current.templatesLoading).toBe(false));
    expect(result.current.templates).toEqual([]);

    await act(() => result.current.onSaveTemplate('冻结账户', { status: 'frozen' }));
    await waitFor(() => expect(result.current.templates).toEqual([{ id: 1, name: '冻结账户', filters: { status: 'frozen' } }]));
    await expect(result.current.onSaveTemplate('冻结账户', {})).rejects.toThrow('模板名称已存在，请换一个名称');

    await act(() => result.current.onRenameTemplate(result.current.templates[0], '冻结的账户'));
    await waitFor(() => expect(result.current.templates[0].name).toBe('冻结的账户'));
    await act(() => result.current.onDeleteTemplate(result.current.templates[0]));
    await waitFor(() => expect(result.current.templates).toEqual([]));
  });

  it('does not ask while the session holds a one-time password (the server refuses it), and asks once it is changed', async () => {
    const api = serve();
    useSessionStore.getState().setUserInfo({ username: 'newbie', mustChangePassword: true } as UserInfo);
    renderHook(() => useFilterTemplates('media-account.gdt'), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.paths).toEqual([]);
    act(() => useSessionStore.getState().setUserInfo({ username: 'newbie', mustChangePassword: false } as UserInfo));
    await waitFor(() => expect(api.paths).toEqual(['/api/user/filter_template/list']));
  });
});
