import { useEffect, useRef } from 'react';
import { VERSION } from '@toufang/domain';
import { fetchDeployedVersion } from './fetch-deployed-version';
import { decideVersion, VERSION_STORAGE_KEY } from './version-decision';

type VersionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface VersionCheckOptions {
  /** Production builds only: the call site passes `import.meta.env.PROD`. */
  enabled: boolean;
  /** The deployed version; version.json by default. */
  fetchVersion?: () => Promise<string | null>;
  /** window.location.reload() by default. */
  reload?: () => void;
  /** localStorage by default. */
  storage?: VersionStorage | null;
  /** The path the user is on; window.location.pathname by default. */
  currentPath?: () => string;
  /**
   * The version of the build that is running, stored on start so that a page freshly loaded after a
   * deploy is not reloaded again; the build's own version (the one it writes to version.json) by default.
   */
  runningVersion?: string | null;
}

const buildVersion = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : null;

function defaultStorage(): VersionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: VersionStorage | null): string | null {
  try {
    return storage?.getItem(VERSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: VersionStorage | null, version: string): void {
  try {
    storage?.setItem(VERSION_STORAGE_KEY, version);
  } catch {
    // Without storage every check is a first sighting: the desk never reloads, which is the safe side.
  }
}

const isVisible = () => document.visibilityState === 'visible';

/**
 * The version check of shell spec §4: when the tab becomes visible, and every VERSION.RECHECK_INTERVAL_MS
 * while it stays visible, compare version.json with the stored version; on a new one store it and reload,
 * unless the user is creating ads. The interval stops while the tab is hidden and on unmount. Failures
 * are silent: the next check tries again.
 */
export function useVersionCheck(options: VersionCheckOptions): void {
  // The latest options, so the listeners set up once always call the current functions.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let checking = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const storage = () => (latest.current.storage === undefined ? defaultStorage() : latest.current.storage);

    async function check() {
      if (checking) return; // one check at a time; a slow answer is not asked for twice
      checking = true;
      try {
        const { fetchVersion = fetchDeployedVersion, reload = () => window.location.reload(), currentPath = () => window.location.pathname } = latest.current;
        const fetched = await fetchVersion();
        if (!active) return;
        const decision = decideVersion({ stored: read(storage()), fetched, path: currentPath() });
        if (decision === 'store' || decision === 'reload') write(storage(), fetched as string);
        if (decision === 'reload') reload();
      } catch {
        // Silent on purpose (see above).
      } finally {
        checking = false;
      }
    }

    function startInterval() {
      if (timer === undefined) timer = setInterval(() => void check(), VERSION.RECHECK_INTERVAL_MS);
    }

    function stopInterval() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    }

    function onVisibilityChange() {
      if (isVisible()) {
        void check();
        startInterval();
      } else {
        stopInterval();
      }
    }

    const running = latest.current.runningVersion === undefined ? buildVersion : latest.current.runningVersion;
    if (running) write(storage(), running);
    if (isVisible()) startInterval();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      stopInterval();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled]);
}
