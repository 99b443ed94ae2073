import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconChevronRight, IconClose, IconHelpCircle, IconSearch } from '@douyinfe/semi-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { CASCADER, DEFAULT_TEXTS, SIZES, UI_TEXTS, WIDGET_DEBOUNCE } from '@toufang/domain';
import {
  CASCADER_LAYOUT,
  CASCADER_TRANSFER_TEXTS as TEXTS,
  CHECKED,
  HALF_CHECKED,
  PATH_SEPARATOR,
  buildCascaderIndex,
  checkedPrefix,
  computeCheckState,
  filterIdsByText,
  flagsFromValues,
  isAllDisabled,
  isNodeDisabled,
  isOverMax,
  isRemovable,
  openPathTo,
  overMaxMessage,
  pathLabels,
  pathText,
  sameFlags,
  searchNodeIds,
  selectedCsv,
  selectedNode,
  selectedNodeIds,
  selectedTitle,
  setAllChecked,
  setNodeChecked,
  shouldVirtualize,
  valuesFromFlags,
  type CascaderIndex,
  type CascaderOption,
  type CascaderSelectedNode,
  type CascaderValue,
  type CheckState,
} from './cascader-rules';
import './cascader-transfer.css';

export interface CascaderExportPayload {
  /** The right panel's entries as CSV (header 名称,路径,值), without a byte-order mark. */
  csv: string;
  nodes: CascaderSelectedNode[];
  values: CascaderValue[];
}

/**
 * Loads the tree (widgets spec §7). The page builds it, e.g. with libs/api's `optionsRequestLoader`, so the
 * request goes through the desk's client (token, timeout, envelope, error catalogue); libs/ui does no
 * network I/O. The widget aborts `signal` when it unmounts or loads again.
 */
export type CascaderOptionsLoader = ((signal: AbortSignal) => Promise<CascaderOption[]>) & {
  /** The widget loads again when this changes; without it, when the function itself changes. */
  readonly key?: string;
};

export interface CascaderTransferProps {
  /** The tree; ignored when `loadOptions` is given. */
  options?: CascaderOption[];
  /** Loads the tree instead, showing 加载中, then the tree, or 数据加载失败 with 重试. */
  loadOptions?: CascaderOptionsLoader;
  /** Controlled: the checked leaf values. A parent's value stands for all its leaves. */
  value?: CascaderValue[];
  /** Uncontrolled start value. */
  defaultValue?: CascaderValue[];
  /** The checked leaf values in tree order, and the entries the right panel lists. */
  onChange?: (values: CascaderValue[], selected: CascaderSelectedNode[]) => void;
  /** Most leaves that may be checked; 0 (default) means no limit (widgets spec §9). */
  max?: number;
  /** Used in the over-max message; default 兴趣定向 (widgets spec §9). */
  title?: string;
  /** The right panel's search box (default off). */
  showSelectedSearch?: boolean;
  /** The right panel's 导出 link (default off). */
  showExport?: boolean;
  /** The right panel's 清空 link (default on). */
  showClear?: boolean;
  /** With it, 导出 emits the CSV instead of downloading `{title}-已选.csv`. */
  onExport?: (payload: CascaderExportPayload) => void;
  /** Loading the options failed (widgets spec §7); the error is also logged. */
  onDataError?: (error: unknown) => void;
  /** Loading the options succeeded. */
  onDataLoad?: (options: CascaderOption[]) => void;
  /** Height of the columns and lists, px. */
  height?: number;
  searchPlaceholder?: string;
  className?: string;
}

const NO_OPTIONS: CascaderOption[] = [];
const NO_VALUES: CascaderValue[] = [];

type RemoteStatus = 'loading' | 'error' | 'ready';

