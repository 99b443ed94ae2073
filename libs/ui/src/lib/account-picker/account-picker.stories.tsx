import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AccountPackagePicker, type AccountPackagePickerProps } from './account-picker';
import type { PickedAccount, PickerAccount, PickerLevel, TargetingPackage } from './account-picker-rules';

const meta = {
  title: '树与账户/账户与定向包选择 AccountPackagePicker',
  component: AccountPackagePicker,
} satisfies Meta<typeof AccountPackagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS: PickerAccount[] = [
  { advertiserId: 1712345678901234, nameWithAdverId: '星河电商-01(1712345678901234)' },
  { advertiserId: 1712345678901235, nameWithAdverId: '星河电商-02(1712345678901235)' },
  { advertiserId: 1698765432100001, nameWithAdverId: '千川直播间-旗舰店(1698765432100001)' },
  { advertiserId: 1698765432100002, nameWithAdverId: '云帆游戏-停投(1698765432100002)', disabled: true },
  { advertiserId: 1698765432100003, nameWithAdverId: '青禾教育-新户(1698765432100003)' },
];

const PACKAGES: Record<string, TargetingPackage[]> = {
  '1712345678901234': [{ retargetName: '一线城市女性25-40' }, { retargetName: '美妆兴趣人群' }, { retargetName: '近30天加购未买' }, { retargetName: '高价值复购人群' }],
  '1712345678901235': [{ retargetName: '学生党' }, { retargetName: '数码发烧友' }, { retargetName: '排除已转化', disabled: true }],
  '1698765432100001': [{ retargetName: '直播间互动用户' }, { retargetName: '粉丝拓展' }],
  '1698765432100003': [],
};

const GROUPED: PickedAccount[] = [
  { advertiserId: 1712345678901234, nameWithAdverId: '星河电商-01(1712345678901234)', children: [{ retargetName: '美妆兴趣人群' }, { retargetName: '近30天加购未买' }] },
  { advertiserId: 1698765432100001, nameWithAdverId: '千川直播间-旗舰店(1698765432100001)', children: [{ retargetName: '粉丝拓展' }] },
];

function Demo(props: Partial<AccountPackagePickerProps> & { switchable?: boolean }) {
  const { switchable, ...rest } = props;
  const [level, setLevel] = useState<PickerLevel>(props.level ?? 2);
  const [value, setValue] = useState<PickedAccount[]>([...(props.value ?? [])]);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 6));
  return (
    <div style={{ minHeight: 420 }}>
      {switchable ? (
        <div style={{ marginBottom: 8, display: 'flex', gap: 8 }}>
          <button type="button" aria-pressed={level === 1} onClick={() => setLevel(1)}>
            按账户
          </button>
          <button type="button" aria-pressed={level === 2} onClick={() => setLevel(2)}>
            按定向包
          </button>
        </div>
      ) : null}
      <div style={{ width: 320 }}>
        <AccountPackagePicker
          accounts={ACCOUNTS}
          packagesByAccount={PACKAGES}
          defaultOpen
          {...rest}
          level={level}
          value={value}
          onChange={(next) => {
            setValue(next);
            log(`onChange ${JSON.stringify(next)}`);
          }}
          onAccountOpen={(account) => log(`onAccountOpen ${account.advertiserId}`)}
        />
      </div>
      <pre style={{ marginTop: 340, fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Packages: Story = {
  name: '选择定向包（第二级）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo />,
};

export const Accounts: Story = {
  name: '选择账户（第一级）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo level={1} value={[{ advertiserId: 1712345678901234, nameWithAdverId: '星河电商-01(1712345678901234)' }, { advertiserId: 1698765432100001, nameWithAdverId: '千川直播间-旗舰店(1698765432100001)' }]} />,
};

export const Grouped: Story = {
  name: '已选定向包按账户分组（1 个标签 +N）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo value={GROUPED} />,
};

export const LevelChangeClears: Story = {
  name: '切换层级清空勾选',
  args: { accounts: ACCOUNTS },
  render: () => <Demo switchable value={GROUPED} />,
};

export const AtMax: Story = {
  name: '最多选 3 个（已达上限）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo max={3} value={GROUPED} />,
};

export const NoAccount: Story = {
  name: '请先选择账户 / 暂未选择',
  args: { accounts: ACCOUNTS },
  render: () => <Demo />,
};

export const Empty: Story = {
  name: '暂无数据',
  args: { accounts: [] },
  render: () => <Demo accounts={[]} />,
};

export const Closed: Story = {
  name: '收起状态（占位 请选择）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo defaultOpen={false} />,
};
