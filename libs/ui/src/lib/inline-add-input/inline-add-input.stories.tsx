import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { InlineAddInput, type InlineAddInputProps } from './inline-add-input';

const meta = {
  title: '投放表单/行内新建 InlineAddInput',
  component: InlineAddInput,
} satisfies Meta<typeof InlineAddInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { onAdd: () => undefined };

type DemoProps = Omit<InlineAddInputProps, 'onAdd' | 'count'> & { initial?: string[]; showCount?: boolean };

const required = (v: string) => (v ? undefined : '请输入分组名称');

/** Holds the added items and shows the emitted events. */
function Demo({ initial = [], showCount, ...props }: DemoProps) {
  const [items, setItems] = useState(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  const unique = (v: string) => (items.includes(v) ? '分组名称已存在' : undefined);
  return (
    <div>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <InlineAddInput
        inputLabel="分组名称"
        rule={[required, unique]}
        {...props}
        count={showCount ? items.length : undefined}
        onAdd={(value) => {
          log(`onAdd(${JSON.stringify(value)})`);
          setItems((all) => [...all, value]);
        }}
        onCancel={() => log('onCancel()')}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

async function startAdding({ canvasElement }: { canvasElement: HTMLElement }) {
  const link = canvasElement.querySelector<HTMLButtonElement>('.tf-inline-add__link');
  if (link) await userEvent.click(link);
}

export const Link: Story = {
  name: '新建链接',
  args,
  render: () => <Demo initial={['默认分组']} />,
};

export const Editing: Story = {
  name: '输入中（回车确定，Esc 取消）',
  args,
  render: () => <Demo initial={['默认分组']} />,
  play: startAdding,
};

export const RuleError: Story = {
  name: '校验错误（名称已存在）',
  args,
  render: () => <Demo initial={['默认分组']} />,
  play: async (context) => {
    await startAdding(context);
    const input = context.canvasElement.querySelector<HTMLInputElement>('.tf-inline-add input');
    if (input) await userEvent.type(input, '默认分组{Enter}');
  },
};

export const WithCount: Story = {
  name: '数量显示（3/10）',
  args,
  render: () => <Demo initial={['分组一', '分组二', '分组三']} showCount total={10} label="新建分组" />,
};

export const Full: Story = {
  name: '已达上限（10/10，不可新建）',
  args,
  render: () => <Demo initial={Array.from({ length: 10 }, (_, i) => `分组${i + 1}`)} showCount total={10} label="新建分组" />,
};
