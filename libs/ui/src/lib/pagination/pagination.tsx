// Table pagination (widgets spec §2, §3, §9): hidden when total is 0; 50 rows per page by default from
// 10, 20, 50, 100, 150, 200; the size may be remembered in localStorage under a caller-given key.
//
// Built on Semi Buttons and Select rather than Semi's Pagination: Semi's page items are <li> elements with
// English aria-labels ("Page 3", "Previous") and no tabIndex or key handling, and its Pagination takes no
// props to change either, so its pages cannot be reached by keyboard. The page-list math is a small pure
// function (pagination-rules.ts) because Semi keeps its own inside its foundation class.
import { useId, useState } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconMore } from '@douyinfe/semi-icons';
import { WIDGET_PAGINATION } from '@toufang/domain';
import {
  PAGINATION_TEXTS,
  clampPage,
  jumpTarget,
  pageCount,
  pageItems,
  readStoredPageSize,
  sizeChange,
  storePageSize,
  type PageChange,
} from './pagination-rules';
import './pagination.css';

export interface TablePaginationProps {
  /** Rows in all pages; nothing is shown when it is 0. */
  total: number;
  /** Controlled current page; leave undefined and use defaultCurrent for an uncontrolled pager. */
  current?: number;
  defaultCurrent?: number;
  /**
   * Controlled page size. A controlled size is not read from storage (read it with readStoredPageSize before
   * the first fetch); a changed size is still stored under storageKey.
   */
  size?: number;
  /** Uncontrolled first size: 50 unless given; a remembered size (storageKey) wins over it. */
  defaultSize?: number;
  /** Size options; 10, 20, 50, 100, 150, 200 by default. */
  sizeOptions?: readonly number[];
  /** localStorage key under which the chosen size is remembered; read once on mount. */
  storageKey?: string;
  /** Page change event {current, size}: on a page change, and once per size change (on page 1). */
  onChange?: (change: PageChange) => void;
  disabled?: boolean;
  /** The accessible name of the pager's nav landmark; 分页 by default. */
  label?: string;
  className?: string;
}

export function TablePagination({
  total,
  current,
  defaultCurrent = WIDGET_PAGINATION.PAGE,
  size,
  defaultSize = WIDGET_PAGINATION.SIZE,
  sizeOptions = WIDGET_PAGINATION.SIZE_OPTIONS,
  storageKey,
  onChange,
  disabled,
  label = PAGINATION_TEXTS.NAV,
  className,
}: TablePaginationProps) {
  // Read on mount only (lazy initial state): a stored value outside the options is ignored.
  const [innerSize, setInnerSize] = useState(() => readStoredPageSize(storageKey, sizeOptions) ?? defaultSize);
  const [innerCurrent, setInnerCurrent] = useState(defaultCurrent);
  const sizeLabelId = useId();
  const pageSize = size ?? innerSize;
  const pages = pageCount(total, pageSize);
  const page = clampPage(current ?? innerCurrent, pages);

  if (!(total > 0)) return null;

  const goTo = (target: number, withSize = pageSize) => {
    const next = clampPage(target, pageCount(total, withSize));
    if (next === page && withSize === pageSize) return;
    if (current === undefined) setInnerCurrent(next);
    onChange?.({ current: next, size: withSize });
  };

  const changeSize = (nextSize: number) => {
    if (nextSize === pageSize) return;
    storePageSize(storageKey, nextSize);
    if (size === undefined) setInnerSize(nextSize);
    const { next, emittedBy } = sizeChange(page, nextSize);
    if (emittedBy === 'size') onChange?.(next);
    else goTo(next.current, nextSize); // the move back to page 1 is the one event
  };

  // The current size is listed even when a caller's size is not among the options.
  const options = sizeOptions.includes(pageSize) ? sizeOptions : [...sizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav className={['tf-pagination', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
      <span className="tf-pagination__total">{PAGINATION_TEXTS.total(total)}</span>
      <ul className="tf-pagination__pages">
        <li>
          <Button
            theme="borderless"
            type="tertiary"
            aria-label={PAGINATION_TEXTS.PREV}
            icon={<IconChevronLeft aria-hidden />}
            disabled={disabled || page <= 1}
            onClick={() => goTo(page - 1)}
          />
        </li>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={['tf-pagination__page', item === page ? 'tf-pagination__page--active' : ''].filter(Boolean).join(' ')}
                theme={item === page ? 'light' : 'borderless'}
                type={item === page ? 'primary' : 'tertiary'}
                aria-label={PAGINATION_TEXTS.page(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => goTo(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item}>
              <Button
                className="tf-pagination__jump"
                theme="borderless"
                type="tertiary"
                aria-label={item === 'jump-prev' ? PAGINATION_TEXTS.JUMP_PREV : PAGINATION_TEXTS.JUMP_NEXT}
                icon={<IconMore aria-hidden />}
                disabled={disabled}
                onClick={() => goTo(jumpTarget(item, page, pages))}
              />
            </li>
          ),
        )}
        <li>
          <Button
            theme="borderless"
            type="tertiary"
            aria-label={PAGINATION_TEXTS.NEXT}
            icon={<IconChevronRight aria-hidden />}
            disabled={disabled || page >= pages}
            onClick={() => goTo(page + 1)}
          />
        </li>
      </ul>
      {/* Semi's Select overwrites aria-label (with 'selected'), so it is named by a hidden label instead. */}
      <span id={sizeLabelId} className="tf-pagination__sr-only">
        {PAGINATION_TEXTS.SIZE_SELECT}
      </span>
      <Select
        className="tf-pagination__size"
        aria-labelledby={sizeLabelId}
        // Semi's arrow icon is an image without a name; it only decorates.
        arrowIcon={<IconChevronDown aria-hidden="true" />}
        motion={false}
        value={pageSize}
        disabled={disabled}
        optionList={options.map((option) => ({ value: option, label: PAGINATION_TEXTS.perPage(option) }))}
        onChange={(next) => {
          if (typeof next === 'number') changeSize(next);
        }}
      />
    </nav>
  );
}
