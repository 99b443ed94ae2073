import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUT_SIZES, TREE } from '@toufang/domain';
import { describe, expect, it, vi } from 'vitest';
import { AccountGroupList } from './account-group-list';
import {
  ACCOUNT_GROUP_HEADER_HEIGHT,
  ACCOUNT_GROUP_LIST_TEXTS,
  ACCOUNT_GROUP_MEMBER_HEIGHT,
  ACCOUNT_GROUP_VIRTUALISE_FROM,
  allGroupKeys,
  memberCount,
  toggleGroup,
  visibleGroupRows,
  type AccountGroupEntry,
} from './account-group-list-rules';

const GROUPS: AccountGroupEntry[] = [
  {
    groupName: '电商组',
    groupId: 101,
    children: [
      { mediaAccountName: '星河-01', mediaAccountId: 11, num: 12 },
      { mediaAccountName: '星河-02', mediaAccountId: 12, num: 0 },
    ],
  },
  { groupName: '游戏组', groupId: 'g2', children: [{ mediaAccountName: '云帆', mediaAccountId: 21, num: 3 }] },
  { groupName: '空组', groupId: 103 },
];

const header = (name: RegExp | string) => screen.getByRole('button', { name });

describe('account group rules', () => {
  it('counts members and keys groups as text', () => {
    expect(memberCount(GROUPS[0])).toBe(2);
    expect(memberCount(GROUPS[2])).toBe(0);
    expect(allGroupKeys(GROUPS)).toEqual(['101', 'g2', '103']);
  });

  it('toggles one group', () => {
    expect(toggleGroup(['101'], 101)).toEqual([]);
    expect(toggleGroup([], 'g2')).toEqual(['g2']);
  });

  it('lists the visible rows: headers, open members, a note for an open empty group', () => {
    const rows = visibleGroupRows(GROUPS, ['101', '103']);
    expect(rows.map((r) => r.kind)).toEqual(['group', 'member', 'member', 'group', 'group', 'empty']);
    expect(visibleGroupRows(GROUPS, [])).toHaveLength(3);
  });

  it('has its texts and sizes', () => {
    expect(ACCOUNT_GROUP_LIST_TEXTS.EMPTY).toBe('暂无数据');
    expect(ACCOUNT_GROUP_LIST_TEXTS.EMPTY_GROUP).toBe('列表为空');
    expect(ACCOUNT_GROUP_LIST_TEXTS.groupName('电商组', 2)).toBe('电商组（2个账户）');
    expect(ACCOUNT_GROUP_VIRTUALISE_FROM).toBe(100);
    expect(ACCOUNT_GROUP_HEADER_HEIGHT).toBe(36);
    expect(ACCOUNT_GROUP_MEMBER_HEIGHT).toBe(44);
  });
});

describe('AccountGroupList', () => {
  it('opens every group by default (TREE.EXPAND_ALL) and shows each group count', () => {
    expect(TREE.EXPAND_ALL).toBe(true);
    render(<AccountGroupList groups={GROUPS} />);
    expect(header('电商组（2个账户）')).toHaveAttribute('aria-expanded', 'true');
    expect(header('电商组（2个账户）')).toHaveTextContent('电商组(2)');
    expect(header('游戏组（1个账户）')).toHaveTextContent('游戏组(1)');
    expect(header('空组（0个账户）')).toHaveTextContent('空组(0)');
    expect(within(screen.getByRole('list', { name: '电商组' })).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('列表为空')).toBeInTheDocument();
  });

  it('shows member badges for positive counts', () => {
    render(<AccountGroupList groups={GROUPS} />);
    const members = within(screen.getByRole('list', { name: '电商组' })).getAllByRole('button');
    expect(members[0].querySelector('.semi-badge-count')).toHaveTextContent('12');
    expect(members[1].querySelector('.semi-badge-count')).toBeNull();
    expect(members[0]).toHaveTextContent('11');
  });

  it('collapses and opens a group and reports the open ids', async () => {
    const user = userEvent.setup();
    const onExpandChange = vi.fn();
    render(<AccountGroupList groups={GROUPS} onExpandChange={onExpandChange} />);
    await user.click(header('电商组（2个账户）'));
    expect(header('电商组（2个账户）')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: '电商组' })).toBeNull();
    expect(onExpandChange).toHaveBeenLastCalledWith(['g2', '103']);
    await user.click(header('电商组（2个账户）'));
    expect(screen.getByRole('list', { name: '电商组' })).toBeInTheDocument();
  });

  it('starts collapsed with defaultExpandAll false, and follows controlled ids', () => {
    const { rerender } = render(<AccountGroupList groups={GROUPS} defaultExpandAll={false} />);
    expect(screen.queryAllByRole('list')).toHaveLength(1);
    rerender(<AccountGroupList groups={GROUPS} expandedIds={['g2']} />);
    expect(screen.getByRole('list', { name: '游戏组' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '电商组' })).toBeNull();
  });

  it('opens groups that arrive later', () => {
    const { rerender } = render(<AccountGroupList groups={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
    rerender(<AccountGroupList groups={GROUPS} />);
    expect(header('电商组（2个账户）')).toHaveAttribute('aria-expanded', 'true');
  });

  it('emits onSelect with the account and its group, and marks the active account', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountGroupList groups={GROUPS} activeAccountId={21} onSelect={onSelect} />);
    expect(screen.getByRole('button', { current: true })).toHaveTextContent('云帆');
    await user.click(screen.getByText('星河-02'));
    expect(onSelect).toHaveBeenCalledWith(GROUPS[0].children?.[1], GROUPS[0]);
  });

  it('indents accounts by TREE.INDENT', () => {
    render(<AccountGroupList groups={GROUPS} />);
    const member = within(screen.getByRole('list', { name: '游戏组' })).getByRole('button');
    expect(member.style.paddingLeft).toBe(`${TREE.INDENT + 12}px`);
  });

  it('virtualises a long list in a 438 px box', () => {
    for (const prop of ['clientHeight', 'offsetHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
        return this.dataset.virtual ? LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT : 0;
      });
    }
    const many: AccountGroupEntry[] = Array.from({ length: 10 }, (_, g) => ({
      groupName: `分组${g}`,
      groupId: g,
      children: Array.from({ length: 20 }, (_, i) => ({ mediaAccountName: `账户${g}-${i}`, mediaAccountId: g * 100 + i })),
    }));
    render(<AccountGroupList groups={many} />);
    const list = screen.getByRole('list', { name: '账户分组' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveAttribute('aria-setsize', '210');
    expect(list.parentElement?.style.height).toBe('438px');
  });
});
