// What the batch title editor and the older title list share: the line state machine (active line, Enter,
// paste, clear, emoji and line-break insertion), the cached per-line checks, one line row and the footer.
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconClose } from '@douyinfe/semi-icons';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CharCounter } from '../char-counter/char-counter';
import { EmojiPanel, type EmojiItem } from '../emoji-panel/emoji-panel';
import {
  checkTitleLine,
  fromDisplay,
  insertAt,
  LINE_BREAK,
  lineBreakBlock,
  setLine,
  splitPastedTitles,
  toDisplay,
  trimTrailingEmpty,
  type LineCheck,
  type TitleRules,
} from './batch-title-rules';
import './batch-title-editor.css';

const EMPTY_CHECK: LineCheck = checkTitleLine('', 0, { minLength: 0, maxLength: 0, maxEnter: 0, maxEmoji: 0 });

/**
 * Per-line checks, recomputed only for lines whose text changed (a paste of 100 titles checks each once;
 * typing checks one line). The cache resets when the rules change; pass validators as a stable array.
 */
export function useLineChecks(value: readonly string[], rules: TitleRules): LineCheck[] {
  const cache = useRef<{ rules: TitleRules; lines: string[]; checks: LineCheck[] }>({ rules, lines: [], checks: [] });
  return useMemo(() => {
    const c = cache.current;
    const sameRules = c.rules === rules;
    const checks = value.map((line, index) =>
      sameRules && c.lines[index] === line && c.checks[index] ? c.checks[index] : checkTitleLine(line, index, rules),
    );
    cache.current = { rules, lines: value.slice(), checks };
    return checks;
  }, [value, rules]);
}

export const checkAt = (checks: readonly LineCheck[], index: number) => checks[index] ?? EMPTY_CHECK;

export interface TitleLinesOptions {
  value: readonly string[];
  onChange: (lines: string[]) => void;
  /** The number of numbered rows shown. */
  rowCount: number;
  /** Paste keeps at most this many lines; the rest goes to onPasteOverLength. */
  maxLines: number;
  maxEnter: number;
  onOverLength?: () => void;
  onPasteOverLength?: (extra: string[]) => void;
  /** Brings a row into the rendered window (the virtual list scrolls to it). */
  scrollToLine?: (index: number) => void;
}

/** Stable handlers the rows call; they read the latest props through a ref, so rows can be memoised. */
export interface TitleLineHandlers {
  register: (index: number, el: HTMLInputElement | null) => void;
  focus: (index: number) => void;
  change: (index: number, text: string) => void;
  keyDown: (index: number, e: KeyboardEvent<HTMLInputElement>) => void;
  paste: (index: number, e: ClipboardEvent<HTMLInputElement>) => void;
  clear: (index: number) => void;
  focusLine: (index: number, caret?: number) => void;
  insertLineBreak: () => void;
  insertEmoji: (emoji: string) => void;
}

export function useTitleLines(options: TitleLinesOptions) {
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ ...options, active });
  latest.current = { ...options, active };
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const pendingFocus = useRef<{ index: number; caret?: number } | null>(null);

  // After each render: focus the line an action asked for, once its input exists.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const el = inputs.current.get(pending.index);
    if (!el) return;
    pendingFocus.current = null;
    el.focus();
    const caret = pending.caret ?? el.value.length;
    el.setSelectionRange(caret, caret);
  });

  const handlers = useMemo<TitleLineHandlers>(() => {
    const emit = (lines: string[]) => latest.current.onChange(lines);
    const lineAt = (index: number) => latest.current.value[index] ?? '';
    const caretOf = (index: number) => {
      const el = inputs.current.get(index);
      const length = lineAt(index).length;
      return { start: el?.selectionStart ?? length, end: el?.selectionEnd ?? length };
    };
    const focusLine = (index: number, caret?: number) => {
      pendingFocus.current = { index, caret };
      setActive(index);
      latest.current.scrollToLine?.(index);
      rerender();
    };
    const insert = (text: string) => {
      const index = latest.current.active;
      const caret = caretOf(index);
      const next = insertAt(lineAt(index), caret.start, caret.end, text);
      setNotice(null);
      emit(setLine(latest.current.value, index, next.line));
      focusLine(index, next.caret);
    };
    return {
      register: (index, el) => {
        if (el) inputs.current.set(index, el);
        else inputs.current.delete(index);
      },
      focus: (index) => setActive(index),
      change: (index, text) => {
        setNotice(null);
        emit(setLine(latest.current.value, index, fromDisplay(text)));
      },
      keyDown: (index, e) => {
        // Enter that confirms an IME composition (Chinese input) is not a line move.
        if (e.nativeEvent.isComposing || e.keyCode === 229) return;
        const { rowCount, onOverLength } = latest.current;
        if (e.key === 'Enter') {
          e.preventDefault();
          if (index >= rowCount - 1) onOverLength?.();
          else focusLine(index + 1);
        } else if (e.key === 'ArrowDown' && index < rowCount - 1) {
          e.preventDefault();
          focusLine(index + 1);
        } else if (e.key === 'ArrowUp' && index > 0) {
          e.preventDefault();
          focusLine(index - 1);
        }
      },
      paste: (index, e) => {
        const text = e.clipboardData.getData('text/plain') || e.clipboardData.getData('text');
        // One-line text pastes natively; multi-line text becomes consecutive lines.
        if (!/[\r\n]/.test(text)) return;
        e.preventDefault();
        const { value, maxLines, onPasteOverLength } = latest.current;
        const result = splitPastedTitles(value, index, text, maxLines, caretOf(index));
        setNotice(null);
        emit(trimTrailingEmpty(result.lines));
        const extra = trimTrailingEmpty(result.overflow);
        if (extra.length > 0) onPasteOverLength?.(extra);
        focusLine(result.focus.index, result.focus.caret);
      },
      clear: (index) => {
        setNotice(null);
        emit(setLine(latest.current.value, index, ''));
        focusLine(index, 0);
      },
      focusLine,
      insertLineBreak: () => {
        const index = latest.current.active;
        const blocked = lineBreakBlock(lineAt(index), latest.current.maxEnter);
        if (blocked) {
          setNotice(blocked);
          return;
        }
        insert(LINE_BREAK);
      },
      insertEmoji: (emoji) => insert(emoji),
    };
  }, []);

  return { active, notice, handlers };
}

