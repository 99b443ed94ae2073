import type { Meta, StoryObj } from '@storybook/react-vite';
import { BATCH_TITLE } from '@toufang/domain';
import { useRef, useState } from 'react';
import { BatchTitleEditor, type BatchTitleEditorProps } from './batch-title-editor';
import type { TitleValidator } from './batch-title-rules';

const meta = {
  title: '文本与输入/批量标题输入 BatchTitleEditor',
  component: BatchTitleEditor,
} satisfies Meta<typeof BatchTitleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type DemoProps = Omit<BatchTitleEditorProps, 'value' | 'onChange'> & { initial?: string[]; pasteSample?: string[] };

/** Holds the value and shows the emitted events. */
function Demo({ initial = [], pasteSample, ...props }: DemoProps) {
  const [value, setValue] = useState<string[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const log = (text: string) => setEvents((all) => [...all.slice(-7), text]);

  // Sends a real paste event to the first empty line, as a user's Ctrl+V there would.
  const pasteIntoFirstEmpty = () => {
    const box = root.current?.querySelector<HTMLElement>('.tf-title-lines__scroll');
    if (!box || !pasteSample) return;
    const target = value.length + 1;
    box.scrollTop = (target - 1) * BATCH_TITLE.ROW_ESTIMATE;
    requestAnimationFrame(() => {
      const input = root.current?.querySelector<HTMLInputElement>(`input[aria-label="第${target}行标题"]`);
      if (!input) return;
      input.focus();
      const data = new DataTransfer();
      data.setData('text/plain', pasteSample.join('\n'));
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
  };

  return (
    <div ref={root} style={{ maxWidth: 720 }}>
      {pasteSample ? (
        <p>
          <button type="button" onClick={pasteIntoFirstEmpty} disabled={value.length >= BATCH_TITLE.MAX_LINES}>
            粘贴 {pasteSample.length} 行到第 {value.length + 1} 行
          </button>
        </p>
      ) : null}
      <BatchTitleEditor
        {...props}
        value={value}
        onChange={setValue}
        onOverLength={() => log('onOverLength()')}
        onPasteOverLength={(extra) => log(`onPasteOverLength(${JSON.stringify(extra)})`)}
      />
      <p>已填写 {value.filter(Boolean).length} 行</p>
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

const noSuperlative: TitleValidator = (line) => (line.includes('最') ? '不能使用“最”等极限词' : undefined);
const validators = [noSuperlative];

const hundred = Array.from({ length: BATCH_TITLE.MAX_LINES }, (_, i) => `夏季新品限时优惠第${i + 1}条创意标题`);

export const Empty: Story = {
  name: '空',
  args: { value: [], onChange: () => undefined },
  render: () => <Demo />,
};

export const WithErrors: Story = {
  name: '有错误（过短、过长、自定义校验）',
  args: { value: [], onChange: () => undefined },
  render: () => (
    <Demo
      validators={validators}
      initial={[
        '短标题',
        '这是一条明显超过三十个字符上限的创意标题文字，用来展示过长时的错误提示效果',
        '',
        '全网最低价格限时抢购',
        '夏季新品上市限时优惠',
      ]}
    />
  ),
};

export const HundredLines: Story = {
  name: '100行（虚拟滚动）',
  args: { value: [], onChange: () => undefined },
  render: () => <Demo initial={hundred} />,
};

export const PasteOverMax: Story = {
  name: '粘贴超出上限（onPasteOverLength）',
  args: { value: [], onChange: () => undefined },
  render: () => (
    <Demo
      initial={hundred.slice(0, 97)}
      pasteSample={['粘贴的第一条标题文字', '粘贴的第二条标题文字', '粘贴的第三条标题文字', '粘贴的第四条标题文字', '粘贴的第五条标题文字']}
    />
  ),
};

export const LineBreakLimit: Story = {
  name: '换行数上限（最多4个换行）',
  args: { value: [], onChange: () => undefined },
  render: () => <Demo initial={['第一段\n第二段\n第三段\n第四段\n第五段', '']} />,
};

export const EmojiWarning: Story = {
  name: '表情包数量提醒',
  args: { value: [], onChange: () => undefined },
  render: () => <Demo initial={['夏日清凉好物推荐🔥🔥🎉🎉✨']} />,
};
