import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterListSelect, type FilterListSelectProps } from './filter-list-select';
import { unexpectedValueMessage, type FilterListValue, type FilterOption, type RawFilterValue } from './filter-list-select-rules';

/** A small square image as a data URI, so the catalog needs no network. */
const swatch = (color: string, text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" rx="4" fill="${color}"/><text x="12" y="16" font-size="11" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;

const STATUS: FilterOption[] = [
  { value: 'ENABLE', label: '投放中' },
  { value: 'PAUSE', label: '已暂停' },
  { value: 'BUDGET_EXCEED', label: '预算不足' },
  { value: 'AUDIT', label: '审核中' },
  { value: 'DELETE', label: '已删除', disabled: true },
];

const MEDIA: FilterOption[] = [
  { value: 'toutiao', label: '巨量引擎', subtitle: 'toutiao', description: '信息流：项目 / 广告', src: swatch('#2f6bff', '巨') },
  { value: 'kuaishou', label: '磁力引擎', subtitle: 'kuaishou', description: '短视频：广告计划 / 广告组', src: swatch('#ff5b00', '磁') },
  { value: 'gdt', label: '腾讯广告', subtitle: 'gdt', description: '广告 / 创意', src: swatch('#1aad19', '腾') },
  { value: 'baidu', label: '百度营销', subtitle: 'baidu', description: '搜索：计划 / 单元', src: swatch('#3385ff', '百') },
  { value: 'bilibili', label: '哔哩哔哩', subtitle: 'bilibili', description: '视频站：广告计划 / 广告单元', src: swatch('#fb7299', 'B'), disabled: true },
];

const REGIONS: FilterOption[] = [
  {
    value: 'gd',
    label: '广东省',
    children: [
      { value: 'gz', label: '广州市', children: [{ value: 'th', label: '天河区' }, { value: 'yx', label: '越秀区' }, { value: 'hz', label: '海珠区' }] },
      { value: 'sz', label: '深圳市', children: [{ value: 'ns', label: '南山区' }, { value: 'ft', label: '福田区', disabled: true }] },
    ],
  },
  { value: 'bj', label: '北京市', children: [{ value: 'cy', label: '朝阳区' }, { value: 'hd', label: '海淀区' }] },
  { value: 'sh', label: '上海市', children: [{ value: 'pd', label: '浦东新区' }, { value: 'hp', label: '黄浦区' }] },
];

const ACCOUNTS: FilterOption[] = Array.from({ length: 500 }, (_, i) => ({
  value: `acc-${i + 1}`,
  label: `星河互娱-巨量-${String(i + 1).padStart(3, '0')}`,
  subtitle: String(1_690_000_000 + i),
}));

/** Holds the value and shows the emitted events. */
function Demo({ initial = [], note, ...props }: Partial<FilterListSelectProps> & { initial?: RawFilterValue; note?: string }) {
  const [value, setValue] = useState<RawFilterValue>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 10));
  return (
    <div style={{ minHeight: 360 }}>
      {note ? <p style={{ margin: '0 0 12px', color: 'var(--semi-color-text-2)' }}>{note}</p> : null}
      <FilterListSelect
        label="投放状态"
        options={STATUS}
        {...props}
        value={value}
        onChange={(next: FilterListValue) => {
          setValue(next);
          log(`onChange ${JSON.stringify(next)}`);
        }}
        onVisibleChange={(open, reason) => log(`onVisibleChange ${open}${reason ? ` (${reason})` : ''}`)}
        onSearch={(keyword) => log(`onSearch ${JSON.stringify(keyword)}`)}
      />
      <pre style={{ fontSize: 12, marginTop: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

/** A scrolling box: scroll the selector out of view while its panel is open, and the panel closes. */
function ScrollDemo() {
  const [events, setEvents] = useState<string[]>([]);
  const [value, setValue] = useState<RawFilterValue>([]);
  return (
    <div>
      <p style={{ margin: '0 0 8px', color: 'var(--semi-color-text-2)' }}>打开下拉后滚动下面的区域，使选择器移出可视范围：下拉面板随即收起（离开保存模式下此时提交）。</p>
      <div style={{ height: 220, overflow: 'auto', border: '1px solid var(--semi-color-border)', padding: 12 }}>
        <div style={{ height: 40 }} />
        <FilterListSelect
          kind="multiple"
          saveMode="leave"
          label="投放状态"
          options={STATUS}
          value={value}
          onChange={(next) => {
            setValue(next);
            setEvents((prev) => [`onChange ${JSON.stringify(next)}`, ...prev].slice(0, 8));
          }}
          onVisibleChange={(open, reason) => setEvents((prev) => [`onVisibleChange ${open}${reason ? ` (${reason})` : ''}`, ...prev].slice(0, 8))}
        />
        <div style={{ height: 600, marginTop: 12, background: 'repeating-linear-gradient(0deg, var(--semi-color-fill-0) 0 20px, transparent 20px 40px)' }} />
      </div>
      <pre style={{ fontSize: 12, marginTop: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '筛选/筛选列表选择器 FilterListSelect',
  component: FilterListSelect,
  args: { label: '投放状态', options: STATUS },
} satisfies Meta<typeof FilterListSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  name: '未选择（占位：请选择）',
  render: () => <Demo />,
};

export const SingleAlways: Story = {
  name: '单选·实时保存（选中即收起）',
  render: () => <Demo initial={['PAUSE']} />,
};

export const SingleLeave: Story = {
  name: '单选·离开保存（收起时触发）',
  render: () => <Demo saveMode="leave" note="选中后面板不收起；点击外部、按 Esc 或再次点击选择器收起时，若有变化才触发 onChange。" />,
};

export const MultipleAlways: Story = {
  name: '多选·实时保存（每次变化即触发）',
  render: () => <Demo kind="multiple" initial={['ENABLE', 'AUDIT']} />,
};

export const MultipleLeave: Story = {
  name: '多选·离开保存（收起时触发，且仅在有变化时）',
  render: () => <Demo kind="multiple" saveMode="leave" initial={['ENABLE']} note="勾选再取消同一项后收起，不会触发 onChange。" />,
};

export const RichOptions: Story = {
  name: '选项：图片、副标题、描述、禁用',
  render: () => <Demo kind="multiple" label="媒体" options={MEDIA} initial={['toutiao']} width={300} />,
};

export const CascaderSingle: Story = {
  name: '级联·单选（只能选末级）',
  render: () => <Demo kind="cascader" label="地域" options={REGIONS} initial={['th']} />,
};

export const CascaderMultipleLeave: Story = {
  name: '级联·多选·离开保存（父级联动可用子级）',
  render: () => <Demo kind="cascader" multiple saveMode="leave" label="地域" options={REGIONS} initial={['sz']} width={300} />,
};

export const UnexpectedValue: Story = {
  name: '意外取值（控制台报错并忽略）',
  render: () => (
    <Demo
      kind="multiple"
      initial={['ENABLE', 'ARCHIVED']}
      note={`取值 ARCHIVED 不在选项中：控制台输出 console.error「${unexpectedValueMessage(['ARCHIVED'])}」，选择器只显示“投放中”。`}
    />
  ),
};

export const UnexpectedGroup: Story = {
  name: '意外取值（单选收到一组值）',
  render: () => <Demo initial={['AUDIT', 'PAUSE']} note="单选收到两个取值：控制台报错，只使用第一个（审核中）。" />,
};

export const ScrollOut: Story = {
  name: '滚动出视图即收起',
  render: () => <ScrollDemo />,
};

export const Empty: Story = {
  name: '暂无数据',
  render: () => <Demo options={[]} />,
};

export const LongList: Story = {
  name: '长列表（500 个账户，虚拟滚动，可搜索）',
  render: () => <Demo kind="multiple" label="账户" options={ACCOUNTS} width={300} />,
};

export const Disabled: Story = {
  name: '禁用',
  render: () => <Demo disabled initial={['ENABLE']} />,
};
