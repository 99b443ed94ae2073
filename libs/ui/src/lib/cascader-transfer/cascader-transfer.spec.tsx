// @vitest-environment jsdom
// jsdom, not the default happy-dom: it lets the test define the list's layout sizes and names checkboxes from their labels (vitest.shared.ts).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { useCascaderAreaData as areaData } from '@vant/area-data';
import { CASCADER, DEFAULT_TEXTS, UI_TEXTS, WIDGET_DEBOUNCE } from '@toufang/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CascaderTransfer, type CascaderTransferProps } from './cascader-transfer';
import type { CascaderOption, CascaderValue } from './cascader-view';

const INTEREST: CascaderOption[] = [
  {
    label: '游戏',
    value: 'game',
    children: [
      { label: '角色扮演', value: 'rpg' },
      { label: '策略', value: 'slg', tooltip: '含战棋与模拟经营' },
      { label: '休闲益智', value: 'casual', disabled: true },
    ],
  },
  {
    label: '教育',
    value: 'edu',
    children: [
      { label: '语言', value: 'lang', children: [{ label: '英语', value: 'en' }, { label: '日语', value: 'ja' }] },
      { label: '职业', value: 'job' },
    ],
  },
  { label: '美食', value: 'food' },
  { label: '分组', value: 'group', showCheck: false, children: [{ label: '旅游', value: 'travel' }] },
];

function regionOptions(): CascaderOption[] {
  const map = (nodes: ReturnType<typeof areaData>): CascaderOption[] =>
    nodes.map((n) => ({ label: n.text, value: n.value, children: n.children ? map(n.children) : undefined }));
  return map(areaData());
}

type ChangeSpy = NonNullable<CascaderTransferProps['onChange']>;

/** A controlled host, as callers use the widget. */
function Host({ initial = [], onChange, ...props }: Partial<CascaderTransferProps> & { initial?: CascaderValue[] }) {
  const [value, setValue] = useState<CascaderValue[]>(initial);
  return (
    <CascaderTransfer
      options={INTEREST}
      {...props}
      value={value}
      onChange={(values, nodes) => {
        setValue(values);
        onChange?.(values, nodes);
      }}
    />
  );
}

function checkbox(name: string) {
  return screen.getByRole('checkbox', { name });
}

function rowOf(element: HTMLElement) {
  return element.closest('[role="listitem"]') as HTMLElement;
}

function lastValues(spy: ReturnType<typeof vi.fn<ChangeSpy>>) {
  return spy.mock.calls.at(-1)?.[0];
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function user() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('CascaderTransfer: layout and texts', () => {
  it('renders the root, 全选, the 搜索 input, the 已选 title and the 暂未选择 empty state', () => {
    render(<Host />);
    const root = screen.getByTestId('cascader-transfer');
    expect(root).toHaveAccessibleName(CASCADER.DEFAULT_TITLE);
    expect(root).toHaveAccessibleName('兴趣定向');
    expect(checkbox(UI_TEXTS.SELECT_ALL)).toHaveAccessibleName('全选');
    const search = screen.getByRole('textbox', { name: '搜索' });
    expect(search).toHaveAttribute('placeholder', DEFAULT_TEXTS.SEARCH_PLACEHOLDER);
    expect(search).toHaveAttribute('placeholder', '请输入搜索内容');
    expect(screen.getByText('已选 (0)')).toBeInTheDocument();
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
  });

  it('titles the panel 已选 (n / max) when max is set', () => {
    render(<Host max={5} initial={['rpg']} />);
    expect(screen.getByText('已选 (1 / 5)')).toBeInTheDocument();
  });

  it('shows 暂无数据 without options', () => {
    render(<CascaderTransfer options={[]} />);
    expect(screen.getByText(DEFAULT_TEXTS.EMPTY_DATA)).toBeInTheDocument();
    expect(checkbox('全选')).toBeDisabled();
  });
});

describe('CascaderTransfer: columns', () => {
  it('clicking a node with children opens the next column, one column per level', async () => {
    const u = user();
    render(<Host />);
    expect(screen.getAllByRole('list')).toHaveLength(1); // the first column; nothing selected yet
    expect(screen.queryByRole('checkbox', { name: '语言' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '教育' }));
    expect(screen.getByRole('button', { name: '教育' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: '教育' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '语言' }));
    const third = screen.getByRole('list', { name: '语言' });
    expect(within(third).getByRole('checkbox', { name: '英语' })).toBeInTheDocument();
    // Opening another first-level node closes the deeper columns.
    await u.click(screen.getByRole('button', { name: '游戏' }));
    expect(screen.queryByRole('list', { name: '语言' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '游戏' })).toBeInTheDocument();
  });

  it('opens a column from the keyboard', async () => {
    const u = user();
    render(<Host />);
    screen.getByRole('button', { name: '教育' }).focus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: '教育' })).toBeInTheDocument();
  });

  it('shows a tooltip node’s help text as its description, and hides the checkbox when showCheck is false', async () => {
    const u = user();
    render(<Host />);
    await u.click(screen.getByRole('button', { name: '游戏' }));
    expect(checkbox('策略')).toHaveAccessibleDescription('含战棋与模拟经营');
    expect(screen.queryByRole('checkbox', { name: '分组' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '分组' }));
    expect(checkbox('旅游')).toBeEnabled();
  });
});

