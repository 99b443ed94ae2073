import { useLoadingStore } from '@toufang/api';
import { Spin } from '@toufang/ui';

/** One spinner while any request that asked for it runs (shell spec section 4). */
export function GlobalSpinner() {
  const active = useLoadingStore((s) => s.active);
  if (!active) return null;
  return (
    <div className="tf-global-spinner" role="status" aria-live="polite" aria-label="加载中" style={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000 }}>
      <Spin size="middle" />
    </div>
  );
}
