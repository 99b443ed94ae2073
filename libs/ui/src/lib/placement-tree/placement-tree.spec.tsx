import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { describe, expect, it, vi } from 'vitest';
import type { TreeDataNode } from '../tree/tree-rules';
import { PLACEMENT_TREE_TEXTS, PlacementTree, placementTreeLabel } from './placement-tree';

const DATA: TreeDataNode[] = [
  { value: 'douyin', label: '抖音', children: [{ value: 'douyin-feed', label: '信息流' }, { value: 'douyin-search', label: '搜索' }] },
  { value: 'pangle', label: '穿山甲', children: [{ value: 'pangle-splash', label: '开屏' }, { value: 'pangle-feed', label: '信息流' }] },
  { value: 'toutiao', label: '今日头条' },
];

const rowLabels = () => within(screen.getByRole('tree')).getAllByRole('treeitem').map((row) => row.textContent);

describe('PlacementTree', () => {
  it('is named after the media in Chinese and 版位', () => {
    expect(PLACEMENT_TREE_TEXTS.PLACEMENT).toBe('版位');
    expect(placementTreeLabel('toutiao')).toBe('巨量引擎版位');
    for (const media of MEDIA_CODES) expect(placementTreeLabel(media)).toBe(`${MEDIA_DISPLAY_NAMES[media]}版位`);
    render(<PlacementTree media="toutiao" treeData={DATA} />);
    expect(screen.getByRole('region', { name: '巨量引擎版位' })).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: '巨量引擎版位' })).toBeInTheDocument();
    expect(screen.getByText('巨量引擎版位')).toBeInTheDocument();
  });

  it('hides the title on request', () => {
    render(<PlacementTree media="gdt" treeData={DATA} showTitle={false} />);
    expect(screen.queryByText('腾讯广告3.0版位')).toBeNull();
    expect(screen.getByRole('tree', { name: '腾讯广告3.0版位' })).toBeInTheDocument();
  });

  it('keys placements by value, expands all and checks with cascade', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PlacementTree media="toutiao" treeData={DATA} onChange={onChange} />);
    expect(rowLabels()).toEqual(['抖音', '信息流', '搜索', '穿山甲', '开屏', '信息流', '今日头条']);
    await user.click(screen.getByRole('checkbox', { name: '穿山甲' }).closest('.semi-checkbox') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(['pangle', 'pangle-splash', 'pangle-feed'], expect.anything());
  });

  it('filters by comma-separated keywords with the label filter', async () => {
    const user = userEvent.setup();
    render(<PlacementTree media="toutiao" treeData={DATA} />);
    await user.type(screen.getByRole('textbox', { name: '筛选' }), '穿山甲,搜索');
    // The tree filters on a deferred value of the text (no timer): wait for the filtered rows.
    await waitFor(() => expect(rowLabels()).toEqual(['抖音', '搜索', '穿山甲']));
  });

  it('applies the maximum (unchecked placements disabled at the limit)', () => {
    render(<PlacementTree media="toutiao" treeData={DATA} max={1} value={['toutiao']} />);
    expect(screen.getByRole('checkbox', { name: '抖音-信息流' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '今日头条' })).not.toBeDisabled();
    expect(screen.getByText('1/1')).toBeInTheDocument();
  });

  it('shows 暂无数据 without placements', () => {
    render(<PlacementTree media="kuaishou" treeData={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('reports a missing key field like the tree does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PlacementTree media="toutiao" treeData={[{ id: 'a', label: '抖音' }]} />);
    expect(error).toHaveBeenCalledWith('nodeKey is required');
    render(<PlacementTree media="toutiao" treeData={[{ id: 'b', label: '西瓜视频' }]} nodeKey="id" />);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
