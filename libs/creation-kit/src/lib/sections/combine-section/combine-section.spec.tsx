import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import type { CreationTemplateBody } from '@toufang/domain';
import { setMode } from '../../editor/editor-state';
import { sampleBody, serveCreation, TEST_SPEC } from '../../../testing';
import { CombineSection } from './combine-section';

afterEach(() => setApiClient(null));

function Harness({ start }: { start: Schemas['CreationTemplateBody'] }) {
  const [body, setBody] = useState(start as CreationTemplateBody);
  return <CombineSection spec={TEST_SPEC} body={body} onMode={(d, mode) => setBody((b) => setMode(b, d, mode))} quotaLeft={200} />;
}

const counts = () => within(screen.getByRole('status', { name: '组合方式与数量' }));

describe('组合方式与数量', () => {
  it('shows each level’s count live, and a dimension’s mode changes it', async () => {
    serveCreation();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness start={sampleBody()} />
      </QueryClientProvider>,
    );
    // Two accounts, one 项目 each (no pack); 广告: 2 素材组 × 2 标题组 per account.
    expect(counts().getByText('项目 2 个')).toBeTruthy();
    expect(counts().getByText('广告 8 个')).toBeTruthy();
    // The caps beside it.
    expect(screen.getByText('每账户每日可建 500')).toBeTruthy();
    expect(screen.getByText('在投配额剩余 200')).toBeTruthy();
    expect(screen.getByText('每个任务最多 5000 条广告')).toBeTruthy();

    // 标题组 全部共用: every 广告 carries both title groups, so one per 素材组.
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '标题组组合方式' })).getByRole('radio', { name: '全部共用' }));
    expect(counts().getByText('广告 4 个')).toBeTruthy();

    // 素材组 平均分配到账户: account 1 gets 素材组1, account 2 素材组2.
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '素材组组合方式' })).getByRole('radio', { name: '平均分配到账户' }));
    expect(counts().getByText('广告 2 个')).toBeTruthy();

    // 按序配对 of 素材组 and 标题组 (2 and 2): 1:1, two 广告 per account.
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '素材组组合方式' })).getByRole('radio', { name: '按序配对 1:1' }));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '标题组组合方式' })).getByRole('radio', { name: '按序配对 1:1' }));
    expect(counts().getByText('广告 4 个')).toBeTruthy();
  });

  it('says so when paired dimensions differ in length, and counts nothing', () => {
    serveCreation();
    const body = sampleBody(TEST_SPEC, {
      materials: { mode: 'pair', groups: [{ key: 'm1', name: '素材组1', materialIds: [11] }] },
      titles: { mode: 'pair', groups: sampleBody().titles.groups },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness start={body} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('一一对应的维度数量须相同');
    expect(counts().getByText('广告 0 个')).toBeTruthy();
  });
});
