import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setApiClient } from '@toufang/api';
import { sampleBody, serveCreation, templateOf } from '../../testing';
import { TemplatePickerDialog } from './template-picker-dialog';

afterEach(() => setApiClient(null));

describe('选择创建模板', () => {
  it('lists the media’s templates with their last use, opens one or a blank one', async () => {
    const used = { ...templateOf(5, '双11模板', sampleBody()), lastUsedAt: '2026-11-29 18:00:00', lastUsedBy: '经理老李' };
    const api = serveCreation({ templates: [used, templateOf(6, '日常模板', sampleBody())] });
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TemplatePickerDialog visible media="toutiao" variant="project" onClose={() => undefined} onPick={onPick} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '选择创建模板' });
    const list = await within(dialog).findByRole('list', { name: '选择创建模板' });
    expect(within(list).getByText('优化师小王 · 经理老李 于 2026-11-29 18:00:00 使用')).toBeTruthy();
    expect(within(list).getByText('优化师小王 · 尚未使用')).toBeTruthy();
    expect(api.bodiesOf('/api/creation/template/list')[0]).toMatchObject({ media: 'toutiao', variant: 'project', scope: 'mine' });

    await userEvent.click(within(list).getByRole('button', { name: '打开 双11模板' }));
    expect(onPick).toHaveBeenLastCalledWith(5, 'project');
    await userEvent.click(within(dialog).getByRole('button', { name: '新建空白模板' }));
    expect(onPick).toHaveBeenLastCalledWith('new', 'project');

    await userEvent.click(within(dialog).getByRole('radio', { name: '公司共享' }));
    expect(api.bodiesOf('/api/creation/template/list').at(-1)).toMatchObject({ scope: 'shared' });
  });
});
