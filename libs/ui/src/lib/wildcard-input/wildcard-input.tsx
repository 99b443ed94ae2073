import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { SIZES } from '@toufang/domain';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CharCounter } from '../char-counter/char-counter';
import { tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';
import { chipsWrap, firstLineCount, insertToken, textLength, type TextSelection, type WildcardItem } from './wildcard-input-rules';
import './wildcard-input.css';

/** Texts of the widget; 更多/收起 and 保存为默认规则 are the spec's, the rest are Chinese choices (see the report). */
export const WILDCARD_TEXTS = {
  MORE: '更多',
  COLLAPSE: '收起',
  SAVE_DEFAULT_RULE: '保存为默认规则',
  KEYWORD_LABEL: '关键词',
  PLACEHOLDER: '请输入关键词',
  CHIPS_LABEL: '通配符（点击插入到光标处）',
  OVER_LENGTH: (maxLength: number) => `超出${maxLength}字上限，无法插入`,
} as const;

export interface WildcardOverLength {
  item: WildcardItem;
  maxLength: number;
  /** The length the keyword would have had. */
  length: number;
}

export interface WildcardInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The keyword's length limit; the counter shows length/maxLength (widgets spec §5). */
  maxLength: number;
  items: WildcardItem[];
  placeholder?: string;
  /** Accessible name of the keyword input; 关键词 by default. */
  'aria-label'?: string;
  /** The save-default-rule checkbox, controlled when given. */
  saveDefault?: boolean;
  onSaveDefaultChange?: (checked: boolean) => void;
  /** Hide the save-default-rule checkbox (shown by default). */
  showSaveDefault?: boolean;
  /** A chip's token went in; value is the new keyword. */
  onInsert?: (item: WildcardItem, value: string) => void;
  /** A chip's token was refused because the keyword would exceed maxLength. */
  onOverLength?: (info: WildcardOverLength) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Wildcard naming input (widgets spec §2, §3, §5): keyword input with the house counter, wildcard chips that
 * insert their token at the caret, 更多/收起 when the chips wrap past one line, and 保存为默认规则.
 */
export function WildcardInput({
  value,
  onChange,
  maxLength,
  items,
  placeholder = WILDCARD_TEXTS.PLACEHOLDER,
  'aria-label': ariaLabel = WILDCARD_TEXTS.KEYWORD_LABEL,
  saveDefault,
  onSaveDefaultChange,
  showSaveDefault = true,
  onInsert,
  onOverLength,
  disabled = false,
  className,
}: WildcardInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The caret the user last placed; undefined until then, which means "at the end". */
  const selection = useRef<TextSelection | undefined>(undefined);
  const pendingCaret = useRef<number | undefined>(undefined);
  const [hint, setHint] = useState<string | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const [ownSaveDefault, setOwnSaveDefault] = useState(false);
  const listId = useId();
  const hintId = useId();
  const checked = saveDefault ?? ownSaveDefault;
  const wraps = visibleCount < items.length;

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const tops = Array.from(list.children, (chip) => (chip as HTMLElement).offsetTop);
    setVisibleCount(chipsWrap(tops) ? firstLineCount(tops) : tops.length);
  }, []);

  // Measure after every layout change of the chip list: new items, and any resize (ResizeObserver).
  useLayoutEffect(() => measure(), [items, measure]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure());
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // Put the caret after an inserted token once the new value has rendered.
  useEffect(() => {
    const caret = pendingCaret.current;
    if (caret === undefined) return;
    pendingCaret.current = undefined;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(caret, caret);
    selection.current = { start: caret, end: caret };
  }, [value]);

  const rememberSelection = () => {
    const input = inputRef.current;
    if (input && input.selectionStart !== null && input.selectionEnd !== null) {
      selection.current = { start: input.selectionStart, end: input.selectionEnd };
    }
  };

  const onType = (text: string) => {
    setHint(undefined);
    onChange(text);
  };

  const insert = (item: WildcardItem) => {
    const result = insertToken(value, item.title, selection.current, maxLength);
    if (!result.ok) {
      setHint(WILDCARD_TEXTS.OVER_LENGTH(maxLength));
      onOverLength?.({ item, maxLength, length: result.length });
      return;
    }
    setHint(undefined);
    pendingCaret.current = result.caret;
    onChange(result.value);
    onInsert?.(item, result.value);
  };

  const toggleSaveDefault = (next: boolean) => {
    if (saveDefault === undefined) setOwnSaveDefault(next);
    onSaveDefaultChange?.(next);
  };

  const collapsed = wraps && !expanded;

  return (
    <div className={['tf-wildcard-input', className ?? ''].filter(Boolean).join(' ')}>
      <Input
        ref={inputRef}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onChange={onType}
        onSelect={rememberSelection}
        onKeyUp={rememberSelection}
        onClick={rememberSelection}
        suffix={<CharCounter current={textLength(value)} max={maxLength} className="tf-wildcard-input__counter" />}
      />
      {hint && (
        <div id={hintId} role="alert" className="tf-wildcard-input__hint">
          {hint}
        </div>
      )}
      <div className="tf-wildcard-input__chips-row">
        <ul
          ref={listRef}
          id={listId}
          aria-label={WILDCARD_TEXTS.CHIPS_LABEL}
          className={['tf-wildcard-input__chips', collapsed ? 'tf-wildcard-input__chips--collapsed' : ''].filter(Boolean).join(' ')}
        >
          {items.map((item, index) => {
            const hidden = collapsed && index >= visibleCount;
            const chip = (
              <button
                type="button"
                className="tf-wildcard-input__chip"
                disabled={disabled}
                data-token={item.title}
                onClick={() => insert(item)}
              >
                {item.label}
              </button>
            );
            return (
              <li
                key={item.id}
                className={hidden ? 'tf-wildcard-input__chip-item tf-wildcard-input__chip-item--hidden' : 'tf-wildcard-input__chip-item'}
                // Chips past the first line stay laid out (so wrapping can still be measured) but out of reach.
                inert={hidden || undefined}
                aria-hidden={hidden || undefined}
              >
                {item.tooltip ? (
                  <Tooltip
                    content={item.tooltip}
                    mouseEnterDelay={tooltipDelay(SIZES.TOOLTIP_DELAY_MS)}
                    // Semi warns when the leave delay is shorter than the enter delay (one timer serves both).
                    mouseLeaveDelay={tooltipDelay(SIZES.TOOLTIP_DELAY_MS)}
                    style={{ maxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS }}
                  >
                    {chip}
                  </Tooltip>
                ) : (
                  chip
                )}
              </li>
            );
          })}
        </ul>
        {wraps && (
          <button
            type="button"
            className="tf-wildcard-input__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? WILDCARD_TEXTS.COLLAPSE : WILDCARD_TEXTS.MORE}
          </button>
        )}
      </div>
      {showSaveDefault && (
        <Checkbox checked={checked} disabled={disabled} onChange={(event) => toggleSaveDefault(Boolean(event.target.checked))}>
          {WILDCARD_TEXTS.SAVE_DEFAULT_RULE}
        </Checkbox>
      )}
    </div>
  );
}
