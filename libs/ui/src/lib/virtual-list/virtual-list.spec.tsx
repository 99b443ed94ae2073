import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList, type VirtualListHandle } from './virtual-list';

const ITEMS = Array.from({ length: 10000 }, (_, i) => `计划 ${i + 1}`);
const VIEWPORT = 400;
const ITEM_HEIGHT = 50;

/** jsdom has no layout: the list reports a 400 px viewport and every item 50 px, as a browser would. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tf-virtual-list') ? Number.parseInt(this.style.height, 10) || 0 : 0;
  });
  // The scroll height a browser reports: the height of the inner box that holds the items.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const inner = this.classList.contains('tf-virtual-list') ? this.querySelector<HTMLElement>('.tf-virtual-list__inner') : null;
    return inner ? Number.parseInt(inner.style.height, 10) || 0 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tf-virtual-list__item') ? ITEM_HEIGHT : 0;
  });
  // jsdom lacks Element.scrollTo; scroll the way a browser would, firing the scroll event.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

const list = () => screen.getByRole('list', { name: '计划列表' });
const renderedIndexes = () => within(list()).getAllByRole('listitem').map((el) => Number(el.getAttribute('aria-posinset')) - 1);

function scrollTo(top: number) {
  act(() => {
    list().scrollTop = top;
    fireEvent.scroll(list());
  });
}

function setup(props: Partial<Parameters<typeof VirtualList<string>>[0]> = {}) {
  const renderItem = vi.fn((item: string, index: number) => <span data-testid={`item-${index}`}>{item}</span>);
  const ref = createRef<VirtualListHandle>();
  const view = render(<VirtualList ref={ref} aria-label="计划列表" items={ITEMS} height={VIEWPORT} renderItem={renderItem} {...props} />);
  return { ...view, renderItem, ref };
}

describe('VirtualList', () => {
  it('renders 30 of 10,000 items at the top: the 8 visible and overscan below', () => {
    setup();
    expect(renderedIndexes()).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const first = within(list()).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-setsize', '10000');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByTestId('item-0')).toHaveTextContent('计划 1');
  });

  it('replaces the estimate by each drawn item\'s measured height', () => {
    // 100 items estimated at 80 px; the 30 drawn measure 50 px each, the 70 others keep the estimate.
    setup({ items: ITEMS.slice(0, 100), estimateSize: 80, getItemKey: (item) => item });
    expect(renderedIndexes()).toHaveLength(30);
    expect(list().querySelector<HTMLElement>('.tf-virtual-list__inner')?.style.height).toBe(`${30 * 50 + 70 * 80}px`);
  });

  it('uses 50 px per item as the estimate: 10,000 items make a 500,000 px scroll area', () => {
    setup();
    expect(list().querySelector<HTMLElement>('.tf-virtual-list__inner')?.style.height).toBe('500000px');
  });

  it('keeps 30 rendered while scrolling, centred on the visible items', () => {
    setup();
    scrollTo(5000); // items 100-107 visible
    expect(renderedIndexes()).toEqual(Array.from({ length: 30 }, (_, i) => 89 + i));
    scrollTo(500000 - VIEWPORT);
    expect(renderedIndexes()).toEqual(Array.from({ length: 30 }, (_, i) => 9970 + i));
  });

  it('renders every visible item when more than 30 fit in the viewport', () => {
    setup({ height: 2000 });
    expect(renderedIndexes()).toHaveLength(40);
  });

  it('takes another keep count', () => {
    setup({ keep: 10 });
    expect(renderedIndexes()).toHaveLength(10);
  });

  it('draws each item with renderItem(item, index)', () => {
    const { renderItem } = setup();
    expect(renderItem).toHaveBeenCalledWith('计划 1', 0);
    expect(renderItem).toHaveBeenCalledWith('计划 30', 29);
    expect(renderItem).not.toHaveBeenCalledWith('计划 31', 30);
  });

  it('scrolls from the keyboard: arrows, Page Down / Up, End and Home', () => {
    setup();
    const el = list();
    expect(el).toHaveAttribute('tabindex', '0');
    el.focus();
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    expect(el.scrollTop).toBe(50);
    fireEvent.keyDown(el, { key: 'PageDown' });
    expect(el.scrollTop).toBe(450);
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el.scrollTop).toBe(400);
    fireEvent.keyDown(el, { key: 'PageUp' });
    expect(el.scrollTop).toBe(0);
    fireEvent.keyDown(el, { key: 'End' });
    expect(el.scrollTop).toBe(500000 - VIEWPORT);
    expect(renderedIndexes()).toContain(9999);
    fireEvent.keyDown(el, { key: 'Home' });
    expect(el.scrollTop).toBe(0);
    expect(renderedIndexes()[0]).toBe(0);
  });

  it('leaves keys typed into a control inside an item alone', () => {
    render(
      <VirtualList aria-label="计划列表" items={['甲', '乙']} height={VIEWPORT} renderItem={(item) => <input aria-label={item} />} />,
    );
    const input = screen.getByRole('textbox', { name: '甲' });
    const event = fireEvent.keyDown(input, { key: 'End' });
    expect(event).toBe(true); // not prevented
    expect(list().scrollTop).toBe(0);
  });

  it('scrollToIndex brings an item into view', () => {
    const { ref } = setup();
    act(() => ref.current?.scrollToIndex(5000, 'start'));
    expect(list().scrollTop).toBe(250000);
    expect(renderedIndexes()).toContain(5000);
  });

  it('shows 暂无数据 when empty, or another text', () => {
    const { rerender } = render(<VirtualList aria-label="计划列表" items={[]} height={VIEWPORT} renderItem={() => null} />);
    expect(list()).toHaveTextContent('暂无数据');
    rerender(<VirtualList aria-label="计划列表" items={[]} height={VIEWPORT} renderItem={() => null} emptyText="无匹配数据" />);
    expect(list()).toHaveTextContent('无匹配数据');
  });
});
