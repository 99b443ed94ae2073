import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DragSelectArea, type DragSelectAreaProps } from './drag-select-area';

/** Four 40×40 items in a 2×2 grid, 10 px apart, inside a 200×100 area at client (100, 100) that scrolls to 300 px. */
function renderArea(props: Partial<DragSelectAreaProps> = {}, rows = 2) {
  const keys = Array.from({ length: rows * 2 }, (_, i) => `k${i + 1}`);
  const onItemClick = vi.fn();
  const utils = render(
    <DragSelectArea aria-label="素材" {...props}>
      {keys.map((key) => (
        <button type="button" key={key} data-key={key} onClick={() => onItemClick(key)}>
          {key}
        </button>
      ))}
    </DragSelectArea>,
  );
  const area = utils.container.querySelector('.tf-drag-select-area') as HTMLElement;
  let scrollTop = 0;
  Object.defineProperties(area, {
    scrollTop: { get: () => scrollTop, set: (v: number) => (scrollTop = v), configurable: true },
    scrollHeight: { value: 300, configurable: true },
    clientHeight: { value: 100, configurable: true },
    scrollWidth: { value: 200, configurable: true },
    clientWidth: { value: 200, configurable: true },
  });
  area.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 100 });
  keys.forEach((key, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    // Items sit in content coordinates; their client box moves up as the area scrolls.
    within(area).getByText(key).getBoundingClientRect = () => DOMRect.fromRect({ x: 100 + col * 50, y: 100 + row * 50 - scrollTop, width: 40, height: 40 });
  });
  return { ...utils, area, onItemClick, scroll: () => scrollTop };
}

function drag(area: HTMLElement, from: [number, number], to: [number, number], init: MouseEventInit = {}) {
  fireEvent.mouseDown(area, { button: 0, clientX: from[0], clientY: from[1], ...init });
  fireEvent.mouseMove(window, { clientX: to[0], clientY: to[1] });
}

afterEach(() => vi.useRealTimers());

