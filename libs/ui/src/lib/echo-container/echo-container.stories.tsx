import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EchoContainer, type EchoItem } from './echo-container';

const REGIONS: EchoItem<string>[] = [
  { value: '110000', label: '北京' },
  { value: '440106', label: '广东省广州市天河区' },
  { value: '310000', label: '上海' },
  { value: '330100', label: '浙江省杭州市' },
  { value: '500000', label: '重庆（固定）', disabled: true },
];

function Demo() {
  const [items, setItems] = useState(REGIONS);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 6));
  return (
    <div style={{ maxWidth: 420 }}>
      <EchoContainer
        label="已选地域"
        items={items}
        onRemove={(value) => {
          setItems((prev) => prev.filter((item) => item.value !== value));
          log(`onRemove ${value}`);
        }}
        onClear={() => {
          setItems([]);
          log('onClear');
        }}
      />
      <button type="button" style={{ marginTop: 8 }} onClick={() => setItems(REGIONS)}>
        恢复
      </button>
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '布局与反馈/回显容器 EchoContainer',
  component: EchoContainer,
} satisfies Meta<typeof EchoContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValues: Story = { name: '有已选值（可移除、清空，超长省略）', args: { items: REGIONS }, render: () => <Demo /> };
export const Empty: Story = { name: '暂未选择', args: { items: [], label: '已选地域', onClear: () => undefined } };
export const Disabled: Story = {
  name: '禁用',
  args: { items: REGIONS, label: '已选地域', disabled: true, onRemove: () => undefined, onClear: () => undefined },
};
