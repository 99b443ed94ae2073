import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { DeskTooltip } from './desk-tooltip';

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

function setup(props: Partial<Parameters<typeof DeskTooltip>[0]> = {}) {
  const onVisibleChange = vi.fn();
  render(
    <DeskTooltip content="点击率 = 点击数 / 展示数" onVisibleChange={onVisibleChange} {...props}>
      <button type="button">点击率</button>
    </DeskTooltip>,
  );
  return { trigger: screen.getByRole('button', { name: '点击率' }), onVisibleChange };
}

describe('DeskTooltip', () => {
  beforeEach(() => {
    // Timers move only when told to, so the delays are measured to the millisecond.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 1000 ms after hovering by default, 350 px wide at most', async () => {
    const { trigger, onVisibleChange } = setup();
    fireEvent.mouseEnter(trigger);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('点击率 = 点击数 / 展示数');
    expect(tip.style.maxWidth).toBe('350px');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);
  });

  it('never shows sooner than 250 ms, however short the delay asked for', async () => {
    const { trigger } = setup({ delay: 0 });
    fireEvent.mouseEnter(trigger);
    await advance(249);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('keeps a delay of 250 ms or more as asked', async () => {
    const { trigger } = setup({ delay: 600 });
    fireEvent.mouseEnter(trigger);
    await advance(599);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('stands 10 px off what it explains (tooltip offset)', async () => {
    // jsdom puts every element at 0,0 with no size: a tooltip below its trigger sits exactly `spacing` down.
    const { trigger } = setup({ position: 'bottom' });
    fireEvent.mouseEnter(trigger);
    await advance(1000);
    await advance(100); // Semi places the tooltip on the next frame
    expect((screen.getByRole('tooltip').parentElement as HTMLElement).style.top).toBe('10px');
  });

  it('takes another offset', async () => {
    const { trigger } = setup({ position: 'bottom', spacing: 4 });
    fireEvent.mouseEnter(trigger);
    await advance(1000);
    await advance(100);
    expect((screen.getByRole('tooltip').parentElement as HTMLElement).style.top).toBe('4px');
  });

  it('is a tab stop around plain text, and adds none around a button', () => {
    const { rerender } = render(<DeskTooltip content="说明">点击率</DeskTooltip>);
    expect(screen.getByText('点击率')).toHaveAttribute('tabindex', '0');
    rerender(
      <DeskTooltip content="说明">
        <button type="button">点击率</button>
      </DeskTooltip>,
    );
    expect(screen.getByRole('button', { name: '点击率' }).parentElement).toHaveAttribute('tabindex', '-1');
  });

  it('takes another max width', async () => {
    const { trigger } = setup({ maxWidth: 200 });
    fireEvent.mouseEnter(trigger);
    await advance(1000);
    expect(screen.getByRole('tooltip').style.maxWidth).toBe('200px');
  });

  it('does not show when the pointer leaves before the delay', async () => {
    const { trigger, onVisibleChange } = setup();
    fireEvent.mouseEnter(trigger);
    await advance(500);
    fireEvent.mouseLeave(trigger);
    await advance(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onVisibleChange).not.toHaveBeenCalled();
  });

  it('hides shortly after the pointer leaves, but stays while the pointer is on the tooltip', async () => {
    const { trigger, onVisibleChange } = setup();
    fireEvent.mouseEnter(trigger);
    await advance(1000);
    fireEvent.mouseLeave(trigger);
    fireEvent.mouseEnter(screen.getByText('点击率 = 点击数 / 展示数'));
    await advance(1000);
    expect(screen.getByRole('tooltip')).not.toHaveClass('semi-tooltip-animation-hide');
    fireEvent.mouseLeave(screen.getByText('点击率 = 点击数 / 展示数'));
    await advance(100);
    expectTooltipClosed();
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on keyboard focus after the same delay and closes on blur', async () => {
    const { trigger } = setup();
    fireEvent.focus(trigger);
    await advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(trigger);
    await advance(0);
    expectTooltipClosed();
  });

  it('closes on Escape', async () => {
    const { trigger } = setup();
    fireEvent.mouseEnter(trigger);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(0);
    expectTooltipClosed();
  });

  it("keeps the trigger's own handlers, inside a span of its own", () => {
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    render(
      <DeskTooltip content="提示">
        <button type="button" onMouseEnter={onMouseEnter} onFocus={onFocus}>
          目标
        </button>
      </DeskTooltip>,
    );
    const trigger = screen.getByRole('button', { name: '目标' });
    fireEvent.mouseEnter(trigger);
    fireEvent.focus(trigger);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(trigger.parentElement).toHaveClass('tf-desk-tooltip__trigger');
  });

  it('opens over a Semi Button (a class component, whose ref is no DOM node)', async () => {
    render(
      <DeskTooltip content="批量修改出价">
        <Button>出价</Button>
      </DeskTooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: '出价' }).parentElement as HTMLElement);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('批量修改出价');
  });
});
