import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskTag } from './desk-tag';

const LONG = '华东地区重点客户再营销人群包';

function setSizes(el: HTMLElement, sizes: { scrollWidth: number; clientWidth: number }) {
  const all = { scrollHeight: 20, clientHeight: 20, ...sizes };
  for (const [key, value] of Object.entries(all)) Object.defineProperty(el, key, { configurable: true, value });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('DeskTag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is at most 88 px wide by default and takes another max width', () => {
    const { rerender } = render(<DeskTag>{LONG}</DeskTag>);
    const tag = document.querySelector<HTMLElement>('.tf-desk-tag');
    expect(tag?.style.maxWidth).toBe('88px');
    rerender(<DeskTag maxWidth={120}>{LONG}</DeskTag>);
    expect(document.querySelector<HTMLElement>('.tf-desk-tag')?.style.maxWidth).toBe('120px');
  });

  it('keeps the whole text in the DOM on one ellipsis line', () => {
    render(<DeskTag>{LONG}</DeskTag>);
    const text = screen.getByText(LONG);
    expect(text.textContent).toBe(LONG);
    expect(text).toHaveClass('tf-ellipsis-text', 'tf-ellipsis-text--single');
  });

  it('shows the full text in a tooltip 1000 ms after hovering a cut text', async () => {
    render(<DeskTag>{LONG}</DeskTag>);
    const text = screen.getByText(LONG);
    setSizes(text, { scrollWidth: 200, clientWidth: 70 });
    fireEvent.mouseEnter(text);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent(LONG);
    expect(tip.style.maxWidth).toBe('350px');
  });

  it('shows no tooltip for a text that fits', async () => {
    render(<DeskTag>已投放</DeskTag>);
    const text = screen.getByText('已投放');
    setSizes(text, { scrollWidth: 40, clientWidth: 70 });
    fireEvent.mouseEnter(text);
    await advance(1500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the 250 ms floor for its tooltip delay', async () => {
    render(<DeskTag tooltipDelay={10}>{LONG}</DeskTag>);
    const text = screen.getByText(LONG);
    setSizes(text, { scrollWidth: 200, clientWidth: 70 });
    fireEvent.mouseEnter(text);
    await advance(249);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('passes Semi Tag props through (closable tag emits onClose)', () => {
    const onClose = vi.fn();
    render(
      <DeskTag closable onClose={onClose} color="blue">
        {LONG}
      </DeskTag>,
    );
    fireEvent.click(document.querySelector('.semi-tag-close') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.tf-desk-tag')).toHaveClass('semi-tag-blue-light');
  });
});
