import { describe, expect, it } from 'vitest';
import { createLoadingStore, useLoadingStore } from './loading-store';

describe('loading store', () => {
  it('is active while the count is above zero', () => {
    const store = createLoadingStore();
    const { start, end } = store.getState();
    start();
    start();
    end();
    expect(store.getState()).toMatchObject({ count: 1, active: true });
    end();
    expect(store.getState()).toMatchObject({ count: 0, active: false });
  });

  it('never goes below zero', () => {
    const store = createLoadingStore();
    store.getState().end();
    store.getState().start();
    expect(store.getState()).toMatchObject({ count: 1, active: true });
  });

  it('the desk-wide store starts idle', () => {
    expect(useLoadingStore.getState()).toMatchObject({ count: 0, active: false });
  });
});
