// The building blocks of the cascader with transfer panel: the debounced search box, the row lists (plain and
// virtualised), the hint, one node's row, a search hit's highlight and the CSV download.
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconChevronRight, IconHelpCircle, IconSearch } from '@douyinfe/semi-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SIZES, WIDGET_DEBOUNCE } from '@toufang/domain';
import { CHECKED, HALF_CHECKED, PATH_SEPARATOR, pathLabels } from '../check-tree/check-tree';
import { CASCADER_LAYOUT, shouldVirtualize, type CascaderIndex } from './cascader-view';

/** A search box whose query reaches the widget after the spec's search debounce (§9); clearing applies at once. */
export function SearchBox({ label, placeholder, onSearch, className }: { label: string; placeholder: string; onSearch: (query: string) => void; className?: string }) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (!next.trim()) {
      onSearch('');
      return;
    }
    timer.current = setTimeout(() => onSearch(next), WIDGET_DEBOUNCE.SEARCH_MS);
  };
  return (
    <Input
      className={className}
      value={text}
      onChange={change}
      aria-label={label}
      placeholder={placeholder}
      prefix={<IconSearch aria-hidden />}
      showClear
    />
  );
}

/** A list that renders every row up to VIRTUAL_THRESHOLD rows, and only the rows in view beyond it. */
export function RowList({ count, height, label, renderRow, className }: { count: number; height: number; label: string; renderRow: (k: number) => ReactNode; className?: string }) {
  if (shouldVirtualize(count)) return <VirtualRowList count={count} height={height} label={label} renderRow={renderRow} className={className} />;
  const rows: ReactNode[] = [];
  for (let k = 0; k < count; k++) rows.push(renderRow(k));
  return (
    <div className={`tf-cascader-transfer__list ${className ?? ''}`} role="list" aria-label={label}>
      {rows}
    </div>
  );
}

export function VirtualRowList({ count, height, label, renderRow, className }: { count: number; height: number; label: string; renderRow: (k: number) => ReactNode; className?: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CASCADER_LAYOUT.ROW_HEIGHT,
    overscan: CASCADER_LAYOUT.OVERSCAN,
    // The first frame (and jsdom, which has no layout) renders the rows the panel will show.
    initialRect: { width: CASCADER_LAYOUT.COLUMN_WIDTH, height },
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className={`tf-cascader-transfer__list ${className ?? ''}`} role="list" aria-label={label} data-virtual="true">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className="tf-cascader-transfer__virtual-row"
            style={{ height: CASCADER_LAYOUT.ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}

export function Hint({ text }: { text: string }) {
  return (
    // A help icon answers fast: the spec's minimum delay (§9), for showing and hiding alike.
    <Tooltip
      content={text}
      mouseEnterDelay={SIZES.TOOLTIP_MIN_DELAY_MS}
      mouseLeaveDelay={SIZES.TOOLTIP_MIN_DELAY_MS}
      style={{ maxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS }}
    >
      <span className="tf-cascader-transfer__hint" aria-hidden>
        <IconHelpCircle size="small" />
      </span>
    </Tooltip>
  );
}

export interface NodeRowProps {
  id: number;
  /** The accessible name: the label, or the path in search results. */
  name: string;
  content: ReactNode;
  code: number;
  disabled: boolean;
  showCheck: boolean;
  /** Opens the next column (columns only, nodes with children). */
  onOpen?: (id: number) => void;
  open?: boolean;
  tooltip?: string;
  onToggle: (id: number) => void;
}

export const NodeRow = memo(function NodeRow({ id, name, content, code, disabled, showCheck, onOpen, open, tooltip, onToggle }: NodeRowProps) {
  const tipId = useId();
  const describedBy = tooltip ? tipId : undefined;
  const checked = code === CHECKED;
  const indeterminate = code === HALF_CHECKED;
  const state = checked ? 'checked' : indeterminate ? 'half' : 'unchecked';
  const label = (
    <>
      <span className="tf-cascader-transfer__label">{content}</span>
      {tooltip ? <Hint text={tooltip} /> : null}
    </>
  );
  let body: ReactNode;
  if (onOpen) {
    body = (
      <>
        {showCheck ? (
          <Checkbox checked={checked} indeterminate={indeterminate} disabled={disabled} aria-label={name} aria-describedby={describedBy} onChange={() => onToggle(id)} />
        ) : null}
        <button type="button" className="tf-cascader-transfer__open" aria-expanded={open} aria-describedby={describedBy} onClick={() => onOpen(id)}>
          {label}
          <span className="tf-cascader-transfer__chevron" aria-hidden>
            <IconChevronRight size="small" />
          </span>
        </button>
      </>
    );
  } else if (showCheck) {
    body = (
      <Checkbox className="tf-cascader-transfer__check" checked={checked} indeterminate={indeterminate} disabled={disabled} aria-describedby={describedBy} onChange={() => onToggle(id)}>
        {label}
      </Checkbox>
    );
  } else {
    body = <span className="tf-cascader-transfer__plain">{label}</span>;
  }
  return (
    <div
      className={`tf-cascader-transfer__row${open ? ' tf-cascader-transfer__row--open' : ''}${disabled ? ' tf-cascader-transfer__row--disabled' : ''}${showCheck ? '' : ' tf-cascader-transfer__row--nocheck'}`}
      role="listitem"
      data-state={state}
      data-value={String(id)}
    >
      {body}
      {tooltip ? (
        <span id={tipId} hidden>
          {tooltip}
        </span>
      ) : null}
    </div>
  );
});

/** The searched label with the match marked, after its ancestors' path. */
export function highlighted(index: CascaderIndex, id: number, query: string): ReactNode {
  const labels = pathLabels(index, id);
  const own = labels.pop() as string;
  const prefix = labels.length ? labels.join(PATH_SEPARATOR) + PATH_SEPARATOR : '';
  const at = own.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at < 0) return prefix + own;
  const end = at + query.trim().length;
  return (
    <>
      {prefix}
      {own.slice(0, at)}
      <mark className="tf-cascader-transfer__mark">{own.slice(at, end)}</mark>
      {own.slice(end)}
    </>
  );
}

export function downloadCsv(csv: string, fileName: string) {
  // The byte-order mark makes spreadsheet programs read the Chinese text as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
