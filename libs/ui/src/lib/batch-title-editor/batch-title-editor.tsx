// Creative-title batch editor (widgets spec §2, §4, §5, §9): numbered lines, one title per line, virtual
// scrolling, per-line counter and clear button, emoji panel and line-break button on the active line.
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { BATCH_TITLE } from '@toufang/domain';
import { useCallback, useId, useMemo, useRef } from 'react';
import type { EmojiItem } from '../emoji-panel/emoji-panel';
import { capRenderedRows, type TitleRules, type TitleValidator } from './batch-title-rules';
import { checkAt, TitleLineRow, TitleLinesFooter, TitleLineTools, useLineChecks, useTitleLines } from './title-lines';

/**
 * The scroll area's size, except that an editor once shown and then hidden (display: none reports 0×0, e.g. a form
 * kept mounted behind another step) keeps its size and rows instead of dropping them and drawing them again.
 */
function keepSizeWhenHidden(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  let shown = false;
  return observeElementRect(instance, (rect) => {
    if (shown && rect.width === 0 && rect.height === 0) return;
    shown ||= rect.height > 0;
    cb(rect);
  });
}

export interface BatchTitleEditorProps {
  /** One title per line; a line break inside a title is '\n'. Empty lines at the end are never emitted. */
  value: readonly string[];
  onChange: (lines: string[]) => void;
  /** Numbered lines shown and the most a paste keeps (default BATCH_TITLE.MAX_LINES, 100). */
  maxLines?: number;
  /** Title length bounds (defaults 6 and 30); a non-empty line outside them gets lengthError. */
  minLength?: number;
  maxLength?: number;
  /** A title holds at most maxEnter+1 line breaks (default 3). */
  maxEnter?: number;
  /** More emoji than this in a title gives a warning (default 4). */
  maxEmoji?: number;
  /** Custom per-line checks on non-empty lines; pass a stable array (each change of it rechecks every line). */
  validators?: readonly TitleValidator[];
  /** How a line's length is counted (default titleLength: every character a reader sees counts 1); pass a stable function. */
  count?: (line: string) => number;
  /** List height in px (default BATCH_TITLE.HEIGHT, 350). */
  height?: number;
  useEmoji?: boolean;
  useEnter?: boolean;
  emojis?: readonly EmojiItem[];
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  /** Enter on the last line. */
  onOverLength?: () => void;
  /** A paste pushed lines past maxLines; they are dropped from the value and given here in order. */
  onPasteOverLength?: (extra: string[]) => void;
}

export function BatchTitleEditor({
  value,
  onChange,
  maxLines = BATCH_TITLE.MAX_LINES,
  minLength = BATCH_TITLE.MIN_LENGTH,
  maxLength = BATCH_TITLE.MAX_LENGTH,
  maxEnter = BATCH_TITLE.MAX_ENTER,
  maxEmoji = BATCH_TITLE.MAX_EMOJI,
  validators,
  count,
  height = BATCH_TITLE.HEIGHT,
  useEmoji = true,
  useEnter = true,
  emojis,
  disabled,
  placeholder,
  className,
  onOverLength,
  onPasteOverLength,
}: BatchTitleEditorProps) {
  // A value longer than maxLines (set by the caller) stays visible rather than hidden.
  const rowCount = Math.max(maxLines, value.length);
  const rules = useMemo<TitleRules>(
    () => ({ minLength, maxLength, maxEnter, maxEmoji, validators, count }),
    [minLength, maxLength, maxEnter, maxEmoji, validators, count],
  );
  const checks = useLineChecks(value, rules);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollToLine = useRef<(index: number) => void>(() => undefined);
  const { active, notice, handlers } = useTitleLines({
    value,
    onChange,
    rowCount,
    maxLines,
    maxEnter,
    onOverLength,
    onPasteOverLength,
    scrollToLine: (index) => scrollToLine.current(index),
  });

  // Visible rows plus the overscan, capped at MAX_RENDERED_ROWS, always with the active line (§9).
  const rangeExtractor = useCallback(
    (range: Range) => capRenderedRows(defaultRangeExtractor(range), BATCH_TITLE.MAX_RENDERED_ROWS, active),
    [active],
  );
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BATCH_TITLE.ROW_ESTIMATE,
    overscan: BATCH_TITLE.OVERSCAN,
    rangeExtractor,
    initialRect: { width: 0, height },
    observeElementRect: keepSizeWhenHidden,
  });
  scrollToLine.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });

  const idBase = useId();
  const tools = <TitleLineTools handlers={handlers} useEmoji={useEmoji} useEnter={useEnter} emojis={emojis} />;

  return (
    <div className={['tf-title-lines', 'tf-batch-title', className ?? ''].filter(Boolean).join(' ')} data-testid="batch-title-editor">
      <div ref={scrollRef} className="tf-title-lines__scroll" style={{ height }}>
        <div className="tf-title-lines__inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <TitleLineRow
              key={item.index}
              index={item.index}
              line={value[item.index] ?? ''}
              check={checkAt(checks, item.index)}
              active={item.index === active}
              maxLength={maxLength}
              handlers={handlers}
              idBase={idBase}
              disabled={disabled}
              placeholder={placeholder}
              top={item.start}
              height={BATCH_TITLE.ROW_ESTIMATE}
              tools={item.index === active ? tools : undefined}
            />
          ))}
        </div>
      </div>
      <TitleLinesFooter checks={checks} notice={notice} handlers={handlers} />
    </div>
  );
}