describe('CascaderTransfer: check rules (widgets spec §4)', () => {
  it('checking a parent checks its enabled descendants and emits the leaf values and the listed nodes', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host onChange={onChange} />);
    await u.click(checkbox('游戏'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [values, nodes] = onChange.mock.calls[0];
    expect(values).toEqual(['rpg', 'slg']);
    expect(nodes.map((n) => n.value)).toEqual(['rpg', 'slg']);
    expect(checkbox('游戏')).toBeChecked();
    await u.click(screen.getByRole('button', { name: '游戏' }));
    expect(checkbox('角色扮演')).toBeChecked();
    expect(checkbox('休闲益智')).not.toBeChecked();
    expect(checkbox('休闲益智')).toBeDisabled();
    expect(screen.getByText('已选 (2)')).toBeInTheDocument();
  });

  it('lists the highest fully checked ancestor for its subtree', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host onChange={onChange} />);
    await u.click(checkbox('教育'));
    expect(lastValues(onChange)).toEqual(['en', 'ja', 'job']);
    expect(onChange.mock.calls[0][1].map((n) => n.label)).toEqual(['教育']);
    expect(screen.getByRole('button', { name: '移除 教育' })).toBeInTheDocument();
  });

  it('a parent is half-checked when some children are checked, and checked when all are', async () => {
    const u = user();
    render(<Host initial={['en']} />);
    expect(rowOf(checkbox('教育'))).toHaveAttribute('data-state', 'half');
    expect(rowOf(checkbox('教育')).querySelector('.semi-checkbox-indeterminate')).not.toBeNull();
    await u.click(screen.getByRole('button', { name: '教育' }));
    await u.click(checkbox('语言'));
    expect(rowOf(checkbox('语言'))).toHaveAttribute('data-state', 'checked');
    expect(rowOf(checkbox('教育'))).toHaveAttribute('data-state', 'half');
    await u.click(checkbox('职业'));
    expect(rowOf(checkbox('教育'))).toHaveAttribute('data-state', 'checked');
    // The right panel now lists the parent for its whole subtree.
    expect(screen.getByRole('button', { name: '移除 教育' })).toBeInTheDocument();
  });

  it('clicking a half-checked parent checks the rest; clicking a checked one unchecks it', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host initial={['en']} onChange={onChange} />);
    await u.click(checkbox('教育'));
    expect(lastValues(onChange)).toEqual(['en', 'ja', 'job']);
    await u.click(checkbox('教育'));
    expect(lastValues(onChange)).toEqual([]);
  });

  it('全选 ticks every enabled node and unticks them again', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host onChange={onChange} />);
    await u.click(checkbox('全选'));
    expect(lastValues(onChange)).toEqual(['rpg', 'slg', 'en', 'ja', 'job', 'food', 'travel']);
    expect(checkbox('全选')).toBeChecked();
    await u.click(checkbox('全选'));
    expect(lastValues(onChange)).toEqual([]);
    expect(checkbox('全选')).not.toBeChecked();
  });

  it('works uncontrolled from defaultValue', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<CascaderTransfer options={INTEREST} defaultValue={['food']} onChange={onChange} />);
    expect(checkbox('美食')).toBeChecked();
    await u.click(checkbox('美食'));
    expect(onChange).toHaveBeenCalledWith([], []);
    expect(checkbox('美食')).not.toBeChecked();
  });
});