/** Runs the loader; loads again only when its key (or, without one, the loader) changes, or on retry. */
function useRemoteOptions(props: Pick<CascaderTransferProps, 'loadOptions' | 'onDataError' | 'onDataLoad'>) {
  // A key rather than the function, so a page that builds its loader inline does not reload on every render.
  const key: unknown = props.loadOptions ? (props.loadOptions.key ?? props.loadOptions) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: unknown; attempt: number; status: RemoteStatus; options: CascaderOption[] }>({
    key: null,
    attempt: 0,
    status: 'loading',
    options: NO_OPTIONS,
  });
  // The latest loader and callbacks: the effect reads them when the key changes, never because of them.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const load = latest.current.loadOptions;
    if (key === null || !load) return;
    const controller = new AbortController();
    const loaded = (options: CascaderOption[]) => {
      if (controller.signal.aborted) return;
      setState({ key, attempt, status: 'ready', options });
      latest.current.onDataLoad?.(options);
    };
    const failed = (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[CascaderTransfer] 选项加载失败', error);
      setState({ key, attempt, status: 'error', options: NO_OPTIONS });
      latest.current.onDataError?.(error);
    };
    let pending: Promise<CascaderOption[]>;
    try {
      pending = Promise.resolve(load(controller.signal));
    } catch (error) {
      // A loader that throws at once fails like one that rejects.
      pending = Promise.reject(error);
    }
    pending
      .then((options) => {
        if (!Array.isArray(options)) throw new Error('CascaderTransfer: loadOptions gave no list');
        return options;
      })
      .then(loaded, failed);
    return () => controller.abort();
  }, [key, attempt]);

  const current = state.key === key && state.attempt === attempt;
  return {
    status: (current ? state.status : 'loading') as RemoteStatus,
    options: current ? state.options : NO_OPTIONS,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

/** A search box whose query reaches the widget after the spec's search debounce (§9); clearing applies at once. */
function SearchBox({ label, placeholder, onSearch, className }: { label: string; placeholder: string; onSearch: (query: string) => void; className?: string }) {
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
function RowList({ count, height, label, renderRow, className }: { count: number; height: number; label: string; renderRow: (k: number) => ReactNode; className?: string }) {
  if (shouldVirtualize(count)) return <VirtualRowList count={count} height={height} label={label} renderRow={renderRow} className={className} />;
  const rows: ReactNode[] = [];
  for (let k = 0; k < count; k++) rows.push(renderRow(k));
  return (
    <div className={`tf-cascader-transfer__list ${className ?? ''}`} role="list" aria-label={label}>
      {rows}
    </div>
  );
}

function VirtualRowList({ count, height, label, renderRow, className }: { count: number; height: number; label: string; renderRow: (k: number) => ReactNode; className?: string }) {
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

function Hint({ text }: { text: string }) {
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

interface NodeRowProps {
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

const NodeRow = memo(function NodeRow({ id, name, content, code, disabled, showCheck, onOpen, open, tooltip, onToggle }: NodeRowProps) {
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
function highlighted(index: CascaderIndex, id: number, query: string): ReactNode {
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

function downloadCsv(csv: string, fileName: string) {
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

/**
 * The multi-level cascader with transfer panel (widgets spec §2-§5, §7, §9): tree columns with checkboxes
 * on the left, the selection on the right. 'Count' is the number of checked leaves.
 */
export function CascaderTransfer(props: CascaderTransferProps) {
  const {
    options: optionsProp,
    loadOptions,
    value,
    defaultValue,
    onChange,
    max = CASCADER.UNLIMITED_MAX,
    title = CASCADER.DEFAULT_TITLE,
    showSelectedSearch = false,
    showExport = false,
    showClear = true,
    onExport,
    height = CASCADER_LAYOUT.PANEL_HEIGHT,
    searchPlaceholder = DEFAULT_TEXTS.SEARCH_PLACEHOLDER,
    className,
  } = props;

  const remote = useRemoteOptions(props);
  const options = loadOptions ? remote.options : (optionsProp ?? NO_OPTIONS);
  const index = useMemo(() => buildCascaderIndex(options), [options]);
  useEffect(() => {
    if (index.duplicateValues.length) console.warn('[CascaderTransfer] 选项值重复，只有第一个可用：', index.duplicateValues);
  }, [index]);

  const [inner, setInner] = useState<CascaderValue[]>(defaultValue ?? NO_VALUES);
  const values = value ?? inner;
  const flags = useMemo(() => flagsFromValues(index, values), [index, values]);
  const check: CheckState = useMemo(() => computeCheckState(index, flags), [index, flags]);
  const listed = useMemo(() => selectedNodeIds(index, check), [index, check]);

  const [query, setQuery] = useState('');
  const results = useMemo(() => searchNodeIds(index, query), [index, query]);
  const [selectedQuery, setSelectedQuery] = useState('');
  const shownListed = useMemo(() => filterIdsByText(index, listed, selectedQuery), [index, listed, selectedQuery]);

  // The open columns: ids of the opened node and its ancestors; reset when the tree changes.
  const [open, setOpen] = useState<{ index: CascaderIndex; ids: number[] }>({ index, ids: [] });
  const openIds = open.index === index ? open.ids : NO_IDS;

  const commit = useCallback(
    (next: Uint8Array) => {
      if (sameFlags(next, flags)) return;
      const nextValues = valuesFromFlags(index, next);
      const nodes = selectedNodeIds(index, checkedPrefix(next)).map((id) => selectedNode(index, id));
      if (value === undefined) setInner(nextValues);
      onChange?.(nextValues, nodes);
    },
    [flags, index, value, onChange],
  );

  const toggle = useCallback((id: number) => commit(setNodeChecked(index, flags, id, check.state[id] !== CHECKED, max)), [commit, index, flags, check, max]);
  const openNode = useCallback((id: number) => setOpen({ index, ids: openPathTo(index, id) }), [index]);
  const toggleAll = () => commit(setAllChecked(index, flags, check.all !== CHECKED, max));
  const remove = (id: number) => commit(setNodeChecked(index, flags, id, false));
  const clear = () => commit(setAllChecked(index, flags, false));
  const exportSelected = () => {
    const nodes = listed.map((id) => selectedNode(index, id));
    const csv = selectedCsv(nodes);
    if (onExport) onExport({ csv, nodes, values: valuesFromFlags(index, flags) });
    else downloadCsv(csv, `${title}-${TEXTS.EXPORT_FILE_SUFFIX}.csv`);
  };

  const over = isOverMax(check.count, max);
  const titleId = useId();
  const errorId = useId();

  const renderNodeRow = (id: number, content: ReactNode, name: string, withOpen: boolean) => {
    const option = index.nodes[id];
    const parent = withOpen && index.children[id].length > 0;
    return (
      <NodeRow
        key={id}
        id={id}
        name={name}
        content={content}
        code={check.state[id]}
        disabled={isNodeDisabled(index, check, id, max)}
        showCheck={option.showCheck !== false}
        tooltip={option.tooltip}
        onToggle={toggle}
        onOpen={parent ? openNode : undefined}
        open={parent ? openIds.includes(id) : undefined}
      />
    );
  };

  let source: ReactNode;
  if (loadOptions && remote.status === 'loading') {
    source = (
      <div className="tf-cascader-transfer__state" role="status">
        <Spin size="small" />
        <span>{TEXTS.LOADING}</span>
      </div>
    );
  } else if (loadOptions && remote.status === 'error') {
    source = (
      <div className="tf-cascader-transfer__state tf-cascader-transfer__state--error" role="alert" data-error="true">
        <span>{TEXTS.LOAD_FAILED}</span>
        <Button size="small" onClick={remote.retry}>
          {TEXTS.RETRY}
        </Button>
      </div>
    );
  } else if (index.size === 0) {
    source = <div className="tf-cascader-transfer__state">{DEFAULT_TEXTS.EMPTY_DATA}</div>;
  } else if (query.trim()) {
    source = results.length ? (
      <RowList
        key={query}
        className="tf-cascader-transfer__results"
        count={results.length}
        height={height}
        label={`${TEXTS.SEARCH_LABEL}：${query.trim()}`}
        renderRow={(k) => renderNodeRow(results[k], highlighted(index, results[k], query), pathText(index, results[k]), false)}
      />
    ) : (
      <div className="tf-cascader-transfer__state">{TEXTS.NO_MATCH}</div>
    );
  } else {
    const columns: { key: number; label: string; ids: readonly number[] }[] = [{ key: -1, label: title, ids: index.roots }];
    for (const id of openIds) columns.push({ key: id, label: index.nodes[id].label, ids: index.children[id] });
    source = (
      <div className="tf-cascader-transfer__columns">
        {columns.map((column) => (
          <RowList
            key={column.key}
            className="tf-cascader-transfer__column"
            count={column.ids.length}
            height={height}
            label={column.label}
            renderRow={(k) => renderNodeRow(column.ids[k], index.nodes[column.ids[k]].label, index.nodes[column.ids[k]].label, true)}
          />
        ))}
      </div>
    );
  }

  const ready = !loadOptions || remote.status === 'ready';
  let selected: ReactNode;
  if (listed.length === 0) selected = <div className="tf-cascader-transfer__state">{TEXTS.EMPTY_SELECTION}</div>;
  else if (shownListed.length === 0) selected = <div className="tf-cascader-transfer__state">{TEXTS.NO_MATCH}</div>;
  else
    selected = (
      <RowList
        className="tf-cascader-transfer__selected-list"
        count={shownListed.length}
        height={height}
        label={selectedTitle(check.count, max)}
        renderRow={(k) => {
          const id = shownListed[k];
          const path = pathLabels(index, id);
          const own = path.pop() as string;
          return (
            <div key={id} className="tf-cascader-transfer__item" role="listitem">
              <span className="tf-cascader-transfer__item-text" title={pathText(index, id)}>
                <span className="tf-cascader-transfer__item-label">{own}</span>
                {path.length ? <span className="tf-cascader-transfer__item-path">{path.join(PATH_SEPARATOR)}</span> : null}
              </span>
              {isRemovable(index, check, id) ? (
                <Button
                  className="tf-cascader-transfer__remove"
                  theme="borderless"
                  type="tertiary"
                  size="small"
                  icon={<IconClose aria-hidden />}
                  aria-label={`${TEXTS.REMOVE} ${pathText(index, id)}`}
                  onClick={() => remove(id)}
                />
              ) : null}
            </div>
          );
        }}
      />
    );

  return (
    <div
      className={`tf-cascader-transfer${className ? ` ${className}` : ''}`}
      data-testid="cascader-transfer"
      role="group"
      aria-label={title}
      style={{ ['--tf-cascader-height' as string]: `${height}px` }}
    >
      <section className="tf-cascader-transfer__source">
        <div className="tf-cascader-transfer__toolbar">
          <Checkbox
            className="tf-cascader-transfer__all"
            checked={check.all === CHECKED}
            indeterminate={check.all === HALF_CHECKED}
            disabled={!ready || isAllDisabled(index, check, max)}
            onChange={toggleAll}
          >
            {UI_TEXTS.SELECT_ALL}
          </Checkbox>
          <SearchBox className="tf-cascader-transfer__search" label={TEXTS.SEARCH_LABEL} placeholder={searchPlaceholder} onSearch={setQuery} />
        </div>
        <div className="tf-cascader-transfer__body">{source}</div>
      </section>
      <section className="tf-cascader-transfer__target" aria-labelledby={titleId} aria-describedby={over ? errorId : undefined}>
        <header className="tf-cascader-transfer__header">
          <span id={titleId} className={`tf-cascader-transfer__count${over ? ' tf-cascader-transfer__count--error' : ''}`} aria-live="polite">
            {selectedTitle(check.count, max)}
          </span>
          <span className="tf-cascader-transfer__actions">
            {showExport ? (
              <Button theme="borderless" type="primary" size="small" disabled={listed.length === 0} onClick={exportSelected}>
                {TEXTS.EXPORT}
              </Button>
            ) : null}
            {showClear ? (
              <Button theme="borderless" type="primary" size="small" disabled={check.enabledChecked === 0} onClick={clear}>
                {TEXTS.CLEAR}
              </Button>
            ) : null}
          </span>
        </header>
        {over ? (
          <div id={errorId} className="tf-cascader-transfer__error" role="alert">
            {overMaxMessage(title, max)}
          </div>
        ) : null}
        {showSelectedSearch ? (
          <SearchBox className="tf-cascader-transfer__selected-search" label={TEXTS.SELECTED_SEARCH_LABEL} placeholder={searchPlaceholder} onSearch={setSelectedQuery} />
        ) : null}
        <div className="tf-cascader-transfer__body tf-cascader-transfer__body--selected">{selected}</div>
      </section>
    </div>
  );
}

const NO_IDS: number[] = [];
