import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TITLE_LIST } from '@toufang/domain';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TITLE_LIST_DEPRECATION, TitleList, type TitleListProps } from './title-list';

type HarnessProps = Omit<TitleListProps, 'value' | 'onChange'> & { initial?: string[]; onChange?: (lines: string[]) => void };

function Harness({ initial = [], onChange, ...rest }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <TitleList
      {...rest}
      value={value}
      onChange={(lines) => {
        onChange?.(lines);
        setValue(lines);
      }}
    />
  );
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const line = (n: number) => screen.getByRole('textbox', { name: `第${n}行标题` });
const rowOf = (n: number) => line(n).closest('.tf-title-line') as HTMLElement;

describe('TitleList (deprecated)', () => {
  it('logs the deprecation warning pointing to BatchTitleEditor once per mount', () => {
    const warn = quiet();
    const { rerender, unmount } = render(
      <StrictMode>
        <TitleList value={[]} onChange={() => undefined} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <TitleList value={['新的标题文字']} onChange={() => undefined} />
      </StrictMode>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[TitleList] 已废弃，请使用 BatchTitleEditor（批量标题输入）');
    expect(TITLE_LIST_DEPRECATION).toContain('BatchTitleEditor');
    unmount();
    render(<TitleList value={[]} onChange={() => undefined} />);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows 10 numbered lines', () => {
    quiet();
    render(<Harness />);
    expect(TITLE_LIST.MAX_LINES).toBe(10);
    expect(screen.getAllByRole('textbox')).toHaveLength(10);
    expect(line(10)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '第11行标题' })).not.toBeInTheDocument();
    expect(screen.getByTestId('title-list')).toBeInTheDocument();
  });

  it('counts non-Latin characters as 2 and each emoji as 3 (2 + 1 extra)', () => {
    quiet();
    render(<Harness initial={['标题标题', 'ab', '😀😀', '标题😀ab', '一'.repeat(15), '一'.repeat(16)]} />);
    expect(within(rowOf(1)).getByText('8/30')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('2/30')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('6/30')).toBeInTheDocument();
    expect(within(rowOf(4)).getByText('9/30')).toBeInTheDocument();
    expect(within(rowOf(5)).getByText('30/30')).not.toHaveAttribute('data-error');
    expect(within(rowOf(6)).getByText('32/30')).toHaveAttribute('data-error', 'true');
  });

  it('flags lengthError outside 6 to 30 by that count, empty lines unchecked', () => {
    quiet();
    render(<Harness initial={['标题', '标题标题', 'abcde', '', '一'.repeat(16)]} />);
    expect(rowOf(1)).toHaveAttribute('data-length-error', 'true'); // 4
    expect(rowOf(2)).not.toHaveAttribute('data-length-error'); // 8
    expect(rowOf(3)).toHaveAttribute('data-length-error', 'true'); // 5
    expect(rowOf(4)).not.toHaveAttribute('data-length-error');
    expect(rowOf(5)).toHaveAttribute('data-length-error', 'true'); // 32
    expect(line(1)).toHaveAccessibleDescription('标题长度需在6-30个字符之间');
  });

  it('limits line breaks to maxEnter 3 + 1 and asks for text first', async () => {
    quiet();
    const user = userEvent.setup();
    render(<Harness initial={['', '一\n二\n三\n四\n五']} />);
    await user.click(line(1));
    await user.click(within(rowOf(1)).getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入文本内容');
    await user.click(line(2));
    await user.click(within(rowOf(2)).getByRole('button', { name: '插入换行' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最多能插入4个换行');
  });

  it('warns over 4 emoji', () => {
    quiet();
    render(<Harness initial={['😀😀😀😀😀']} />);
    expect(within(screen.getByRole('list')).getByText('建议不超过4个表情包')).toBeInTheDocument();
  });

  it('moves on Enter and raises onOverLength on line 10', async () => {
    quiet();
    const user = userEvent.setup();
    const onOverLength = vi.fn();
    render(<Harness onOverLength={onOverLength} />);
    await user.click(line(9));
    await user.keyboard('{Enter}');
    expect(line(10)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOverLength).toHaveBeenCalledTimes(1);
  });

  it('splits a multi-line paste and reports lines past 10', () => {
    quiet();
    const onChange = vi.fn();
    const onPasteOverLength = vi.fn();
    render(<Harness onChange={onChange} onPasteOverLength={onPasteOverLength} />);
    const titles = Array.from({ length: 12 }, (_, i) => `标题第${i + 1}条`);
    fireEvent.paste(line(1), { clipboardData: { getData: () => titles.join('\n') } });
    expect(onChange).toHaveBeenCalledWith(titles.slice(0, 10));
    expect(onPasteOverLength).toHaveBeenCalledWith(['标题第11条', '标题第12条']);
  });
});