export interface TitleLineRowProps {
  index: number;
  line: string;
  check: LineCheck;
  active: boolean;
  maxLength: number;
  handlers: TitleLineHandlers;
  idBase: string;
  disabled?: boolean;
  placeholder?: string;
  /** Offset in the virtual list; rows of a plain list leave it out. */
  top?: number;
  height?: number;
  /** The active line's tools (emoji panel, line-break button). */
  tools?: ReactNode;
}

export const problemsId = (idBase: string, index: number) => `${idBase}-problems-${index}`;

/** One numbered line: input, counter, clear button, and on the active line its tools. */
export const TitleLineRow = memo(function TitleLineRow({
  index,
  line,
  check,
  active,
  maxLength,
  handlers,
  idBase,
  disabled,
  placeholder,
  top,
  height,
  tools,
}: TitleLineRowProps) {
  const n = index + 1;
  const hasError = check.errors.length > 0;
  const hasProblems = hasError || check.warnings.length > 0;
  const setRef = useCallback((el: HTMLInputElement | null) => handlers.register(index, el), [handlers, index]);
  const style = top === undefined ? { height } : { height, transform: `translateY(${top}px)` };
  return (
    <div
      className={[
        'tf-title-line',
        top === undefined ? '' : 'tf-title-line--virtual',
        active ? 'tf-title-line--active' : '',
        hasError ? 'tf-title-line--error' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-index={index}
      data-length-error={check.lengthError || undefined}
      data-emoji-warning={check.emojiWarning || undefined}
    >
      <span className="tf-title-line__no" aria-hidden="true">
        {n}
      </span>
      <Input
        ref={setRef}
        className="tf-title-line__input"
        borderless
        value={toDisplay(line)}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={`第${n}行标题`}
        aria-invalid={hasError || undefined}
        aria-describedby={hasProblems ? problemsId(idBase, index) : undefined}
        validateStatus={hasError ? 'error' : check.emojiWarning ? 'warning' : 'default'}
        onChange={(text) => handlers.change(index, text)}
        onFocus={() => handlers.focus(index)}
        onKeyDown={(e) => handlers.keyDown(index, e)}
        onPaste={(e: ClipboardEvent<HTMLInputElement>) => handlers.paste(index, e)}
      />
      <CharCounter current={check.length} max={maxLength} className="tf-title-line__counter" />
      <span className="tf-title-line__actions">
        {line !== '' && !disabled ? (
          <button
            type="button"
            className="tf-title-line__button"
            aria-label={`清空第${n}行`}
            title="清空"
            onClick={() => handlers.clear(index)}
          >
            <IconClose size="small" />
          </button>
        ) : null}
        {active && !disabled ? tools : null}
      </span>
      {hasProblems ? (
        <span id={problemsId(idBase, index)} className="tf-title-lines__sr">
          {[...check.errors, ...check.warnings].join('；')}
        </span>
      ) : null}
    </div>
  );
});

export interface TitleLineToolsProps {
  handlers: TitleLineHandlers;
  useEmoji: boolean;
  useEnter: boolean;
  emojis?: readonly EmojiItem[];
}

/** The active line's emoji panel and line-break button. */
export function TitleLineTools({ handlers, useEmoji, useEnter, emojis }: TitleLineToolsProps) {
  return (
    <>
      {useEmoji ? <EmojiPanel onSelect={handlers.insertEmoji} emojis={emojis} triggerClassName="tf-title-line__button" /> : null}
      {useEnter ? (
        <button
          type="button"
          className="tf-title-line__button tf-title-line__enter"
          aria-label="插入换行"
          title="插入换行"
          onClick={handlers.insertLineBreak}
        >
          <span aria-hidden="true">↵</span>
        </button>
      ) : null}
    </>
  );
}

export interface TitleLinesFooterProps {
  checks: readonly LineCheck[];
  notice: string | null;
  handlers: TitleLineHandlers;
}

/** The action notice (role="alert") and the list of lines with errors or warnings, each a link to its line. */
export function TitleLinesFooter({ checks, notice, handlers }: TitleLinesFooterProps) {
  const problems: { index: number; errors: readonly string[]; warnings: readonly string[] }[] = [];
  checks.forEach((c, index) => {
    if (c.errors.length || c.warnings.length) problems.push({ index, errors: c.errors, warnings: c.warnings });
  });
  return (
    <div className="tf-title-lines__footer">
      <div className="tf-title-lines__notice" role="alert">
        {notice}
      </div>
      {problems.length > 0 ? (
        <ul className="tf-title-lines__problems">
          {problems.map((p) => (
            <li key={p.index}>
              <button type="button" className="tf-title-lines__goto" onClick={() => handlers.focusLine(p.index)}>
                第{p.index + 1}行
              </button>
              {p.errors.map((m, i) => (
                <span key={`e${i}`} className="tf-title-lines__error">
                  {m}
                </span>
              ))}
              {p.warnings.map((m, i) => (
                <span key={`w${i}`} className="tf-title-lines__warning">
                  {m}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
