import { LAYOUT_SIZES } from '@toufang/domain';
import type { CSSProperties, ReactNode } from 'react';
import './footer-toolbar.css';

/** The toolbar's accessible name by default. */
export const FOOTER_TOOLBAR_LABEL = '底部操作栏';

export interface FooterToolbarProps {
  /** The actions, on the right. */
  children?: ReactNode;
  /** Content on the left, e.g. 已选 3 项. */
  extra?: ReactNode;
  /** Stick to the bottom of the scrolling page; on by default. */
  sticky?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/** Footer toolbar (widgets spec §2): a bar at the bottom of a page, at least 56 px high (spec §9). */
export function FooterToolbar({ children, extra, sticky = true, 'aria-label': ariaLabel = FOOTER_TOOLBAR_LABEL, className, style }: FooterToolbarProps) {
  return (
    <div
      role="group"
      aria-label={ariaLabel}
      className={['tf-footer-toolbar', sticky ? 'tf-footer-toolbar--sticky' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ minHeight: LAYOUT_SIZES.FOOTER_TOOLBAR_MIN_HEIGHT, ...style }}
    >
      <div className="tf-footer-toolbar__extra">{extra}</div>
      <div className="tf-footer-toolbar__actions">{children}</div>
    </div>
  );
}
