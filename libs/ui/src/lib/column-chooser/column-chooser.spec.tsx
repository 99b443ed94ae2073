// @vitest-environment jsdom
// jsdom, not the default happy-dom: it names checkboxes from their labels as a browser does (vitest.shared.ts).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLUMN_TITLE, SIZES, WIDGET_DEBOUNCE } from '@toufang/domain';
import { IconStar } from '@douyinfe/semi-icons';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnChooser, type ColumnChooserProps } from './column-chooser';
import type { ColumnOption } from './column-chooser-rules';

const OPTIONS: ColumnOption[] = [
  {
    key: 'base',
    title: '基础指标',
    children: [
      { key: 'cost', title: '消耗', unlock: true },
      { key: 'show', title: '展示数', check: true, tooltip: '广告被展示的次数' },
      { key: 'click', title: '点击数', edit: true },
      { key: 'ctr', title: 'CTR', disabled: true },
      { key: 'secret', title: '隐藏列', hide: true },
    ],
  },
  {
    key: 'convert',
    title: '转化指标',
    children: [
      { key: 'numEventPay', title: '付费', prefix: { icon: <IconStar />, content: '新指标' } },
      { key: 'dupnumEventPay', title: '付费', suffix: { icon: <IconStar />, content: '按用户排重' }, edit: true },
    ],
  },
  { key: 'video', title: '视频指标', children: [{ key: 'play', title: '播放数' }] },
];

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const nav = () => screen.getByRole('navigation', { name: '指标分类' });
const search = () => screen.getByRole('textbox', { name: '搜索列名' });

