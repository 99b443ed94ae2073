import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION } from '@toufang/domain';
import { useVersionCheck, type VersionCheckOptions } from './use-version-check';
import { VERSION_STORAGE_KEY } from './version-decision';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the awaited fetch and what follows it run. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function setup(overrides: Partial<VersionCheckOptions> = {}) {
  const fetchVersion = vi.fn<() => Promise<string | null>>().mockResolvedValue('1.4.2');
  const reload = vi.fn();
  let path = '/toutiao-app/promote/toutiao/delivery/account';
  const options: VersionCheckOptions = {
    enabled: true,
    fetchVersion,
    reload,
    currentPath: () => path,
    runningVersion: null,
    ...overrides,
  };
  const hook = renderHook((props: VersionCheckOptions) => useVersionCheck(props), { initialProps: options });
  return { fetchVersion, reload, hook, goTo: (next: string) => (path = next) };
}

describe('useVersionCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks when the tab becomes visible, and a first sighting only stores the version', async () => {
    const { fetchVersion, reload } = setup();
    expect(fetchVersion).not.toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores the new version and reloads when it differs from the stored one', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    const { reload } = setup();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the version is unchanged', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.2');
    const { reload } = setup();
    setVisibility('visible');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.2');
  });

  it.each(['/toutiao-app/ad/ad-speed-create/12', '/gdt-app/ad/ad-ai-create/video/3'])(
    'never reloads on %s, and reloads at the next check after the user leaves',
    async (createPage) => {
      localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
      const { reload, goTo } = setup();
      goTo(createPage);
      setVisibility('visible');
      await settle();
      expect(reload).not.toHaveBeenCalled();
      expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.1');
      goTo('/toutiao-app/promote/toutiao/delivery/plan');
      setVisibility('hidden');
      setVisibility('visible');
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('stores the running build on start, so a page loaded after a deploy is not reloaded again', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    const { reload, fetchVersion } = setup({ runningVersion: '1.4.2' });
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.2');
    setVisibility('visible');
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it(`re-checks every ${VERSION.RECHECK_INTERVAL_MS} ms while visible`, async () => {
    expect(VERSION.RECHECK_INTERVAL_MS).toBe(432000000);
    const { fetchVersion } = setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS - 1);
    });
    expect(fetchVersion).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS);
    });
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('stops the interval while the tab is hidden and starts it again when visible', async () => {
    const { fetchVersion } = setup();
    setVisibility('hidden');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS * 3);
    });
    expect(fetchVersion).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    setVisibility('visible');
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS);
    });
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('does not start a second interval when visible is reported twice', async () => {
    setup();
    setVisibility('visible');
    setVisibility('visible');
    await settle();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears the interval and stops listening on unmount', async () => {
    const { fetchVersion, hook } = setup();
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
    setVisibility('visible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS);
    });
    expect(fetchVersion).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after unmount', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    let resolve: (v: string) => void = () => undefined;
    const fetchVersion = vi.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const { reload, hook } = setup({ fetchVersion });
    setVisibility('visible');
    hook.unmount();
    resolve('1.4.2');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.1');
  });

  it('is silent when the fetch fails, and tries again at the next visibility change', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    const fetchVersion = vi.fn<() => Promise<string | null>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('1.4.2');
    const { reload } = setup({ fetchVersion });
    setVisibility('visible');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.1');
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing at all when disabled (development builds)', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    const { fetchVersion, reload } = setup({ enabled: false, runningVersion: '9.9.9' });
    setVisibility('hidden');
    setVisibility('visible');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION.RECHECK_INTERVAL_MS);
    });
    expect(fetchVersion).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.1');
  });

  it('fetches /version.json with no-store by default', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.4.1');
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ version: '1.4.2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);
    const reload = vi.fn();
    renderHook(() => useVersionCheck({ enabled: true, reload, runningVersion: null }));
    setVisibility('visible');
    await settle();
    expect(fetchStub).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
