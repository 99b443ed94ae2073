import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconStar, IconVerify } from '@douyinfe/semi-icons';
import { useState } from 'react';
import { AccountList, type AccountListProps } from './account-list';
import type { AccountId, AccountListItem } from './account-list-rules';

const meta = {
  title: '树与账户/账户列表 AccountList',
  component: AccountList,
} satisfies Meta<typeof AccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS: AccountListItem[] = [
  { adsMediaAccountName: '星河电商-巨量-01', adsMediaAccountId: 1712345678901234, num: 12, iconIview: <IconVerify aria-label="已认证" size="small" /> },
  { adsMediaAccountName: '星河电商-巨量-02', adsMediaAccountId: 1712345678901235, num: 3 },
  { adsMediaAccountName: '云帆游戏-广点通', adsMediaAccountId: 30218876, num: 0, iconCustom: <IconStar aria-label="重点账户" size="small" /> },
  { adsMediaAccountName: '青禾教育-磁力智投-拉新', adsMediaAccountId: 88912034, num: 128 },
  { adsMediaAccountName: 'Bright Apps 海外推广', adsMediaAccountId: 'BA-2024-07' },
  { adsMediaAccountName: '千川直播间-旗舰店', adsMediaAccountId: 1698765432100001, num: 1, iconCustom: <IconStar aria-label="重点账户" size="small" />, iconIview: <IconVerify aria-label="已认证" size="small" /> },
];

const MANY: AccountListItem[] = Array.from({ length: 1000 }, (_, i) => ({
  adsMediaAccountName: `投放账户${String(i + 1).padStart(4, '0')}`,
  adsMediaAccountId: 1700000000000000 + i,
  num: i % 7,
}));

function Demo(props: Partial<AccountListProps>) {
  const [active, setActive] = useState<AccountId | null>(props.activeId ?? null);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 5));
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ width: 280 }}>
        <AccountList
          items={ACCOUNTS}
          {...props}
          activeId={active}
          onSelect={(item) => {
            setActive(item.adsMediaAccountId);
            log(`onSelect ${item.adsMediaAccountName}`);
          }}
          onSearch={(keyword) => log(`onSearch ${JSON.stringify(keyword)}`)}
        />
      </div>
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Default: Story = {
  name: '默认（选中一个账户）',
  args: { items: ACCOUNTS },
  render: () => <Demo activeId={1712345678901234} />,
};

export const Long: Story = {
  name: '1,000 个账户（虚拟滚动）',
  args: { items: MANY },
  render: () => <Demo items={MANY} />,
};

export const WithoutSearch: Story = {
  name: '无搜索框',
  args: { items: ACCOUNTS },
  render: () => <Demo searchable={false} />,
};

export const Empty: Story = {
  name: '暂无数据',
  args: { items: [] },
  render: () => <Demo items={[]} />,
};
