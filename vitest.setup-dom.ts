import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor wait on the condition itself; 1 s (the default) is too short for a first render of
// Semi's components while two projects' workers share two cores, and waiting longer costs nothing when
// the condition holds sooner (30 s: at a load average of 35, 10 s was not always enough).
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks matchMedia and ResizeObserver, which Semi UI's components ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
