import { create } from 'zustand';

export interface LoadingState {
  /** How many requests that asked for the spinner are still running. */
  count: number;
  /** True while any of them runs: the shell shows one spinner. */
  active: boolean;
  start(): void;
  end(): void;
}

export type LoadingCounter = Pick<LoadingState, 'start' | 'end'>;

/** A fresh counter store (tests and a second client); the desk uses `useLoadingStore`. */
export function createLoadingStore() {
  return create<LoadingState>()((set) => ({
    count: 0,
    active: false,
    start: () => set((s) => ({ count: s.count + 1, active: true })),
    // Never below zero, so a stray end cannot hide the spinner of a request that still runs.
    end: () => set((s) => ({ count: Math.max(0, s.count - 1), active: s.count - 1 > 0 })),
  }));
}

/** The desk's spinner flag: `const busy = useLoadingStore((s) => s.active)`. */
export const useLoadingStore = createLoadingStore();
