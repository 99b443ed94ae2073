import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DigitalDetails } from './digital-details';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** jsdom runs no CSS animations: end Semi's hide animation so the closed popup leaves the DOM. */
function expectClosed() {
  const tip = screen.queryByRole('tooltip');
  if (tip) {
    expect(tip.className).toMatch(/animation-hide/);
    fireEvent.animationEnd(tip);
  }
  expect(screen.queryByRole('tooltip')).toBeNull();
}

const ACCOUNTS = ['华东一组-账户A', '华东一组-账户B', '华南-账户C'];
const ROWS = [
  { id: 11, name: '春季上新计划', cost: 1200.5 },
  { id: 12, name: '夏季清仓计划', cost: null },
];

describe('DigitalDetails', () => {
  beforeEach(() => {
    // Timers move only when told to, so the delays are measured to the millisecond.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the count of items as a button named by its label', () => {
    render(<DigitalDetails items={ACCOUNTS} label="已选账户" />);
    const count = screen.getByRole('button', { name: '已选账户：3' });
    expect(count).toHaveTextContent('3');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('lists the items 1000 ms after hovering, not before, at most 350 px wide', async () => {
    render(<DigitalDetails items={ACCOUNTS} title="已选账户" />);
    const count = screen.getByRole('button', { name: '3' });
    fireEvent.mouseEnter(count);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    const popup = screen.getByRole('tooltip');
    expect(within(popup).getByText('已选账户')).toBeInTheDocument();
    expect(within(popup).getAllByRole('listitem').map((li) => li.textContent)).toEqual(ACCOUNTS);
    expect(popup.querySelector('.tf-digital-details__popup')).toHaveStyle({ maxWidth: '350px' });
  });

  it('opens on keyboard focus too, after the same delay', async () => {
    render(<DigitalDetails items={ACCOUNTS} />);
    const count = screen.getByRole('button', { name: '3' });
    act(() => count.focus());
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('never waits less than 250 ms, and takes a longer delay', async () => {
    const { unmount } = render(<DigitalDetails items={ACCOUNTS} delay={100} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '3' }));
    await advance(249);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    unmount();

    render(<DigitalDetails items={ACCOUNTS} delay={1500} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '3' }));
    await advance(1499);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows a table with the given columns and rows', async () => {
    render(
      <DigitalDetails
        label="计划"
        rowKey="id"
        data={ROWS}
        columns={[
          { title: '计划ID', dataIndex: 'id' },
          { title: '计划名称', dataIndex: 'name' },
          { title: '消耗（元）', dataIndex: 'cost', align: 'right', render: (v) => (typeof v === 'number' ? v.toFixed(2) : '-') },
        ]}
      />,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: '计划：2' }));
    await advance(1000);
    const table = within(screen.getByRole('tooltip')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['计划ID', '计划名称', '消耗（元）']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['11', '春季上新计划', '1200.50'],
      ['12', '夏季清仓计划', '-'],
    ]);
  });

  it('closes on Escape and when the pointer leaves', async () => {
    render(<DigitalDetails items={ACCOUNTS} />);
    const count = screen.getByRole('button', { name: '3' });
    act(() => count.focus());
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(count, { key: 'Escape' });
    await advance(500);
    expectClosed();

    fireEvent.mouseEnter(count);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(count);
    await advance(500);
    expectClosed();
  });

  it('stays open while the pointer moves into the popup, closes when it leaves, and on blur', async () => {
    render(<DigitalDetails items={ACCOUNTS} />);
    const count = screen.getByRole('button', { name: '3' });
    fireEvent.mouseEnter(count);
    await advance(1000);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(count);
    const popup = screen.getByRole('tooltip').querySelector('.tf-digital-details__popup') as HTMLElement;
    fireEvent.mouseEnter(popup);
    await advance(1000);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    // Escape with the focus elsewhere (the pointer opened it) closes it too.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await advance(0);
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expectClosed();

    act(() => count.focus());
    await advance(1000);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    act(() => count.blur());
    await advance(0);
    expect(count).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the caller count', () => {
    render(<DigitalDetails count={128} items={ACCOUNTS} label="账户" />);
    expect(screen.getByRole('button', { name: '账户：128' })).toHaveTextContent('128');
  });

  it('is a plain number with nothing to list', async () => {
    render(<DigitalDetails count={0} items={[]} label="已选账户" />);
    expect(screen.queryByRole('button')).toBeNull();
    const plain = screen.getByText('0');
    expect(plain).toHaveAttribute('aria-label', '已选账户：0');
    fireEvent.mouseEnter(plain);
    await advance(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
