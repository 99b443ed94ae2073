import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconDelete, IconPlus } from '@douyinfe/semi-icons';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  applyPaste,
  emptyRow,
  enterAction,
  isCellBlock,
  type MultiInputColumn,
  type MultiInputError,
  type MultiInputRow,
  type MultiInputValidation,
  normalizeRows,
  resolveMaxRows,
  sameRows,
  trimRows,
  validateRows,
} from './multi-input-table-rules';
import './multi-input-table.css';

/** Texts of the table (Chinese choices for the spec's English wording; see the report / docs/decisions.md). */
export const MULTI_INPUT_TEXTS = {
  ADD_ROW: '添加一行',
  ACTIONS: '操作',
  DELETE_ROW: (row: number) => `删除第${row}行`,
  CELL_LABEL: (row: number, title: string) => `第${row}行 ${title}`,
  MAX_ROWS_REACHED: (max: number) => `最多${max}行`,
  PASTE_HINT: '支持从表格粘贴多行多列内容',
} as const;

/** What the form calls before submitting: validates now, shows the first error, returns the result. */
export interface MultiInputTableHandle {
  validate: () => MultiInputValidation;
}

export interface MultiInputTableProps {
  columns: MultiInputColumn[];
  /** Rows to show; the table keeps the untrimmed text being typed and emits trimmed rows. */
  value?: MultiInputRow[];
  /** Every edit, with trimmed values (widgets spec §5). */
  onChange?: (rows: MultiInputRow[]) => void;
  /** Row cap; 500 by default (widgets spec §9). */
  maxRows?: number;
  /** Pasting lines / tab-separated text fills rows and columns from the focused cell. */
  pasteable?: boolean;
  /** After each validation: 500 ms after typing, and on validate(). */
  onValidate?: (result: MultiInputValidation) => void;
  /** Enter on the last row or the add control was refused at the cap. */
  onOverMaxRows?: (maxRows: number) => void;
  /** Pasted lines beyond the cap were left out. */
  onPasteOverMaxRows?: (info: { droppedRows: number; maxRows: number }) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
  className?: string;
  /** React 19 ref prop: an imperative validate() for forms. */
  ref?: Ref<MultiInputTableHandle>;
}

interface KeyedRow {
  id: number;
  values: MultiInputRow;
}

/**
 * Multi-input table (widgets spec §2, §5, §9). A plain <table> with Semi inputs rather than Semi's Table:
 * the table re-renders its cells on every keystroke here, and Table's row/cell machinery would re-create the
 * inputs and lose focus and caret; the rows are typed by hand, so there is no sorting or paging to reuse.
 */
