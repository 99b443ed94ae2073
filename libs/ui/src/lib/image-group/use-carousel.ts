// The carousel behaviour shared by the image group's preview and the carousel previewer: a looping index
// (controlled or not), auto-advance on a timer, and pausing while the pointer or keyboard focus is on the slides
// or the user pressed pause.
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { wrapIndex } from './image-group-rules';

export interface UseCarouselOptions {
  count: number;
  /** Interval between automatic steps, ms. */
  interval: number;
  /** Controlled index. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Starts playing; on by default. */
  autoPlay?: boolean;
  /** False stops the timer altogether (e.g. a closed preview). */
  active?: boolean;
}

export interface PauseHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface CarouselControls {
  index: number;
  goTo: (index: number) => void;
  prev: () => void;
  next: () => void;
  /** The user's play/pause choice. */
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  /** True while the timer is stopped for any reason: hover, focus or the user's pause. */
  paused: boolean;
  /** Spread on the element whose hover or focus pauses the carousel. */
  pauseHandlers: PauseHandlers;
}

/**
 * Focus pauses only when it is keyboard focus (:focus-visible). A mouse click leaves focus on the clicked
 * arrow, and counting that would stop the carousel for good once the pointer has left.
 */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: any focus pauses
  }
}

export function useCarousel({ count, interval, index, defaultIndex = 0, onIndexChange, autoPlay = true, active = true }: UseCarouselOptions): CarouselControls {
  const [ownIndex, setOwnIndex] = useState(() => wrapIndex(defaultIndex, count));
  const current = wrapIndex(index ?? ownIndex, count);
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = !playing || hovered || focused;

  const goTo = useCallback(
    (target: number) => {
      const next = wrapIndex(target, count);
      setOwnIndex(next);
      onIndexChange?.(next);
    },
    [count, onIndexChange],
  );
  const prev = useCallback(() => goTo(current - 1), [goTo, current]);
  const next = useCallback(() => goTo(current + 1), [goTo, current]);

  // The timer reads the latest step through a ref, and restarts on every index change, so a manual
  // step gives the new picture its full interval.
  const nextRef = useRef(next);
  useEffect(() => {
    nextRef.current = next;
  }, [next]);
  useEffect(() => {
    if (!active || paused || count < 2) return undefined;
    const timer = setTimeout(() => nextRef.current(), interval);
    return () => clearTimeout(timer);
  }, [active, paused, count, interval, current]);

  const pauseHandlers: PauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event) => {
      if (isKeyboardFocus(event.target)) setFocused(true);
    },
    onBlur: (event) => {
      // Focus moving between the carousel's own buttons keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index: current, goTo, prev, next, playing, setPlaying, paused, pauseHandlers };
}
