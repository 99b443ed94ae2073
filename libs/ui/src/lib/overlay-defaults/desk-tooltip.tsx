import Tooltip, { type TooltipProps } from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { OVERLAY_DEFAULTS, TOOLTIP_LEAVE_GRACE_MS, tooltipDelay } from './overlay-defaults-rules';
import './overlay-defaults.css';
import { useEscapeKey } from '../shared/use-escape-key';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface DeskTooltipProps
  extends Omit<TooltipProps, 'trigger' | 'visible' | 'mouseEnterDelay' | 'mouseLeaveDelay' | 'children' | 'content'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** What the tooltip explains: any content, a Semi Button included. */
  children: ReactNode;
  /** Hover or focus time before it shows: 1000 ms by default, raised to 250 ms when lower (widgets spec §9). */
  delay?: number;
  /** Max width in px: 350 by default (widgets spec §9). */
  maxWidth?: number;
  /** Gap between the tooltip and what it explains, in px: 10 by default (widgets spec §9, tooltip offset). */
  spacing?: number;
  /** Emitted when the tooltip shows or hides. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * Semi Tooltip with the desk's defaults (widgets spec §9): shows after 1000 ms (never under 250 ms), at most
 * 350 px wide, 10 px from what it explains. It opens on hover and on keyboard focus, stays while the pointer is over the tooltip itself, and
 * Escape dismisses it (WCAG 1.4.13). The delay runs here rather than through Semi's mouseEnterDelay: Semi logs a
 * console warning on every update whenever the hide delay is shorter than the show delay, and a tooltip that
 * lingers a whole second after the pointer leaves is worse.
 */
export function DeskTooltip({
  content,
  children,
  delay,
  maxWidth = OVERLAY_DEFAULTS.tooltipMaxWidth,
  spacing = OVERLAY_DEFAULTS.tooltipOffset,
  style,
  onVisibleChange,
  ...rest
}: DeskTooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showDelay = tooltipDelay(delay);
  const triggerRef = useRef<HTMLSpanElement>(null);
  // Plain text is made a tab stop so keyboard users reach the tooltip; a button inside already is one.
  const [innerFocusable, setInnerFocusable] = useState(false);
  useLayoutEffect(() => {
    setInnerFocusable(Boolean(triggerRef.current?.querySelector(FOCUSABLE)));
  }, [children]);

  const change = useCallback(
    (next: boolean) => {
      if (openRef.current === next) return;
      openRef.current = next;
      setOpen(next);
      onVisibleChange?.(next);
    },
    [onVisibleChange],
  );

  const schedule = useCallback(
    (next: boolean, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => change(next), ms);
    },
    [change],
  );

  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    change(false);
  }, [change]);

  useEffect(() => () => clearTimeout(timer.current), []);


  // Escape dismisses what the pointer opened (WCAG 1.4.13).
  useEscapeKey(open, hideNow);

  // The trigger is a span of our own around the children: Semi (for React 19, without findDOMNode) needs a
  // trigger whose ref is a DOM node, which a class component such as Semi's Button is not. Focus events
  // bubble in React, so keyboard focus on anything inside opens the tooltip too.
  const trigger = (
    <span
      ref={triggerRef}
      className="tf-desk-tooltip__trigger"
      tabIndex={innerFocusable ? -1 : 0}
      onMouseEnter={() => {
        // Back on the trigger within the grace period of an open tooltip: keep it, no new wait.
        if (openRef.current) clearTimeout(timer.current);
        else schedule(true, showDelay);
      }}
      onMouseLeave={() => {
        if (openRef.current) schedule(false, TOOLTIP_LEAVE_GRACE_MS);
        else clearTimeout(timer.current);
      }}
      onFocus={() => {
        if (!openRef.current) schedule(true, showDelay);
      }}
      onBlur={hideNow}
    >
      {children}
    </span>
  );

  return (
    <Tooltip
      {...rest}
      trigger="custom"
      visible={open}
      spacing={spacing}
      style={{ maxWidth, ...style }}
      onClickOutSide={hideNow}
      content={
        <div
          className="tf-desk-tooltip__content"
          onMouseEnter={() => clearTimeout(timer.current)}
          onMouseLeave={() => schedule(false, TOOLTIP_LEAVE_GRACE_MS)}
        >
          {content}
        </div>
      }
    >
      {trigger}
    </Tooltip>
  );
}