describe('DragSelectArea', () => {
  it('a rectangle selects the items it touches, once, on release', () => {
    const onChange = vi.fn();
    const onSelecting = vi.fn();
    const { area, container } = renderArea({ onChange, onSelecting });
    drag(area, [105, 105], [160, 120]);
    expect(onSelecting).toHaveBeenLastCalledWith(['k1', 'k2']);
    expect(container.querySelector('.tf-drag-select-area__box')).toHaveStyle({ left: '5px', top: '5px', width: '55px', height: '15px' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.mouseUp(window);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(['k1', 'k2']);
    expect(container.querySelector('.tf-drag-select-area__box')).toBeNull();
  });

  it('replaces the selection by default; Shift, Ctrl or ⌘ adds to it', () => {
    const onChange = vi.fn();
    const { area } = renderArea({ value: ['k4'], onChange });
    drag(area, [105, 105], [120, 120]);
    fireEvent.mouseUp(window);
    expect(onChange).toHaveBeenLastCalledWith(['k1']);
    for (const modifier of [{ shiftKey: true }, { ctrlKey: true }, { metaKey: true }]) {
      drag(area, [105, 105], [120, 120], modifier);
      fireEvent.mouseUp(window);
      expect(onChange).toHaveBeenLastCalledWith(['k4', 'k1']);
    }
  });

  it('uncontrolled, it keeps its own selection, which the next preview starts from', () => {
    const onSelecting = vi.fn();
    const { area } = renderArea({ defaultValue: ['k2'], onSelecting });
    drag(area, [105, 155], [120, 170], { shiftKey: true });
    expect(onSelecting).toHaveBeenLastCalledWith(['k2', 'k3']);
    fireEvent.mouseUp(window);
    drag(area, [105, 105], [110, 110], { shiftKey: true });
    expect(onSelecting).toHaveBeenLastCalledWith(['k2', 'k3', 'k1']);
    fireEvent.mouseUp(window);
  });

  it('a press without movement is a click on the item, not a selection', () => {
    const onChange = vi.fn();
    const { area, onItemClick } = renderArea({ onChange });
    const item = screen.getByText('k1');
    fireEvent.mouseDown(item, { button: 0, clientX: 110, clientY: 110 });
    fireEvent.mouseMove(window, { clientX: 112, clientY: 112 });
    fireEvent.mouseUp(window);
    fireEvent.click(item);
    expect(onItemClick).toHaveBeenCalledWith('k1');
    expect(onChange).not.toHaveBeenCalled();
    expect(area.querySelector('.tf-drag-select-area__box')).toBeNull();
  });

  it('the click that ends a rectangle does not also click the item', () => {
    const { area, onItemClick } = renderArea({ onChange: () => undefined });
    drag(area, [105, 105], [160, 160]);
    fireEvent.mouseUp(window);
    fireEvent.click(screen.getByText('k4'));
    expect(onItemClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('k4'));
    expect(onItemClick).toHaveBeenCalledOnce();
  });

  it('a rectangle that changes nothing emits nothing', () => {
    const onChange = vi.fn();
    const { area } = renderArea({ value: ['k1'], onChange });
    drag(area, [105, 105], [120, 120]);
    fireEvent.mouseUp(window);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape cancels: nothing is emitted and the preview returns to the selection', () => {
    const onChange = vi.fn();
    const onSelecting = vi.fn();
    const { area, container } = renderArea({ value: ['k4'], onChange, onSelecting });
    drag(area, [105, 105], [160, 120]);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onSelecting).toHaveBeenLastCalledWith(['k4']);
    expect(container.querySelector('.tf-drag-select-area__box')).toBeNull();
    fireEvent.mouseUp(window);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores other buttons and does nothing when disabled', () => {
    const onChange = vi.fn();
    const { area } = renderArea({ onChange });
    fireEvent.mouseDown(area, { button: 2, clientX: 105, clientY: 105 });
    fireEvent.mouseMove(window, { clientX: 160, clientY: 160 });
    fireEvent.mouseUp(window);
    expect(onChange).not.toHaveBeenCalled();

    const disabled = renderArea({ onChange, disabled: true, 'aria-label': '禁用' } as Partial<DragSelectAreaProps>);
    expect(disabled.area).toHaveAttribute('aria-disabled', 'true');
    drag(disabled.area, [105, 105], [160, 160]);
    fireEvent.mouseUp(window);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('near the bottom edge it scrolls 10 px every 16 ms and selects what scrolls in', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    // Three rows: the third (k5, k6) starts at content y 100, below the 100 px high area.
    const { area, scroll } = renderArea({ onChange }, 3);
    drag(area, [105, 105], [120, 195]);
    expect(scroll()).toBe(0);
    act(() => vi.advanceTimersByTime(16));
    expect(scroll()).toBe(10);
    act(() => vi.advanceTimersByTime(16));
    expect(scroll()).toBe(20);
    act(() => vi.advanceTimersByTime(15));
    expect(scroll()).toBe(20);
    act(() => vi.advanceTimersByTime(1));
    expect(scroll()).toBe(30);
    // Pointer at content y 95 + 30: the rectangle now reaches the third row.
    fireEvent.mouseUp(window);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(['k1', 'k3', 'k5']);
    act(() => vi.advanceTimersByTime(100));
    expect(scroll()).toBe(30);
  });

  it('auto-scroll stops at the end of the content and scrolls back up near the top edge', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { area, scroll } = renderArea({}, 3);
    drag(area, [105, 150], [120, 250]);
    act(() => vi.advanceTimersByTime(16 * 30));
    expect(scroll()).toBe(200);
    fireEvent.mouseMove(window, { clientX: 120, clientY: 105 });
    act(() => vi.advanceTimersByTime(16 * 3));
    expect(scroll()).toBe(170);
    fireEvent.mouseMove(window, { clientX: 120, clientY: 150 });
    act(() => vi.advanceTimersByTime(16 * 3));
    expect(scroll()).toBe(170);
    fireEvent.mouseUp(window);
  });

  it('works controlled from a parent that shows the selection', () => {
    function Demo() {
      const [keys, setKeys] = useState<string[]>([]);
      return (
        <>
          <DragSelectArea aria-label="列表" value={keys} onChange={setKeys}>
            <span data-key="a">a</span>
          </DragSelectArea>
          <output>{keys.join(',') || '无'}</output>
        </>
      );
    }
    render(<Demo />);
    const area = screen.getByRole('group', { name: '列表' });
    area.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 100 });
    screen.getByText('a').getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 10, width: 20, height: 20 });
    drag(area, [5, 5], [15, 15]);
    fireEvent.mouseUp(window);
    expect(screen.getByRole('status')).toHaveTextContent('a');
  });
});
