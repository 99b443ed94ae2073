// Semi's plain table, not its package entry: the entry also bundles the resizable table (react-resizable and
// react-draggable, about 7 KiB gzip) for a prop the desk never uses.
import Table from '@douyinfe/semi-ui-19/lib/es/table/Table';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import type { ColumnProps, RowSelectionProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { DEFAULT_TEXTS, SIZES } from '@toufang/domain';
import {
  cloneElement,
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { EllipsisText } from '../ellipsis-text/ellipsis-text';
import { isTruncated, tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';
import {
  ariaSort,
  cellText,
  DATA_TABLE_SIZES,
  DATA_TABLE_TEXTS,
  nextSort,
  resolveTableMode,
  tableWidth,
  type DataTableMode,
  type DataTableSort,
  type DataTableSortOrder,
} from './data-table-rules';
import './data-table.css';
import { useEscapeKey } from '../shared/use-escape-key';

/** A row as Semi's table types it. */
type SemiRecord = Record<string, unknown>;

export type DataTableRowKey = string | number;

export interface DataTableColumn<T> {
  /** Unique; also the field shown when dataIndex is left out. */
  key: string;
  title: ReactNode;
  /** The row field the cell shows; `key` by default. */
  dataIndex?: string;
  /** px; 120 by default. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Custom cell content. A returned string is still cut at 2 lines unless `ellipsis` is false. */
  render?: (value: unknown, row: T, index: number) => ReactNode;
  /** Cut the text at 2 lines with the whole text in a tooltip (widgets spec §9); on by default. */
  ellipsis?: boolean;
  /** The header is a button that asks the page to sort by this column (onSortChange); the page sorts. */
  sortable?: boolean;
  /** The header's text for the sort button's accessible name when `title` is not a string. */
  titleText?: string;
}

/** The 合计 row under the header: one value per column key; the first column shows 合计 unless given one. */
export interface DataTableSummary {
  values: Readonly<Record<string, ReactNode>>;
  /** The first column's text; 合计 by default. */
  label?: ReactNode;
}

export interface DataTableProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  /** The field, or a function, that gives each row its unique key. */
  rowKey: string | ((row: T) => DataTableRowKey);
  /**
   * paged (default): the rows are one page (up to 200; pagination is the page's own), drawn in full.
   * virtual: rows are drawn as they scroll into view, at a fixed height. More than 200 rows are always virtual.
   */
  mode?: DataTableMode;
  /** px. The body scrolls inside this height under a fixed header; the virtual mode's default is 600. */
  height?: number;
  /** The fixed row height of the virtual mode; 65 px holds 2 lines. */
  rowHeight?: number;
  /** Paged without a height: the header sticks this far below the top of the page as the page scrolls. */
  stickyTop?: number;
  /** Shows a spinner over the rows. */
  loading?: boolean;
  /** Shown with no rows; 暂无数据 by default. */
  emptyText?: ReactNode;
  /**
   * The sort the rows are in, controlled: the page sorts (usually on the server) and passes it back. Sortable
   * columns show it and cycle it on a click: descending, ascending, none.
   */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** A 合计 row that stays under the header as the rows scroll (over the whole filtered set: the page's figures). */
  summary?: DataTableSummary;
  /** The first column stays in view as the table scrolls sideways (with the selection column). */
  fixFirstColumn?: boolean;
  /** Given, rows get checkboxes. */
  onSelectionChange?: (keys: DataTableRowKey[], rows: T[]) => void;
  selectedRowKeys?: DataTableRowKey[];
  /** Rows that cannot be selected. */
  isRowSelectable?: (row: T) => boolean;
  /** A row checkbox's accessible name; 选择第N行 by default. */
  selectionLabel?: (row: T, index: number) => string;
  /** The table's accessible name. */
  'aria-label'?: string;
  /** data-testid of the root; data-table by default. */
  testId?: string;
  className?: string;
}

interface LabelledProps {
  'aria-label'?: string;
}

interface CellTip {
  text: string;
  rect: { left: number; top: number; width: number; height: number };
}

const CELL_SELECTOR = '.tf-ellipsis-text';

/** The key prefix of a column's group when the 合计 row is on (the leaf keeps the column's own key). */
const SUMMARY_GROUP_PREFIX = 'tf-summary-group:';

/** Outside the component, so that the selection settings Semi reads stay the same object across renders. */
const defaultSelectionLabel = (_row: unknown, index: number) => DATA_TABLE_TEXTS.selectRow(index);

/**
 * A plain cell. Memoised: Semi redraws every visible row on each scroll step of the virtual body, and a cell
 * whose text has not changed need not run EllipsisText again.
 */
const TextCell = memo(function TextCell({ text }: { text: string }) {
  return (
    <EllipsisText tableCell tooltip={false}>
      {text}
    </EllipsisText>
  );
});

/** A sortable header: a button (the keyboard reaches it) with the direction drawn beside the title. */
function SortHeader({ title, label, order, onClick }: { title: ReactNode; label: string; order: DataTableSortOrder | null; onClick: () => void }) {
  return (
    <button type="button" className="tf-data-table__sort" aria-label={DATA_TABLE_TEXTS.sortLabel(label, order)} onClick={onClick}>
      <span className="tf-data-table__sort-title">{title}</span>
      <span className={`tf-data-table__sort-icon${order ? ` tf-data-table__sort-icon--${order}` : ''}`} aria-hidden="true">
        <span className="tf-data-table__sort-up">▲</span>
        <span className="tf-data-table__sort-down">▼</span>
      </span>
    </button>
  );
}

/**
 * One tooltip for the whole table instead of one per cell: 3,000 Semi Tooltips (200 rows × 15 columns) about
 * double the time a page takes to draw. The cells are EllipsisText without their own tooltip; hovering a cut
 * cell shows its whole text here after the same delay (1000 ms, widgets spec §9) and at the same max width.
 */
function useCellTooltip() {
  const [tip, setTip] = useState<CellTip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef<Element | null>(null);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    current.current = null;
    setTip(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);


  // Escape dismisses what the pointer opened (WCAG 1.4.13).
  useEscapeKey(Boolean(tip), hide);

  const onMouseOver = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest?.(CELL_SELECTOR);
    if (cell === current.current) return;
    hide();
    if (!(cell instanceof HTMLElement) || !isTruncated(cell)) return;
    current.current = cell;
    timer.current = setTimeout(() => {
      const { left, top, width, height } = cell.getBoundingClientRect();
      setTip({ text: cell.textContent ?? '', rect: { left, top, width, height } });
    }, tooltipDelay());
  };

  const onMouseOut = (event: MouseEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (current.current && to && current.current.contains(to)) return;
    if (current.current) hide();
  };

  // In body, so that a transformed ancestor (a modal as it animates) cannot shift the fixed anchor.
  const node = tip ? createPortal(
    <Tooltip
      trigger="custom"
      visible
      position="top"
      spacing={SIZES.TOOLTIP_OFFSET}
      content={<span className="tf-data-table__tip">{tip.text}</span>}
      style={{ maxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS }}
      onClickOutSide={hide}
    >
      {/* Stands over the hovered cell, for Semi to place the tooltip against. Semi makes its trigger
          focusable (tabIndex 0 unless given): -1 keeps this hidden stand-in out of the tab order, where a
          focusable element inside aria-hidden would be announced as nothing (axe: aria-hidden-focus). */}
      <span className="tf-data-table__tip-anchor" aria-hidden tabIndex={-1} style={{ ...tip.rect }} />
    </Tooltip>,
    document.body,
  ) : null;

  // A scroll moves the cell away from the tooltip.
  return { node, handlers: { onMouseOver, onMouseOut, onScrollCapture: hide } };
}

/**
 * The delivery tables' table (widgets spec §9; architecture budget), on Semi Table: columns, rows, every
 * cell cut at 2 lines (part 1's EllipsisText, tableCell) with the whole text in one shared tooltip, a header that stays
 * in view, optional row selection, a loading spinner and 暂无数据 when empty. Paged mode draws one page of up
 * to 200 rows; virtual mode (Semi's virtualized body, fixed row height) takes 10,000 rows and more.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowKey,
  mode,
  height,
  rowHeight = DATA_TABLE_SIZES.ROW_HEIGHT,
  stickyTop = 0,
  loading = false,
  emptyText = DEFAULT_TEXTS.EMPTY_DATA,
  sort,
  onSortChange,
  summary,
  fixFirstColumn = false,
  onSelectionChange,
  selectedRowKeys,
  isRowSelectable,
  selectionLabel = defaultSelectionLabel,
  'aria-label': ariaLabel,
  testId = 'data-table',
  className,
}: DataTableProps<T>) {
  const resolved = resolveTableMode(rows.length, mode);
  const virtual = resolved === 'virtual';
  const selectable = Boolean(onSelectionChange);

  // The latest sort and its handler, read when a header is clicked: the columns need not be rebuilt for them.
  const sortRef = useRef({ sort, onSortChange });
  sortRef.current = { sort, onSortChange };

  const semiColumns = useMemo<ColumnProps<SemiRecord>[]>(
    () =>
      columns.map((column, columnIndex) => {
        const field = column.dataIndex ?? column.key;
        const ellipsis = column.ellipsis ?? true;
        const fixed = column.fixed ?? (fixFirstColumn && columnIndex === 0 ? 'left' : undefined);
        const order = sort?.key === column.key ? sort.order : null;
        const label = column.titleText ?? (typeof column.title === 'string' ? column.title : column.key);
        const title = column.sortable ? (
          <SortHeader
            title={column.title}
            label={label}
            order={order}
            onClick={() => sortRef.current.onSortChange?.(nextSort(sortRef.current.sort, column.key))}
          />
        ) : (
          column.title
        );
        const headerCell = column.sortable ? () => ({ 'aria-sort': ariaSort(sort, column.key) }) : undefined;
        const leaf: ColumnProps<SemiRecord> = {
          key: column.key,
          dataIndex: field,
          title,
          width: column.width ?? DATA_TABLE_SIZES.COLUMN_WIDTH,
          align: column.align,
          fixed,
          onHeaderCell: headerCell,
          render: (value: unknown, record: SemiRecord, index: number) => {
            const content: ReactNode = column.render ? column.render(value, record as unknown as T, index) : cellText(value);
            if (!ellipsis || typeof content !== 'string') return content;
            return <TextCell text={content} />;
          },
        };
        if (!summary) return leaf;
        // The 合计 row is a second header row: each column becomes a group whose one child's title is the
        // total, so it stays in view under the header and the fixed first column stays fixed in it too.
        const value = summary.values[column.key] ?? (columnIndex === 0 ? (summary.label ?? DATA_TABLE_TEXTS.SUMMARY) : null);
        return {
          key: `${SUMMARY_GROUP_PREFIX}${column.key}`,
          title,
          align: column.align,
          fixed,
          onHeaderCell: headerCell,
          children: [
            {
              ...leaf,
              title: <span className="tf-data-table__summary-cell">{typeof value === 'string' || typeof value === 'number' ? <TextCell text={String(value)} /> : value}</span>,
              onHeaderCell: () => ({ className: 'tf-data-table__summary' }),
            },
          ],
        };
      }),
    [columns, sort, summary, fixFirstColumn],
  );

  const rowSelection = useMemo<RowSelectionProps<SemiRecord> | undefined>(() => {
    if (!onSelectionChange) return undefined;
    return {
      width: DATA_TABLE_SIZES.SELECTION_WIDTH,
      fixed: true,
      selectedRowKeys,
      onChange: (keys, selected) => onSelectionChange((keys ?? []) as DataTableRowKey[], (selected ?? []) as unknown as T[]),
      getCheckboxProps: isRowSelectable ? (record) => ({ disabled: !isRowSelectable(record as unknown as T) }) : undefined,
      // Semi's checkboxes are named in English; the same checkboxes, named in Chinese.
      renderCell: ({ originNode, inHeader, record, index }) => {
        const label = inHeader ? DATA_TABLE_TEXTS.SELECT_ALL : selectionLabel(record as unknown as T, index ?? 0);
        return isValidElement(originNode) ? cloneElement(originNode as ReactElement<LabelledProps>, { 'aria-label': label }) : originNode;
      },
    };
  }, [onSelectionChange, selectedRowKeys, isRowSelectable, selectionLabel]);

  const bodyHeight = height ?? (virtual ? DATA_TABLE_SIZES.VIRTUAL_HEIGHT : undefined);
  const scroll = {
    x: tableWidth(
      columns.map((column) => column.width),
      selectable,
    ),
    ...(bodyHeight !== undefined ? { y: bodyHeight } : {}),
  };

  const cellTip = useCellTooltip();
  const semiRowKey = typeof rowKey === 'string' ? rowKey : (record?: SemiRecord) => String(rowKey(record as unknown as T));

  return (
    <div
      className={['tf-data-table', virtual ? 'tf-data-table--virtual' : 'tf-data-table--paged', className ?? ''].filter(Boolean).join(' ')}
      data-testid={testId}
      data-mode={resolved}
      data-summary={summary ? 'on' : undefined}
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      aria-busy={loading}
      {...cellTip.handlers}
    >
      <Table
        direction="ltr"
        columns={semiColumns}
        dataSource={rows as unknown as SemiRecord[]}
        rowKey={semiRowKey}
        pagination={false}
        loading={loading}
        empty={<span className="tf-data-table__empty">{emptyText}</span>}
        rowSelection={rowSelection}
        scroll={scroll}
        // The header stays in view: fixed above a scrolling body, or sticky on the page's own scroll.
        sticky={bodyHeight === undefined ? { top: stickyTop } : undefined}
        // Every row has the same height: telling react-window so makes the scroll height exact from the start.
        virtualized={virtual ? { itemSize: rowHeight, estimatedItemSize: rowHeight } : undefined}
      />
      {cellTip.node}
    </div>
  );
}
