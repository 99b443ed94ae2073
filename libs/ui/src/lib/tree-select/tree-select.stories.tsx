import type { Meta, StoryObj } from '@storybook/react-vite';
import { areaList } from '@vant/area-data';
import { useState } from 'react';
import { TreeSelect, type TreeSelectProps } from './tree-select';
import type { TreeNodeInput, TreeValue } from '../check-tree/check-tree-values';

const REGIONS: TreeNodeInput[] = [
  { value: 'unlimited', label: '不限' },
  {
    value: '110000',
    label: '北京市',
    children: [
      { value: '110105', label: '朝阳区' },
      { value: '110108', label: '海淀区' },
      { value: '110101', label: '东城区', disabled: true },
      { value: '110102', label: '西城区' },
    ],
  },
  {
    value: '310000',
    label: '上海市',
    children: [
      { value: '310115', label: '浦东新区' },
      { value: '310101', label: '黄浦区' },
    ],
  },
  {
    value: '440000',
    label: '广东省',
    children: [
      { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }, { value: '440104', label: '越秀区' }] },
      { value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }, { value: '440304', label: '福田区' }] },
    ],
  },
  { value: 'overseas', label: '港澳台及海外', children: [{ value: 'hk', label: 'Hong Kong' }, { value: 'mo', label: 'Macau' }] },
];

/** Provinces and their cities from @vant/area-data (stories only), for the search story. */
function provincesAndCities(): TreeNodeInput[] {
  const cities = Object.entries(areaList.city_list);
  return Object.entries(areaList.province_list).map(([code, label]) => ({
    value: code,
    label,
    children: cities.filter(([city]) => city.slice(0, 2) === code.slice(0, 2)).map(([city, name]) => ({ value: `c${city}`, label: name })),
  }));
}

const PROVINCES = provincesAndCities();

/** Provinces, cities and counties (about 3,900 nodes), for the virtualised story. */
function regionTree(): TreeNodeInput[] {
  const counties = Object.entries(areaList.county_list);
  return provincesAndCities().map((province) => ({
    ...province,
    children: province.children?.map((city) => ({
      ...city,
      children: counties.filter(([county]) => `c${county.slice(0, 4)}00` === String(city.value)).map(([county, name]) => ({ value: `d${county}`, label: name })),
    })),
  }));
}

const REGION_TREE = regionTree();

/** Holds the value and shows the emitted events. */
function Demo({ initial = [], treeData = REGIONS, ...props }: Partial<TreeSelectProps> & { initial?: TreeValue[] }) {
  const [value, setValue] = useState<TreeValue[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((prev) => [line, ...prev].slice(0, 8));
  return (
    <div style={{ width: 360 }}>
      <TreeSelect
        aria-label="投放地域"
        {...props}
        treeData={treeData}
        value={value}
        onChange={(next) => {
          setValue(next);
          log(`onChange ${JSON.stringify(next)}`);
        }}
        onDropdownVisibleChange={(open) => log(`onDropdownVisibleChange ${open}`)}
        onSearch={(keyword) => log(`onSearch ${JSON.stringify(keyword)}`)}
      />
      <pre style={{ fontSize: 12, marginTop: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '选择器/树选择 TreeSelect',
  component: TreeSelect,
  args: { treeData: REGIONS },
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlwaysSave: Story = {
  name: '多选·实时保存（每次变化即触发）',
  render: () => <Demo multiple saveMode="always" initial={['110105']} />,
};

export const LeaveSave: Story = {
  name: '多选·离开保存（收起下拉时触发）',
  render: () => <Demo multiple saveMode="leave" initial={['310000']} />,
};

export const SingleSelect: Story = {
  name: '单选（只能选一个子项）',
  render: () => <Demo initial={['440106']} />,
};

export const ExclusiveValues: Story = {
  name: '互斥值（不限清除其他；海外选中时禁用其他）',
  render: () => <Demo multiple clearOthers={['unlimited']} disableOthers={['overseas']} initial={['unlimited']} />,
};

export const Search: Story = {
  name: '搜索（250 ms 防抖，不区分大小写，逗号分隔多个）',
  render: () => <Demo multiple treeData={PROVINCES} defaultExpandAll={false} />,
};

export const RegionTree: Story = {
  name: '全国地域（区县级，超过 100 个节点时虚拟滚动）',
  render: () => <Demo multiple treeData={REGION_TREE} />,
};
