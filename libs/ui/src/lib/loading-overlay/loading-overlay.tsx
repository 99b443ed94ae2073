import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { CSSProperties, ReactNode } from 'react';
import './loading-overlay.css';

/** Widgets spec §8: the loading overlay's text, written as the spec writes it. */
export const LOADING_OVERLAY_TEXT = 'Loading';

export interface LoadingOverlayProps {
  loading: boolean;
  /** Replaces the text 'Loading'. */
  text?: ReactNode;
  /** Wait this many ms before showing, so quick loads do not flash; 0 by default. */
  delay?: number;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Covers its children while loading (widgets spec §2, §8), on Semi's Spin, whose mask blocks the pointer.
 * The content is also inert while covered, so the keyboard cannot reach it either.
 */
export function LoadingOverlay({ loading, text = LOADING_OVERLAY_TEXT, delay = 0, children, className, style }: LoadingOverlayProps) {
  return (
    <div
      className={['tf-loading-overlay', loading ? 'tf-loading-overlay--loading' : '', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      aria-busy={loading}
    >
      <Spin spinning={loading} delay={delay} tip={<span role="status">{text}</span>} size="middle">
        <div className="tf-loading-overlay__content" inert={loading}>
          {children}
        </div>
      </Spin>
    </div>
  );
}
