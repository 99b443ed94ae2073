// Carousel previewer (widgets spec §2, §9): a main view (600 wide, 60vh high by default) that steps every
// 1500 ms, and a thumbnail strip below it. The strip scrolls 110 px per prev/next press over 300 ms, by
// the wheel at most one step per 167 ms, and by dragging after a 300 ms long press (pointer events, so
// mouse, pen and touch alike). A click on a thumbnail shows it.
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { IconChevronLeft, IconChevronRight } from '@douyinfe/semi-icons';
import { CAROUSEL_PREVIEWER, IMAGE_GROUP } from '@toufang/domain';
import { LazyImage } from '../image/image';
import { type ImageItem, imageAlt } from '../image/image-rules';
import { CarouselStage } from '../image-group/carousel-stage';
import { carouselKeyAction } from '../image-group/image-group-rules';
import { useCarousel } from '../image-group/use-carousel';
import {
  CAROUSEL_PREVIEWER_TEXTS,
  THUMB_GAP,
  createLongPress,
  createThrottle,
  dragScroll,
  movedBeyond,
  revealScroll,
  scrollAt,
  stepScroll,
  thumbLabel,
  wheelDirection,
} from './carousel-previewer-rules';
import './carousel-previewer.css';

export interface CarouselPreviewerProps {
  items: ImageItem[];
  /** Controlled index of the picture shown. */
  index?: number;
  defaultIndex?: number;
  /** The picture shown changed (a thumbnail, an arrow, a key or the timer). */
  onIndexChange?: (index: number, item: ImageItem) => void;
  /** Auto-advance interval, ms; IMAGE_GROUP.PICTURE_CAROUSEL_INTERVAL_MS (1500) by default. */
  interval?: number;
  /** Starts playing; on by default. */
  autoPlay?: boolean;
  /** Width, px; CAROUSEL_PREVIEWER.WIDTH (600) by default. */
  width?: number | string;
  /** Height of the main view; CAROUSEL_PREVIEWER.HEIGHT (60vh) by default. */
  height?: number | string;
  /** A picture failed to load (main view or strip); the fallback shows. */
  onImageError?: (item: ImageItem, index: number) => void;
  className?: string;
}

type Press = { id: number; startX: number; startY: number; startScroll: number; dragging: boolean };
type StripStyle = CSSProperties & { '--tf-carousel-thumb-step'?: string; '--tf-carousel-thumb-gap'?: string };

