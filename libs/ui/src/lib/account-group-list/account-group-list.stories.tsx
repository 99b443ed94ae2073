import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AccountGroupList, type AccountGroupListProps } from './account-group-list';
import type { AccountGroupEntry } from './account-group-list-rules';

const meta = {
  title: '树与账户/账户分组列表 AccountGroupList',
  component: AccountGroupList,
} satisfies Meta<typeof AccountGroupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUPS: AccountGroupEntry[] = [
  {
    groupName: '电商客户组',
    groupId: 101,
    children: [
      { mediaAccountName: '星河电商-巨量-01', mediaAccountId: 1712345678901234, num: 12 },
      { mediaAccountName: '星河电商-巨量-02', mediaAccountId: 1712345678901235, num: 0 },
      { mediaAccountName: '千川直播间-旗舰店', mediaAccountId: 1698765432100001, num: 3 },
    ],
  },
  { groupName: '游戏客户组', groupId: 102, children: [{ mediaAccountName: '云帆游戏-广点通', mediaAccountId: 30218876, num: 128 }] },
  { groupName: '新建分组（暂无账户）', groupId: 103, children: [] },
];

const MANY: AccountGroupEntry[] = Array.from({ length: 20 }, (_, g) => ({
  groupName: `分组${g + 1}`,
  groupId: g + 1,
  children: Array.from({ length: 30 }, (_, i) => ({ mediaAccountName: `分组${g + 1}-账户${i + 1}`, mediaAccountId: (g + 1) * 1000 + i, num: i % 5 })),
}));

function Demo(props: Partial<AccountGroupListProps>) {
  const [active, setActive] = useState<string | number | null>(props.activeAccountId ?? null);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 5));
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ width: 280, border: '1px solid var(--semi-color-border)' }}>
        <AccountGroupList
          groups={GROUPS}
          {...props}
          activeAccountId={active}
          onSelect={(member, group) => {
            setActive(member.mediaAccountId);
            log(`onSelect ${group.groupName} / ${member.mediaAccountName}`);
          }}
          onExpandChange={(ids) => log(`onExpandChange ${JSON.stringify(ids)}`)}
        />
      </div>
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Default: Story = {
  name: '默认（全部展开）',
  args: { groups: GROUPS },
  render: () => <Demo activeAccountId={1712345678901234} />,
};

export const Collapsed: Story = {
  name: '全部收起',
  args: { groups: GROUPS },
  render: () => <Demo defaultExpandAll={false} />,
};

export const Long: Story = {
  name: '20 组 × 30 个账户（虚拟滚动）',
  args: { groups: MANY },
  render: () => <Demo groups={MANY} />,
};

export const Empty: Story = {
  name: '暂无数据',
  args: { groups: [] },
  render: () => <Demo groups={[]} />,
};
