import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECT, SIZES, TREE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeSelect, type TreeSelectProps } from './tree-select';
import type { TreeNodeInput, TreeValue } from '../check-tree/check-tree-values';

const DATA: TreeNodeInput[] = [
  { value: 'all', label: '不限' },
  {
    value: 'bj',
    label: '北京市',
    children: [
      { value: 'cy', label: '朝阳区' },
      { value: 'hd', label: '海淀区' },
      { value: 'dc', label: '东城区', disabled: true },
    ],
  },
  {
    value: 'sh',
    label: '上海市',
    children: [
      { value: 'pd', label: '浦东新区' },
      { value: 'hp', label: '黄浦区' },
    ],
  },
  { value: 'abroad', label: 'Overseas', children: [{ value: 'ny', label: 'New York' }] },
];

function Controlled(props: Partial<TreeSelectProps> & { initial?: TreeValue[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<TreeValue[]>(initial ?? []);
  return (
    <TreeSelect
      treeData={DATA}
      aria-label="地域"
      {...rest}
      value={value}
      onChange={(next, nodes) => {
        setValue(next);
        onChange?.(next, nodes);
      }}
    />
  );
}

const trigger = () => screen.getByRole('combobox', { name: '地域' });
const tree = () => screen.getByRole('tree');
const checkbox = (path: string) => within(tree()).getByRole('checkbox', { name: path });
const semiBox = (path: string) => checkbox(path).closest('.semi-checkbox') as HTMLElement;
/** The one element a selector finds, or a failing test. */
function must<T extends Element>(found: T | null | undefined, what: string): T {
  if (!found) throw new Error(`not found: ${what}`);
  return found;
}
const rowOf = (value: string) => must(within(tree()).getAllByRole('treeitem').find((row) => row.getAttribute('data-value') === value), `row ${value}`);
const tagOf = (text: string) => must([...trigger().querySelectorAll<HTMLElement>('.tf-tree-select__tag')].find((tag) => tag.textContent === text), `tag ${text}`);
const closeOf = (tag: HTMLElement) => must(tag.querySelector<HTMLElement>('.semi-tag-close'), 'tag close');
const dropdown = () => document.querySelector('.tf-tree-select__dropdown');
/** Waits for the closed dropdown: the trigger says so (Semi closes it from its own state callbacks). */
const closed = () => waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));

