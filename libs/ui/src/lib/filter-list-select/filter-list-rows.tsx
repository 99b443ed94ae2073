// The panel's rows of the filter-list selector: what an option shows, the (virtualised) list of rows, a row
// of a flat list or of a cascader column, and the arrow keys that move between rows and columns.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import { IconChevronRight } from '@douyinfe/semi-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { TREE } from '@toufang/domain';
import { formatPath, type CheckState, type IndexedTreeNode } from '../check-tree/check-tree-values';
import { FILTER_LIST_LAYOUT as LAYOUT, FILTER_LIST_TEXTS as TEXTS, openNode, type FilterIndex, type FilterOption, type FilterOptionValue } from './filter-list-select-rules';

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** What an option row shows: image, label, subtitle and a description line. */
export function OptionContent({ option, label }: { option?: FilterOption; label: string }) {
  return (
    <span className="tf-filter-list-select__content">
      {option?.src ? (
        <img className="tf-filter-list-select__image" src={option.src} alt="" width={LAYOUT.IMAGE_SIZE} height={LAYOUT.IMAGE_SIZE} loading="lazy" />
      ) : null}
      <span className="tf-filter-list-select__text">
        <span className="tf-filter-list-select__line">
          <span className="tf-filter-list-select__label" title={label}>
            {label}
          </span>
          {option?.subtitle ? <span className="tf-filter-list-select__subtitle">{option.subtitle}</span> : null}
        </span>
        {option?.description ? (
          <span className="tf-filter-list-select__description" title={option.description}>
            {option.description}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** A list of rows; long lists draw only the rows in view. */
export function RowList({ count, rowHeight, label, renderRow, width }: { count: number; rowHeight: number; label: string; renderRow: (i: number) => ReactNode; width: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = count > LAYOUT.VIRTUALISE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: LAYOUT.OVERSCAN,
    // The first frame (and jsdom, which has no layout) renders the rows the panel will show.
    initialRect: { width, height: TREE.PANEL_MAX_HEIGHT },
    useFlushSync: false,
  });
  return (
    <div
      ref={scrollRef}
      className="tf-filter-list-select__list"
      role="list"
      aria-label={label}
      data-list=""
      data-virtual={virtual || undefined}
      style={{ maxHeight: TREE.PANEL_MAX_HEIGHT }}
    >
      {virtual ? (
        <div className="tf-filter-list-select__virtual" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div key={item.key} role="listitem" className="tf-filter-list-select__slot" style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}>
              {renderRow(item.index)}
            </div>
          ))}
        </div>
      ) : (
        Array.from({ length: count }, (_, i) => (
          <div key={i} role="listitem" className="tf-filter-list-select__slot" style={{ minHeight: rowHeight }}>
            {renderRow(i)}
          </div>
        ))
      )}
    </div>
  );
}

/** The rows arrow keys move between: option buttons, column openers and checkboxes, in DOM order. */
export const ROW_SELECTOR = 'button[data-focus-row]:not([disabled]), .tf-filter-list-select__check input:not([disabled])';
export const focusables = (list: Element | null) => (list ? [...list.querySelectorAll<HTMLElement>(ROW_SELECTOR)] : []);