function Controlled(props: Partial<ColumnChooserProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <ColumnChooser
      options={OPTIONS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ColumnChooser', () => {
  it('shows the header 可添加的指标, the search box and the category navigation', () => {
    render(<ColumnChooser options={OPTIONS} />);
    expect(screen.getByRole('heading', { name: '可添加的指标' })).toBeInTheDocument();
    expect(search()).toHaveAttribute('placeholder', '请输入列名搜索');
    expect(within(nav()).getAllByRole('button').map((b) => b.textContent)).toEqual(['基础指标', '转化指标', '视频指标']);
    expect(screen.getByTestId('column-chooser')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '基础指标' })).toBeInTheDocument();
  });

  it('shows the columns with the §3 suffixes, leaves hidden ones out, and starts from unlock and check', () => {
    render(<ColumnChooser options={OPTIONS} />);
    expect(checkbox('付费（总次数）')).toBeInTheDocument();
    expect(checkbox('付费（排重数）')).toBeInTheDocument();
    // Hidden columns are not rendered at all.
    expect(screen.queryByText('隐藏列')).toBeNull();
    expect(checkbox('消耗')).toBeChecked();
    expect(checkbox('展示数')).toBeChecked();
    expect(checkbox('点击数')).not.toBeChecked();
  });

  it('keeps unlock columns checked and disabled, and disabled columns unchangeable', () => {
    render(<ColumnChooser options={OPTIONS} value={[]} />);
    expect(checkbox('消耗')).toBeChecked();
    expect(checkbox('消耗')).toBeDisabled();
    expect(checkbox('CTR')).toBeDisabled();
    expect(checkbox('CTR')).not.toBeChecked();
  });

  it('emits the selected keys in order, unlock first, on check and uncheck', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={['show']} />);
    await user.click(screen.getByText('播放数'));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'show', 'play']);
    await user.click(screen.getByText('点击数'));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'show', 'play', 'click']);
    await user.click(screen.getByText('展示数'));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'play', 'click']);
    expect(checkbox('展示数')).not.toBeChecked();
    // The unlock column cannot be unchecked.
    await user.click(screen.getByText('消耗'));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('works uncontrolled from a defaultValue', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColumnChooser options={OPTIONS} defaultValue={['play']} onChange={onChange} />);
    expect(checkbox('展示数')).not.toBeChecked(); // defaultValue wins over check
    await user.click(screen.getByText('点击数'));
    expect(checkbox('点击数')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'play', 'click']);
  });

  it('select-all acts on enabled columns only and is half-checked when partly selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={['show']} />);
    const all = checkbox('全选基础指标');
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(all.closest('.semi-checkbox')).toHaveClass('semi-checkbox-indeterminate');
    await user.click(within(screen.getByRole('region', { name: '基础指标' })).getByText('全选'));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'show', 'click']);
    expect(checkbox('全选基础指标')).toBeChecked();
    expect(checkbox('全选基础指标')).toHaveAttribute('aria-checked', 'true');
    expect(checkbox('CTR')).not.toBeChecked();
    await user.click(within(screen.getByRole('region', { name: '基础指标' })).getByText('全选'));
    expect(onChange).toHaveBeenLastCalledWith(['cost']);
    expect(checkbox('全选基础指标')).toHaveAttribute('aria-checked', 'false');
    expect(checkbox('消耗')).toBeChecked();
  });

  it('filters by column name 500 ms after typing (WIDGET_DEBOUNCE.SEARCH_MS)', async () => {
    // No shouldAdvanceTime here: real time passing while jsdom renders would blur the 500 ms boundary.
    vi.useFakeTimers();
    render(<ColumnChooser options={OPTIONS} />);
    fireEvent.change(search(), { target: { value: '付' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    // Each keystroke restarts the wait.
    fireEvent.change(search(), { target: { value: '付费' } });
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS - 1);
    });
    expect(screen.getByText('播放数')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // Rows the search leaves out are hidden, not unmounted, so clearing the search is cheap.
    expect(screen.getByText('播放数')).not.toBeVisible();
    expect(screen.queryByRole('checkbox', { name: '播放数' })).toBeNull();
    expect(screen.queryByRole('region', { name: '视频指标' })).toBeNull();
    expect(checkbox('付费（总次数）')).toBeInTheDocument();
    expect(within(nav()).getAllByRole('button').map((b) => b.textContent)).toEqual(['转化指标']);
    expect(WIDGET_DEBOUNCE.SEARCH_MS).toBe(500);
  });

  it('shows 未找到相关数据 when the search finds nothing, and every column again once cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColumnChooser options={OPTIONS} />);
    await user.type(search(), '不存在的列');
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('未找到相关数据');
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.clear(search());
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(checkbox('播放数')).toBeVisible();
  });

  it('a search can find a column by its suffix, and select-all then acts on the columns found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(search(), '排重');
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS);
    });
    await user.click(within(screen.getByRole('region', { name: '转化指标' })).getByText('全选'));
    expect(onChange).toHaveBeenLastCalledWith(['cost', 'dupnumEventPay']);
  });

  it('shows 暂无数据 without any options', () => {
    render(<ColumnChooser options={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
  });

  it('shows the add-custom-indicator link only with a handler, and emits the event', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ColumnChooser options={OPTIONS} />);
    expect(screen.queryByRole('button', { name: '自定义指标' })).toBeNull();
    unmount();
    const onAddCustomIndicator = vi.fn();
    render(<ColumnChooser options={OPTIONS} onAddCustomIndicator={onAddCustomIndicator} />);
    await user.click(screen.getByRole('button', { name: '自定义指标' }));
    expect(onAddCustomIndicator).toHaveBeenCalledTimes(1);
  });

  it('the navigation scrolls the pane to its group and highlights it; scrolling moves the highlight', async () => {
    const user = userEvent.setup();
    // jsdom has no layout: give the groups their tops in the pane, and the pane its sizes.
    const tops: Record<string, number> = { base: 0, convert: 300, video: 600 };
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return tops[this.dataset['group'] ?? ''] ?? 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    render(<ColumnChooser options={OPTIONS} height={200} />);
    const pane = document.querySelector('.tf-column-chooser__pane') as HTMLElement;
    const button = (name: string) => within(nav()).getByRole('button', { name });
    expect(button('基础指标')).toHaveAttribute('aria-current', 'true');

    await user.click(button('转化指标'));
    expect(pane.scrollTop).toBe(300);
    expect(button('转化指标')).toHaveAttribute('aria-current', 'true');
    expect(button('基础指标')).not.toHaveAttribute('aria-current');

    pane.scrollTop = 650;
    fireEvent.scroll(pane);
    await waitFor(() => expect(button('视频指标')).toHaveAttribute('aria-current', 'true'));
    pane.scrollTop = 10;
    fireEvent.scroll(pane);
    await waitFor(() => expect(button('基础指标')).toHaveAttribute('aria-current', 'true'));
  });

  it('shows a column tooltip after SIZES.TOOLTIP_DELAY_MS, at most 350 px wide', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ColumnChooser options={OPTIONS} />);
    const help = screen.getByRole('img', { name: '展示数说明' });
    // The text is also the checkbox's description, for screen readers.
    expect(checkbox('展示数')).toHaveAccessibleDescription('广告被展示的次数');
    fireEvent.mouseEnter(help);
    await act(async () => {
      vi.advanceTimersByTime(SIZES.TOOLTIP_DELAY_MS - 50);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('广告被展示的次数');
    expect(tooltip).toHaveStyle({ maxWidth: `${SIZES.TOOLTIP_MAX_WIDTH_WIDGETS}px` });
    expect(SIZES.TOOLTIP_DELAY_MS).toBe(1000);
    expect(SIZES.TOOLTIP_MAX_WIDTH_WIDGETS).toBe(350);
  });

  it('closes a tooltip at once on leaving or Escape, and takes a tooltipDelay of at least 250 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ColumnChooser options={OPTIONS} tooltipDelay={100} />);
    const help = screen.getByRole('img', { name: '展示数说明' });
    fireEvent.focus(help);
    await act(async () => {
      vi.advanceTimersByTime(SIZES.TOOLTIP_MIN_DELAY_MS - 50);
    });
    // 100 ms is below the spec's minimum, so 250 ms applies.
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('广告被展示的次数');
    // Semi removes a closed tooltip when its closing animation ends; jsdom runs none, so end it by hand.
    const expectClosed = async () => {
      await act(async () => {
        document.querySelectorAll('.semi-tooltip-wrapper').forEach((el) => fireEvent.animationEnd(el));
      });
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    };
    fireEvent.keyDown(help, { key: 'Escape' });
    await expectClosed();
    fireEvent.mouseEnter(help);
    await act(async () => {
      vi.advanceTimersByTime(SIZES.TOOLTIP_MIN_DELAY_MS);
    });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(help);
    await expectClosed();
    expect(SIZES.TOOLTIP_MIN_DELAY_MS).toBe(250);
  });

  it('shows prefix and suffix icons with their content in a tooltip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ColumnChooser options={OPTIONS} />);
    const prefix = within(screen.getByRole('region', { name: '转化指标' })).getAllByTestId('column-prefix');
    const suffix = within(screen.getByRole('region', { name: '转化指标' })).getAllByTestId('column-suffix');
    expect(prefix).toHaveLength(1);
    expect(suffix).toHaveLength(1);
    expect(checkbox('付费（总次数）')).toHaveAccessibleDescription('新指标');
    expect(checkbox('付费（排重数）')).toHaveAccessibleDescription('按用户排重');
    fireEvent.mouseEnter(suffix[0]);
    await act(async () => {
      vi.advanceTimersByTime(SIZES.TOOLTIP_DELAY_MS);
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('按用户排重');
  });

  it('shows a prefix without an icon as text', () => {
    render(<ColumnChooser options={[{ key: 'g', title: 'G', children: [{ key: 'a', title: '消耗', prefix: { content: '新' } }] }]} />);
    expect(document.querySelector('.tf-column-chooser__affix--prefix')).toHaveTextContent('新');
    expect(checkbox('新消耗')).toBeInTheDocument();
  });
});

