import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { ColumnChooser } from '../column-chooser/column-chooser';
import { allItems, buildGroups, initialSelection, type ColumnOption } from '../column-chooser/column-chooser-rules';
import { SelectedColumnsCard, type SelectedColumnsCardProps } from './selected-columns-card';
import type { DraggableItem } from './selected-columns-card-rules';

const COLUMNS: DraggableItem[] = [
  { key: 'show', label: '展示数' },
  { key: 'click', label: '点击数' },
  { key: 'ctr', label: '点击率' },
  { key: 'convert', label: '转化数' },
  { key: 'convertCost', label: '转化成本' },
  { key: 'dupnumEventPay', label: '付费（排重数）' },
];

const LOCKED: DraggableItem[] = [
  { key: 'adName', label: '广告名称', disabled: true },
  { key: 'cost', label: '消耗', disabled: true },
  ...COLUMNS,
];

/** Holds the list and shows each emitted change with the time since the previous one. */
function Demo({ initial, ...props }: Omit<SelectedColumnsCardProps, 'items' | 'onChange'> & { initial: DraggableItem[] }) {
  const [items, setItems] = useState<DraggableItem[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 280 }}>
        <SelectedColumnsCard
          {...props}
          items={items}
          onChange={(next) => {
            setItems(next);
            const time = new Date().toLocaleTimeString('zh-CN', { hour12: false });
            setEvents((all) => [...all.slice(-7), `${time} onChange(${JSON.stringify(next.map((item) => item.key))})`]);
          }}
        />
      </div>
      <pre aria-label="事件" style={{ flex: 1, fontSize: 12, whiteSpace: 'pre-wrap', margin: 0 }}>
        {events.length ? events.join('\n') : '（暂无事件：拖动、置顶、移除或清空后 500 ms 发出 onChange）'}
      </pre>
    </div>
  );
}

const meta = {
  title: '列与表格/已选列卡片 SelectedColumnsCard',
  component: SelectedColumnsCard,
} satisfies Meta<typeof SelectedColumnsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认（已选N列、置顶、移除、清空）',
  args: { items: COLUMNS },
  render: () => <Demo initial={COLUMNS} />,
};

export const WithLocked: Story = {
  name: '含固定列（锁定图标，不可拖动或移除）',
  args: { items: LOCKED },
  render: () => <Demo initial={LOCKED} />,
};

export const Empty: Story = {
  name: '空状态（暂无选项）',
  args: { items: [] },
  render: () => <Demo initial={[]} />,
};

export const DragDemo: Story = {
  name: '拖动排序演示（键盘：Tab 到手柄，空格拿起，↑↓ 移动，空格放下）',
  args: { items: LOCKED },
  render: () => <Demo initial={LOCKED} maxHeight={240} />,
};

const CHOOSER_OPTIONS: ColumnOption[] = [
  {
    key: 'attr',
    title: '属性列',
    children: [
      { key: 'adName', title: '广告名称', unlock: true },
      { key: 'status', title: '投放状态' },
    ],
  },
  {
    key: 'base',
    title: '基础指标',
    children: [
      { key: 'cost', title: '消耗', unlock: true },
      { key: 'show', title: '展示数', check: true },
      { key: 'click', title: '点击数', check: true },
      { key: 'ctr', title: '点击率' },
    ],
  },
  {
    key: 'convert',
    title: '转化指标',
    children: [
      { key: 'numEventPay', title: '付费' },
      { key: 'dupnumEventPay', title: '付费' },
      { key: 'convertCost', title: '转化成本' },
    ],
  },
];

/** The chooser and the card side by side: unlock columns are the card's fixed items. */
function WithChooserDemo() {
  const [keys, setKeys] = useState<string[]>(() => initialSelection(CHOOSER_OPTIONS));
  const byKey = useMemo(() => new Map(allItems(buildGroups(CHOOSER_OPTIONS)).map((item) => [item.key, item] as const)), []);
  const items = keys.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [{ key, label: item.displayTitle, disabled: item.unlock }] : [];
  });
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ColumnChooser options={CHOOSER_OPTIONS} value={keys} onChange={setKeys} height={320} />
      </div>
      <div style={{ width: 260 }}>
        <SelectedColumnsCard items={items} onChange={(next) => setKeys(next.map((item) => item.key))} maxHeight={360} />
      </div>
    </div>
  );
}

export const WithChooser: Story = {
  name: '与列选择器联动',
  args: { items: [] },
  render: () => <WithChooserDemo />,
};
