import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUT_SIZES, VIRTUAL_LIST, WIDGET_DEBOUNCE } from '@toufang/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountList } from './account-list';
import { ACCOUNT_LIST_TEXTS, ACCOUNT_LIST_VIRTUALISE_FROM, filterAccounts, sameAccountId, showsBadge, type AccountListItem } from './account-list-rules';

const ITEMS: AccountListItem[] = [
  { adsMediaAccountName: '星河电商-01', adsMediaAccountId: 1712345678901234, num: 12, iconIview: <span aria-label="已认证">✓</span> },
  { adsMediaAccountName: 'Bright Apps', adsMediaAccountId: 'BA-07', num: 0, iconCustom: <span aria-label="重点账户">★</span> },
  { adsMediaAccountName: '云帆游戏', adsMediaAccountId: 30218876 },
];

const list = () => screen.getByRole('list', { name: '账户列表' });
const names = () => within(list()).getAllByRole('button').map((b) => b.querySelector('.tf-account-list__name')?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('account list rules', () => {
  it('filters by name or id, ignoring case', () => {
    expect(filterAccounts(ITEMS, 'bright').map((i) => i.adsMediaAccountId)).toEqual(['BA-07']);
    expect(filterAccounts(ITEMS, 'ba-').map((i) => i.adsMediaAccountId)).toEqual(['BA-07']);
    expect(filterAccounts(ITEMS, '3021').map((i) => i.adsMediaAccountId)).toEqual([30218876]);
    expect(filterAccounts(ITEMS, '  ')).toHaveLength(3);
    expect(filterAccounts(ITEMS, '无此账户')).toEqual([]);
  });

  it('shows a badge for a positive count only', () => {
    expect(showsBadge(12)).toBe(true);
    expect(showsBadge(0)).toBe(false);
    expect(showsBadge(undefined)).toBe(false);
    expect(showsBadge(null)).toBe(false);
  });

  it('compares ids as text', () => {
    expect(sameAccountId(30218876, '30218876')).toBe(true);
    expect(sameAccountId(null, null)).toBe(false);
    expect(sameAccountId(1, 2)).toBe(false);
  });

  it('has its texts and thresholds', () => {
    expect(ACCOUNT_LIST_TEXTS.EMPTY).toBe('暂无数据');
    expect(ACCOUNT_LIST_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(ACCOUNT_LIST_TEXTS.SEARCH_PLACEHOLDER).toBe('请输入搜索内容');
    expect(ACCOUNT_LIST_VIRTUALISE_FROM).toBe(100);
  });
});

describe('AccountList', () => {
  it('is 438 px tall (LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT)', () => {
    expect(LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT).toBe(438);
    const { container } = render(<AccountList items={ITEMS} />);
    expect((container.firstChild as HTMLElement).style.height).toBe('438px');
  });

  it('shows name, id, marker icons and the badge count', () => {
    render(<AccountList items={ITEMS} />);
    const first = within(list()).getAllByRole('button')[0];
    expect(first).toHaveTextContent('星河电商-01');
    expect(first).toHaveTextContent('ID：1712345678901234');
    expect(within(first).getByLabelText('已认证')).toBeInTheDocument();
    expect(first.querySelector('.semi-badge-count')).toHaveTextContent('12');
    const second = within(list()).getAllByRole('button')[1];
    expect(within(second).getByLabelText('重点账户')).toBeInTheDocument();
    expect(second.querySelector('.semi-badge-count')).toBeNull();
  });

  it('marks the active item and emits onSelect (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountList items={ITEMS} defaultActiveId="30218876" onSelect={onSelect} />);
    expect(within(list()).getByRole('button', { current: true })).toHaveTextContent('云帆游戏');
    await user.click(within(list()).getByText('Bright Apps'));
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
    expect(within(list()).getByRole('button', { current: true })).toHaveTextContent('Bright Apps');
  });

  it('follows a controlled activeId and can be chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(<AccountList items={ITEMS} activeId={1712345678901234} onSelect={onSelect} />);
    expect(within(list()).getByRole('button', { current: true })).toHaveTextContent('星河电商-01');
    within(list()).getAllByRole('button')[2].focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ITEMS[2]);
    // Controlled: stays until the caller changes it.
    expect(within(list()).getByRole('button', { current: true })).toHaveTextContent('星河电商-01');
    rerender(<AccountList items={ITEMS} activeId={30218876} onSelect={onSelect} />);
    expect(within(list()).getByRole('button', { current: true })).toHaveTextContent('云帆游戏');
  });

  it('searches after the 500 ms debounce (WIDGET_DEBOUNCE.SEARCH_MS) and reports the keyword', async () => {
    expect(WIDGET_DEBOUNCE.SEARCH_MS).toBe(500);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    render(<AccountList items={ITEMS} onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: '搜索账户' });
    expect(box).toHaveAttribute('placeholder', '请输入搜索内容');
    fireEvent.change(box, { target: { value: 'bright' } });
    // The clock also follows real time (shouldAdvanceTime), so the first step leaves a margin below 500 ms.
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS - 100);
    });
    expect(names()).toHaveLength(3);
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(names()).toEqual(['Bright Apps']);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bright');
  });

  it('shows 无匹配数据 when the search finds nothing and 暂无数据 without accounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { unmount } = render(<AccountList items={ITEMS} />);
    fireEvent.change(screen.getByRole('textbox', { name: '搜索账户' }), { target: { value: 'zzz' } });
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('无匹配数据');
    unmount();
    render(<AccountList items={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
  });

  it('hides the search box when not searchable', () => {
    render(<AccountList items={ITEMS} searchable={false} />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('virtualises a long list: only the rows in view are drawn, each 50 px (VIRTUAL_LIST.ESTIMATE)', () => {
    // jsdom has no layout: give the windowed list its height so the virtualiser renders what is in view.
    for (const prop of ['clientHeight', 'offsetHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
        return this.dataset.virtual ? 390 : 0;
      });
    }
    const many = Array.from({ length: 1000 }, (_, i) => ({ adsMediaAccountName: `账户${i}`, adsMediaAccountId: i }));
    render(<AccountList items={many} />);
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(rows[0].style.height).toBe(`${VIRTUAL_LIST.ESTIMATE}px`);
    expect(list().style.height).toBe(`${1000 * VIRTUAL_LIST.ESTIMATE}px`);
  });

  it('does not virtualise a short list', () => {
    const some = Array.from({ length: ACCOUNT_LIST_VIRTUALISE_FROM }, (_, i) => ({ adsMediaAccountName: `账户${i}`, adsMediaAccountId: i }));
    render(<AccountList items={some} />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(100);
  });
});
