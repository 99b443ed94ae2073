import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TablePagination, type TablePaginationProps } from './pagination';
import type { PageChange } from './pagination-rules';

afterEach(() => window.localStorage.clear());

function setup(props: Partial<TablePaginationProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(<TablePagination total={1000} onChange={onChange} {...props} />);
  return { ...utils, onChange, user };
}

const page = (n: number) => screen.getByRole('button', { name: `第 ${n} 页` });
const sizeSelect = () => screen.getByRole('combobox', { name: '每页条数' });

async function chooseSize(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(sizeSelect());
  const listbox = await screen.findByRole('listbox');
  const option = within(listbox)
    .getAllByRole('option')
    .find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  await user.click(option);
}

describe('TablePagination: hidden at 0 (widgets spec §2)', () => {
  it('renders nothing when total is 0', () => {
    const { container } = setup({ total: 0 });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows once there is a row', () => {
    setup({ total: 1 });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });
});

describe('TablePagination: look and defaults (widgets spec §9)', () => {
  it('shows 共 N 条, 50 条/页 and the page buttons in Chinese', async () => {
    const { user } = setup();
    expect(screen.getByText('共 1000 条')).toBeInTheDocument();
    expect(sizeSelect()).toHaveTextContent('50 条/页');
    // 1000 / 50 = 20 pages.
    expect(page(1)).toHaveAttribute('aria-current', 'page');
    expect(page(20)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 21 页' })).toBeNull();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '向后 5 页' })).toBeInTheDocument();
    await user.click(sizeSelect());
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页', '150 条/页', '200 条/页']);
  });

  it('has no English labels left from Semi', () => {
    const { container } = setup();
    // The size select is named by aria-labelledby (每页条数), which wins over Semi's own aria-label; icons are hidden.
    const labels = [...container.querySelectorAll('[aria-label]:not([aria-labelledby]):not([aria-hidden="true"])')].map((el) => el.getAttribute('aria-label') ?? '');
    expect(labels.filter((l) => /[A-Za-z]/.test(l))).toEqual([]);
  });
});

describe('TablePagination: page change event {current, size}', () => {
  it('emits on a page click, next, previous and jump', async () => {
    const { user, onChange } = setup();
    await user.click(page(3));
    expect(onChange).toHaveBeenLastCalledWith({ current: 3, size: 50 });
    expect(page(3)).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 4, size: 50 });
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 3, size: 50 });
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 8, size: 50 });
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 3, size: 50 });
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('does not emit for the page already shown', async () => {
    const { user, onChange } = setup();
    await user.click(page(1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables next on the last page', async () => {
    const { user } = setup({ total: 120 });
    await user.click(page(3));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('is operable from the keyboard: pages are real buttons reached with Tab', async () => {
    const { user, onChange } = setup({ total: 200 });
    await user.tab(); // 上一页 is disabled, so the first stop is page 1
    expect(page(1)).toHaveFocus();
    await user.tab();
    expect(page(2)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ current: 2, size: 50 });
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ current: 3, size: 50 });
  });

  it('follows a controlled current page', async () => {
    function Controlled({ log }: { log: (c: PageChange) => void }) {
      const [current, setCurrent] = useState(2);
      return (
        <TablePagination
          total={500}
          current={current}
          onChange={(c) => {
            log(c);
            setCurrent(c.current);
          }}
        />
      );
    }
    const user = userEvent.setup();
    const log = vi.fn();
    render(<Controlled log={log} />);
    expect(page(2)).toHaveAttribute('aria-current', 'page');
    await user.click(page(5));
    expect(log).toHaveBeenCalledWith({ current: 5, size: 50 });
    expect(page(5)).toHaveAttribute('aria-current', 'page');
  });

  it('disables every control when disabled', () => {
    setup({ disabled: true });
    expect(page(1)).toBeDisabled();
    expect(page(2)).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});

describe('TablePagination: size change (widgets spec §9: emits only if current page is 1)', () => {
  it('on page 1 the size change emits once with page 1 and the new size', async () => {
    const { user, onChange } = setup();
    await chooseSize(user, '20 条/页');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ current: 1, size: 20 });
    expect(sizeSelect()).toHaveTextContent('20 条/页');
    expect(page(50)).toBeInTheDocument(); // 1000 / 20
  });

  it('on another page it goes back to page 1, and that move is the one event', async () => {
    const { user, onChange } = setup();
    await user.click(page(4));
    onChange.mockClear();
    await chooseSize(user, '100 条/页');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ current: 1, size: 100 });
    expect(page(1)).toHaveAttribute('aria-current', 'page');
  });

  it('choosing the size already shown emits nothing', async () => {
    const { user, onChange } = setup();
    await chooseSize(user, '50 条/页');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TablePagination: remembered size (widgets spec §9)', () => {
  it('reads the size stored under the caller key on mount', () => {
    window.localStorage.setItem('tf-plan-page-size', '150');
    setup({ storageKey: 'tf-plan-page-size' });
    expect(sizeSelect()).toHaveTextContent('150 条/页');
    expect(page(7)).toBeInTheDocument(); // 1000 / 150 → 7 pages
  });

  it('ignores a stored size that is not an option and uses 50', () => {
    window.localStorage.setItem('tf-plan-page-size', '30');
    setup({ storageKey: 'tf-plan-page-size' });
    expect(sizeSelect()).toHaveTextContent('50 条/页');
  });

  it('stores a newly chosen size under the key', async () => {
    const { user } = setup({ storageKey: 'tf-plan-page-size' });
    await chooseSize(user, '200 条/页');
    expect(window.localStorage.getItem('tf-plan-page-size')).toBe('200');
  });

  it('neither reads nor writes storage without a key', async () => {
    window.localStorage.setItem('tf-plan-page-size', '10');
    const { user } = setup();
    expect(sizeSelect()).toHaveTextContent('50 条/页');
    await chooseSize(user, '20 条/页');
    expect(window.localStorage.getItem('tf-plan-page-size')).toBe('10');
    expect(window.localStorage).toHaveLength(1);
  });

  it('a controlled size is shown as given and still stored when changed', async () => {
    window.localStorage.setItem('k', '10');
    const { user, onChange } = setup({ size: 20, storageKey: 'k' });
    expect(sizeSelect()).toHaveTextContent('20 条/页');
    await chooseSize(user, '100 条/页');
    expect(onChange).toHaveBeenCalledWith({ current: 1, size: 100 });
    expect(window.localStorage.getItem('k')).toBe('100');
  });
});