describe('ColumnChooser title editing', () => {
  async function openEditor(name: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `编辑列名 ${name}` }));
    const input = await screen.findByRole('textbox', { name: '列名' });
    return { user, input };
  }

  it('shows an edit icon only on editable columns and opens a 320 px popover with the title and a counter', async () => {
    render(<ColumnChooser options={OPTIONS} onTitleEdit={vi.fn()} />);
    expect(screen.getAllByRole('button', { name: /^编辑列名/ })).toHaveLength(2);
    const { input } = await openEditor('点击数');
    expect(input).toHaveValue('点击数');
    expect(input).toHaveFocus();
    expect(screen.getByRole('group', { name: '编辑列名' })).toHaveStyle({ width: `${COLUMN_TITLE.EDIT_POPOVER_WIDTH}px` });
    // Chinese counts 2: 点击数 is 6 of 20, in the house counter.
    expect(screen.getByText('6/20')).toHaveClass('tf-char-counter');
    expect(screen.getByRole('button', { name: `编辑列名 点击数` })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts from the title without its suffix', async () => {
    render(<ColumnChooser options={OPTIONS} onTitleEdit={vi.fn()} />);
    const { input } = await openEditor('付费（排重数）');
    expect(input).toHaveValue('付费');
  });

  it('shows the spec messages: 请输入内容, 支持输入汉字、大小写字母、数字, 最多20个字符', async () => {
    const onTitleEdit = vi.fn();
    render(<ColumnChooser options={OPTIONS} onTitleEdit={onTitleEdit} />);
    const { user, input } = await openEditor('点击数');
    await user.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入内容');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    await user.type(input, '点击_1');
    expect(screen.getByRole('alert')).toHaveTextContent('支持输入汉字、大小写字母、数字');
    await user.clear(input);
    await user.type(input, '一二三四五六七八九十a');
    expect(screen.getByRole('alert')).toHaveTextContent('最多20个字符');
    expect(screen.getByText('21/20')).toHaveAttribute('data-error', 'true');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onTitleEdit).not.toHaveBeenCalled();
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('20/20')).not.toHaveAttribute('data-error');
  });

  it('calls onTitleEdit(key, title), waits for it, then shows the new title', async () => {
    let resolve: () => void = () => undefined;
    const onTitleEdit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<ColumnChooser options={OPTIONS} onTitleEdit={onTitleEdit} />);
    const { user, input } = await openEditor('付费（排重数）');
    await user.clear(input);
    await user.type(input, ' 购买 ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onTitleEdit).toHaveBeenCalledWith('dupnumEventPay', '购买');
    expect(screen.getByRole('button', { name: '确定' })).toHaveClass('semi-button-loading');
    await act(async () => resolve());
    await waitFor(() => expect(screen.getByRole('button', { name: '编辑列名 购买（排重数）' })).toHaveAttribute('aria-expanded', 'false'));
    expect(checkbox('购买（排重数）')).toBeInTheDocument();
  });

  it('keeps the popover open with the text when onTitleEdit rejects', async () => {
    const onTitleEdit = vi.fn(() => Promise.reject(new Error('失败')));
    render(<ColumnChooser options={OPTIONS} onTitleEdit={onTitleEdit} />);
    const { user, input } = await openEditor('点击数');
    await user.type(input, '率');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).not.toHaveClass('semi-button-loading'));
    expect(screen.getByRole('textbox', { name: '列名' })).toHaveValue('点击数率');
    expect(checkbox('点击数')).toBeInTheDocument();
  });

  it('saves with Enter, and 取消 or Escape close without saving', async () => {
    const onTitleEdit = vi.fn();
    render(<ColumnChooser options={OPTIONS} onTitleEdit={onTitleEdit} />);
    let { user, input } = await openEditor('点击数');
    await user.type(input, '{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '编辑列名 点击数' })).toHaveAttribute('aria-expanded', 'false'));
    ({ user, input } = await openEditor('点击数'));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '编辑列名 点击数' })).toHaveAttribute('aria-expanded', 'false'));
    expect(onTitleEdit).not.toHaveBeenCalled();
    ({ user, input } = await openEditor('点击数'));
    await user.type(input, '量{Enter}');
    expect(onTitleEdit).toHaveBeenCalledWith('click', '点击数量');
    expect(checkbox('点击数量')).toBeInTheDocument();
  });
});
