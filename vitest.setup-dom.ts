import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component tests share a worker's DOM (happy-dom, or jsdom where a file asks for it) from file to file (isolate: false, vitest.shared.ts): what one
// test leaves in the page, the storages, the URL or the clock must not reach the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (window.location.pathname !== '/' || window.location.search || window.location.hash) window.history.replaceState(null, '', '/');
});

// findBy and waitFor wait on the condition itself; 1 s (the default) is too short for a first render of
// Semi's components while two projects' workers share two cores, and waiting longer costs nothing when
// the condition holds sooner (30 s: at a load average of 35, 10 s was not always enough).
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks matchMedia and ResizeObserver, which Semi UI's components ask for (happy-dom has both).
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
    // jsdom lays nothing out, so there is never a size to report.
    observe(): void {
      return undefined;
    }
    unobserve(): void {
      return undefined;
    }
    disconnect(): void {
      return undefined;
    }
  };
}

// Neither DOM has a canvas (getContext answers null). ECharts draws the trend charts on one as soon as its chunk is
// loaded, which in a worker shared by several files can be before a test ends: a 2D context that takes every
// call and measures text lets it draw into nothing instead of failing on the null.
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  const known: Record<string | symbol, unknown> = { canvas: this, measureText: (text: string) => ({ width: String(text).length * 7 }) };
  const context: object = new Proxy(known, {
    get: (target, key) => (key in target ? target[key] : () => context),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return context;
} as unknown as typeof HTMLCanvasElement.prototype.getContext;
