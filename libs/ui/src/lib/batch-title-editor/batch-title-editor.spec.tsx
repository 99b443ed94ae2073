import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BATCH_TITLE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchTitleEditor, type BatchTitleEditorProps } from './batch-title-editor';

// jsdom has no layout: give the list's scroll box the height the browser would.
let boxHeight: number = BATCH_TITLE.HEIGHT;
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  boxHeight = BATCH_TITLE.HEIGHT;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('tf-title-lines__scroll') ? boxHeight : 0;
    },
  });
});
afterEach(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

type HarnessProps = Omit<BatchTitleEditorProps, 'value' | 'onChange'> & {
  initial?: string[];
  onChange?: (lines: string[]) => void;
};

function Harness({ initial = [], onChange, ...rest }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <BatchTitleEditor
      {...rest}
      value={value}
      onChange={(lines) => {
        onChange?.(lines);
        setValue(lines);
      }}
    />
  );
}

const line = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `第${n}行标题` });
const rowOf = (n: number) => line(n).closest('.tf-title-line') as HTMLElement;
const renderedRows = () => screen.getAllByRole('textbox', { name: /^第\d+行标题$/ });
const paste = (el: HTMLElement, text: string) =>
  fireEvent.paste(el, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe('BatchTitleEditor: lines and virtual scrolling (§9)', () => {
  it('shows numbered lines named 第N行标题 in a 350 px list, root test id batch-title-editor', () => {
    render(<Harness />);
    const root = screen.getByTestId('batch-title-editor');
    expect(root.querySelector('.tf-title-lines__scroll')).toHaveStyle({ height: '350px' });
    expect(line(1)).toBeInTheDocument();
    expect(within(rowOf(1)).getByText('1')).toBeInTheDocument();
    // 100 lines of 35 px.
    expect(root.querySelector('.tf-title-lines__inner')).toHaveStyle({ height: `${100 * 35}px` });
  });

  it('renders the visible rows plus 5 buffer rows: 10 + 5 in 350 px', () => {
    render(<Harness />);
    const rows = renderedRows();
    expect(rows).toHaveLength(350 / 35 + 5);
    expect(rows[0]).toHaveAccessibleName('第1行标题');
    expect(rows.at(-1)).toHaveAccessibleName('第15行标题');
  });

  it('never renders more than 30 rows, however tall the list', () => {
    boxHeight = 5000;
    render(<Harness height={5000} initial={Array.from({ length: 100 }, (_, i) => `创意标题第${i + 1}条`)} />);
    expect(renderedRows()).toHaveLength(30);
  });

  it('follows scrolling and keeps the active line rendered', () => {
    render(<Harness />);
    const box = screen.getByTestId('batch-title-editor').querySelector('.tf-title-lines__scroll') as HTMLElement;
    act(() => {
      box.scrollTop = 35 * 60;
      fireEvent.scroll(box);
    });
    const names = renderedRows().map((r) => r.getAttribute('aria-label'));
    expect(names).toContain('第61行标题');
    expect(names).toContain('第1行标题'); // the active line
    expect(names.length).toBeLessThanOrEqual(30);
  });

  it('has 100 lines by default and a maxLines prop', () => {
    render(<Harness maxLines={3} />);
    expect(renderedRows().map((r) => r.getAttribute('aria-label'))).toEqual(['第1行标题', '第2行标题', '第3行标题']);
  });
});

describe('BatchTitleEditor: editing', () => {
  it('is controlled: typing emits the lines', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(line(2), '好');
    expect(onChange).toHaveBeenLastCalledWith(['', '好']);
    expect(line(2)).toHaveValue('好');
  });

  it('shows a counter per line, in error over the maximum', () => {
    render(<Harness initial={['限时优惠', '一'.repeat(31)]} />);
    expect(within(rowOf(1)).getByText('4/30')).not.toHaveAttribute('data-error');
    expect(within(rowOf(2)).getByText('31/30')).toHaveAttribute('data-error', 'true');
    expect(within(rowOf(3)).getByText('0/30')).toBeInTheDocument();
  });

  it("counts with the caller's count, for the counter and the length check", () => {
    // A media that counts a Chinese character as 2 (the title library's rule for such a media).
    const cjk2 = (line: string) => [...line].reduce((n, c) => n + ((c.codePointAt(0) ?? 0) > 0xff ? 2 : 1), 0);
    render(<Harness initial={['新品AB', '七个汉字的标题']} count={cjk2} minLength={6} maxLength={12} />);
    expect(within(rowOf(1)).getByText('6/12')).not.toHaveAttribute('data-error');
    expect(within(rowOf(2)).getByText('14/12')).toHaveAttribute('data-error', 'true');
    expect(rowOf(2)).toHaveAttribute('data-length-error', 'true');
  });

  it('clears a line with its clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['第一条标题内容', '第二条标题内容']} onChange={onChange} />);
    expect(within(rowOf(3)).queryByRole('button', { name: '清空第3行' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空第2行' }));
    expect(onChange).toHaveBeenLastCalledWith(['第一条标题内容']);
    expect(line(2)).toHaveValue('');
    expect(line(2)).toHaveFocus();
  });
});

describe('BatchTitleEditor: length rules and validators (§5)', () => {
  it('gives lengthError to lines shorter than 6 or longer than 30, with the message', () => {
    render(<Harness initial={['短标题', '一'.repeat(31), '恰好六个字符', '', '一'.repeat(30)]} />);
    expect(rowOf(1)).toHaveAttribute('data-length-error', 'true');
    expect(rowOf(2)).toHaveAttribute('data-length-error', 'true');
    expect(rowOf(3)).not.toHaveAttribute('data-length-error');
    expect(rowOf(5)).not.toHaveAttribute('data-length-error');
    expect(line(1)).toHaveAttribute('aria-invalid', 'true');
    expect(line(1)).toHaveAccessibleDescription('标题长度需在6-30个字符之间');
    expect(line(3)).not.toHaveAttribute('aria-invalid');
    const footer = screen.getByRole('list');
    expect(within(footer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(footer).getByRole('button', { name: '第1行' })).toBeInTheDocument();
    expect(within(footer).getAllByText('标题长度需在6-30个字符之间')).toHaveLength(2);
  });

  it('does not length-check empty lines', () => {
    render(<Harness initial={['', '', '有效的标题文字']} />);
    expect(rowOf(1)).not.toHaveAttribute('data-length-error');
    expect(rowOf(2)).not.toHaveAttribute('data-length-error');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('takes other bounds', () => {
    render(<Harness minLength={2} maxLength={4} initial={['一', '一二', '一二三四五']} />);
    expect(rowOf(1)).toHaveAttribute('data-length-error', 'true');
    expect(rowOf(2)).not.toHaveAttribute('data-length-error');
    expect(rowOf(3)).toHaveAttribute('data-length-error', 'true');
    expect(within(rowOf(3)).getByText('5/4')).toHaveAttribute('data-error', 'true');
    expect(within(screen.getByRole('list')).getAllByText('标题长度需在2-4个字符之间')).toHaveLength(2);
  });

  it('adds custom validators’ errors per line', () => {
    const noBrand = (l: string) => (l.includes('最') ? '不能使用“最”等极限词' : undefined);
    const evenOnly = (_l: string, index: number) => (index % 2 === 1 ? '偶数行不可填写' : undefined);
    render(<Harness validators={[noBrand, evenOnly]} initial={['全网最低价格来袭', '普通标题内容', '正常的标题文字']} />);
    expect(line(1)).toHaveAccessibleDescription('不能使用“最”等极限词');
    expect(rowOf(1)).not.toHaveAttribute('data-length-error');
    expect(line(2)).toHaveAccessibleDescription('偶数行不可填写');
    expect(line(2)).toHaveAttribute('aria-invalid', 'true');
    expect(line(3)).not.toHaveAttribute('aria-invalid');
  });

  it('goes to a line from the error list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['有效的标题文字', '', '短']} />);
    await user.click(screen.getByRole('button', { name: '第3行' }));
    expect(line(3)).toHaveFocus();
  });
});

describe('BatchTitleEditor: Enter and arrows (§4)', () => {
  it('Enter moves the active line to the next and focus follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(line(1));
    await user.keyboard('{Enter}');
    expect(line(2)).toHaveFocus();
    expect(rowOf(2)).toHaveClass('tf-title-line--active');
    expect(rowOf(1)).not.toHaveClass('tf-title-line--active');
  });

  it('Enter on the last rendered line brings the next one in and focuses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('textbox', { name: '第16行标题' })).not.toBeInTheDocument();
    await user.click(line(15));
    await user.keyboard('{Enter}');
    expect(line(16)).toHaveFocus();
    expect(renderedRows().length).toBeLessThanOrEqual(30);
  });

  it('Enter on the last line raises onOverLength', async () => {
    const user = userEvent.setup();
    const onOverLength = vi.fn();
    render(<Harness maxLines={2} onOverLength={onOverLength} />);
    await user.click(line(1));
    await user.keyboard('{Enter}');
    expect(onOverLength).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onOverLength).toHaveBeenCalledTimes(1);
    expect(line(2)).toHaveFocus();
  });

  it('Enter on line 100 of the default editor raises onOverLength', async () => {
    const onOverLength = vi.fn();
    render(<Harness onOverLength={onOverLength} />);
    act(() => {
      const box = screen.getByTestId('batch-title-editor').querySelector('.tf-title-lines__scroll') as HTMLElement;
      box.scrollTop = 35 * 90;
      fireEvent.scroll(box);
    });
    expect(screen.queryByRole('textbox', { name: '第101行标题' })).not.toBeInTheDocument();
    fireEvent.keyDown(line(99), { key: 'Enter' });
    expect(onOverLength).not.toHaveBeenCalled();
    fireEvent.keyDown(line(100), { key: 'Enter' });
    expect(onOverLength).toHaveBeenCalledTimes(1);
  });

  it('ignores Enter while an IME composes', () => {
    render(<Harness />);
    line(1).focus();
    fireEvent.keyDown(line(1), { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(line(1), { key: 'Enter', isComposing: true });
    expect(line(1)).toHaveFocus();
  });

  it('ArrowDown and ArrowUp move between lines', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(line(1));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(line(3)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(line(2)).toHaveFocus();
  });
});

describe('BatchTitleEditor: paste (§4)', () => {
  it('splits pasted lines into consecutive lines from the active line, in one change', () => {
    const onChange = vi.fn();
    render(<Harness initial={['第一行标题文字', '', '第三行标题文字']} onChange={onChange} />);
    line(2).focus();
    paste(line(2), '粘贴甲标题文字\r\n粘贴乙标题文字\r粘贴丙标题文字\n');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['第一行标题文字', '粘贴甲标题文字', '粘贴乙标题文字', '粘贴丙标题文字', '第三行标题文字']);
    expect(line(4)).toHaveFocus();
    expect(line(5)).toHaveValue('第三行标题文字');
  });

  it('leaves one-line text to the input', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const notPrevented = paste(line(1), '单行文字');
    expect(notPrevented).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pastes 100 titles with one change and checks each line once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const validator = vi.fn(() => undefined);
    const validators = [validator];
    const titles = Array.from({ length: 100 }, (_, i) => `批量创意标题第${i + 1}条`);
    render(<Harness onChange={onChange} validators={validators} />);
    // How long the paste takes is the widget bench's figure (libs/ui/catalog-e2e/widget-bench.ts), not this test's.
    paste(line(1), titles.join('\n'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(titles);
    expect(validator).toHaveBeenCalledTimes(100);
    expect(renderedRows().length).toBeLessThanOrEqual(30);
    // Typing in one line checks that line only.
    validator.mockClear();
    await user.type(line(100), '!');
    expect(validator).toHaveBeenCalledTimes(1);
    expect(validator).toHaveBeenCalledWith('批量创意标题第100条!', 99);
  });

  it('reports lines beyond 100 through onPasteOverLength and drops them', () => {
    const onChange = vi.fn();
    const onPasteOverLength = vi.fn();
    const initial = Array.from({ length: 100 }, (_, i) => `已有创意标题${i + 1}`);
    render(<Harness initial={initial} onChange={onChange} onPasteOverLength={onPasteOverLength} />);
    line(1).focus();
    // Pasted at the end of line 1: the first pasted (empty) line joins line 1, the 3 others push 3 lines past 100.
    paste(line(1), '\n新标题甲内容\n新标题乙内容\n新标题丙内容');
    expect(onChange).toHaveBeenCalledTimes(1);
    const kept = onChange.mock.calls[0][0] as string[];
    expect(kept).toHaveLength(100);
    expect(kept.slice(0, 4)).toEqual(['已有创意标题1', '新标题甲内容', '新标题乙内容', '新标题丙内容']);
    expect(kept.at(-1)).toBe('已有创意标题97');
    expect(onPasteOverLength).toHaveBeenCalledTimes(1);
    expect(onPasteOverLength).toHaveBeenCalledWith(['已有创意标题98', '已有创意标题99', '已有创意标题100']);
  });

  it('does not raise onPasteOverLength when everything fits', () => {
    const onPasteOverLength = vi.fn();
    render(<Harness onPasteOverLength={onPasteOverLength} />);
    paste(line(1), Array.from({ length: 100 }, (_, i) => `标题${i}`).join('\n'));
    expect(onPasteOverLength).not.toHaveBeenCalled();
  });
});

describe('BatchTitleEditor: line-break button (§5)', () => {
  it('acts on the active line only and asks for text first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(line(2));
    expect(within(rowOf(1)).queryByRole('button', { name: '插入换行' })).not.toBeInTheDocument();
    await user.click(within(rowOf(2)).getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入文本内容');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a line break at the caret, shown as ↵ and stored as \\n', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['限时优惠大促']} onChange={onChange} />);
    await user.click(line(1));
    line(1).setSelectionRange(2, 2);
    await user.click(screen.getByRole('button', { name: '插入换行' }));
    expect(onChange).toHaveBeenLastCalledWith(['限时\n优惠大促']);
    expect(line(1)).toHaveValue('限时↵优惠大促');
    expect(line(1)).toHaveFocus();
    expect(line(1).selectionStart).toBe(3);
    // The break is not counted.
    expect(within(rowOf(1)).getByText('6/30')).toBeInTheDocument();
  });

  it('allows maxEnter+1 = 4 breaks, then says 最多能插入4个换行', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['一\n二\n三\n四']} onChange={onChange} />);
    await user.click(line(1));
    await user.click(screen.getByRole('button', { name: '插入换行' }));
    expect(onChange).toHaveBeenLastCalledWith(['一\n二\n三\n四\n']);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最多能插入4个换行');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses maxEnter for the limit and its message', async () => {
    const user = userEvent.setup();
    render(<Harness maxEnter={1} initial={['一\n二\n三']} />);
    await user.click(line(1));
    await user.click(screen.getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最多能插入2个换行');
  });

  it('clears the notice on the next edit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(line(1));
    await user.click(screen.getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入文本内容');
    await user.type(line(1), '字');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('can be switched off', async () => {
    const user = userEvent.setup();
    render(<Harness useEnter={false} useEmoji={false} />);
    await user.click(line(1));
    expect(screen.queryByRole('button', { name: '插入换行' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '插入表情' })).not.toBeInTheDocument();
  });
});

describe('BatchTitleEditor: emoji (§5)', () => {
  it('inserts the picked emoji at the caret of the active line', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['限时优惠大促']} onChange={onChange} />);
    await user.click(line(1));
    line(1).setSelectionRange(4, 4);
    await user.click(within(rowOf(1)).getByRole('button', { name: '插入表情' }));
    await user.click(await screen.findByRole('button', { name: '火爆' }));
    expect(onChange).toHaveBeenLastCalledWith(['限时优惠🔥大促']);
    await waitFor(() => expect(line(1)).toHaveFocus());
    expect(line(1).selectionStart).toBe(4 + '🔥'.length);
  });

  it('warns 建议不超过4个表情包 over 4 emoji without blocking', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['限时优惠😀😀😀😀']} onChange={onChange} />);
    expect(screen.queryByText('建议不超过4个表情包')).not.toBeInTheDocument();
    await user.click(line(1));
    await user.click(screen.getByRole('button', { name: '插入表情' }));
    await user.click(await screen.findByRole('button', { name: '点赞' }));
    expect(onChange).toHaveBeenLastCalledWith(['限时优惠😀😀😀😀👍']);
    expect(within(screen.getByRole('list')).getByText('建议不超过4个表情包')).toHaveClass('tf-title-lines__warning');
    expect(rowOf(1)).toHaveAttribute('data-emoji-warning', 'true');
    expect(line(1)).not.toHaveAttribute('aria-invalid');
    expect(line(1)).toHaveAccessibleDescription('建议不超过4个表情包');
  });

  it('uses maxEmoji', () => {
    render(<Harness maxEmoji={1} initial={['限时优惠😀😀']} />);
    expect(within(screen.getByRole('list')).getByText('建议不超过1个表情包')).toBeInTheDocument();
  });
});
