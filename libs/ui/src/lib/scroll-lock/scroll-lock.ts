// Page scrolling stays locked while any modal or drawer is open (shell spec §4), counted per layer so that
// closing an inner layer does not unlock the page under the outer one.
import { useEffect } from 'react';
import './scroll-lock.css';

const LOCKED_CLASS = 'tf-scroll-locked';
let openLayers = 0;

export function lockScroll(): () => void {
  openLayers += 1;
  document.documentElement.classList.add(LOCKED_CLASS);
  let released = false;
  return () => {
    if (released) return; // a layer unlocks once, however often its cleanup runs
    released = true;
    openLayers = Math.max(0, openLayers - 1);
    if (openLayers === 0) document.documentElement.classList.remove(LOCKED_CLASS);
  };
}

export function openScrollLayers(): number {
  return openLayers;
}

/** Locks page scrolling while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}

export const SCROLL_LOCKED_CLASS = LOCKED_CLASS;
