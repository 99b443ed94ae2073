import { useCallback, useRef } from 'react';

/**
 * Focus goes back where it was when a dialog closes (keyboard users keep their place): `remember()` as the
 * dialog opens, `restore()` once it has closed.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    // After the dialog's own focus handling on close.
    if (element && element.isConnected) setTimeout(() => element.focus(), 0);
  }, []);
  return { remember, restore };
}
