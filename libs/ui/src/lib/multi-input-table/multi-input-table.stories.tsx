import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { MultiInputTable, type MultiInputTableHandle, type MultiInputTableProps } from './multi-input-table';
import type { MultiInputColumn, MultiInputRow } from './multi-input-table-rules';

const meta: Meta<typeof MultiInputTable> = {
  title: '文本与输入/多行输入表格 MultiInputTable',
  component: MultiInputTable,
};

export default meta;
type Story = StoryObj<typeof MultiInputTable>;

const columns: MultiInputColumn[] = [
  { key: 'keyword', title: '关键词', placeholder: '请输入关键词', validate: (v) => (v ? undefined : '请输入关键词') },
  {
    key: 'url',
    title: '落地页链接',
    placeholder: '以 https:// 开头',
    validate: (v, _row, i) => (!v || v.startsWith('https://') ? undefined : `第${i + 1}行的落地页链接需以 https:// 开头`),
  },
];

function Demo({ initial, validateOnMount = false, ...props }: Partial<MultiInputTableProps> & { initial?: MultiInputRow[]; validateOnMount?: boolean }) {
  const [rows, setRows] = useState<MultiInputRow[] | undefined>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const ref = useRef<MultiInputTableHandle>(null);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 8));
  useEffect(() => {
    if (validateOnMount) ref.current?.validate();
  }, [validateOnMount]);
  return (
    <div style={{ maxWidth: 720 }}>
      <MultiInputTable
        ref={ref}
        aria-label="关键词与落地页"
        columns={columns}
        value={rows}
        onChange={(next) => {
          setRows(next);
          log(`onChange ${JSON.stringify(next)}`);
        }}
        onValidate={(r) => log(`onValidate ${r.valid ? '通过' : `第${(r.error?.rowIndex ?? 0) + 1}行 ${r.error?.message}`}`)}
        onOverMaxRows={(max) => log(`onOverMaxRows ${max}`)}
        onPasteOverMaxRows={(info) => log(`onPasteOverMaxRows ${JSON.stringify(info)}`)}
        {...props}
      />
      <button type="button" style={{ marginTop: 8 }} onClick={() => log(`validate() ${JSON.stringify(ref.current?.validate())}`)}>
        提交前校验 validate()
      </button>
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

export const Empty: Story = { name: '空表格（回车换行/新增行）', render: () => <Demo /> };
export const Rows: Story = {
  name: '多行（每行可删除）',
  render: () => (
    <Demo
      initial={[
        { keyword: '春季上新', url: 'https://example.com/a' },
        { keyword: '限时特惠', url: 'https://example.com/b' },
      ]}
    />
  ),
};
export const ErrorRow: Story = {
  name: '错误行高亮',
  render: () => (
    <Demo
      validateOnMount
      initial={[
        { keyword: '春季上新', url: 'https://example.com/a' },
        { keyword: '限时特惠', url: 'http://example.com/b' },
        { keyword: '', url: '' },
      ]}
    />
  ),
};
export const MaxRows: Story = {
  name: '已达最大行数（3 行）',
  render: () => (
    <Demo
      maxRows={3}
      initial={[
        { keyword: '一', url: '' },
        { keyword: '二', url: '' },
        { keyword: '三', url: '' },
      ]}
    />
  ),
};
export const Pasteable: Story = {
  name: '支持粘贴（多行、制表符分列）',
  render: () => <Demo pasteable maxRows={5} />,
};