const maxScrollOf = (element: HTMLElement) => Math.max(0, element.scrollWidth - element.clientWidth);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function CarouselPreviewer({
  items,
  index,
  defaultIndex = 0,
  onIndexChange,
  interval = IMAGE_GROUP.PICTURE_CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  width = CAROUSEL_PREVIEWER.WIDTH,
  height = CAROUSEL_PREVIEWER.HEIGHT,
  onImageError,
  className,
}: CarouselPreviewerProps) {
  const count = items.length;
  const emitIndex = useCallback((next: number) => onIndexChange?.(next, items[next]), [onIndexChange, items]);
  const carousel = useCarousel({ count, interval, index, defaultIndex, onIndexChange: emitIndex, autoPlay });
  const { prev, next, goTo } = carousel;

  const stripRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<number | null>(null);
  /** Where a running animation ends: a second press steps on from there, not from mid-way. */
  const targetRef = useRef<number | null>(null);
  const pressRef = useRef<Press | null>(null);
  const suppressClickRef = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const max = maxScrollOf(strip);
    setEdges({ atStart: strip.scrollLeft <= 0, atEnd: strip.scrollLeft >= max });
  }, []);

  const stopAnimation = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    targetRef.current = null;
  }, []);

  const animateTo = useCallback(
    (to: number) => {
      const strip = stripRef.current;
      if (!strip) return;
      stopAnimation();
      if (prefersReducedMotion()) {
        strip.scrollLeft = to;
        updateEdges();
        return;
      }
      const from = strip.scrollLeft;
      const start = performance.now();
      targetRef.current = to;
      const frame = (now: number) => {
        const elapsed = now - start;
        strip.scrollLeft = scrollAt(from, to, elapsed);
        if (elapsed < CAROUSEL_PREVIEWER.ANIMATION_MS) {
          frameRef.current = requestAnimationFrame(frame);
        } else {
          frameRef.current = null;
          targetRef.current = null;
          updateEdges();
        }
      };
      frameRef.current = requestAnimationFrame(frame);
    },
    [stopAnimation, updateEdges],
  );

  /** One 110 px step of the strip, from where any running animation was going. */
  const stepStrip = useCallback(
    (direction: -1 | 1) => {
      const strip = stripRef.current;
      if (!strip) return;
      animateTo(stepScroll(targetRef.current ?? strip.scrollLeft, direction, maxScrollOf(strip)));
    },
    [animateTo],
  );

  useEffect(() => stopAnimation, [stopAnimation]);

  // Edges follow the strip's size (and the number of thumbnails).
  useEffect(() => {
    updateEdges();
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => updateEdges());
    observer.observe(strip);
    return () => observer.disconnect();
  }, [updateEdges, count]);

  // The wheel is listened to natively: React's wheel listener is passive and could not keep the page still.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return undefined;
    const throttledStep = createThrottle((direction: -1 | 1) => stepStrip(direction));
    const onWheel = (event: WheelEvent) => {
      const direction = wheelDirection(event.deltaX, event.deltaY);
      if (direction === 0) return;
      const from = targetRef.current ?? strip.scrollLeft;
      // At the end the strip cannot go, the page scrolls as usual.
      if (stepScroll(from, direction, maxScrollOf(strip)) === from) return;
      event.preventDefault();
      throttledStep(direction);
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, [stepStrip]);

  // The thumbnail of the picture shown scrolls into view (not while the user drags the strip).
  const current = carousel.index;
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || pressRef.current?.dragging) return;
    const from = targetRef.current ?? strip.scrollLeft;
    const to = revealScroll(current, from, strip.clientWidth, maxScrollOf(strip));
    if (to !== from) animateTo(to);
  }, [current, animateTo]);

  const [longPress] = useState(() =>
    createLongPress(() => {
      const press = pressRef.current;
      const strip = stripRef.current;
      if (!press || !strip) return;
      press.dragging = true;
      press.startScroll = strip.scrollLeft;
      stopAnimation();
      setDragging(true);
      strip.setPointerCapture?.(press.id);
    }),
  );
  useEffect(() => () => longPress.cancel(), [longPress]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !stripRef.current) return;
    pressRef.current = { id: event.pointerId, startX: event.clientX, startY: event.clientY, startScroll: stripRef.current.scrollLeft, dragging: false };
    longPress.start();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    const strip = stripRef.current;
    if (!press || !strip || press.id !== event.pointerId) return;
    if (press.dragging) {
      strip.scrollLeft = dragScroll(press.startScroll, press.startX, event.clientX, maxScrollOf(strip));
    } else if (movedBeyond(press.startX, press.startY, event.clientX, event.clientY)) {
      // A quick swipe is not a long press.
      longPress.cancel();
      pressRef.current = null;
    }
  };
  const endPress = (event: PointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    longPress.cancel();
    if (!press || press.id !== event.pointerId) return;
    pressRef.current = null;
    if (press.dragging) {
      // The click that ends a drag must not pick the thumbnail under the pointer.
      suppressClickRef.current = true;
      setDragging(false);
      stripRef.current?.releasePointerCapture?.(press.id);
      updateEdges();
    }
  };

  const onMainKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = carouselKeyAction(event);
    if (!action || count < 2) return;
    event.preventDefault();
    if (action === 'prev') prev();
    else next();
  };

  const classes = ['tf-carousel-previewer', className].filter(Boolean).join(' ');
  if (!items[current]) return <div className={classes} style={{ width }} />;
  const stripStyle: StripStyle = { '--tf-carousel-thumb-step': `${CAROUSEL_PREVIEWER.THUMB_STEP}px`, '--tf-carousel-thumb-gap': `${THUMB_GAP}px` };

  return (
    <div className={classes} style={{ width }}>
      <CarouselStage items={items} carousel={carousel} height={height} onImageError={onImageError} onKeyDown={onMainKeyDown} />
      <div className="tf-carousel-previewer__thumbs" style={stripStyle} {...carousel.pauseHandlers}>
        <button type="button" className="tf-carousel-previewer__scroll" aria-label={CAROUSEL_PREVIEWER_TEXTS.STRIP_LEFT} disabled={edges.atStart} onClick={() => stepStrip(-1)}>
          <IconChevronLeft aria-hidden />
        </button>
        <div
          ref={stripRef}
          className="tf-carousel-previewer__strip"
          data-dragging={dragging}
          onScroll={updateEdges}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endPress}
          onPointerCancel={endPress}
          onDragStart={(event) => event.preventDefault()}
          onClickCapture={(event) => {
            if (!suppressClickRef.current) return;
            suppressClickRef.current = false;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          <ul className="tf-carousel-previewer__list" aria-label={CAROUSEL_PREVIEWER_TEXTS.STRIP}>
            {items.map((thumb, thumbIndex) => (
              <li key={`${thumbIndex}-${thumb.src}`} className="tf-carousel-previewer__item">
                <button
                  type="button"
                  className="tf-carousel-previewer__thumb"
                  aria-label={thumbLabel(thumbIndex, imageAlt(undefined, thumb.fileName))}
                  aria-current={thumbIndex === current ? 'true' : undefined}
                  onClick={() => goTo(thumbIndex)}
                >
                  <LazyImage {...thumb} width="100%" height="100%" onError={() => onImageError?.(thumb, thumbIndex)} />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="tf-carousel-previewer__scroll" aria-label={CAROUSEL_PREVIEWER_TEXTS.STRIP_RIGHT} disabled={edges.atEnd} onClick={() => stepStrip(1)}>
          <IconChevronRight aria-hidden />
        </button>
      </div>
    </div>
  );
}
