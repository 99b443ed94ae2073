// Dropdown search (widgets spec §2, §4, §9): an input whose list of options opens on focus, narrows as the
// user types, and closes on an outside click, clearing the search text. 360 px wide, the list at most 200 px
// high. Keyboard: arrow keys move the highlight, Enter picks it, Escape closes.
//
// The list is drawn here (an ARIA combobox with a listbox) rather than in Semi's Popover, because Popover
// wraps its content in role="dialog", which breaks the combobox-to-listbox relation screen readers follow;
// Semi's Select opens on click rather than on focus and keeps the search text per its own rules.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { DEFAULT_TEXTS, DROPDOWN } from '@toufang/domain';
import {
  filterOptions,
  initialHighlight,
  moveHighlight,
  type DropdownSearchFilter,
  type DropdownSearchOption,
} from './dropdown-search-rules';
import './dropdown-search.css';

type OptionValue = DropdownSearchOption['value'];

export interface DropdownSearchProps {
  options: readonly DropdownSearchOption[];
  /** Controlled chosen value; leave undefined and use defaultValue for an uncontrolled widget. */
  value?: OptionValue | null;
  defaultValue?: OptionValue | null;
  /** Emitted when an option is picked (click or Enter). */
  onChange?: (value: OptionValue, option: DropdownSearchOption) => void;
  /** The accessible name of the input; 搜索选项 by default. */
  label?: string;
  /** Shown while nothing is chosen; 请选择 by default. While open: 请输入搜索内容, or the chosen label. */
  placeholder?: string;
  /** px; DROPDOWN.SEARCH_WIDTH (360) by default. */
  width?: number;
  /** px; DROPDOWN.SEARCH_MAX_HEIGHT (200) by default. */
  maxHeight?: number;
  /** Which options a search text keeps; the label containing the text (any case) by default. */
  filterOption?: DropdownSearchFilter;
  renderOption?: (option: DropdownSearchOption) => ReactNode;
  disabled?: boolean;
  className?: string;
}

export function DropdownSearch({
  options,
  value,
  defaultValue = null,
  onChange,
  label = '搜索选项',
  placeholder = DEFAULT_TEXTS.PLACEHOLDER,
  width = DROPDOWN.SEARCH_WIDTH,
  maxHeight = DROPDOWN.SEARCH_MAX_HEIGHT,
  filterOption,
  renderOption,
  disabled,
  className,
}: DropdownSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const wrapper = useRef<HTMLDivElement>(null);
  const [inner, setInner] = useState<OptionValue | null>(defaultValue);
  const chosenValue = value !== undefined ? value : inner;
  const chosen = options.find((o) => o.value === chosenValue);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const shown = open ? filterOptions(options, search, filterOption) : [];

  const openList = () => {
    if (disabled || open) return;
    setSearch('');
    setHighlight(initialHighlight(options, chosenValue));
    setOpen(true);
  };

  // Closing always clears the search text (widgets spec §4).
  const closeList = () => {
    setOpen(false);
    setSearch('');
    setHighlight(-1);
  };

  const pick = (option: DropdownSearchOption | undefined) => {
    if (!option || option.disabled) return;
    if (value === undefined) setInner(option.value);
    closeList();
    onChange?.(option.value, option);
  };

  // Outside click: any press outside the input and its list closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (wrapper.current?.contains(event.target as Node)) return;
      setOpen(false);
      setSearch('');
      setHighlight(-1);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  // Keep the highlighted option in view while the arrow keys move through a scrolled list.
  useEffect(() => {
    if (open && highlight >= 0) document.getElementById(optionId(highlight))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on id only, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        setHighlight((h) => moveHighlight(shown, h, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        pick(shown[highlight]);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          closeList();
        }
        return;
      default:
    }
  };

  const emptyText = options.length === 0 ? DEFAULT_TEXTS.EMPTY_DATA : DEFAULT_TEXTS.NO_MATCH;

  return (
    <div
      ref={wrapper}
      className={['tf-dropdown-search', open ? 'tf-dropdown-search--open' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ width }}
      onBlur={(event) => {
        // Tabbing away also closes; a click on an option keeps focus in the input (mousedown is prevented).
        const to = event.relatedTarget as Node | null;
        if (open && (!to || !wrapper.current?.contains(to))) closeList();
      }}
    >
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && highlight >= 0 ? optionId(highlight) : undefined}
        autoComplete="off"
        value={open ? search : (chosen?.label ?? '')}
        placeholder={open ? (chosen?.label ?? DEFAULT_TEXTS.SEARCH_PLACEHOLDER) : placeholder}
        disabled={disabled}
        onFocus={openList}
        onClick={openList}
        onChange={(text) => {
          if (!open) openList();
          setSearch(text);
          setHighlight(initialHighlight(filterOptions(options, text, filterOption), text.trim() ? null : chosenValue));
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div className="tf-dropdown-search__panel" style={{ width }} onMouseDown={(event) => event.preventDefault()}>
          {shown.length ? (
            <ul id={listId} role="listbox" aria-label={label} className="tf-dropdown-search__list" style={{ maxHeight }}>
              {shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === chosenValue}
                  aria-disabled={option.disabled || undefined}
                  data-highlighted={index === highlight || undefined}
                  className={[
                    'tf-dropdown-search__option',
                    index === highlight ? 'tf-dropdown-search__option--highlighted' : '',
                    option.value === chosenValue ? 'tf-dropdown-search__option--selected' : '',
                    option.disabled ? 'tf-dropdown-search__option--disabled' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onMouseMove={() => {
                    if (!option.disabled && index !== highlight) setHighlight(index);
                  }}
                  onClick={() => pick(option)}
                >
                  {renderOption ? (
                    renderOption(option)
                  ) : (
                    <>
                      <span className="tf-dropdown-search__label">{option.label}</span>
                      {option.description ? <span className="tf-dropdown-search__description">{option.description}</span> : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <div id={listId} className="tf-dropdown-search__empty" role="status">
              {emptyText}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
