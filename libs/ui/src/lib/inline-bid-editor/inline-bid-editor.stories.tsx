import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { InlineBidEditor, type InlineBidEditorProps } from './inline-bid-editor';
import { bidInputRules } from './inline-edit-rules';

const meta = {
  title: '投放表单/行内出价编辑 InlineBidEditor',
  component: InlineBidEditor,
} satisfies Meta<typeof InlineBidEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { value: 12.5, onConfirm: () => undefined };

type DemoProps = Omit<InlineBidEditorProps, 'value' | 'onConfirm'> & { initial: string; slowSave?: boolean };

/** Holds the value and shows the emitted events. */
function Demo({ initial, slowSave, ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ minHeight: 220 }}>
      <InlineBidEditor
        {...props}
        value={value}
        onConfirm={(next) => {
          log(`onConfirm(${JSON.stringify(next)})`);
          if (!slowSave) {
            setValue(next);
            return;
          }
          // A save that takes a while, as a request would.
          return new Promise<void>((resolve) => setTimeout(() => (setValue(next), resolve()), 1500));
        }}
        onCancel={() => log('onCancel()')}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

/** Opens the editor with its edit button, as a user would. */
async function openEditor({ canvasElement }: { canvasElement: HTMLElement }) {
  const button = canvasElement.querySelector<HTMLButtonElement>('.tf-inline-bid__edit');
  if (button) await userEvent.click(button);
}

const inputOf = () => document.querySelector<HTMLInputElement>('.tf-inline-bid__panel input');

export const Default: Story = {
  name: '默认（显示值与编辑图标）',
  args,
  render: () => <Demo initial="12.50" suffix="元" rules={bidInputRules()} formatValue={(v) => `¥${v}`} />,
};

export const Editing: Story = {
  name: '编辑中（确定/取消，Esc 取消）',
  args,
  render: () => <Demo initial="12.50" suffix="元" rules={bidInputRules()} />,
  play: openEditor,
};

export const RuleError: Story = {
  name: '校验错误（出价超出范围）',
  args,
  render: () => <Demo initial="12.50" suffix="元" rules={bidInputRules()} />,
  play: async (context) => {
    await openEditor(context);
    await waitFor(() => {
      if (!inputOf()) throw new Error('the editor is not open yet');
    });
    const input = inputOf();
    if (!input) return;
    await userEvent.clear(input);
    await userEvent.type(input, '100000{Enter}');
  },
};

export const OverMax: Story = {
  name: '超出字数上限（计数变红）',
  args,
  render: () => <Demo initial="夏季大促高意向人群出价备注说明" label="备注" maxLength={10} />,
  play: openEditor,
};

export const SlowSave: Story = {
  name: '异步保存（确定按钮加载中）',
  args,
  render: () => <Demo initial="8.00" suffix="元" rules={bidInputRules()} slowSave />,
  play: openEditor,
};

export const Disabled: Story = {
  name: '禁用',
  args,
  render: () => <Demo initial="8.00" disabled />,
};
