import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiRadio } from './multi-radio';
import type { RadioOption } from '../radio-group/radio-group-rules';

const meta = {
  title: '选择器/多选按钮 MultiRadio',
  component: MultiRadio,
} satisfies Meta<typeof MultiRadio>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLACEMENTS: RadioOption<string>[] = [
  { name: '今日头条', value: 'toutiao' },
  { name: '抖音', value: 'douyin' },
  { name: '西瓜视频', value: 'xigua' },
  { name: '番茄小说', value: 'fanqie' },
  { name: '穿山甲', value: 'pangle', disabled: true },
];

function Demo() {
  const [value, setValue] = useState<string[]>(['douyin']);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div>
      <MultiRadio
        aria-label="投放位置"
        options={PLACEMENTS}
        value={value}
        onChange={(v) => {
          setValue(v);
          setEvents((list) => [`onChange ${JSON.stringify(v)}`, ...list].slice(0, 6));
        }}
      />
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

export const Basic: Story = { name: '多选按钮', args: { options: PLACEMENTS }, render: () => <Demo /> };
