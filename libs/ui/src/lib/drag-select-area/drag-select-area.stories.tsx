import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useState } from 'react';
import { DragSelectArea } from './drag-select-area';

/** Holds the selection, draws the items with the preview, and shows the emitted events. */
function Demo({ count, areaStyle, disabled = false }: { count: number; areaStyle?: CSSProperties; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>(['m3']);
  const [preview, setPreview] = useState<string[] | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const shown = new Set(preview ?? value);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 6));
  const toggle = (key: string) => {
    const next = value.includes(key) ? value.filter((k) => k !== key) : [...value, key];
    setValue(next);
    log(`click ${key}`);
  };
  return (
    <div style={{ maxWidth: 560 }}>
      <p style={{ margin: '0 0 8px', fontSize: 13 }}>按住鼠标拖出矩形框选素材；按住 Shift / Ctrl / ⌘ 追加；Esc 取消；单击素材切换选中。</p>
      <DragSelectArea
        aria-label="素材列表"
        value={value}
        disabled={disabled}
        onSelecting={setPreview}
        onChange={(keys) => {
          setPreview(null);
          setValue(keys);
          log(`onChange ${JSON.stringify(keys)}`);
        }}
        style={{ border: '1px solid var(--semi-color-border)', borderRadius: 6, padding: 8, ...areaStyle }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8 }}>
          {Array.from({ length: count }, (_, i) => {
            const key = `m${i + 1}`;
            const on = shown.has(key);
            return (
              <button
                type="button"
                key={key}
                data-key={key}
                aria-pressed={value.includes(key)}
                onClick={() => toggle(key)}
                style={{
                  height: 64,
                  borderRadius: 4,
                  border: on ? '2px solid var(--semi-color-primary)' : '1px solid var(--semi-color-border)',
                  background: on ? 'var(--semi-color-primary-light-default)' : 'var(--semi-color-fill-0)',
                  cursor: 'pointer',
                }}
              >
                素材 {i + 1}
              </button>
            );
          })}
        </div>
      </DragSelectArea>
      <pre style={{ fontSize: 12, marginTop: 12 }}>{`已选 ${value.length}：${value.join(', ')}\n${events.join('\n') || '（尚无事件）'}`}</pre>
    </div>
  );
}

const meta = {
  title: '布局与反馈/框选区域 DragSelectArea',
  component: DragSelectArea,
} satisfies Meta<typeof DragSelectArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = { name: '框选', render: () => <Demo count={15} /> };
export const AutoScroll: Story = {
  name: '靠近边缘自动滚动（每 16ms 滚动 10px）',
  render: () => <Demo count={60} areaStyle={{ height: 220 }} />,
};
export const Disabled: Story = { name: '禁用', render: () => <Demo count={10} disabled /> };
