import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WildcardInput, type WildcardInputProps } from './wildcard-input';
import type { WildcardItem } from './wildcard-input-rules';

const items: WildcardItem[] = [
  { id: 1, label: '日期', title: '{日期}', alias: 'date', tooltip: '提交当天的日期，如 20240501' },
  { id: 2, label: '账户名', title: '{账户名}', alias: 'account' },
  { id: 3, label: '序号', title: '{序号}', alias: 'index' },
  { id: 4, label: '定向包', title: '{定向包}', alias: 'package' },
  { id: 5, label: '出价', title: '{出价}', alias: 'bid' },
];

type HarnessProps = Partial<WildcardInputProps> & { initial?: string };

function Harness({ initial = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <WildcardInput
      maxLength={20}
      items={items}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onChange = vi.fn();
  const utils = render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement;
  return { user, onChange, input, ...utils };
}

const chip = (label: string) => screen.getByRole('button', { name: label });

/** Chip tops as a browser would lay them out (jsdom has no layout). */
let chipTops: number[] = [];
function mockChipLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('tf-wildcard-input__chip-item')) return 0;
    return chipTops[Array.from(this.parentElement?.children ?? []).indexOf(this)] ?? 0;
  });
}

/** A ResizeObserver that the test fires by hand. */
const observers: Array<{ callback: ResizeObserverCallback }> = [];
class ManualResizeObserver {
  constructor(public callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
}
function resize() {
  act(() => observers.forEach((o) => o.callback([], o as unknown as ResizeObserver)));
}

describe('WildcardInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    chipTops = [];
    observers.length = 0;
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
    mockChipLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the keyword input with its counter length/maxLength, using the house counter', () => {
    const { input } = setup({ initial: '计划_投放' });
    expect(input).toHaveValue('计划_投放');
    expect(input).toHaveAttribute('placeholder', '请输入关键词');
    expect(input).toHaveAttribute('maxlength', '20');
    const counter = screen.getByText('5/20');
    expect(counter).toHaveClass('tf-char-counter');
    expect(counter).toHaveAccessibleName('字数：5/20');
    expect(counter).not.toHaveAttribute('data-error');
  });

  it('updates the counter while typing and stops at maxLength', async () => {
    const { user, input, onChange } = setup({ maxLength: 6 });
    await user.type(input, '品牌词投放计划A');
    expect(input).toHaveValue('品牌词投放计');
    expect(onChange).toHaveBeenLastCalledWith('品牌词投放计');
    expect(screen.getByText('6/6')).not.toHaveAttribute('data-error');
  });

  it('turns the counter to the error state for a value over maxLength from outside', () => {
    setup({ initial: '123456789012345678901' });
    expect(screen.getByText('21/20')).toHaveAttribute('data-error', 'true');
  });

  it('shows one button per wildcard chip, in a labelled list', () => {
    setup();
    const list = screen.getByRole('list', { name: '通配符（点击插入到光标处）' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['日期', '账户名', '序号', '定向包', '出价']);
  });

  it('inserts the token at the end when no caret was placed', async () => {
    const onInsert = vi.fn();
    const { user, input, onChange } = setup({ initial: '计划', onInsert });
    await user.click(chip('日期'));
    expect(input).toHaveValue('计划{日期}');
    expect(onChange).toHaveBeenLastCalledWith('计划{日期}');
    expect(onInsert).toHaveBeenCalledWith(items[0], '计划{日期}');
    expect(screen.getByText('6/20')).toBeInTheDocument();
  });

  it('inserts the token at the caret and puts the caret after it', async () => {
    const { user, input } = setup({ initial: '计划_投放' });
    input.focus();
    input.setSelectionRange(3, 3);
    fireEvent.select(input);
    await user.click(chip('账户名'));
    expect(input).toHaveValue('计划_{账户名}投放');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(8);
    // The next chip goes after the first one.
    await user.click(chip('序号'));
    expect(input).toHaveValue('计划_{账户名}{序号}投放');
  });

  it('replaces a selected range with the token', async () => {
    const { user, input } = setup({ initial: '计划XX投放' });
    input.focus();
    input.setSelectionRange(2, 4);
    fireEvent.select(input);
    await user.click(chip('日期'));
    expect(input).toHaveValue('计划{日期}投放');
  });

  it('accepts a token that fills maxLength exactly', async () => {
    const { user, input } = setup({ initial: '1234567890123456' });
    await user.click(chip('日期'));
    expect(input).toHaveValue('1234567890123456{日期}');
    expect(screen.getByText('20/20')).not.toHaveAttribute('data-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a token that would overflow maxLength, keeps the value and says why', async () => {
    const onOverLength = vi.fn();
    const { user, input, onChange } = setup({ initial: '12345678901234567', onOverLength });
    await user.click(chip('日期'));
    expect(input).toHaveValue('12345678901234567');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('超出20字上限，无法插入');
    expect(input).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(onOverLength).toHaveBeenCalledWith({ item: items[0], maxLength: 20, length: 21 });
    expect(screen.getByText('17/20')).toBeInTheDocument();
  });

  it('clears the over-length hint on the next edit', async () => {
    const { user, input } = setup({ initial: '12345678901234567' });
    await user.click(chip('日期'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a chip tooltip after the 1000 ms tooltip delay, 350 px wide', async () => {
    setup();
    // Timers that move only when told to, so the 1000 ms is exact even on a busy machine.
    vi.useRealTimers();
    vi.useFakeTimers();
    fireEvent.mouseEnter(chip('日期'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('提交当天的日期，如 20240501');
    expect(tip.style.maxWidth).toBe('350px');
  });

  describe('更多/收起', () => {
    it('shows no toggle while the chips fit on one line', () => {
      chipTops = [0, 0, 0, 0, 0];
      setup();
      expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
      expect(screen.queryByRole('button', { name: '收起' })).toBeNull();
    });

    it('collapses chips that wrap to one line behind 更多, and expands them with 收起 to go back', async () => {
      chipTops = [0, 0, 0, 32, 32];
      const { user } = setup();
      const more = screen.getByRole('button', { name: '更多' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      const list = screen.getByRole('list', { name: '通配符（点击插入到光标处）' });
      expect(more).toHaveAttribute('aria-controls', list.id);
      expect(list).toHaveClass('tf-wildcard-input__chips--collapsed');
      // The chips of the second line are out of reach while collapsed.
      expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['日期', '账户名', '序号']);
      expect(screen.getByText('定向包').closest('li')).toHaveAttribute('inert');

      await user.click(more);
      const collapse = screen.getByRole('button', { name: '收起' });
      expect(collapse).toHaveAttribute('aria-expanded', 'true');
      expect(list).not.toHaveClass('tf-wildcard-input__chips--collapsed');
      expect(within(list).getAllByRole('button')).toHaveLength(5);
      expect(screen.getByText('定向包').closest('li')).not.toHaveAttribute('inert');

      await user.click(collapse);
      expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
      expect(within(list).getAllByRole('button')).toHaveLength(3);
    });

    it('measures again on resize (ResizeObserver): the toggle comes and goes with the wrapping', () => {
      chipTops = [0, 0, 0, 0, 0];
      setup();
      expect(observers).toHaveLength(1);
      expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
      chipTops = [0, 0, 32, 32, 64];
      resize();
      expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(2);
      chipTops = [0, 0, 0, 0, 0];
      resize();
      expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    });
  });

  describe('保存为默认规则', () => {
    it('is a checkbox with its own onChange, unchecked by default', async () => {
      const onSaveDefaultChange = vi.fn();
      const { user, onChange } = setup({ onSaveDefaultChange });
      const box = screen.getByRole('checkbox', { name: '保存为默认规则' });
      expect(box).not.toBeChecked();
      await user.click(screen.getByText('保存为默认规则'));
      expect(onSaveDefaultChange).toHaveBeenLastCalledWith(true);
      expect(screen.getByRole('checkbox', { name: '保存为默认规则' })).toBeChecked();
      await user.click(screen.getByText('保存为默认规则'));
      expect(onSaveDefaultChange).toHaveBeenLastCalledWith(false);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('follows the saveDefault prop when controlled', async () => {
      const onSaveDefaultChange = vi.fn();
      const { user } = setup({ saveDefault: true, onSaveDefaultChange });
      expect(screen.getByRole('checkbox', { name: '保存为默认规则' })).toBeChecked();
      await user.click(screen.getByText('保存为默认规则'));
      expect(onSaveDefaultChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('checkbox', { name: '保存为默认规则' })).toBeChecked();
    });

    it('can be hidden', () => {
      setup({ showSaveDefault: false });
      expect(screen.queryByRole('checkbox', { name: '保存为默认规则' })).toBeNull();
    });
  });

  it('disables the input, the chips and the checkbox together', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(chip('日期')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '保存为默认规则' })).toBeDisabled();
  });
});
