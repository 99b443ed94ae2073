// Options loaded by the page's loader (widgets spec §7): 加载中, then the tree, or 数据加载失败 with 重试.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CascaderOption } from './cascader-view';

/**
 * Loads the tree (widgets spec §7). The page builds it, e.g. with libs/api's `optionsRequestLoader`, so the
 * request goes through the desk's client (token, timeout, envelope, error catalogue); libs/ui does no
 * network I/O. The widget aborts `signal` when it unmounts or loads again.
 */
export type CascaderOptionsLoader = ((signal: AbortSignal) => Promise<CascaderOption[]>) & {
  /** The widget loads again when this changes; without it, when the function itself changes. */
  readonly key?: string;
};

export const NO_OPTIONS: CascaderOption[] = [];

export interface RemoteOptionsProps {
  loadOptions?: CascaderOptionsLoader;
  onDataError?: (error: unknown) => void;
  onDataLoad?: (options: CascaderOption[]) => void;
}

type RemoteStatus = 'loading' | 'error' | 'ready';

/** Runs the loader; loads again only when its key (or, without one, the loader) changes, or on retry. */
export function useRemoteOptions(props: RemoteOptionsProps) {
  // A key rather than the function, so a page that builds its loader inline does not reload on every render.
  const key: unknown = props.loadOptions ? (props.loadOptions.key ?? props.loadOptions) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: unknown; attempt: number; status: RemoteStatus; options: CascaderOption[] }>({
    key: null,
    attempt: 0,
    status: 'loading',
    options: NO_OPTIONS,
  });
  // The latest loader and callbacks: the effect reads them when the key changes, never because of them.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const load = latest.current.loadOptions;
    if (key === null || !load) return;
    const controller = new AbortController();
    const loaded = (options: CascaderOption[]) => {
      if (controller.signal.aborted) return;
      setState({ key, attempt, status: 'ready', options });
      latest.current.onDataLoad?.(options);
    };
    const failed = (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[CascaderTransfer] 选项加载失败', error);
      setState({ key, attempt, status: 'error', options: NO_OPTIONS });
      latest.current.onDataError?.(error);
    };
    let pending: Promise<CascaderOption[]>;
    try {
      pending = Promise.resolve(load(controller.signal));
    } catch (error) {
      // A loader that throws at once fails like one that rejects.
      pending = Promise.reject(error);
    }
    pending
      .then((options) => {
        if (!Array.isArray(options)) throw new Error('CascaderTransfer: loadOptions gave no list');
        return options;
      })
      .then(loaded, failed);
    return () => controller.abort();
  }, [key, attempt]);

  const current = state.key === key && state.attempt === attempt;
  return {
    status: (current ? state.status : 'loading') as RemoteStatus,
    options: current ? state.options : NO_OPTIONS,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
