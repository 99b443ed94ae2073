import { useEffect } from 'react';

/**
 * Calls onEscape when Escape is pressed anywhere while active: a popup the pointer opened must be
 * dismissable from the keyboard without moving the pointer (WCAG 1.4.13). onEscape should be stable.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}
