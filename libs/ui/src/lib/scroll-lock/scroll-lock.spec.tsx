import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, openScrollLayers, SCROLL_LOCKED_CLASS, useScrollLock } from './scroll-lock';

const locked = () => document.documentElement.classList.contains(SCROLL_LOCKED_CLASS);

function Layer({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

describe('scroll lock, counted per layer (shell spec §4)', () => {
  afterEach(() => {
    expect(openScrollLayers()).toBe(0);
  });

  it('stays locked until the last of two layers closes', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    expect(locked()).toBe(true);
    inner();
    expect(locked()).toBe(true);
    outer();
    expect(locked()).toBe(false);
  });

  it('releases a layer once, however often its release runs', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(locked()).toBe(true);
    outer();
    expect(locked()).toBe(false);
  });

  it('follows a component that opens, closes and unmounts', () => {
    const view = render(<Layer open={false} />);
    expect(locked()).toBe(false);
    view.rerender(<Layer open />);
    expect(locked()).toBe(true);
    view.rerender(<Layer open={false} />);
    expect(locked()).toBe(false);
    view.rerender(<Layer open />);
    view.unmount();
    expect(locked()).toBe(false);
  });
});
