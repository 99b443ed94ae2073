import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterListSelect, type FilterListSelectProps } from './filter-list-select';
import type { FilterOption } from './filter-list-select-rules';

const STATUS: FilterOption[] = [
  { value: 'ENABLE', label: '投放中', subtitle: 'ENABLE', src: 'https://img.example/enable.png' },
  { value: 'PAUSE', label: '已暂停', description: '手动暂停或预算不足' },
  { value: 'DELETE', label: '已删除', disabled: true },
  { value: 'AUDIT', label: '审核中' },
];

const REGIONS: FilterOption[] = [
  {
    value: 'gd',
    label: '广东省',
    children: [
      { value: 'gz', label: '广州市', children: [{ value: 'th', label: '天河区' }, { value: 'yx', label: '越秀区' }] },
      { value: 'sz', label: '深圳市', children: [{ value: 'ns', label: '南山区' }, { value: 'ft', label: '福田区', disabled: true }] },
    ],
  },
  { value: 'bj', label: '北京市', children: [{ value: 'cy', label: '朝阳区' }] },
];

/** A controllable IntersectionObserver: tests report the trigger leaving the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {
    // The widget only disconnects.
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function setup(props: Partial<FilterListSelectProps> = {}) {
  const onChange = vi.fn();
  const onVisibleChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <div>
      <FilterListSelect label="投放状态" options={STATUS} onChange={onChange} onVisibleChange={onVisibleChange} {...props} />
      <button type="button">外部按钮</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: props.label ?? '投放状态' });
  return { ...utils, onChange, onVisibleChange, user, trigger };
}

const panel = (name = '投放状态') => screen.queryByRole('dialog', { name });
const option = (name: string) => screen.getByRole('button', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });

async function clickOutside() {
  await act(async () => {
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
  });
}

describe('FilterListSelect: trigger (widgets spec §9)', () => {
  it('shows the label, the placeholder 请选择, and is 260 by 32 by default', () => {
    const { container, trigger } = setup();
    expect(trigger).toHaveAccessibleDescription('请选择');
    expect(trigger).toHaveTextContent('投放状态');
    expect(trigger).toHaveTextContent('请选择');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.tf-filter-list-select')).toHaveStyle({ width: '260px' });
    expect(container.querySelector('.tf-filter-list-select__box')).toHaveStyle({ height: '32px' });
  });

  it('takes another placeholder, width, and can hide the label', () => {
    const { container, trigger } = setup({ placeholder: '全部状态', width: 320, showLabel: false });
    expect(trigger).toHaveAccessibleDescription('全部状态');
    expect(trigger).not.toHaveTextContent('投放状态');
    expect(container.querySelector('.tf-filter-list-select')).toHaveStyle({ width: '320px' });
  });

  it('opens a panel with the search placeholder 请输入搜索内容', async () => {
    const { user, trigger, onVisibleChange } = setup();
    await user.click(trigger);
    expect(panel()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: '搜索选项' })).toHaveAttribute('placeholder', '请输入搜索内容');
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索选项' })).toHaveFocus());
  });

  it('shows each option item: image, label, subtitle and description', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const enable = option('投放中');
    expect(enable.querySelector('img')).toHaveAttribute('src', 'https://img.example/enable.png');
    expect(enable).toHaveTextContent('ENABLE');
    expect(option('已暂停')).toHaveTextContent('手动暂停或预算不足');
    expect(option('已删除')).toBeDisabled();
  });

  it('a disabled selector does not open', async () => {
    const { user, trigger } = setup({ disabled: true });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(panel()).not.toBeInTheDocument();
  });
});

describe('FilterListSelect: single (widgets spec §4)', () => {
  it('always-save: a pick emits and closes the panel, focus back on the trigger', async () => {
    const { user, trigger, onChange, onVisibleChange } = setup();
    await user.click(trigger);
    await user.click(option('已暂停'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['PAUSE'], [STATUS[1]]);
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(onVisibleChange).toHaveBeenLastCalledWith(false, 'pick');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('已暂停');
  });

  it('picking the chosen option again emits nothing', async () => {
    const { user, trigger, onChange } = setup({ defaultValue: ['PAUSE'] });
    await user.click(trigger);
    expect(option('已暂停')).toHaveAttribute('aria-pressed', 'true');
    await user.click(option('已暂停'));
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
  });

  it('a disabled option cannot be picked', async () => {
    const { user, trigger, onChange } = setup();
    await user.click(trigger);
    await user.click(option('已删除'));
    expect(onChange).not.toHaveBeenCalled();
    expect(panel()).toBeInTheDocument();
  });

  it('leave-save: a pick waits, the panel stays open, and closing emits once', async () => {
    const { user, trigger, onChange } = setup({ saveMode: 'leave' });
    await user.click(trigger);
    await user.click(option('已暂停'));
    await user.click(option('审核中'));
    expect(onChange).not.toHaveBeenCalled();
    expect(panel()).toBeInTheDocument();
    expect(option('审核中')).toHaveAttribute('aria-pressed', 'true');
    await clickOutside();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['AUDIT'], [STATUS[3]]);
  });

  it('is controlled: the trigger follows the value prop', async () => {
    const { rerender } = render(<FilterListSelect label="投放状态" options={STATUS} value={['ENABLE']} />);
    expect(screen.getByRole('button', { name: '投放状态' })).toHaveAccessibleDescription('投放中');
    rerender(<FilterListSelect label="投放状态" options={STATUS} value={['AUDIT']} />);
    expect(screen.getByRole('button', { name: '投放状态' })).toHaveAccessibleDescription('审核中');
  });
});

describe('FilterListSelect: multiple (widgets spec §4)', () => {
  it('always-save: each change emits and the panel stays open', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple' });
    await user.click(trigger);
    await user.click(box('投放中'));
    expect(onChange).toHaveBeenLastCalledWith(['ENABLE'], [STATUS[0]]);
    await user.click(box('审核中'));
    expect(onChange).toHaveBeenLastCalledWith(['ENABLE', 'AUDIT'], [STATUS[0], STATUS[3]]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(panel()).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('投放中、审核中');
    expect(trigger).toHaveTextContent('+1');
  });

  it('the row text toggles too', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple' });
    await user.click(trigger);
    const row = document.querySelector('[data-value="PAUSE"] .tf-filter-list-select__hit');
    expect(row).not.toBeNull();
    await user.click(row as Element);
    expect(onChange).toHaveBeenCalledWith(['PAUSE'], [STATUS[1]]);
    // A disabled option's text does nothing.
    await user.click(document.querySelector('[data-value="DELETE"] .tf-filter-list-select__hit') as Element);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leave-save: emits once when the panel closes, with the final value', async () => {
    const { user, trigger, onChange, onVisibleChange } = setup({ kind: 'multiple', saveMode: 'leave' });
    await user.click(trigger);
    await user.click(box('投放中'));
    await user.click(box('已暂停'));
    await user.click(box('投放中'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('已暂停')).toBeChecked();
    await clickOutside();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['PAUSE'], [STATUS[1]]);
    expect(onVisibleChange).toHaveBeenLastCalledWith(false, 'outside');
  });

  it('leave-save: closing without a net change emits nothing', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple', saveMode: 'leave', defaultValue: ['PAUSE'] });
    await user.click(trigger);
    await user.click(box('投放中'));
    await user.click(box('投放中'));
    await clickOutside();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leave-save: Escape closes, emits and returns focus to the trigger', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple', saveMode: 'leave' });
    await user.click(trigger);
    await user.click(box('审核中'));
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith(['AUDIT'], [STATUS[3]]);
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('leave-save: clicking the trigger again closes and emits', async () => {
    const { user, trigger, onChange, onVisibleChange } = setup({ kind: 'multiple', saveMode: 'leave' });
    await user.click(trigger);
    await user.click(box('审核中'));
    await user.click(trigger);
    expect(onChange).toHaveBeenCalledWith(['AUDIT'], [STATUS[3]]);
    expect(onVisibleChange).toHaveBeenLastCalledWith(false, 'trigger');
  });

  it('全选 chooses the enabled options only, then clears them', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple' });
    await user.click(trigger);
    const all = screen.getByRole('checkbox', { name: '全选' });
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['ENABLE', 'PAUSE', 'AUDIT'], [STATUS[0], STATUS[1], STATUS[3]]);
    expect(all).toBeChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it('the clear button empties the value at once and keeps a disabled chosen option', async () => {
    const { user, onChange } = setup({ kind: 'multiple', saveMode: 'leave', defaultValue: ['DELETE', 'PAUSE'] });
    await user.click(screen.getByRole('button', { name: '清空投放状态' }));
    expect(onChange).toHaveBeenCalledWith(['DELETE'], [STATUS[2]]);
    expect(screen.queryByRole('button', { name: '清空投放状态' })).not.toBeInTheDocument();
  });

  it('no clear button when nothing is chosen or clearable is off', () => {
    const { unmount } = setup({ kind: 'multiple' });
    expect(screen.queryByRole('button', { name: '清空投放状态' })).not.toBeInTheDocument();
    unmount();
    setup({ kind: 'multiple', defaultValue: ['PAUSE'], clearable: false });
    expect(screen.queryByRole('button', { name: '清空投放状态' })).not.toBeInTheDocument();
  });

  it('single: the clear button empties the value', async () => {
    const { user, onChange } = setup({ defaultValue: 'PAUSE' });
    await user.click(screen.getByRole('button', { name: '清空投放状态' }));
    expect(onChange).toHaveBeenCalledWith([], []);
    expect(screen.getByRole('button', { name: '投放状态' })).toHaveAccessibleDescription('请选择');
  });
});

describe('FilterListSelect: search', () => {
  it('filters after 250 ms, shows 无匹配数据 for no match, and reports the keyword', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const { user, trigger } = setup({ kind: 'multiple', onSearch });
    await user.click(trigger);
    const search = screen.getByRole('textbox', { name: '搜索选项' });
    await user.type(search, '预算');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('checkbox', { name: '投放中' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '投放中' })).not.toBeInTheDocument());
    expect(box('已暂停')).toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith('预算');
    await user.clear(search);
    await user.type(search, '不存在的状态');
    act(() => vi.advanceTimersByTime(250));
    expect(await screen.findByText('无匹配数据')).toBeInTheDocument();
  });

  it('shows 暂无数据 without options, and no search box when searchable is off', async () => {
    const { user, trigger } = setup({ options: [], searchable: false });
    await user.click(trigger);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '搜索选项' })).not.toBeInTheDocument();
  });

  it('the keyword is cleared when the panel closes', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', { name: '搜索选项' }), '投放');
    await clickOutside();
    await user.click(trigger);
    expect(screen.getByRole('textbox', { name: '搜索选项' })).toHaveValue('');
  });
});

describe('FilterListSelect: closes when scrolled out of view (widgets spec §4)', () => {
  it('observes the trigger while open and closes when it leaves the view', async () => {
    const { user, trigger, onVisibleChange, container } = setup();
    expect(FakeObserver.instances).toHaveLength(0);
    await user.click(trigger);
    const observer = FakeObserver.instances[0];
    expect(observer.observed).toEqual([container.querySelector('.tf-filter-list-select')]);
    act(() => observer.report(true));
    expect(panel()).toBeInTheDocument();
    act(() => observer.report(false));
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(onVisibleChange).toHaveBeenLastCalledWith(false, 'scroll');
    expect(observer.disconnected).toBe(true);
  });

  it('leave-save emits when scrolling closes the panel', async () => {
    const { user, trigger, onChange } = setup({ kind: 'multiple', saveMode: 'leave' });
    await user.click(trigger);
    await user.click(box('投放中'));
    act(() => FakeObserver.instances[0].report(false));
    expect(onChange).toHaveBeenCalledWith(['ENABLE'], [STATUS[0]]);
  });

  it('can be turned off', async () => {
    const { user, trigger } = setup({ closeOnScrollOut: false });
    await user.click(trigger);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(panel()).toBeInTheDocument();
  });

  it('works without IntersectionObserver (older browsers): the panel just stays open', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(panel()).toBeInTheDocument();
  });
});

describe('FilterListSelect: unexpected value (widgets spec §8)', () => {
  it('logs a console error naming the value, once, and ignores it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<FilterListSelect kind="multiple" label="投放状态" options={STATUS} value={['PAUSE', 'GONE']} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[FilterListSelect] 取值不在选项中，已忽略："GONE"');
    expect(screen.getByRole('button', { name: '投放状态' })).toHaveAccessibleDescription('已暂停');
    rerender(<FilterListSelect kind="multiple" label="投放状态" options={STATUS} value={['PAUSE', 'GONE']} />);
    expect(error).toHaveBeenCalledTimes(1);
    rerender(<FilterListSelect kind="multiple" label="投放状态" options={STATUS} value={['OTHER']} />);
    expect(error).toHaveBeenLastCalledWith('[FilterListSelect] 取值不在选项中，已忽略："OTHER"');
  });

  it('logs a group given to a single selector and uses its first value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FilterListSelect label="投放状态" options={STATUS} value={['AUDIT', 'PAUSE']} />);
    expect(error).toHaveBeenCalledWith('[FilterListSelect] 单选收到一组取值，只使用第一个："AUDIT"、"PAUSE"');
    expect(screen.getByRole('button', { name: '投放状态' })).toHaveAccessibleDescription('审核中');
  });

  it('logs nothing for a valid value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FilterListSelect kind="multiple" label="投放状态" options={STATUS} value={['PAUSE', 'AUDIT']} />);
    expect(error).not.toHaveBeenCalled();
  });

  it('drops the unexpected value from the next emission', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, trigger, onChange } = setup({ kind: 'multiple', value: ['GONE'] });
    await user.click(trigger);
    await user.click(box('投放中'));
    expect(onChange).toHaveBeenCalledWith(['ENABLE'], [STATUS[0]]);
  });
});

describe('FilterListSelect: cascader', () => {
  it('single: opens columns along the path, picks a leaf, emits and closes', async () => {
    const { user, trigger, onChange } = setup({ kind: 'cascader', options: REGIONS, label: '地域' });
    await user.click(trigger);
    const dialog = panel('地域') as HTMLElement;
    expect(within(dialog).getAllByRole('list')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '展开广东省' }));
    expect(screen.getByRole('button', { name: '展开广东省' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '展开广州市' }));
    expect(within(dialog).getAllByRole('list')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '广东省-广州市-天河区' }));
    expect(onChange).toHaveBeenCalledWith(['th'], [{ value: 'th', label: '天河区' }]);
    await waitFor(() => expect(panel('地域')).not.toBeInTheDocument());
    expect(trigger).toHaveAccessibleDescription('广东省-广州市-天河区');
  });

  it('single: reopens on the chosen value column, and a disabled leaf cannot be picked', async () => {
    const { user, trigger, onChange } = setup({ kind: 'cascader', options: REGIONS, label: '地域', defaultValue: ['ns'] });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: '广东省-深圳市-南山区' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '广东省-深圳市-福田区' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('single: the search lists matching leaves by path', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, trigger, onChange } = setup({ kind: 'cascader', options: REGIONS, label: '地域' });
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', { name: '搜索选项' }), '朝阳');
    act(() => vi.advanceTimersByTime(250));
    await user.click(await screen.findByRole('button', { name: '北京市-朝阳区' }));
    expect(onChange).toHaveBeenCalledWith(['cy'], [{ value: 'cy', label: '朝阳区' }]);
  });

  it('multiple: a parent cascades to its enabled children; leave-save emits on close', async () => {
    const { user, trigger, onChange } = setup({ kind: 'cascader', multiple: true, saveMode: 'leave', options: REGIONS, label: '地域' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '展开广东省' }));
    await user.click(box('广东省-深圳市'));
    // 福田区 is disabled, so 深圳市 ends half-checked: only its enabled child was chosen.
    expect(box('广东省-深圳市')).not.toBeChecked();
    expect(box('广东省-深圳市').closest('.semi-checkbox')).toHaveClass('semi-checkbox-indeterminate');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '展开深圳市' }));
    expect(box('广东省-深圳市-南山区')).toBeChecked();
    expect(box('广东省-深圳市-福田区')).not.toBeChecked();
    expect(box('广东省-深圳市-福田区')).toBeDisabled();
    await clickOutside();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual(['ns']);
    expect(trigger).toHaveAccessibleDescription('广东省-深圳市-南山区');
  });

  it('multiple always-save: a full parent is emitted with its children and shown as one path', async () => {
    const { user, trigger, onChange } = setup({ kind: 'cascader', multiple: true, options: REGIONS, label: '地域' });
    await user.click(trigger);
    await user.click(box('北京市'));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'cy'], [REGIONS[1], { value: 'cy', label: '朝阳区' }]);
    await user.click(screen.getByRole('button', { name: '展开广东省' }));
    await user.click(box('广东省-广州市'));
    expect(onChange).toHaveBeenLastCalledWith(['gz', 'th', 'yx', 'bj', 'cy'], expect.any(Array));
    expect(trigger).toHaveAccessibleDescription('广东省-广州市、北京市');
  });
});

describe('FilterListSelect: keyboard', () => {
  it('ArrowDown on the trigger opens; arrows move between options', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(panel()).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: '搜索选项' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(option('投放中')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('已暂停')).toHaveFocus();
    // The disabled option is skipped.
    await user.keyboard('{ArrowDown}');
    expect(option('审核中')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(option('已暂停')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(trigger).toHaveAccessibleDescription('已暂停');
  });

  it('ArrowRight opens a cascader column and moves into it', async () => {
    const { user, trigger } = setup({ kind: 'cascader', options: REGIONS, label: '地域', searchable: false });
    await user.click(trigger);
    const gd = screen.getByRole('button', { name: '展开广东省' });
    await waitFor(() => expect(gd).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: '展开广州市' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(gd).toHaveFocus());
  });
});

describe('FilterListSelect: long lists', () => {
  it('draws only the rows in view beyond 100 options', async () => {
    // jsdom has no layout: the list reports the panel's height so the virtualiser knows what is in view.
    // On HTMLElement's prototype, as the other virtual lists' tests do: a spy restored there leaves an own
    // getter behind that would hide one on Element's prototype when files share a worker.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.virtual ? 290 : 0;
    });
    const many = Array.from({ length: 500 }, (_, i) => ({ value: i, label: `账户${i}` }));
    const { user, trigger } = setup({ kind: 'multiple', options: many, label: '账户' });
    await user.click(trigger);
    const list = screen.getByRole('list', { name: '账户' });
    expect(list).toHaveAttribute('data-virtual', 'true');
    const rows = within(list).getAllByRole('checkbox');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByRole('button', { name: '账户' })).toHaveTextContent('+499');
  });
});
