import { useEffect, useState } from 'react';

/**
 * The value, settled for `delayMs`: each change restarts the wait. Hand-written because it is six lines
 * and the workspace has no debounce library among its dependencies.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