/** Opens the dropdown and waits until the widget's own 0 ms timer has moved focus into it, the last step of opening. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await waitFor(() => expect(dropdown()).toContainElement(document.activeElement as HTMLElement));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TreeSelect', () => {
  it('shows the placeholder 请选择 and has an accessible name', () => {
    render(<TreeSelect treeData={DATA} aria-label="地域" />);
    expect(trigger()).toHaveTextContent('请选择');
  });

  it('uses the placeholder as the name when no label is given', () => {
    render(<TreeSelect treeData={DATA} />);
    expect(screen.getByRole('combobox', { name: '请选择' })).toBeInTheDocument();
  });

  it('expands all by default, indents 18 px per level, and caps the panel at 290 px', async () => {
    const user = userEvent.setup();
    render(<TreeSelect treeData={DATA} aria-label="地域" multiple />);
    await open(user);
    expect(tree()).toHaveStyle({ maxHeight: `${TREE.PANEL_MAX_HEIGHT}px` });
    expect(within(tree()).getAllByRole('treeitem')).toHaveLength(10);
    const cy = rowOf('cy');
    const bj = rowOf('bj');
    expect(cy).toHaveAttribute('aria-level', '2');
    expect(parseInt(cy.style.paddingLeft, 10) - parseInt(bj.style.paddingLeft, 10)).toBe(TREE.INDENT);
  });

  describe('always-save (multiple)', () => {
    it('choosing a parent cascades to its enabled children and emits at once', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled multiple onChange={onChange} />);
      await open(user);
      await user.click(checkbox('北京市'));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0][0]).toEqual(['cy', 'hd']);
      expect(onChange.mock.calls[0][1].map((n: { path: string[] }) => n.path.join('-'))).toEqual(['北京市-朝阳区', '北京市-海淀区']);
      expect(checkbox('北京市-朝阳区')).toBeChecked();
      expect(checkbox('北京市-东城区')).not.toBeChecked(); // disabled child keeps its state
      expect(checkbox('北京市-东城区')).toBeDisabled();
      expect(semiBox('北京市')).toHaveClass('semi-checkbox-indeterminate');
    });

    it('shows each chosen value as a tag with its path joined by a hyphen, 88 px wide at most', async () => {
      const user = userEvent.setup();
      render(<Controlled multiple />);
      await open(user);
      await user.click(checkbox('上海市'));
      await user.click(checkbox('北京市-朝阳区'));
      const tags = trigger().querySelectorAll('.tf-tree-select__tag');
      expect([...tags].map((tag) => tag.textContent)).toEqual(['北京市-朝阳区', '上海市']);
      expect(SELECT.PATH_SEPARATOR).toBe('-');
      expect(tags[0]).toHaveStyle({ maxWidth: `${SIZES.TAG_MAX_WIDTH}px` });
      expect(SIZES.TAG_MAX_WIDTH).toBe(88);
    });

    it('closing a tag unchooses it, by its close icon or by Delete on the focused tag', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled multiple initial={['sh', 'cy', 'hd']} onChange={onChange} />);
      await user.click(closeOf(tagOf('上海市')));
      expect(onChange).toHaveBeenLastCalledWith(['cy', 'hd'], expect.anything());
      tagOf('北京市-海淀区').focus();
      await user.keyboard('{Delete}');
      expect(onChange).toHaveBeenLastCalledWith(['cy'], expect.anything());
    });
  });

  describe('leave-save (multiple)', () => {
    it('emits once when the dropdown closes, with the final value', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const onVisible = vi.fn();
      render(<Controlled multiple saveMode="leave" onChange={onChange} onDropdownVisibleChange={onVisible} />);
      await open(user);
      expect(onVisible).toHaveBeenLastCalledWith(true);
      await user.click(checkbox('北京市-朝阳区'));
      await user.click(checkbox('上海市'));
      expect(onChange).not.toHaveBeenCalled();
      expect(checkbox('北京市-朝阳区')).toBeChecked(); // the draft shows while open
      await user.keyboard('{Escape}');
      await waitFor(() => expect(onVisible).toHaveBeenLastCalledWith(false));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0][0]).toEqual(['cy', 'sh', 'pd', 'hp']);
    });

    it('emits nothing when the value is the same at close', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled multiple saveMode="leave" initial={['cy']} onChange={onChange} />);
      await open(user);
      await user.click(checkbox('北京市-海淀区'));
      await user.click(checkbox('北京市-海淀区'));
      await user.click(document.body);
      await closed();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('a clear while the dropdown is closed is emitted at once', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled multiple saveMode="leave" initial={['cy']} onChange={onChange} />);
      await user.click(closeOf(tagOf('北京市-朝阳区')));
      expect(onChange).toHaveBeenCalledWith([], []);
    });
  });

  describe('single selection', () => {
    it('allows one child only: a pick emits, closes the dropdown and shows the path', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await open(user);
      await user.click(within(tree()).getByRole('button', { name: '北京市-朝阳区' }));
      expect(onChange).toHaveBeenCalledWith(['cy'], [expect.objectContaining({ value: 'cy', parentLabel: '北京市' })]);
      await closed();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(trigger()).toHaveTextContent('北京市-朝阳区');
      await open(user);
      await user.click(within(tree()).getByRole('button', { name: '上海市-浦东新区' }));
      expect(onChange).toHaveBeenLastCalledWith(['pd'], expect.anything());
    });

    it('a parent is not a choice: its label opens and closes it', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await open(user);
      expect(within(tree()).queryByRole('button', { name: '北京市' })).toBeNull();
      await user.click(within(tree()).getByText('北京市'));
      // The label collapses the branch: wait for its button to offer 展开.
      await within(tree()).findByRole('button', { name: '展开北京市' });
      expect(onChange).not.toHaveBeenCalled();
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(within(tree()).getByRole('button', { name: '展开北京市' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('picking the chosen child again closes without an event; another separator joins the path', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled initial={['cy']} separator=" / " onChange={onChange} />);
      expect(trigger()).toHaveTextContent('北京市 / 朝阳区');
      await open(user);
      await user.click(within(tree()).getByRole('button', { name: '北京市 / 朝阳区' }));
      await closed();
      expect(onChange).not.toHaveBeenCalled();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('a disabled child cannot be picked', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      await open(user);
      expect(within(tree()).getByRole('button', { name: '北京市-东城区' })).toBeDisabled();
    });
  });

  describe('values that clear or disable the others', () => {
    it('choosing 不限 clears the others; choosing another clears 不限', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled multiple clearOthers={['all']} initial={['cy', 'pd']} onChange={onChange} />);
      await open(user);
      await user.click(checkbox('不限'));
      expect(onChange).toHaveBeenLastCalledWith(['all'], expect.anything());
      await user.click(checkbox('上海市-黄浦区'));
      expect(onChange).toHaveBeenLastCalledWith(['hp'], expect.anything());
    });

    it('a disableOthers value disables every other node while chosen', async () => {
      const user = userEvent.setup();
      render(<Controlled multiple disableOthers={['abroad']} initial={['cy']} />);
      await open(user);
      await user.click(checkbox('Overseas'));
      expect(checkbox('北京市-朝阳区')).not.toBeChecked();
      expect(checkbox('北京市-朝阳区')).toBeDisabled();
      expect(checkbox('不限')).toBeDisabled();
      expect(checkbox('Overseas-New York')).toBeEnabled();
      await user.click(checkbox('Overseas'));
      expect(checkbox('北京市-朝阳区')).toBeEnabled();
    });
  });

  it('disables the nodes that would pass the maximum', async () => {
    const user = userEvent.setup();
    render(<Controlled multiple max={2} initial={['cy']} />);
    await open(user);
    expect(checkbox('上海市')).toBeDisabled();
    expect(checkbox('上海市-浦东新区')).toBeEnabled();
    await user.click(checkbox('上海市-浦东新区'));
    expect(checkbox('上海市-黄浦区')).toBeDisabled();
  });

  describe('search', () => {
    it('filters case-insensitively after the 250 ms select-search debounce', async () => {
      // The clock moves only when told (no shouldAdvanceTime), so 200 ms is exactly 200 ms; events are fired
      // synchronously because user-event's own waits would need the clock to move.
      vi.useFakeTimers();
      const onSearch = vi.fn();
      render(<TreeSelect treeData={DATA} aria-label="地域" multiple onSearch={onSearch} />);
      fireEvent.click(trigger());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      const search = screen.getByRole('textbox', { name: '搜索选项' });
      expect(search).toHaveAttribute('placeholder', '请输入搜索内容');
      fireEvent.change(search, { target: { value: 'new york' } });
      act(() => vi.advanceTimersByTime(SELECT.SEARCH_DEBOUNCE_MS - 50));
      expect(within(tree()).getAllByRole('treeitem')).toHaveLength(10);
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(50));
      expect(onSearch).toHaveBeenCalledWith('new york');
      expect(within(tree()).getAllByRole('treeitem').map((row) => row.getAttribute('data-value'))).toEqual(['abroad', 'ny']);
    });

    it('shows 无匹配数据 when nothing matches, and splits at commas', async () => {
      // Fake time only, as above.
      vi.useFakeTimers();
      render(<TreeSelect treeData={DATA} aria-label="地域" multiple />);
      fireEvent.click(trigger());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      const search = screen.getByRole('textbox', { name: '搜索选项' });
      fireEvent.change(search, { target: { value: '朝阳,浦东' } });
      act(() => vi.advanceTimersByTime(SELECT.SEARCH_DEBOUNCE_MS));
      expect(within(tree()).getAllByRole('treeitem').map((row) => row.getAttribute('data-value'))).toEqual(['bj', 'cy', 'sh', 'pd']);
      fireEvent.change(search, { target: { value: '杭州' } });
      act(() => vi.advanceTimersByTime(SELECT.SEARCH_DEBOUNCE_MS));
      expect(screen.getByText('无匹配数据')).toBeInTheDocument();
    });
  });

  it('the clear button clears every enabled value and keeps disabled chosen ones', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple initial={['bj', 'pd']} onChange={onChange} />);
    await open(user);
    await user.click(must(document.querySelector<HTMLElement>('.semi-tree-select-clearbtn'), 'clear button'));
    expect(onChange).toHaveBeenCalledWith(['dc'], [expect.objectContaining({ value: 'dc', disabled: true })]);
  });

  it('uncontrolled: starts from defaultValue and keeps its own value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TreeSelect treeData={DATA} aria-label="地域" multiple defaultValue={['pd']} onChange={onChange} />);
    expect(trigger()).toHaveTextContent('上海市-浦东新区');
    await open(user);
    await user.click(checkbox('上海市-黄浦区'));
    expect(onChange).toHaveBeenCalledWith(['sh', 'pd', 'hp'], expect.anything());
    expect(trigger().querySelector('.tf-tree-select__tag')).toHaveTextContent('上海市');
  });

  it('leave-save: a tag closed while the dropdown is open waits for the close too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple saveMode="leave" initial={['cy', 'pd']} onChange={onChange} />);
    await open(user);
    await user.click(closeOf(tagOf('上海市-浦东新区')));
    expect(onChange).not.toHaveBeenCalled();
    expect(checkbox('上海市-浦东新区')).not.toBeChecked();
    await user.click(document.body);
    await closed();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['cy'], expect.anything());
  });

  it('shows 暂无数据 for an empty tree', async () => {
    const user = userEvent.setup();
    render(<TreeSelect treeData={[]} aria-label="地域" />);
    await open(user);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('is operable by keyboard: Enter opens into the search box, Space chooses, Escape closes back to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled multiple onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    // Focus moves into the dropdown on the widget's own 0 ms timer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '搜索选项' })));
    checkbox('上海市-浦东新区').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(['pd'], expect.anything());
    await user.keyboard('{Escape}');
    await closed();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger());
  });

  it('the expand button opens and closes a branch', async () => {
    const user = userEvent.setup();
    render(<TreeSelect treeData={DATA} aria-label="地域" multiple />);
    await open(user);
    await user.click(within(tree()).getByRole('button', { name: '收起上海市' }));
    await within(tree()).findByRole('button', { name: '展开上海市' });
    const row = rowOf('sh');
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(tree()).getByRole('button', { name: '展开上海市' }));
    await within(tree()).findByRole('button', { name: '收起上海市' });
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(checkbox('上海市-浦东新区')).toBeInTheDocument();
  });

  it('draws only the rows in view once the tree has more than 100 nodes', async () => {
    const user = userEvent.setup();
    const big = Array.from({ length: 30 }, (_, p) => ({
      value: `p${p}`,
      label: `省${p}`,
      children: Array.from({ length: 5 }, (_, c) => ({ value: `p${p}c${c}`, label: `市${p}-${c}` })),
    }));
    render(<TreeSelect treeData={big} aria-label="地域" multiple />);
    await open(user);
    const rows = within(tree()).getAllByRole('treeitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(big.length * 6);
  });
});
