import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tree, type TreeProps } from './tree';
import { labelFilter, type TreeDataNode, type TreeValue } from './tree-rules';

const meta = {
  title: '树与账户/树 Tree',
  component: Tree,
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORG: TreeDataNode[] = [
  {
    value: 'east',
    label: '华东大区',
    children: [
      { value: 'sh', label: '上海投放组', children: [{ value: 'sh-1', label: 'Brand 品牌一组' }, { value: 'sh-2', label: 'Growth 增长二组' }] },
      { value: 'hz', label: '杭州投放组', children: [{ value: 'hz-1', label: '电商一组' }, { value: 'hz-2', label: '电商二组', disabled: true }] },
    ],
  },
  {
    value: 'south',
    label: '华南大区',
    children: [
      { value: 'gz', label: '广州投放组', children: [{ value: 'gz-1', label: '游戏一组' }, { value: 'gz-2', label: '游戏二组' }] },
      { value: 'sz', label: '深圳投放组', children: [{ value: 'sz-1', label: 'APP 拉新组' }] },
    ],
  },
  { value: 'north', label: '华北大区', children: [{ value: 'bj', label: '北京投放组' }] },
];

/** 50 × 10 × 10 nodes (5,550 in all), labelled 节点1, 节点1-1, 节点1-1-1…, for the benchmark. */
function fiveThousandNodes(): TreeDataNode[] {
  return Array.from({ length: 50 }, (_, i) => ({
    value: `${i + 1}`,
    label: `节点${i + 1}`,
    children: Array.from({ length: 10 }, (_, j) => ({
      value: `${i + 1}-${j + 1}`,
      label: `节点${i + 1}-${j + 1}`,
      children: Array.from({ length: 10 }, (_, k) => ({ value: `${i + 1}-${j + 1}-${k + 1}`, label: `节点${i + 1}-${j + 1}-${k + 1}` })),
    })),
  }));
}

const BIG = fiveThousandNodes();

function Demo(props: Partial<TreeProps> & { initial?: TreeValue[] }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<TreeValue[]>(initial ?? []);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 6));
  return (
    <div style={{ width: 420 }}>
      <Tree
        treeData={ORG}
        nodeKey="value"
        multiple
        aria-label="投放组织"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          log(`onChange ${JSON.stringify(next)}`);
        }}
        onFilterChange={(text) => log(`onFilterChange ${JSON.stringify(text)}`)}
        onPropsError={(messages) => log(`onPropsError ${JSON.stringify(messages)}`)}
      />
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Default: Story = {
  name: '默认（全部展开）',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo />,
};

export const SingleSelect: Story = {
  name: '单选',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo multiple={false} initial={['gz-1']} />,
};

export const Filter: Story = {
  name: '筛选（逗号分隔多个关键词）',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo filter filterNodeMethod={labelFilter} defaultExpandAll={false} />,
};

export const FilterPrefilled: Story = {
  name: '筛选：“growth,游戏”',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo filter filterNodeMethod={labelFilter} filterText="growth,游戏" />,
};

export const NoMatch: Story = {
  name: '筛选无结果',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo filter filterNodeMethod={labelFilter} filterText="不存在的组" />,
};

export const Max: Story = {
  name: '最多选 3 个（到达上限后其余禁用）',
  args: { treeData: ORG, nodeKey: 'value' },
  render: () => <Demo max={3} initial={['sh-1', 'sh-2', 'gz-1']} />,
};

export const Tall: Story = {
  name: '高面板（320）',
  args: { treeData: BIG, nodeKey: 'value' },
  render: () => <Demo treeData={BIG} tall />,
};

export const Empty: Story = {
  name: '空数据',
  args: { treeData: [], nodeKey: 'value' },
  render: () => <Demo treeData={[]} />,
};

export const KeyError: Story = {
  name: '缺少 nodeKey 与筛选方法（开发错误）',
  args: { treeData: ORG, nodeKey: 'value' },
  // Both developer errors at once: logged with console.error and shown below through onPropsError.
  render: () => <Demo nodeKey={undefined as unknown as string} filter />,
};

export const FiveThousandNodes: Story = {
  name: '5,000 个节点（虚拟滚动）',
  args: { treeData: BIG, nodeKey: 'value' },
  render: () => <Demo treeData={BIG} data-testid="tree" aria-label="节点" filter filterNodeMethod={labelFilter} defaultExpandAll={false} />,
};
