import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ClassifyListRow, TextListRow, TitleListRow } from './list-rows';

const box = { width: 320, border: '1px solid var(--semi-color-border)', borderRadius: 6, overflow: 'hidden' } as const;

function TextRowsDemo() {
  const [active, setActive] = useState('a1');
  const [events, setEvents] = useState<string[]>([]);
  const rows = [
    { key: 'a1', text: '华东-品牌账户', description: 'ID 1688001' },
    { key: 'a2', text: '华南-效果账户（这是一个很长很长的账户名称用于展示省略）', description: 'ID 1688002' },
    { key: 'a3', text: '西南-测试账户', description: '已停用', disabled: true },
  ];
  return (
    <div>
      <div style={box}>
        {rows.map((row) => (
          <TextListRow
            key={row.key}
            text={row.text}
            description={row.description}
            disabled={row.disabled}
            active={active === row.key}
            onClick={() => {
              setActive(row.key);
              setEvents((prev) => [`onClick ${row.key}`, ...prev].slice(0, 6));
            }}
            extra={<button type="button" aria-label={`删除${row.text}`}>删除</button>}
          />
        ))}
      </div>
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

function ClassifyDemo() {
  const [active, setActive] = useState('basic');
  const rows = [
    { key: 'basic', label: '基础指标', count: 12 },
    { key: 'convert', label: '转化指标', count: 30 },
    { key: 'video', label: '视频播放指标', count: 8 },
    { key: 'custom', label: '自定义指标', count: 0, disabled: true },
  ];
  return (
    <div>
      <div style={box}>
        {rows.map((row) => (
          <ClassifyListRow key={row.key} label={row.label} count={row.count} disabled={row.disabled} active={active === row.key} onSelect={() => setActive(row.key)} />
        ))}
      </div>
      <pre style={{ fontSize: 12 }}>当前分类：{active}</pre>
    </div>
  );
}

const meta = {
  title: '布局与反馈/列表行 ListRows',
  component: TextListRow,
} satisfies Meta<typeof TextListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextRows: Story = { name: '文本行', args: { text: '华东-品牌账户' }, render: () => <TextRowsDemo /> };

export const TitleRows: Story = {
  name: '标题行',
  args: { text: '' },
  render: () => (
    <div style={box}>
      <TitleListRow title="已授权账户" count={2} headingLevel={3} extra={<button type="button">全部展开</button>} />
      <TextListRow text="华东-品牌账户" />
      <TextListRow text="华南-效果账户" />
      <TitleListRow title="未分组" count={0} headingLevel={3} />
    </div>
  ),
};

export const ClassifyRows: Story = { name: '分类行', args: { text: '' }, render: () => <ClassifyDemo /> };
