import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EllipsisText } from './ellipsis-text';

const LONG = '这是一段很长很长的广告计划名称，用来测试单行截断与悬浮提示是否展示完整内容';

/** jsdom has no layout: give the text element the sizes a browser would report. */
function setSizes(el: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollHeight?: number; clientHeight?: number }) {
  const all = { scrollHeight: 20, clientHeight: 20, ...sizes };
  for (const [key, value] of Object.entries(all)) Object.defineProperty(el, key, { configurable: true, value });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** jsdom runs no CSS animations: end Semi's hide animation so the closed tooltip leaves the DOM. */
function expectTooltipClosed() {
  const tip = screen.queryByRole('tooltip');
  if (tip) {
    expect(tip).toHaveClass('semi-tooltip-animation-hide');
    fireEvent.animationEnd(tip);
  }
  expect(screen.queryByRole('tooltip')).toBeNull();
}

describe('EllipsisText', () => {
  beforeEach(() => {
    // Timers move only when told to, so the delays are measured to the millisecond even on a busy machine.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the whole text in the DOM, on one line by default', () => {
    render(<EllipsisText>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    expect(el).toHaveClass('tf-ellipsis-text', 'tf-ellipsis-text--single');
    expect(el).toHaveAttribute('data-rows', '1');
    expect(el.textContent).toBe(LONG);
  });

  it('clamps a table cell to 2 lines and a custom rows value to that many lines', () => {
    const { rerender } = render(<EllipsisText tableCell>{LONG}</EllipsisText>);
    let el = screen.getByText(LONG);
    expect(el).toHaveClass('tf-ellipsis-text--multi');
    expect(el).toHaveAttribute('data-rows', '2');
    expect(el.style.getPropertyValue('--tf-ellipsis-rows')).toBe('2');
    rerender(<EllipsisText rows={3}>{LONG}</EllipsisText>);
    el = screen.getByText(LONG);
    expect(el).toHaveAttribute('data-rows', '3');
    expect(el.style.getPropertyValue('--tf-ellipsis-rows')).toBe('3');
  });

  it('shows no tooltip for text that fits', async () => {
    render(<EllipsisText>短文本</EllipsisText>);
    const el = screen.getByText('短文本');
    setSizes(el, { scrollWidth: 60, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(1500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the full text in a 350 px wide tooltip 1000 ms after hovering cut text', async () => {
    render(<EllipsisText>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent(LONG);
    expect(tip.style.maxWidth).toBe('350px');
  });

  it('measures lines cut downwards in the multi-line mode', async () => {
    render(<EllipsisText tableCell>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 200, clientWidth: 200, scrollHeight: 66, clientHeight: 44 });
    fireEvent.mouseEnter(el);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('never opens the tooltip sooner than 250 ms, even when asked to', async () => {
    render(<EllipsisText tooltipDelay={100}>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(249);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('accepts a custom max width and a longer delay', async () => {
    render(
      <EllipsisText tooltipDelay={1200} tooltipMaxWidth={300}>
        {LONG}
      </EllipsisText>,
    );
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(1100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(100);
    expect((screen.getByRole('tooltip')).style.maxWidth).toBe('300px');
  });

  it('shows no tooltip when the tooltip is switched off, even for cut text', async () => {
    render(<EllipsisText tooltip={false}>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(1500);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(el).not.toHaveAttribute('tabindex');
  });

  it('cancels a pending tooltip when the pointer leaves before the delay', async () => {
    render(<EllipsisText>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(500);
    fireEvent.mouseLeave(el);
    await advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes the tooltip when the pointer leaves or Escape is pressed', async () => {
    render(<EllipsisText>{LONG}</EllipsisText>);
    const el = screen.getByText(LONG);
    setSizes(el, { scrollWidth: 600, clientWidth: 200 });
    fireEvent.mouseEnter(el);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(500);
    expectTooltipClosed();

    fireEvent.mouseEnter(el);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(el);
    await advance(500);
    expectTooltipClosed();
  });

  it('is not a tab stop, so a table of cut cells does not add one per cell', () => {
    render(<EllipsisText>{LONG}</EllipsisText>);
    expect(screen.getByText(LONG)).toHaveAttribute('tabindex', '-1');
  });
});
