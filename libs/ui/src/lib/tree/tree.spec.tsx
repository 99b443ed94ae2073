import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TREE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree, type TreeProps } from './tree';
import { labelFilter, type TreeDataNode, type TreeValue } from './tree-rules';

const DATA: TreeDataNode[] = [
  {
    value: 'east',
    label: '华东',
    children: [
      { value: 'sh', label: 'Shanghai', children: [{ value: 'sh-1', label: '品牌组' }, { value: 'sh-2', label: 'Growth组' }] },
      { value: 'hz', label: '杭州', children: [{ value: 'hz-1', label: '电商组' }, { value: 'hz-2', label: '停用组', disabled: true }] },
    ],
  },
  { value: 'south', label: '华南', children: [{ value: 'gz', label: '广州' }] },
];

function Controlled(props: Partial<TreeProps> & { initial?: TreeValue[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<TreeValue[]>(initial ?? []);
  return (
    <Tree
      treeData={DATA}
      nodeKey="value"
      multiple
      aria-label="组织"
      {...rest}
      value={value}
      onChange={(next, nodes) => {
        setValue(next);
        onChange?.(next, nodes);
      }}
    />
  );
}

const treeEl = () => screen.getByRole('tree');
const rows = () => within(treeEl()).getAllByRole('treeitem');
const rowLabels = () => rows().map((row) => row.textContent);
const rowOf = (value: string) => {
  const row = rows().find((r) => r.getAttribute('data-value') === value);
  if (!row) throw new Error(`no row ${value}`);
  return row;
};
const checkbox = (path: string) => within(treeEl()).getByRole('checkbox', { name: path });
const semiBox = (path: string) => checkbox(path).closest('.semi-checkbox') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('Tree', () => {
  it('expands everything by default (TREE.EXPAND_ALL) and offers 全部收起', () => {
    expect(TREE.EXPAND_ALL).toBe(true);
    render(<Controlled />);
    expect(rowLabels()).toEqual(['华东', 'Shanghai', '品牌组', 'Growth组', '杭州', '电商组', '停用组', '华南', '广州']);
    expect(screen.getByRole('button', { name: '全部收起' })).toBeInTheDocument();
  });

  it('starts collapsed with defaultExpandAll false and expands all with 全部展开, collapses with 全部收起', async () => {
    const user = userEvent.setup();
    const onExpandChange = vi.fn();
    render(<Controlled defaultExpandAll={false} onExpandChange={onExpandChange} />);
    expect(rowLabels()).toEqual(['华东', '华南']);
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    expect(rows()).toHaveLength(9);
    expect(onExpandChange).toHaveBeenLastCalledWith(['east', 'sh', 'hz', 'south']);
    await user.click(screen.getByRole('button', { name: '全部收起' }));
    expect(rowLabels()).toEqual(['华东', '华南']);
    expect(screen.getByRole('button', { name: '全部展开' })).toBeInTheDocument();
  });

  it('opens and closes one node with its expand button', async () => {
    const user = userEvent.setup();
    render(<Controlled defaultExpandAll={false} />);
    const expand = within(rowOf('east')).getByRole('button', { name: '展开华东' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(rowLabels()).toEqual(['华东', 'Shanghai', '杭州', '华南']);
    await user.click(within(rowOf('east')).getByRole('button', { name: '收起华东' }));
    expect(rowLabels()).toEqual(['华东', '华南']);
  });

  it('indents each level by TREE.INDENT 18 px', () => {
    expect(TREE.INDENT).toBe(18);
    render(<Controlled />);
    const left = (v: string) => parseFloat(rowOf(v).style.paddingLeft);
    expect(left('sh') - left('east')).toBe(18);
    expect(left('sh-1') - left('sh')).toBe(18);
    expect(rowOf('sh-1')).toHaveAttribute('aria-level', '3');
  });

  it('is a virtualised Semi tree, at most 290 px tall (TREE.PANEL_MAX_HEIGHT), 320 px when tall', () => {
    const big: TreeDataNode[] = Array.from({ length: 200 }, (_, i) => ({ value: i, label: `节点${i}` }));
    const { unmount } = render(<Tree treeData={big} nodeKey="value" />);
    const list = document.querySelector<HTMLElement>('.semi-tree-virtual-list');
    expect(list).not.toBeNull();
    expect(list?.style.height).toBe(`${TREE.PANEL_MAX_HEIGHT}px`);
    // Only the rows in view are drawn.
    expect(rows().length).toBeLessThan(30);
    unmount();
    render(<Tree treeData={big} nodeKey="value" tall />);
    expect(document.querySelector<HTMLElement>('.semi-tree-virtual-list')?.style.height).toBe(`${TREE.PANEL_MAX_HEIGHT_TALL}px`);
  });

  it('shrinks the panel to its rows when they are few', () => {
    render(<Controlled defaultExpandAll={false} />);
    expect(document.querySelector<HTMLElement>('.tf-tree__viewport')?.style.height).toBe('64px');
  });

  it('grows the panel with the rows, up to 290 px', async () => {
    const user = userEvent.setup();
    render(<Controlled defaultExpandAll={false} />);
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    expect(document.querySelector<HTMLElement>('.tf-tree__viewport')?.style.height).toBe(`${9 * 32}px`);
    expect(rows()).toHaveLength(9);
  });

  it('shows 暂无数据 for an empty tree', () => {
    render(<Tree treeData={[]} nodeKey="value" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  describe('checking (multiple)', () => {
    it('checks a parent with its enabled children and emits the value and nodes', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await user.click(semiBox('华东-Shanghai'));
      expect(onChange).toHaveBeenLastCalledWith(['sh', 'sh-1', 'sh-2'], expect.arrayContaining([expect.objectContaining({ value: 'sh', level: 2, type: 'node', parentValue: 'east', parentLabel: '华东', path: ['华东', 'Shanghai'] })]));
      expect(checkbox('华东-Shanghai')).toBeChecked();
      expect(rowOf('east')).toHaveAttribute('aria-selected', 'false');
      expect(semiBox('华东').className).toContain('indeterminate');
    });

    it('toggles with a click on the label too', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      await user.click(within(rowOf('gz')).getByText('广州'));
      expect(checkbox('华南-广州')).toBeChecked();
      expect(checkbox('华南')).toBeChecked();
    });

    it('does not check disabled nodes', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      expect(checkbox('华东-杭州-停用组')).toBeDisabled();
      await user.click(within(rowOf('hz-2')).getByText('停用组'));
      expect(onChange).not.toHaveBeenCalled();
      await user.click(semiBox('华东-杭州'));
      expect(onChange).toHaveBeenLastCalledWith(['hz-1'], expect.anything());
    });

    it('disables unchecked nodes at the maximum and shows the count', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled max={2} onChange={onChange} />);
      expect(screen.getByText('0/2')).toBeInTheDocument();
      await user.click(semiBox('华东-Shanghai-品牌组'));
      await user.click(semiBox('华南-广州'));
      expect(screen.getByText('2/2')).toBeInTheDocument();
      expect(checkbox('华东-Shanghai-Growth组')).toBeDisabled();
      expect(checkbox('华东-杭州-电商组')).toBeDisabled();
      expect(checkbox('华东-Shanghai-品牌组')).not.toBeDisabled();
      await user.click(within(rowOf('hz-1')).getByText('电商组'));
      expect(onChange).toHaveBeenCalledTimes(2);
      // Unchecking frees room again.
      await user.click(semiBox('华南-广州'));
      expect(checkbox('华东-杭州-电商组')).not.toBeDisabled();
    });

    it('refuses a parent whose leaves would pass the maximum', () => {
      render(<Controlled max={1} />);
      expect(checkbox('华东-Shanghai')).toBeDisabled();
      expect(checkbox('华南')).not.toBeDisabled();
    });

    it('treats max 0 (TREE.UNLIMITED_MAX) as unlimited', async () => {
      const user = userEvent.setup();
      render(<Controlled max={TREE.UNLIMITED_MAX} />);
      expect(screen.queryByText('0/0')).toBeNull();
      await user.click(semiBox('华东'));
      await user.click(semiBox('华南'));
      expect(checkbox('华南')).toBeChecked();
      expect(checkbox('华东-Shanghai-品牌组')).toBeChecked();
    });

    it('works uncontrolled from defaultValue', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Tree treeData={DATA} nodeKey="value" multiple defaultValue={['sh']} onChange={onChange} />);
      expect(checkbox('华东-Shanghai-品牌组')).toBeChecked();
      await user.click(semiBox('华东-Shanghai-品牌组'));
      expect(onChange).toHaveBeenLastCalledWith(['sh-2'], expect.anything());
      expect(checkbox('华东-Shanghai-品牌组')).not.toBeChecked();
    });
  });

  describe('single selection', () => {
    it('chooses one node by its button and reports the click', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const onNodeClick = vi.fn();
      render(<Controlled multiple={false} onChange={onChange} onNodeClick={onNodeClick} />);
      expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: '华东-杭州' }));
      expect(onChange).toHaveBeenLastCalledWith(['hz'], [expect.objectContaining({ value: 'hz' })]);
      expect(onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'hz' }), DATA[0].children?.[1]);
      expect(screen.getByRole('button', { name: '华东-杭州' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: '华南-广州' }));
      expect(onChange).toHaveBeenLastCalledWith(['gz'], expect.anything());
      expect(screen.getByRole('button', { name: '华东-杭州' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: '华东-杭州-停用组' })).toBeDisabled();
    });
  });

  describe('filter', () => {
    it('has a filter box named 筛选 that splits by comma, ignores case and keeps ancestors', async () => {
      const user = userEvent.setup();
      const onFilterChange = vi.fn();
      render(<Controlled filter filterNodeMethod={labelFilter} defaultExpandAll={false} onFilterChange={onFilterChange} />);
      await user.type(screen.getByRole('textbox', { name: '筛选' }), 'GROWTH,广州');
      // The filter follows the text as a deferred value (no timer): wait for the filtered rows.
      await waitFor(() => expect(rowLabels()).toEqual(['华东', 'Shanghai', 'Growth组', '华南', '广州']));
      expect(onFilterChange).toHaveBeenLastCalledWith('GROWTH,广州');
    });

    it('shows 无匹配数据 when nothing matches', async () => {
      render(<Controlled filter filterNodeMethod={labelFilter} filterText="不存在" />);
      await screen.findByText('无匹配数据');
      expect(screen.getByText('无匹配数据')).toBeInTheDocument();
    });

    it('collapses and expands the filtered view, and restores the own expansion when cleared', async () => {
      const user = userEvent.setup();
      function Wrapped() {
        const [text, setText] = useState('品牌');
        return (
          <>
            <button type="button" onClick={() => setText('')}>
              清除
            </button>
            <Controlled filter filterNodeMethod={labelFilter} filterText={text} onFilterChange={setText} defaultExpandAll={false} />
          </>
        );
      }
      render(<Wrapped />);
      await waitFor(() => expect(rowLabels()).toEqual(['华东', 'Shanghai', '品牌组']));
      await user.click(screen.getByRole('button', { name: '全部收起' }));
      expect(rowLabels()).toEqual(['华东']);
      await user.click(screen.getByRole('button', { name: '全部展开' }));
      expect(rowLabels()).toEqual(['华东', 'Shanghai', '品牌组']);
      await user.click(screen.getByRole('button', { name: '清除' }));
      await waitFor(() => expect(rowLabels()).toEqual(['华东', '华南']));
    });

    it('passes each part, the node and its data to the filter method', async () => {
      const method = vi.fn((keyword: string, node: { label: string }) => node.label === keyword);
      render(<Controlled filter filterNodeMethod={method} filterText="广州,x" />);
      await waitFor(() => expect(rowLabels()).toEqual(['华南', '广州']));
      expect(method).toHaveBeenCalledWith('广州', expect.objectContaining({ value: 'gz', path: ['华南', '广州'] }), DATA[1].children?.[0]);
      expect(method).toHaveBeenCalledWith('x', expect.anything(), expect.anything());
    });
  });

  describe('developer errors (widgets spec §5, §8)', () => {
    it("logs 'nodeKey is required' without crashing and still draws by value", () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onPropsError = vi.fn();
      render(<Tree treeData={DATA} nodeKey={undefined as unknown as string} onPropsError={onPropsError} />);
      expect(error).toHaveBeenCalledWith('nodeKey is required');
      expect(onPropsError).toHaveBeenCalledWith(['nodeKey is required']);
      expect(rows().length).toBe(9);
    });

    it("logs 'filterNodeMethod is required when filter' and filters by label meanwhile", async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onPropsError = vi.fn();
      render(<Tree treeData={DATA} nodeKey="value" filter filterText="广州" onPropsError={onPropsError} />);
      // The filtered rows are drawn in the same commit whose effect logs the errors.
      await waitFor(() => expect(rowLabels()).toEqual(['华南', '广州']));
      expect(error).toHaveBeenCalledWith('filterNodeMethod is required when filter');
      expect(onPropsError).toHaveBeenCalledWith(['filterNodeMethod is required when filter']);
      expect(rowLabels()).toEqual(['华南', '广州']);
    });

    it('logs nodes without a key once and keeps them', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<Tree treeData={[{ id: 1, label: '有' }, { label: '无' }]} nodeKey="id" />);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('nodeKey is required');
      expect(rowLabels()).toEqual(['有', '无']);
    });

    it('logs nothing when the props are right, and not again on re-render', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { rerender } = render(<Tree treeData={DATA} nodeKey="value" filter filterNodeMethod={labelFilter} />);
      rerender(<Tree treeData={DATA} nodeKey="value" filter filterNodeMethod={labelFilter} />);
      expect(error).not.toHaveBeenCalled();
      rerender(<Tree treeData={DATA} nodeKey="" />);
      rerender(<Tree treeData={DATA} nodeKey="" />);
      expect(error).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps the operator\'s expansion when the data changes, opening only new parents', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Tree treeData={DATA} nodeKey="value" />);
    await user.click(within(rowOf('east')).getByRole('button', { name: '收起华东' }));
    const more: TreeDataNode[] = [...DATA, { value: 'west', label: '西部', children: [{ value: 'cd', label: '成都' }] }];
    rerender(<Tree treeData={more} nodeKey="value" />);
    expect(rowLabels()).toEqual(['华东', '华南', '广州', '西部', '成都']);
  });

  it('does not refilter for a new (inline) filter method on each render', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    function Inline() {
      const [, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((t) => t + 1)}>
            重绘
          </button>
          <Tree
            treeData={DATA}
            nodeKey="value"
            filter
            filterText="品牌"
            filterNodeMethod={(keyword, node) => {
              calls.push(keyword);
              return node.label.includes(keyword);
            }}
          />
        </>
      );
    }
    render(<Inline />);
    // The first filtering is done once the filtered view is drawn.
    await waitFor(() => expect(rowLabels()).toEqual(['华东', 'Shanghai', '品牌组']));
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: '全部收起' }));
    expect(rowLabels()).toEqual(['华东']);
    await user.click(screen.getByRole('button', { name: '重绘' }));
    expect(calls.length).toBe(before);
    // The operator's collapse in the filtered view survives the re-render.
    expect(rowLabels()).toEqual(['华东']);
  });

  it('names the tree and says whether it is multi-select', () => {
    const { unmount } = render(<Controlled />);
    expect(screen.getByRole('tree', { name: '组织' })).toHaveAttribute('aria-multiselectable', 'true');
    unmount();
    render(<Controlled multiple={false} />);
    expect(screen.getByRole('tree', { name: '组织' })).toHaveAttribute('aria-multiselectable', 'false');
  });

  it('puts data-testid on its root', () => {
    render(<Tree treeData={DATA} nodeKey="value" data-testid="tree" />);
    expect(screen.getByTestId('tree')).toContainElement(treeEl());
  });
});
