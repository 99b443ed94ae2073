import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { IconClose } from '@douyinfe/semi-icons';
import { CASCADER, DEFAULT_TEXTS, UI_TEXTS } from '@toufang/domain';
import {
  CHECKED,
  HALF_CHECKED,
  PATH_SEPARATOR,
  buildCheckTreeIndex,
  checkedPrefix,
  computeCheckState,
  filterIdsByText,
  flagsFromValues,
  isAllDisabled,
  isNodeDisabled,
  isOverMax,
  isRemovable,
  openPathTo,
  pathLabels,
  pathText,
  sameFlags,
  searchNodeIds,
  selectedNodeIds,
  setAllChecked,
  setNodeChecked,
  valuesFromFlags,
  type CheckState,
} from '../check-tree/check-tree';
import {
  CASCADER_LAYOUT,
  CASCADER_TRANSFER_TEXTS as TEXTS,
  overMaxMessage,
  selectedCsv,
  selectedNode,
  selectedTitle,
  type CascaderIndex,
  type CascaderOption,
  type CascaderSelectedNode,
  type CascaderValue,
} from './cascader-view';
import { NodeRow, RowList, SearchBox, downloadCsv, highlighted } from './cascader-parts';
import { NO_OPTIONS, useRemoteOptions, type CascaderOptionsLoader } from './use-remote-options';
import './cascader-transfer.css';

export type { CascaderOptionsLoader };

export interface CascaderExportPayload {
  /** The right panel's entries as CSV (header 名称,路径,值), without a byte-order mark. */
  csv: string;
  nodes: CascaderSelectedNode[];
  values: CascaderValue[];
}

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

const NO_VALUES: CascaderValue[] = [];

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
  const index = useMemo(() => buildCheckTreeIndex(options), [options]);
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
