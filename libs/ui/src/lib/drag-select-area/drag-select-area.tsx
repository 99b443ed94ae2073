import { SCROLLING } from '@toufang/domain';
import { type CSSProperties, type MouseEvent as ReactMouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  autoScrollDelta,
  type Box,
  boxFromPoints,
  clampScroll,
  combineSelection,
  type DragSelectMode,
  exceedsThreshold,
  hitKeys,
  type Point,
  toContentBox,
  toContentPoint,
} from './drag-select-rules';
import './drag-select-area.css';

export interface DragSelectAreaProps {
  /** The selected keys (controlled); uncontrolled when omitted. */
  value?: string[];
  defaultValue?: string[];
  /** Once per finished rectangle, with the new selection, when it differs from the one before. */
  onChange?: (keys: string[]) => void;
  /** While dragging, each time the keys under the rectangle change, so items can show the preview. */
  onSelecting?: (keys: string[]) => void;
  disabled?: boolean;
  /** The items: any elements inside with a data-key attribute (or what itemSelector matches, keyed by data-key). */
  children?: ReactNode;
  itemSelector?: string;
  /** Accessible name of the area; each item must also be operable by keyboard on its own (e.g. a button). */
  'aria-label'?: string;
  /** Give a height or max-height here: the area scrolls, and auto-scrolls while a rectangle nears its edges. */
  style?: CSSProperties;
  className?: string;
}

interface Session {
  startClient: Point;
  start: Point;
  lastClient: Point;
  base: string[];
  mode: DragSelectMode;
  started: boolean;
  preview: string[];
  timer?: ReturnType<typeof setInterval>;
  cleanup: () => void;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * Rubber-band selection of the items inside (widgets spec §2): press and drag on the area draws a rectangle;
 * items it touches are selected when the button is released. Shift, Ctrl or ⌘ adds to the selection instead of
 * replacing it; Escape cancels. Near an edge the area scrolls 10 px every 16 ms (spec §9). Hand-written: the
 * drag-and-drop library in use (dnd-kit) moves items and has no rectangle selection.
 */
export function DragSelectArea({
  value,
  defaultValue = [],
  onChange,
  onSelecting,
  disabled = false,
  children,
  itemSelector = '[data-key]',
  'aria-label': ariaLabel,
  style,
  className,
}: DragSelectAreaProps) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState<string[]>(defaultValue);
  const selected = controlled ? value : inner;
  const [box, setBox] = useState<Box | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const session = useRef<Session | null>(null);
  const suppressClick = useRef(false);
  // The latest props for the window listeners of a drag in progress.
  const latest = useRef({ selected, onChange, onSelecting, itemSelector, controlled });
  latest.current = { selected, onChange, onSelecting, itemSelector, controlled };

  useEffect(() => () => session.current?.cleanup(), []);

  const areaGeometry = () => {
    const el = areaRef.current as HTMLDivElement;
    const rect = el.getBoundingClientRect();
    return { el, rect, geometry: { left: rect.left, top: rect.top, clientLeft: el.clientLeft, clientTop: el.clientTop, scrollLeft: el.scrollLeft, scrollTop: el.scrollTop } };
  };

  /** Redraws the rectangle from the last pointer position and reports the keys under it. */
  const update = () => {
    const s = session.current;
    if (!s || !areaRef.current) return;
    const { el, geometry } = areaGeometry();
    const selection = boxFromPoints(s.start, toContentPoint(s.lastClient, geometry));
    setBox(selection);
    const items = Array.from(el.querySelectorAll<HTMLElement>(latest.current.itemSelector))
      .filter((item) => item.dataset.key !== undefined)
      .map((item) => ({ key: item.dataset.key as string, box: toContentBox(item.getBoundingClientRect(), geometry) }));
    const preview = combineSelection(s.base, hitKeys(selection, items), s.mode);
    if (!sameKeys(preview, s.preview)) {
      s.preview = preview;
      latest.current.onSelecting?.(preview);
    }
  };

  const tick = () => {
    const s = session.current;
    if (!s || !areaRef.current) return;
    const { el, rect } = areaGeometry();
    const delta = autoScrollDelta(s.lastClient, rect);
    const top = clampScroll(el.scrollTop, delta.y, el.scrollHeight - el.clientHeight);
    const left = clampScroll(el.scrollLeft, delta.x, el.scrollWidth - el.clientWidth);
    if (top === el.scrollTop && left === el.scrollLeft) return;
    el.scrollTop = top;
    el.scrollLeft = left;
    update();
  };

  const finish = (commit: boolean) => {
    const s = session.current;
    if (!s) return;
    s.cleanup();
    session.current = null;
    if (!s.started) return;
    setBox(null);
    suppressClick.current = true;
    if (!commit) {
      latest.current.onSelecting?.(s.base);
      return;
    }
    if (sameKeys(s.preview, s.base)) return;
    if (!latest.current.controlled) setInner(s.preview);
    latest.current.onChange?.(s.preview);
  };

  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0 || !areaRef.current) return;
    session.current?.cleanup();
    suppressClick.current = false;
    const client = { x: event.clientX, y: event.clientY };
    const onMove = (e: MouseEvent) => {
      const s = session.current;
      if (!s) return;
      s.lastClient = { x: e.clientX, y: e.clientY };
      if (!s.started) {
        if (!exceedsThreshold(s.startClient, s.lastClient)) return;
        s.started = true;
        s.timer = setInterval(tick, SCROLLING.AUTO_SCROLL_INTERVAL_MS);
      }
      update();
    };
    const onUp = () => finish(true);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') finish(false);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    window.addEventListener('keydown', onKey);
    const base = [...latest.current.selected];
    session.current = {
      startClient: client,
      start: toContentPoint(client, areaGeometry().geometry),
      lastClient: client,
      base,
      mode: event.shiftKey || event.ctrlKey || event.metaKey ? 'add' : 'replace',
      started: false,
      preview: base,
      cleanup() {
        clearInterval(this.timer);
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        window.removeEventListener('keydown', onKey);
      },
    };
  };

  // The click that ends a rectangle drawn from an item must not also toggle that item.
  const onClickCapture = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  return (
    <div
      ref={areaRef}
      role="group"
      aria-label={ariaLabel}
      aria-disabled={disabled || undefined}
      className={['tf-drag-select-area', box ? 'tf-drag-select-area--dragging' : '', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      onMouseDown={onMouseDown}
      onClickCapture={onClickCapture}
    >
      {children}
      {box ? (
        <div
          className="tf-drag-select-area__box"
          aria-hidden="true"
          style={{ left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top }}
        />
      ) : null}
    </div>
  );
}
