// Filter-list selectors (widgets spec §2, §3 option items, §4, §8, §9): one trigger and a dropdown panel in
// three kinds, single, multiple and cascader (columns; single or multiple). Single selection closes after a
// pick when saving always; leave-save keeps the changes in a draft and emits once when the panel closes, only
// if they changed. The panel closes when the trigger is scrolled out of view (IntersectionObserver), and a
// value that is not among the options is logged with console.error and ignored.
//
// Part 1's TreeSelect is not reused as a component: its dropdown cannot be closed from outside, which the
// scroll-out rule needs. Its choosing rules are the check engine's (check-tree-values.ts), so cascading, clearing and
// leave-save comparison behave the same.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import { IconChevronDown, IconClose, IconSearch } from '@douyinfe/semi-icons';
import { SELECT, SIZES } from '@toufang/domain';
import { useDebouncedValue } from '../transfer-list/use-debounced-value';
import {
  baseDisabled,
  checkStates,
  clearValue,
  formatPath,
  leaveSaveEmission,
  sameValues,
  selectSingle,
  toggleValue,
  type IndexedTreeNode,
} from '../check-tree/check-tree-values';
import {
  FILTER_LIST_LAYOUT as LAYOUT,
  FILTER_LIST_TEXTS as TEXTS,
  cascaderColumns,
  createFilterIndex,
  filterFlatOptions,
  initialActivePath,
  isMultiple,
  resolveValue,
  searchCascader,
  selectAllState,
  selectionLabels,
  toggleSelectAll,
  unexpectedGroupMessage,
  unexpectedValueMessage,
  type FilterIndex,
  type FilterListKind,
  type FilterListSaveMode,
  type FilterListValue,
  type FilterOption,
  type FilterOptionValue,
  type RawFilterValue,
} from './filter-list-select-rules';
import { ROW_SELECTOR, RowList, cascaderRow as renderCascaderRow, cx, flatRow as renderFlatRow, moveListFocus, type RowContext } from './filter-list-rows';
import './filter-list-select.css';

/** Why the panel closed. */
export type FilterListCloseReason = 'pick' | 'outside' | 'escape' | 'scroll' | 'trigger';

export interface FilterListSelectProps {
  /** single (default), multiple, or cascader (columns; `multiple` makes it choose several). */
  kind?: FilterListKind;
  options: readonly FilterOption[];
  /** The cascader kind chooses several values (checkboxes, a parent cascades to its enabled children). */
  multiple?: boolean;
  /** Controlled value: always an array (a single selector holds at most one value). */
  value?: RawFilterValue;
  defaultValue?: RawFilterValue;
  /** The new value (tree order; a fully chosen cascader parent is included) and the chosen options. */
  onChange?: (value: FilterListValue, options: FilterOption[]) => void;
  /** 'always' (default) emits every change; 'leave' emits once when the panel closes, only if changed. */
  saveMode?: FilterListSaveMode;
  /** The field's name: the trigger's accessible name and, with showLabel, its visible prefix. */
  label: string;
  showLabel?: boolean;
  placeholder?: string;
  searchPlaceholder?: string;
  /** A search box in the panel (default on), settled after 250 ms, case-insensitive, comma for several. */
  searchable?: boolean;
  /** The settled search keyword. */
  onSearch?: (keyword: string) => void;
  /** A clear button on the trigger (default on); it emits at once, whatever the save mode. */
  clearable?: boolean;
  /** Close when the trigger is scrolled out of view (default on, widgets spec §4). */
  closeOnScrollOut?: boolean;
  onVisibleChange?: (open: boolean, reason?: FilterListCloseReason) => void;
  /** Joins a cascader path's labels; '-' by default. */
  separator?: string;
  /** The trigger's width in px; 260 by default (SIZES.FILTER_INPUT_WIDTH). */
  width?: number;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}


