import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TransferList, type TransferListProps } from './transfer-list';
import type { TransferItem, TransferKey } from './transfer-list-rules';

const ACCOUNTS: TransferItem[] = [
  { key: 1001, label: '华东-品牌账户' },
  { key: 1002, label: '华南-效果账户' },
  { key: 1003, label: '华北-直播账户' },
  { key: 1004, label: '西南-测试账户', disabled: true },
  { key: 1005, label: '总部-主账户（必选）', noMove: 'left' },
  { key: 1006, label: '海外-停投账户（不可选）', noMove: 'right' },
  { key: 1007, label: 'Brand-Global' },
  { key: 1008, label: '西北-新客账户' },
];

/** Holds the value and shows the emitted events. */
function Demo({ initial = [], ...props }: Partial<TransferListProps> & { initial?: TransferKey[] }) {
  const [value, setValue] = useState<TransferKey[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 6));
  return (
    <div style={{ maxWidth: 760 }}>
      <TransferList
        dataSource={ACCOUNTS}
        {...props}
        value={value}
        onChange={(next, detail) => {
          setValue(next);
          log(`onChange ${JSON.stringify(next)} ${detail.direction} moved=${JSON.stringify(detail.moved)}`);
        }}
        onOverMax={(event) => log(`onOverMax ${JSON.stringify(event)}`)}
      />
      <pre style={{ fontSize: 12, marginTop: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '选择器/穿梭列表 TransferList',
  component: TransferList,
} satisfies Meta<typeof TransferList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = ACCOUNTS.filter((item) => !item.noMove);

export const Default: Story = {
  name: '默认',
  args: { dataSource: plain },
  render: () => <Demo dataSource={plain} initial={[1002]} />,
};

export const WithNoMove: Story = {
  name: '含不可移动项（noMove）',
  args: { dataSource: ACCOUNTS },
  render: () => <Demo initial={[1005]} />,
};

export const AtMax: Story = {
  name: '已达上限（最多选择3项）',
  args: { dataSource: plain },
  render: () => <Demo dataSource={plain} max={3} initial={[1001, 1002, 1003]} />,
};

export const Empty: Story = {
  name: '空列表',
  args: { dataSource: [] },
  render: () => <Demo dataSource={[]} />,
};