// Arrow keys move between the rows of one list; Right/Left move between cascader columns.
export function moveListFocus(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  const target = event.target as HTMLElement;
  if (event.key === 'ArrowDown' && target.closest('.tf-filter-list-select__search')) {
    event.preventDefault();
    focusables(panel?.querySelector('[data-list]') ?? null)[0]?.focus();
    return;
  }
  const list = target.closest('[data-list]');
  if (!list || !target.matches(ROW_SELECTOR)) return;
  const rows = focusables(list);
  const at = rows.indexOf(target);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    rows[Math.min(rows.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const lists = [...(panel?.querySelectorAll('[data-list]') ?? [])];
    const next = lists[lists.indexOf(list) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (event.key === 'ArrowRight' && target.getAttribute('aria-expanded') === 'false') target.click();
    // The next column appears after the click's render.
    setTimeout(() => {
      const columns = [...(panel?.querySelectorAll('[data-list]') ?? [])];
      const to = next ?? columns[columns.indexOf(list) + (event.key === 'ArrowRight' ? 1 : -1)];
      const rowsThere = focusables(to ?? null);
      (event.key === 'ArrowLeft' ? (rowsThere.find((r) => r.getAttribute('aria-expanded') === 'true') ?? rowsThere[0]) : rowsThere[0])?.focus();
    }, 0);
  }
}

/** What a row needs of the selector: the index, the state of each value, and what a click does. */
export interface RowContext {
  index: FilterIndex;
  /** Values disabled by their data. */
  fixed: ReadonlySet<FilterOptionValue>;
  disabled: boolean;
  multiple: boolean;
  separator: string;
  stateOf(value: FilterOptionValue): CheckState;
  toggle(value: FilterOptionValue): void;
  pick(value: FilterOptionValue): void;
  activePath: FilterOptionValue[];
  setActivePath(path: FilterOptionValue[]): void;
}

/** One row of a flat list or of the cascader's search results (`text` is the path there). */
export function flatRow(ctx: RowContext, node: IndexedTreeNode, text: string) {
  const option = ctx.index.optionOf.get(node.value);
  const isDisabled = ctx.disabled || ctx.fixed.has(node.value);
  const state = ctx.stateOf(node.value);
  if (ctx.multiple) {
    return (
      <div className={cx('tf-filter-list-select__row', state === 'checked' && 'tf-filter-list-select__row--selected')} data-value={String(node.value)}>
        <Checkbox
          className="tf-filter-list-select__check"
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          disabled={isDisabled}
          aria-label={text}
          onChange={() => ctx.toggle(node.value)}
        />
        {/* Beside the checkbox, not inside it: Semi would name the checkbox after all of this text. */}
        <span className="tf-filter-list-select__hit" aria-hidden="true" onClick={isDisabled ? undefined : () => ctx.toggle(node.value)}>
          <OptionContent option={option} label={text} />
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={cx('tf-filter-list-select__row', 'tf-filter-list-select__option', state === 'checked' && 'tf-filter-list-select__row--selected')}
      aria-pressed={state === 'checked'}
      aria-label={text}
      disabled={isDisabled}
      data-focus-row=""
      data-value={String(node.value)}
      onClick={() => ctx.pick(node.value)}
    >
      <OptionContent option={option} label={text} />
    </button>
  );
}

export function cascaderRow(ctx: RowContext, node: IndexedTreeNode, depth: number) {
  const option = ctx.index.optionOf.get(node.value);
  const isDisabled = ctx.disabled || ctx.fixed.has(node.value);
  const state = ctx.stateOf(node.value);
  const expanded = ctx.activePath[depth] === node.value;
  const path = formatPath(node, ctx.separator);
  const expand = () => ctx.setActivePath(openNode(ctx.activePath, depth, node.value));
  const rowClass = cx(
    'tf-filter-list-select__row',
    'tf-filter-list-select__cascader-row',
    expanded && 'tf-filter-list-select__row--active',
    state === 'checked' && 'tf-filter-list-select__row--selected',
  );
  if (node.type === 'node') {
    const opener = (
      <button
        type="button"
        className="tf-filter-list-select__opener"
        aria-expanded={expanded}
        aria-label={`${TEXTS.EXPAND}${node.label}`}
        data-focus-row=""
        data-value={String(node.value)}
        onClick={expand}
      >
        <OptionContent option={option} label={node.label} />
        <IconChevronRight size="small" aria-hidden />
      </button>
    );
    return ctx.multiple ? (
      <div className={rowClass}>
        <Checkbox
          className="tf-filter-list-select__check"
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          disabled={isDisabled}
          aria-label={path}
          onChange={() => ctx.toggle(node.value)}
        />
        {opener}
      </div>
    ) : (
      <div className={rowClass}>{opener}</div>
    );
  }
  if (ctx.multiple) {
    return (
      <div className={rowClass} data-value={String(node.value)}>
        <Checkbox className="tf-filter-list-select__check" checked={state === 'checked'} disabled={isDisabled} aria-label={path} onChange={() => ctx.toggle(node.value)} />
        <span className="tf-filter-list-select__hit" aria-hidden="true" onClick={isDisabled ? undefined : () => ctx.toggle(node.value)}>
          <OptionContent option={option} label={node.label} />
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={cx(rowClass, 'tf-filter-list-select__option')}
      aria-pressed={state === 'checked'}
      aria-label={path}
      disabled={isDisabled}
      data-focus-row=""
      data-value={String(node.value)}
      onClick={() => ctx.pick(node.value)}
    >
      <OptionContent option={option} label={node.label} />
    </button>
  );
}