export function FilterListSelect({
  kind = 'single',
  options,
  multiple: multipleProp = false,
  value: valueProp,
  defaultValue,
  onChange,
  saveMode = 'always',
  label,
  showLabel = true,
  placeholder = TEXTS.PLACEHOLDER,
  searchPlaceholder = TEXTS.SEARCH_PLACEHOLDER,
  searchable = true,
  onSearch,
  clearable = true,
  closeOnScrollOut = true,
  onVisibleChange,
  separator = SELECT.PATH_SEPARATOR,
  width = SIZES.FILTER_INPUT_WIDTH,
  disabled = false,
  className,
  style,
}: FilterListSelectProps) {
  const multiple = isMultiple(kind, multipleProp);
  const index: FilterIndex = useMemo(() => createFilterIndex(kind, options), [kind, options]);
  const [inner, setInner] = useState<RawFilterValue>(defaultValue ?? []);
  const raw = valueProp !== undefined ? valueProp : inner;
  const resolved = useMemo(() => resolveValue(index, raw, multiple), [index, raw, multiple]);
  const committed = resolved.value;
  const leave = saveMode === 'leave';

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterListValue | null>(null);
  const current = open && leave && draft ? draft : committed;
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword, SELECT.SEARCH_DEBOUNCE_MS);
  const [activePath, setActivePath] = useState<FilterOptionValue[]>([]);

  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const valueId = useId();

  // The unexpected-value rule (widgets spec §8): logged once per distinct problem, then ignored.
  const unexpectedKey = resolved.unexpected.length > 0 ? JSON.stringify(resolved.unexpected.map(String)) : '';
  const groupKey = resolved.group.length > 0 ? JSON.stringify(resolved.group) : '';
  useEffect(() => {
    if (unexpectedKey) console.error(unexpectedValueMessage(resolved.unexpected));
    // The key stands for the list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unexpectedKey]);
  useEffect(() => {
    if (groupKey) console.error(unexpectedGroupMessage(resolved.group));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupKey]);

  // Callbacks that outlive a render (the observer, Popover's handlers) read the latest state here.
  const latest = useRef({ open, draft, committed });
  latest.current = { open, draft, committed };

  const emit = useCallback(
    (next: FilterListValue) => {
      if (sameValues(next, latest.current.committed)) return;
      if (valueProp === undefined) setInner(next);
      onChange?.(
        next,
        next.map((v) => index.optionOf.get(v)).filter((o): o is FilterOption => o !== undefined),
      );
    },
    [index, onChange, valueProp],
  );

  /** A change inside the panel: drafted while open in leave-save, emitted at once otherwise. */
  const apply = useCallback(
    (next: FilterListValue) => {
      if (leave && latest.current.open) {
        latest.current.draft = next;
        setDraft(next);
      } else emit(next);
    },
    [leave, emit],
  );

  const show = () => {
    if (disabled || latest.current.open) return;
    latest.current.open = true;
    latest.current.draft = latest.current.committed;
    setDraft(latest.current.committed);
    setActivePath(initialActivePath(index, latest.current.committed));
    setOpen(true);
    onVisibleChange?.(true);
    // Keyboard users land in the panel (Popover renders it in a portal, out of the tab order).
    setTimeout(() => panelRef.current?.querySelector<HTMLElement>(`.tf-filter-list-select__search input, ${ROW_SELECTOR}`)?.focus(), 0);
  };

  const close = useCallback(
    (reason: FilterListCloseReason) => {
      if (!latest.current.open) return;
      const pending = latest.current.draft;
      latest.current.open = false;
      latest.current.draft = null;
      setOpen(false);
      setDraft(null);
      setKeyword('');
      if (leave && pending) {
        const out = leaveSaveEmission(latest.current.committed, pending);
        if (out) emit(out);
      }
      onVisibleChange?.(false, reason);
      if (reason === 'pick' || reason === 'escape') triggerRef.current?.focus();
    },
    [leave, emit, onVisibleChange],
  );

  // A filter list closes when scrolled out of view (widgets spec §4): the trigger leaving the viewport (or a
  // scrolling ancestor's visible area) closes the panel, as if clicked outside.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || !closeOnScrollOut || typeof IntersectionObserver === 'undefined' || !wrapperRef.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) closeRef.current('scroll');
    });
    observer.observe(wrapperRef.current);
    return () => observer.disconnect();
  }, [open, closeOnScrollOut]);

  useEffect(() => {
    if (!latest.current.open) return;
    onSearch?.(settledKeyword);
    // onSearch is read when the keyword settles; a new callback alone is no new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKeyword]);

  const fixed = useMemo(() => baseDisabled(index), [index]);
  const states = useMemo(() => (multiple ? checkStates(index, current) : null), [multiple, index, current]);
  const stateOf = (v: FilterOptionValue) => (multiple ? (states?.get(v) ?? 'unchecked') : current.includes(v) ? 'checked' : 'unchecked');

  const pick = (v: FilterOptionValue) => {
    const next = selectSingle(index, current, v);
    if (leave) {
      apply(next); // leave-save: the pick waits in the draft; the panel stays open
      return;
    }
    emit(next);
    close('pick');
  };
  const toggle = (v: FilterOptionValue) => apply(toggleValue(index, current, v));

  const labels = selectionLabels(index, current, kind, separator);
  const hasClearable = current.some((v) => !fixed.has(v));
  const clear = () => apply(multiple ? clearValue(index, current) : current.filter((v) => fixed.has(v)));


  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => moveListFocus(event, panelRef.current);
  const rows: RowContext = { index, fixed, disabled, multiple, separator, stateOf, toggle, pick, activePath, setActivePath };
  const flatRow = (node: IndexedTreeNode, text: string) => renderFlatRow(rows, node, text);
  const cascaderRow = (node: IndexedTreeNode, depth: number) => renderCascaderRow(rows, node, depth);

  const rowHeightOf = (nodes: readonly IndexedTreeNode[]) =>
    nodes.some((node) => index.optionOf.get(node.value)?.description) ? LAYOUT.ROW_HEIGHT_TALL : LAYOUT.ROW_HEIGHT;


  const emptyText = settledKeyword.trim() ? TEXTS.NO_MATCH : TEXTS.EMPTY;
  const panelWidth = Math.max(width, LAYOUT.MIN_PANEL_WIDTH);

  const flatBody = () => {
    const shown = filterFlatOptions(index, settledKeyword);
    if (shown.length === 0) return <div className="tf-filter-list-select__empty">{emptyText}</div>;
    const all = multiple ? selectAllState(index, current, shown) : null;
    return (
      <>
        {all ? (
          <div className="tf-filter-list-select__all">
            <Checkbox
              checked={all === 'checked'}
              indeterminate={all === 'indeterminate'}
              disabled={disabled || shown.every((node) => fixed.has(node.value))}
              onChange={() => apply(toggleSelectAll(index, current, shown))}
            >
              {TEXTS.SELECT_ALL}
            </Checkbox>
          </div>
        ) : null}
        <RowList count={shown.length} rowHeight={rowHeightOf(shown)} label={label} width={panelWidth} renderRow={(i) => flatRow(shown[i], shown[i].label)} />
      </>
    );
  };

  const cascaderBody = () => {
    if (index.roots.length === 0) return <div className="tf-filter-list-select__empty">{TEXTS.EMPTY}</div>;
    if (settledKeyword.trim()) {
      const found = searchCascader(index, settledKeyword, multiple, separator);
      if (found.length === 0) return <div className="tf-filter-list-select__empty">{TEXTS.NO_MATCH}</div>;
      return (
        <RowList count={found.length} rowHeight={rowHeightOf(found)} label={label} width={panelWidth} renderRow={(i) => flatRow(found[i], formatPath(found[i], separator))} />
      );
    }
    const columns = cascaderColumns(index, activePath);
    return (
      <div className="tf-filter-list-select__columns">
        {columns.map((column, depth) => (
          <div key={depth} className="tf-filter-list-select__column" style={{ width: LAYOUT.COLUMN_WIDTH }}>
            <RowList
              count={column.length}
              rowHeight={rowHeightOf(column)}
              label={depth === 0 ? label : (index.byValue.get(activePath[depth - 1])?.label ?? label)}
              width={LAYOUT.COLUMN_WIDTH}
              renderRow={(i) => cascaderRow(column[i], depth)}
            />
          </div>
        ))}
      </div>
    );
  };


  const panel = (
    <div
      ref={panelRef}
      className={cx('tf-filter-list-select__panel', kind === 'cascader' && 'tf-filter-list-select__panel--cascader')}
      role="dialog"
      aria-label={label}
      style={kind === 'cascader' ? { minWidth: panelWidth } : { width: panelWidth }}
      onKeyDown={onListKeyDown}
    >
      {searchable ? (
        <div className="tf-filter-list-select__search">
          <Input aria-label={TEXTS.SEARCH_LABEL} placeholder={searchPlaceholder} prefix={<IconSearch />} showClear value={keyword} onChange={(text) => setKeyword(text)} />
        </div>
      ) : null}
      {kind === 'cascader' ? cascaderBody() : flatBody()}
    </div>
  );

  const text = labels.join('、');
  return (
    <div
      ref={wrapperRef}
      className={cx('tf-filter-list-select', disabled && 'tf-filter-list-select--disabled', open && 'tf-filter-list-select--open', className)}
      style={{ ...style, width }}
      data-kind={kind}
    >
      <Popover
        content={panel}
        visible={open}
        trigger="custom"
        position="bottomLeft"
        showArrow={false}
        spacing={4}
        onClickOutSide={() => close('outside')}
        // Escape in the panel closes it (Popover handles the key) and focus returns to the trigger.
        closeOnEsc
        onEscKeyDown={() => close('escape')}
        motion={false}
      >
        {/* tabIndex -1: Popover makes its trigger a tab stop otherwise; the buttons inside are the stops. */}
        {/* The popup attributes Popover adds to its trigger belong on the button inside (which has them); a
            div may not carry aria-expanded, so they are blanked here (the child's own props win in Semi). */}
        <div
          className="tf-filter-list-select__box"
          style={{ height: SIZES.FILTER_INPUT_HEIGHT }}
          tabIndex={-1}
          aria-expanded={undefined}
          aria-haspopup={undefined}
          aria-controls={undefined}
        >
          <button
            ref={triggerRef}
            type="button"
            className="tf-filter-list-select__trigger"
            aria-label={label}
            aria-describedby={valueId}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => (latest.current.open ? close('trigger') : show())}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                show();
              }
            }}
          >
            {showLabel ? (
              <span className="tf-filter-list-select__field" aria-hidden="true">
                {label}
              </span>
            ) : null}
            <span className={cx('tf-filter-list-select__value', labels.length === 0 && 'tf-filter-list-select__value--placeholder')} title={text || undefined} aria-hidden="true">
              {labels.length === 0 ? placeholder : multiple ? labels[0] : text}
            </span>
            {multiple && labels.length > 1 ? (
              <span className="tf-filter-list-select__more" aria-hidden="true">
                +{labels.length - 1}
              </span>
            ) : null}
            {/* The whole value for screen readers (the trigger's description); the visible text may be cut. */}
            <span id={valueId} className="tf-filter-list-select__sr-only">
              {text || placeholder}
            </span>
            <IconChevronDown className="tf-filter-list-select__arrow" size="small" aria-hidden />
          </button>
          {clearable && !disabled && hasClearable ? (
            <button type="button" className="tf-filter-list-select__clear" aria-label={`${TEXTS.CLEAR}${label}`} onClick={clear}>
              <IconClose size="small" aria-hidden />
            </button>
          ) : null}
        </div>
      </Popover>
    </div>
  );
}
