import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
// Not a React hook despite its name: it builds the region tree (stories only, never runtime code).
import { useCascaderAreaData as cascaderAreaData } from '@vant/area-data';
import { CascaderTransfer, type CascaderOptionsLoader, type CascaderTransferProps } from './cascader-transfer';
import type { CascaderOption, CascaderValue } from './cascader-view';

const meta = {
  title: '级联与穿梭/级联穿梭 CascaderTransfer',
  component: CascaderTransfer,
} satisfies Meta<typeof CascaderTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small interest-targeting tree, with a tooltip, a disabled node and a node without checkbox. */
const INTERESTS: CascaderOption[] = [
  {
    label: '游戏',
    value: 'game',
    children: [
      { label: '角色扮演', value: 'game-rpg', children: [{ label: 'MMORPG', value: 'game-mmo' }, { label: '动作角色扮演', value: 'game-arpg' }] },
      { label: '策略', value: 'game-slg', tooltip: '含战棋、模拟经营与塔防' },
      { label: '休闲益智', value: 'game-casual' },
      { label: '棋牌', value: 'game-card', disabled: true, tooltip: '该类目暂不支持定向' },
    ],
  },
  {
    label: '教育',
    value: 'edu',
    children: [
      { label: '语言培训', value: 'edu-lang', children: [{ label: '英语', value: 'edu-en' }, { label: '日语', value: 'edu-ja' }, { label: '韩语', value: 'edu-ko' }] },
      { label: '职业教育', value: 'edu-job' },
      { label: '学历教育', value: 'edu-degree' },
    ],
  },
  {
    label: '美食',
    value: 'food',
    children: [
      { label: '中餐', value: 'food-cn' },
      { label: '西餐', value: 'food-west' },
      { label: '烘焙甜点', value: 'food-bake' },
    ],
  },
  {
    label: '出行旅游',
    value: 'travel',
    children: [
      { label: '国内游', value: 'travel-domestic' },
      { label: '出境游', value: 'travel-abroad' },
    ],
  },
  { label: '汽车（分组）', value: 'car', showCheck: false, children: [{ label: '新能源汽车', value: 'car-ev' }, { label: '二手车', value: 'car-used' }] },
];

/** The China region tree: 34 provinces, 3,479 county leaves (@vant/area-data's {text, value, children}). */
function regionTree(): CascaderOption[] {
  const map = (nodes: ReturnType<typeof cascaderAreaData>): CascaderOption[] =>
    nodes.map((node) => ({ label: node.text, value: node.value, children: node.children ? map(node.children) : undefined }));
  return map(cascaderAreaData());
}
const REGIONS = regionTree();

/** Holds the value and shows the emitted events (summarised, so a 3,479-value change stays cheap to print). */
function Demo({ initial = [], ...props }: Partial<CascaderTransferProps> & { initial?: CascaderValue[] }) {
  const [value, setValue] = useState<CascaderValue[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 6));
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 960 }}>
      <CascaderTransfer
        options={INTERESTS}
        {...props}
        value={value}
        onChange={(values, nodes) => {
          setValue(values);
          const shown = values.length > 8 ? `${values.slice(0, 8).join(', ')} …` : values.join(', ');
          log(`onChange: ${values.length} 个值 [${shown}]；右侧 ${nodes.length} 项：${nodes.slice(0, 5).map((n) => n.path.join(' / ')).join('，')}${nodes.length > 5 ? ' …' : ''}`);
        }}
        onExport={props.showExport ? (payload) => log(`onExport:\n${payload.csv}`) : undefined}
        onDataError={(error) => log(`onDataError: ${error instanceof Error ? error.message : String(error)}`)}
        onDataLoad={(options) => log(`onDataLoad: ${options.length} 个一级节点`)}
      />
      <pre style={{ margin: 0, padding: 8, background: 'var(--semi-color-fill-0)', fontSize: 12, whiteSpace: 'pre-wrap' }}>
        {events.length ? events.join('\n') : '（事件会显示在这里）'}
      </pre>
    </div>
  );
}

export const Default: Story = {
  name: '兴趣定向（默认）',
  render: () => <Demo max={20} showSelectedSearch showExport initial={['game-mmo', 'edu-en', 'food']} />,
};

export const RegionTree: Story = {
  name: '全国地域（区县级）',
  render: () => <Demo options={REGIONS} max={0} title="地域定向" />,
};

export const AtMax: Story = {
  name: '已达上限（未选项禁用）',
  render: () => <Demo max={3} initial={['game-slg', 'edu-en', 'edu-ja']} />,
};

export const OverMax: Story = {
  name: '超出上限提示',
  render: () => <Demo max={2} initial={['food-cn', 'food-west', 'food-bake', 'travel-domestic']} />,
};

export const EmptySelection: Story = {
  name: '未选择（空状态）',
  render: () => <Demo max={10} showSelectedSearch showExport />,
};

export const HalfChecked: Story = {
  name: '半选父节点',
  render: () => <Demo initial={['game-mmo', 'edu-en', 'edu-job', 'food-cn']} />,
};

// Pretend loaders: the catalog runs with no server, so no story may reach the network. A page builds its
// loader with libs/api's optionsRequestLoader({ url, body, responsePath }), which goes through the desk client.
const pending: CascaderOptionsLoader = () => new Promise<CascaderOption[]>(() => undefined);
const failing: CascaderOptionsLoader = async () => {
  throw new Error('系统繁忙，请稍后重试！');
};
const slow: CascaderOptionsLoader = (signal) =>
  new Promise<CascaderOption[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(INTERESTS), 1500);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

export const RequestLoading: Story = {
  name: '请求加载中',
  render: () => <Demo options={undefined} loadOptions={pending} />,
};

export const RequestLoaded: Story = {
  name: '请求加载完成（1.5 秒后）',
  render: () => <Demo options={undefined} loadOptions={slow} />,
};

export const RequestFailure: Story = {
  name: '请求失败（data-error）',
  render: () => <Demo options={undefined} loadOptions={failing} />,
};