describe('CascaderTransfer: max (widgets spec §4, §5, §9)', () => {
  it('when the count reaches max, unchecked items are disabled and checked ones stay enabled', () => {
    render(<Host max={2} initial={['rpg', 'slg']} />);
    expect(screen.getByText('已选 (2 / 2)')).toBeInTheDocument();
    expect(checkbox('美食')).toBeDisabled();
    expect(checkbox('教育')).toBeDisabled();
    expect(checkbox('全选')).toBeDisabled();
    expect(checkbox('游戏')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('全选 with max ticks enabled leaves in tree order up to max', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host max={3} onChange={onChange} />);
    await u.click(checkbox('全选'));
    expect(lastValues(onChange)).toEqual(['rpg', 'slg', 'en']);
    expect(screen.getByText('已选 (3 / 3)')).toBeInTheDocument();
    expect(checkbox('美食')).toBeDisabled();
  });

  it("shows '{title}选择不能超过{max}' in error style when a value over max is passed in", () => {
    const { rerender } = render(<CascaderTransfer options={INTEREST} max={2} value={['rpg', 'slg', 'food']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('兴趣定向选择不能超过2');
    expect(alert).toHaveClass('tf-cascader-transfer__error');
    expect(screen.getByText('已选 (3 / 2)')).toHaveClass('tf-cascader-transfer__count--error');
    rerender(<CascaderTransfer options={INTEREST} max={2} title="地域定向" value={['rpg', 'slg', 'food']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('地域定向选择不能超过2');
    rerender(<CascaderTransfer options={INTEREST} max={3} value={['rpg', 'slg', 'food']} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('max 0 means no limit: no message and nothing disabled however many are checked', () => {
    render(<CascaderTransfer options={INTEREST} max={CASCADER.UNLIMITED_MAX} value={['rpg', 'slg', 'en', 'ja', 'job']} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkbox('美食')).toBeEnabled();
    expect(screen.getByText('已选 (5)')).toBeInTheDocument();
  });

  it('property: clicking any enabled checkbox in any order never takes the count over max', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), async (max, picks) => {
        const onChange = vi.fn<ChangeSpy>();
        const view = render(<Host max={max} onChange={onChange} />);
        try {
          for (const pick of picks) {
            const buttons = view.container.querySelectorAll<HTMLButtonElement>('.tf-cascader-transfer__open');
            const boxes = Array.from(view.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).filter((box) => !box.disabled);
            const targets: HTMLElement[] = [...boxes, ...buttons];
            await act(async () => targets[pick % targets.length].click());
            const values = lastValues(onChange) ?? [];
            expect(values.length).toBeLessThanOrEqual(max);
            expect(view.container.querySelector('[role="alert"]')).toBeNull();
          }
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 25 },
    );
    // 25 renders with up to 8 clicks each: 15 s on a busy two-core machine, so it has two minutes.
  }, 120_000);
});

describe('CascaderTransfer: right panel', () => {
  it('removes one entry; disabled leaves stay selected', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host initial={['game', 'food']} onChange={onChange} />);
    expect(screen.getByText('已选 (4)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '移除 游戏' }));
    expect(lastValues(onChange)).toEqual(['casual', 'food']);
    // The locked leaf is listed on its own, without a remove button.
    expect(screen.getByText('休闲益智')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '移除 游戏 / 休闲益智' })).not.toBeInTheDocument();
  });

  it('清空 clears every enabled selection and is disabled when nothing can be cleared', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host initial={['rpg', 'food']} onChange={onChange} />);
    await u.click(screen.getByRole('button', { name: '清空' }));
    expect(lastValues(onChange)).toEqual([]);
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空' })).toBeDisabled();
  });

  it('hides 清空 when showClear is off, shows 导出 only when showExport is on', () => {
    render(<Host showClear={false} />);
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('导出 emits the listed entries as CSV when onExport is given', async () => {
    const u = user();
    const onExport = vi.fn();
    render(<Host initial={['lang', 'food']} showExport onExport={onExport} />);
    await u.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    const payload = onExport.mock.calls[0][0];
    expect(payload.csv).toBe('名称,路径,值\r\n语言,教育 / 语言,lang\r\n美食,美食,food');
    expect(payload.values).toEqual(['en', 'ja', 'food']);
    expect(payload.nodes.map((n: { value: string }) => n.value)).toEqual(['lang', 'food']);
  });

  it('导出 downloads {title}-已选.csv without onExport, and is disabled with nothing selected', async () => {
    const u = user();
    const createObjectURL = vi.fn(() => 'blob:x');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { unmount } = render(<Host initial={['food']} showExport />);
    await u.click(screen.getByRole('button', { name: '导出' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(clicks).toEqual(['兴趣定向-已选.csv']);
    unmount();
    render(<Host showExport />);
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('filters the selected entries after the search debounce, with 无匹配数据 when none match', async () => {
    const u = user();
    render(<Host initial={['rpg', 'food']} showSelectedSearch />);
    const search = screen.getByRole('textbox', { name: '筛选已选' });
    await u.type(search, '美');
    expect(screen.getByText('角色扮演')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    expect(screen.queryByText('角色扮演')).not.toBeInTheDocument();
    await u.clear(search);
    await u.type(search, '无此项');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
  });
});

describe('CascaderTransfer: search (debounced per widgets spec §9)', () => {
  it('shows matching paths only after 500 ms, checkable directly; clearing brings the columns back at once', () => {
    // Only setTimeout is faked and the clock moves only when told, so 499 ms is exactly 499 ms; events are
    // fired synchronously for the same reason.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onChange = vi.fn<ChangeSpy>();
    render(<Host onChange={onChange} />);
    expect(WIDGET_DEBOUNCE.SEARCH_MS).toBe(500);
    const search = screen.getByRole('textbox', { name: '搜索' });
    fireEvent.change(search, { target: { value: '语' } });
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS - 1));
    expect(screen.queryByRole('checkbox', { name: '教育 / 语言' })).not.toBeInTheDocument();
    expect(checkbox('游戏')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(checkbox('教育 / 语言')).toBeInTheDocument();
    expect(checkbox('教育 / 语言 / 英语')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '游戏' })).not.toBeInTheDocument();
    fireEvent.click(checkbox('教育 / 语言'));
    expect(lastValues(onChange)).toEqual(['en', 'ja']);
    expect(checkbox('教育 / 语言 / 日语')).toBeChecked();
    // Each keystroke restarts the debounce.
    fireEvent.change(search, { target: { value: '语言' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: '英' } });
    act(() => vi.advanceTimersByTime(300));
    expect(checkbox('教育 / 语言')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('checkbox', { name: '教育 / 语言' })).not.toBeInTheDocument();
    expect(checkbox('教育 / 语言 / 英语')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    expect(checkbox('游戏')).toBeInTheDocument();
  });

  it('shows 无匹配数据 when nothing matches', async () => {
    const u = user();
    render(<Host />);
    await u.type(screen.getByRole('textbox', { name: '搜索' }), '不存在');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
  });
});

describe('CascaderTransfer: loading the options (widgets spec §7)', () => {
  // The page's loader is stubbed here; the request itself (POST, params, body, headers, response path,
  // transform, through the desk client) is libs/api's optionsRequestLoader and tested there.
  const NODES: CascaderOption[] = [{ label: '游戏', value: 'g', children: [{ label: '策略', value: 's' }] }];

  function deferred() {
    let resolve: (nodes: CascaderOption[]) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<CascaderOption[]>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('shows 加载中 with 全选 disabled until the loader answers, then the tree', async () => {
    const answer = deferred();
    const loadOptions = vi.fn((_signal: AbortSignal) => answer.promise);
    const onDataLoad = vi.fn();
    render(<Host options={undefined} loadOptions={loadOptions} onDataLoad={onDataLoad} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(checkbox('全选')).toBeDisabled();
    expect(loadOptions).toHaveBeenCalledWith(expect.any(AbortSignal));
    await act(async () => answer.resolve(NODES));
    expect(await screen.findByRole('checkbox', { name: '游戏' })).toBeInTheDocument();
    expect(checkbox('全选')).toBeEnabled();
    expect(onDataLoad).toHaveBeenCalledWith(NODES);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('on failure emits onDataError, logs, shows the error state and retries', async () => {
    const u = user();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('系统繁忙，请稍后重试！');
    const loadOptions = vi.fn<(signal: AbortSignal) => Promise<CascaderOption[]>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(NODES);
    const onDataError = vi.fn();
    render(<Host options={undefined} loadOptions={loadOptions} onDataError={onDataError} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('数据加载失败');
    expect(onDataError).toHaveBeenCalledWith(failure);
    expect(error).toHaveBeenCalledWith('[CascaderTransfer] 选项加载失败', failure);
    await u.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('checkbox', { name: '游戏' })).toBeInTheDocument();
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });

  it('treats a loader that throws at once, or answers with no list, as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onDataError = vi.fn();
    const thrown = new TypeError('bad config');
    const { unmount } = render(<CascaderTransfer loadOptions={() => { throw thrown; }} onDataError={onDataError} />);
    await waitFor(() => expect(onDataError).toHaveBeenCalledWith(thrown));
    unmount();
    const notList = (async () => ({ list: NODES })) as unknown as (signal: AbortSignal) => Promise<CascaderOption[]>;
    render(<CascaderTransfer loadOptions={notList} onDataError={onDataError} />);
    await waitFor(() => expect(onDataError).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('数据加载失败');
  });

  it('loads again only when the loader’s key changes, so an inline loader and a re-render do not reload', async () => {
    const u = user();
    const calls: string[] = [];
    const loaderFor = (media: string) => Object.assign(async () => {
      calls.push(media);
      return NODES;
    }, { key: `interests:${media}` });
    function Page() {
      const [media, setMedia] = useState('gdt');
      const [value, setValue] = useState<CascaderValue[]>([]);
      return (
        <>
          <button type="button" onClick={() => setMedia('toutiao')}>换媒体</button>
          {/* Built inline on every render, as pages do with optionsRequestLoader({...}). */}
          <CascaderTransfer loadOptions={loaderFor(media)} value={value} onChange={setValue} />
        </>
      );
    }
    render(<Page />);
    await u.click(await screen.findByRole('checkbox', { name: '游戏' }));
    expect(screen.getByText('已选 (1)')).toBeInTheDocument();
    expect(calls).toEqual(['gdt']);
    await u.click(screen.getByRole('button', { name: '换媒体' }));
    await screen.findByRole('checkbox', { name: '游戏' });
    expect(calls).toEqual(['gdt', 'toutiao']);
  });

  it('aborts the running load when it unmounts, and ignores its late answer', async () => {
    const answer = deferred();
    let seen: AbortSignal | undefined;
    const onDataLoad = vi.fn();
    const { unmount } = render(
      <CascaderTransfer
        loadOptions={(signal) => {
          seen = signal;
          return answer.promise;
        }}
        onDataLoad={onDataLoad}
      />,
    );
    unmount();
    expect(seen?.aborted).toBe(true);
    await act(async () => answer.resolve(NODES));
    expect(onDataLoad).not.toHaveBeenCalled();
  });
});

describe('CascaderTransfer: the China region tree', () => {
  const REGION = regionOptions();

  // jsdom has no layout: give windowed lists the panel's height so the virtualiser renders what is in view.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this instanceof HTMLElement && this.dataset.virtual ? 320 : 0;
    });
  });

  it('全选 selects all 3,479 counties and lists the 34 provinces', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host options={REGION} onChange={onChange} />);
    await u.click(checkbox('全选'));
    expect(lastValues(onChange)).toHaveLength(3479);
    expect(onChange.mock.calls[0][1]).toHaveLength(34);
    expect(screen.getByText('已选 (3479)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 北京市' })).toBeInTheDocument();
  });

  it('searching 朝阳区 shows 北京市 / 北京市 / 朝阳区, checkable directly', async () => {
    const u = user();
    const onChange = vi.fn<ChangeSpy>();
    render(<Host options={REGION} onChange={onChange} />);
    await u.type(screen.getByRole('textbox', { name: '搜索' }), '朝阳区');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    await u.click(checkbox('北京市 / 北京市 / 朝阳区'));
    expect(lastValues(onChange)).toEqual(['110105']);
  });

  it('renders only the rows in view of a long list (a search hitting every 区)', async () => {
    const u = user();
    render(<Host options={REGION} />);
    await u.type(screen.getByRole('textbox', { name: '搜索' }), '区');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    const list = screen.getByRole('list', { name: '搜索：区' });
    expect(list).toHaveAttribute('data-virtual', 'true');
    const rendered = within(list).getAllByRole('checkbox').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
  });

  it('windows the selected list too when it is long', () => {
    const leaves: string[] = [];
    const walk = (nodes: CascaderOption[]) => nodes.forEach((n) => (n.children ? walk(n.children) : leaves.push(String(n.value))));
    walk(REGION);
    render(<Host options={REGION} initial={leaves.filter((_, k) => k % 2 === 0)} />);
    const list = screen.getByRole('list', { name: `已选 (${Math.ceil(leaves.length / 2)})` });
    expect(list).toHaveAttribute('data-virtual', 'true');
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  });
});
