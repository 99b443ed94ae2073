import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MediaAccountSelect, type MediaAccountSelectProps } from './media-account-select';
import type { MediaAccountId, MediaAccountOption } from './media-account-select-rules';

const meta = {
  title: '树与账户/媒体账户选择 MediaAccountSelect',
  component: MediaAccountSelect,
} satisfies Meta<typeof MediaAccountSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS: MediaAccountOption[] = [
  { mediaAccountId: 1712345678901234, mediaAccountName: '星河电商-巨量-01', media: 'toutiao' },
  { mediaAccountId: 1712345678901235, mediaAccountName: '星河电商-巨量-02', media: 'toutiao' },
  { mediaAccountId: 30218876, mediaAccountName: '云帆游戏-广点通', media: 'gdt' },
  { mediaAccountId: 88912034, mediaAccountName: '青禾教育-磁力智投', media: 'kuaishou' },
  { mediaAccountId: 40551230, mediaAccountName: '百度搜索-品牌专区', media: 'baidu', disabled: true },
  { mediaAccountId: 1698765432100001, mediaAccountName: '千川直播间-旗舰店', media: 'qianchuan' },
  { mediaAccountId: 'BL-7781', mediaAccountName: 'B站UP主合作', media: 'bilibili' },
];

const MANY: MediaAccountOption[] = Array.from({ length: 1000 }, (_, i) => ({
  mediaAccountId: 1700000000000000 + i,
  mediaAccountName: `投放账户${String(i + 1).padStart(4, '0')}`,
  media: (['toutiao', 'gdt', 'kuaishou'] as const)[i % 3],
}));

function Demo(props: Partial<MediaAccountSelectProps>) {
  const [value, setValue] = useState<MediaAccountId[]>([...(props.value ?? [])]);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 5));
  return (
    <div style={{ width: 360 }}>
      <MediaAccountSelect
        accounts={ACCOUNTS}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          log(`onChange ${JSON.stringify(next)}`);
        }}
        onSearch={(keyword) => log(`onSearch ${JSON.stringify(keyword)}`)}
      />
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Single: Story = {
  name: '单选',
  args: { accounts: ACCOUNTS },
  render: () => <Demo />,
};

export const GroupedByMedia: Story = {
  name: '按媒体分组（多选）',
  args: { accounts: ACCOUNTS },
  render: () => <Demo groupByMedia multiple maxTagCount={2} value={[1712345678901234, 30218876, 88912034]} />,
};

export const Long: Story = {
  name: '1,000 个账户（虚拟滚动）',
  args: { accounts: MANY },
  render: () => <Demo accounts={MANY} groupByMedia />,
};

export const Empty: Story = {
  name: '暂无数据',
  args: { accounts: [] },
  render: () => <Demo accounts={[]} />,
};
