import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { RadioGroup } from './radio-group';
import type { RadioOption } from './radio-group-rules';

const meta = {
  title: '选择器/单选组 RadioGroup',
  component: RadioGroup,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const DIMENSIONS: RadioOption<string>[] = [
  { name: '按计划', value: 'PLAN' },
  { name: '按广告组', value: 'CAMPAIGN' },
  { name: '按账户', value: 'ACCOUNT', disabled: true },
];

function Demo({ type }: { type?: 'default' | 'button' }) {
  const [value, setValue] = useState<string | null>('PLAN');
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div>
      <RadioGroup
        aria-label="提交维度"
        type={type}
        options={DIMENSIONS}
        value={value}
        onChange={(v) => {
          setValue(v);
          setEvents((list) => [`onChange ${v}`, ...list].slice(0, 6));
        }}
      />
      <pre style={{ fontSize: 12 }}>{`value：${value}\n${events.join('\n')}`}</pre>
    </div>
  );
}

const ALL: RadioOption<string>[] = [
  { name: '今日头条', value: 'toutiao' },
  { name: '抖音', value: 'douyin' },
  { name: '西瓜视频', value: 'xigua' },
  { name: '番茄小说', value: 'fanqie' },
];

/** The options change under the value: remove or disable the chosen one and the first enabled is chosen. */
function DynamicDemo() {
  const [options, setOptions] = useState(ALL);
  const [value, setValue] = useState<string | null>('xigua');
  const [events, setEvents] = useState<string[]>([]);
  const removeChosen = () => setOptions((list) => list.filter((o) => o.value !== value));
  const disableChosen = () => setOptions((list) => list.map((o) => (o.value === value ? { ...o, disabled: true } : o)));
  return (
    <div>
      <RadioGroup
        aria-label="投放位置"
        dynamicEnum
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          setEvents((list) => [`onChange ${v}`, ...list].slice(0, 6));
        }}
      />
      <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
        <Button onClick={removeChosen}>移除当前选项</Button>
        <Button onClick={disableChosen}>禁用当前选项</Button>
        <Button onClick={() => setOptions(ALL)}>恢复全部选项</Button>
      </div>
      <pre style={{ fontSize: 12 }}>{`value：${value}\n${events.join('\n')}`}</pre>
    </div>
  );
}

export const Basic: Story = { name: '单选组', args: { options: DIMENSIONS }, render: () => <Demo /> };
export const ButtonType: Story = { name: '按钮样式', args: { options: DIMENSIONS }, render: () => <Demo type="button" /> };
export const DynamicEnum: Story = { name: '动态枚举（当前值不可用时自动选第一个可用项）', args: { options: ALL }, render: () => <DynamicDemo /> };