export function MultiInputTable({
  columns,
  value,
  onChange,
  maxRows: maxRowsProp,
  pasteable = false,
  onValidate,
  onOverMaxRows,
  onPasteOverMaxRows,
  'aria-label': ariaLabel,
  className,
  ref,
}: MultiInputTableProps) {
  const maxRows = resolveMaxRows(maxRowsProp);
  const errorId = useId();
  const nextId = useRef(0);
  const keyed = useCallback((rows: MultiInputRow[]): KeyedRow[] => rows.map((values) => ({ id: nextId.current++, values })), []);
  const [rows, setRows] = useState<KeyedRow[]>(() => keyed(normalizeRows(value, columns)));
  const [error, setError] = useState<MultiInputError | undefined>(undefined);
  const [prevValue, setPrevValue] = useState(value);
  const tableRef = useRef<HTMLTableElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFocus = useRef<{ row: number; column: number } | undefined>(undefined);

  // A new value from outside replaces the rows, unless it is what the table itself emitted (trimmed), so the
  // text being typed (with its spaces) survives the parent echoing it back.
  if (value !== prevValue) {
    setPrevValue(value);
    if (value && !sameRows(normalizeRows(value, columns), trimRows(rows.map((r) => r.values)))) {
      setRows(keyed(normalizeRows(value, columns)));
      setError(undefined);
    }
  }

  const runValidation = useCallback(
    (list: MultiInputRow[]): MultiInputValidation => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const result = validateRows(list, columns);
      setError(result.error);
      onValidate?.(result);
      return result;
    },
    [columns, onValidate],
  );

  // The rows as they are when a pending validation fires (a row may be added or deleted meanwhile).
  const latestRows = useRef<MultiInputRow[]>([]);
  useEffect(() => {
    latestRows.current = rows.map((r) => r.values);
  }, [rows]);

  /** Validation waits 500 ms after the last edit (widgets spec §5, §9); each edit restarts the wait. */
  const scheduleValidation = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => runValidation(latestRows.current), WIDGET_DEBOUNCE.MULTI_INPUT_VALIDATE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useImperativeHandle(ref, () => ({ validate: () => runValidation(rows.map((r) => r.values)) }), [rows, runValidation]);

  const focusCell = (row: number, column: number) =>
    tableRef.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`)?.focus();

  // Focus a cell once the row it sits in has rendered (after Enter adds a row, paste, or delete).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    focusCell(target.row, target.column);
  });

  const commit = (next: KeyedRow[], validate: 'debounced' | 'now' | 'no') => {
    setRows(next);
    const list = next.map((r) => r.values);
    onChange?.(trimRows(list));
    if (validate === 'debounced') scheduleValidation();
    if (validate === 'now') runValidation(list);
  };

  const onCellChange = (rowIndex: number, key: string, text: string) => {
    commit(
      rows.map((row, i) => (i === rowIndex ? { ...row, values: { ...row.values, [key]: text } } : row)),
      'debounced',
    );
  };

  const addRow = (focusColumn: number) => {
    if (rows.length >= maxRows) {
      onOverMaxRows?.(maxRows);
      return;
    }
    pendingFocus.current = { row: rows.length, column: focusColumn };
    // A new empty row is not validated at once: an error on a row just added would only get in the way.
    commit([...rows, ...keyed([emptyRow(columns)])], 'no');
  };

  const removeRow = (rowIndex: number) => {
    if (rows.length <= 1) return;
    const next = rows.filter((_, i) => i !== rowIndex);
    pendingFocus.current = { row: Math.min(rowIndex, next.length - 1), column: 0 };
    // A shown error points at a row index that has just shifted, so check again at once.
    commit(next, error ? 'now' : 'no');
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => {
    // Enter while an input method is composing confirms the Chinese candidate; it is not a move.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const action = enterAction(rowIndex, rows.length, maxRows);
    if (action.kind === 'move') {
      focusCell(action.rowIndex, columnIndex);
    } else if (action.kind === 'add') {
      addRow(columnIndex);
    } else {
      onOverMaxRows?.(maxRows);
    }
  };

  const onCellPaste = (event: ClipboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number) => {
    if (!pasteable) return;
    const text = event.clipboardData.getData('text/plain');
    // One plain value pastes as usual, at the caret.
    if (!isCellBlock(text)) return;
    event.preventDefault();
    const result = applyPaste(
      rows.map((r) => r.values),
      columns,
      rowIndex,
      columnIndex,
      text,
      maxRows,
    );
    const next = result.rows.map((values, i) => ({ id: rows[i]?.id ?? nextId.current++, values }));
    pendingFocus.current = { row: result.lastRowIndex, column: columnIndex };
    commit(next, 'debounced');
    if (result.droppedRows > 0) onPasteOverMaxRows?.({ droppedRows: result.droppedRows, maxRows });
  };

  const full = rows.length >= maxRows;
  const canDelete = rows.length > 1;

  return (
    <div className={['tf-multi-input-table', className ?? ''].filter(Boolean).join(' ')}>
      <table ref={tableRef} className="tf-multi-input-table__table" aria-label={ariaLabel}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.width !== undefined ? { width: column.width } : undefined}>
                {column.title}
              </th>
            ))}
            <th scope="col" className="tf-multi-input-table__actions">
              {MULTI_INPUT_TEXTS.ACTIONS}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const rowHasError = error?.rowIndex === rowIndex;
            return (
              <tr
                key={row.id}
                className={rowHasError ? 'tf-multi-input-table__row tf-multi-input-table__row--error' : 'tf-multi-input-table__row'}
                data-error={rowHasError || undefined}
              >
                {columns.map((column, columnIndex) => {
                  const cellHasError = rowHasError && error?.columnKey === column.key;
                  return (
                    <td key={column.key}>
                      <Input
                        value={row.values[column.key] ?? ''}
                        placeholder={column.placeholder}
                        aria-label={MULTI_INPUT_TEXTS.CELL_LABEL(rowIndex + 1, column.title)}
                        aria-invalid={cellHasError || undefined}
                        aria-describedby={cellHasError ? errorId : undefined}
                        validateStatus={cellHasError ? 'error' : 'default'}
                        data-row={rowIndex}
                        data-column={columnIndex}
                        onChange={(text: string) => onCellChange(rowIndex, column.key, text)}
                        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onCellKeyDown(event, rowIndex, columnIndex)}
                        onPaste={(event: ClipboardEvent<HTMLInputElement>) => onCellPaste(event, rowIndex, columnIndex)}
                      />
                    </td>
                  );
                })}
                <td className="tf-multi-input-table__actions">
                  {canDelete && (
                    <Button
                      theme="borderless"
                      type="tertiary"
                      icon={<IconDelete />}
                      aria-label={MULTI_INPUT_TEXTS.DELETE_ROW(rowIndex + 1)}
                      onClick={() => removeRow(rowIndex)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <div id={errorId} role="alert" className="tf-multi-input-table__error">
          {error.message}
        </div>
      )}
      <div className="tf-multi-input-table__footer">
        <Button theme="borderless" icon={<IconPlus aria-hidden />} disabled={full} onClick={() => addRow(0)}>
          {MULTI_INPUT_TEXTS.ADD_ROW}
        </Button>
        {full && <span className="tf-multi-input-table__hint">{MULTI_INPUT_TEXTS.MAX_ROWS_REACHED(maxRows)}</span>}
        {pasteable && !full && <span className="tf-multi-input-table__hint">{MULTI_INPUT_TEXTS.PASTE_HINT}</span>}
      </div>
    </div>
  );
}
