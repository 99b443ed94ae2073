import { useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import SemiTree from '@douyinfe/semi-ui-19/lib/es/tree';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconSearch, IconTreeTriangleDown } from '@douyinfe/semi-icons';
import { SELECT, TREE } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { baseDisabled, checkStates, disabledValues, formatPath, normalizeValue, sameValues, toggleValue } from '../check-tree/check-tree-values';
import {
  TREE_ROW_HEIGHT,
  TREE_TEXTS,
  buildTreeIndex,
  chosenLeafCount,
  filterVisible,
  hasTreeMax,
  isAllExpanded,
  labelFilter,
  normalizeTreeData,
  panelHeight,
  parentValues,
  semiKey,
  toSemiNodes,
  treePropsErrors,
  visibleRowCount,
  type FilterNodeMethod,
  type IndexedTreeNode,
  type SemiTreeNode,
  type TreeDataNode,
  type TreeValue,
} from './tree-rules';
import './tree.css';

export interface TreeProps {
  treeData: readonly TreeDataNode[];
  /** The field of each node that holds its unique key (usually 'value'). Missing: 'nodeKey is required'. */
  nodeKey: string;
  /** Checkboxes, with parents cascading to their enabled children; otherwise one node is chosen by a click. */
  multiple?: boolean;
  /** Chosen values (multiple: every chosen node, parents included, in tree order). Controlled when given. */
  value?: readonly TreeValue[];
  defaultValue?: readonly TreeValue[];
  onChange?: (value: TreeValue[], nodes: IndexedTreeNode[]) => void;
  /** Most leaves that may be checked (multiple); 0 or absent means unlimited. At the maximum the rest is disabled. */
  max?: number;
  /** Shows the filter box (筛选). Requires filterNodeMethod ('filterNodeMethod is required when filter'). */
  filter?: boolean;
  /** Matches one part of the filter text (the text is split at commas); `labelFilter` is the usual one. */
  filterNodeMethod?: FilterNodeMethod;
  /** The filter text, controlled when given. */
  filterText?: string;
  onFilterChange?: (text: string) => void;
  /** Everything expanded at first (widgets spec §9: on by default). */
  defaultExpandAll?: boolean;
  onExpandChange?: (expanded: TreeValue[]) => void;
  /** The 全部展开 / 全部收起 control (on by default). */
  showExpandToggle?: boolean;
  /** The taller panel: at most 320 px instead of 290 px. */
  tall?: boolean;
  /** A click on a node's label (both modes). */
  onNodeClick?: (node: IndexedTreeNode, data: TreeDataNode | undefined) => void;
  /** Developer errors of the props (also logged with console.error); the tree still draws. */
  onPropsError?: (messages: string[]) => void;
  emptyText?: ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
  className?: string;
  style?: CSSProperties;
  /** Content after the tree's controls, for wrappers (a title, a summary). */
  toolbarExtra?: ReactNode;
}

/** What Semi's renderFullLabel hands over (the part this widget uses). */
interface FullLabelProps {
  className: string;
  data: SemiTreeNode;
  style?: CSSProperties;
  expandStatus: { expanded: boolean };
}

const EMPTY: readonly TreeValue[] = [];

/**
 * A tree on Semi's Tree with `virtualize`, so thousands of nodes stay smooth. Semi draws and windows the
 * rows; expansion, filtering and choosing are this widget's own (tree-rules.ts, and the tree select's
 * choosing rules), handed to Semi as controlled expanded keys, the filtered data and the rows' states.
 */
export function Tree({
  treeData,
  nodeKey,
  multiple = false,
  value: valueProp,
  defaultValue,
  onChange,
  max,
  filter = false,
  filterNodeMethod,
  filterText: filterTextProp,
  onFilterChange,
  defaultExpandAll = TREE.EXPAND_ALL,
  onExpandChange,
  showExpandToggle = true,
  tall = false,
  onNodeClick,
  onPropsError,
  emptyText = TREE_TEXTS.EMPTY,
  disabled = false,
  'aria-label': ariaLabel,
  'data-testid': testId,
  className,
  style,
  toolbarExtra,
}: TreeProps) {
  const normalized = useMemo(() => normalizeTreeData(treeData, nodeKey), [treeData, nodeKey]);
  const index = useMemo(() => buildTreeIndex(normalized.nodes), [normalized]);

  // Developer errors: logged once per distinct set, never thrown, so a page with a wrong prop still works.
  const errors = useMemo(
    () => [...new Set([...treePropsErrors({ nodeKey, filter, filterNodeMethod }), ...normalized.errors])],
    [nodeKey, filter, filterNodeMethod, normalized],
  );
  const errorKey = errors.join('\n');
  const onPropsErrorRef = useRef(onPropsError);
  onPropsErrorRef.current = onPropsError;
  useEffect(() => {
    if (!errorKey) return;
    const messages = errorKey.split('\n');
    messages.forEach((message) => console.error(message));
    onPropsErrorRef.current?.(messages);
  }, [errorKey]);

  // Value.
  const [inner, setInner] = useState<readonly TreeValue[]>(defaultValue ?? EMPTY);
  const raw = valueProp ?? inner;
  const current = useMemo(
    () => (multiple ? normalizeValue(index, raw) : raw.filter((v) => index.byValue.has(v)).slice(0, 1)),
    [index, raw, multiple],
  );
  const options = useMemo(() => ({ max: hasTreeMax(max) ? max : undefined }), [max]);
  const fixed = useMemo(() => baseDisabled(index), [index]);
  const disabledSet = useMemo(() => (multiple ? disabledValues(index, current, options) : fixed), [multiple, index, current, options, fixed]);
  const states = useMemo(() => (multiple ? checkStates(index, current) : null), [multiple, index, current]);
  const chosen = useMemo(() => new Set(current), [current]);

  const emit = (next: TreeValue[]) => {
    if (sameValues(next, current)) return;
    if (valueProp === undefined) setInner(next);
    onChange?.(
      next,
      next.map((v) => index.byValue.get(v)).filter((node): node is IndexedTreeNode => node !== undefined),
    );
  };

  // Filter: typing stays responsive on big trees because the filtering follows the text as a deferred value.
  const [innerText, setInnerText] = useState('');
  const text = filterTextProp ?? innerText;
  const deferredText = useDeferredValue(filter ? text : '');
  // The method is read through a ref: an inline function (new each render) must not refilter, and so
  // rebuild Semi's data, on every render; a new method applies from the next change of text or data.
  const methodRef = useRef<FilterNodeMethod>(labelFilter);
  methodRef.current = filterNodeMethod ?? labelFilter;
  const visible = useMemo(() => filterVisible(index, deferredText, methodRef.current, normalized.dataByValue), [index, deferredText, normalized]);
  const setText = (next: string) => {
    if (filterTextProp === undefined) setInnerText(next);
    onFilterChange?.(next);
  };

  // Expansion: the operator's own, and while filtering a separate one that starts with every match open.
  const allParents = useMemo(() => parentValues(index), [index]);
  const [userExpanded, setUserExpanded] = useState(() => ({ index, keys: new Set<TreeValue>(defaultExpandAll ? allParents : []) }));
  if (userExpanded.index !== index) {
    // New data: known parents keep their state; new ones open when expand-all is on.
    const known = userExpanded.index.byValue;
    const keys = new Set<TreeValue>(allParents.filter((v) => (known.get(v)?.type === 'node' ? userExpanded.keys.has(v) : defaultExpandAll)));
    setUserExpanded({ index, keys });
  }
  const [filterExpanded, setFilterExpanded] = useState<{ visible: Set<TreeValue> | null; keys: Set<TreeValue> }>({ visible: null, keys: new Set() });
  const filteredParents = useMemo(() => (visible ? parentValues(index, visible) : []), [index, visible]);
  const openMatches = useMemo(() => new Set(filteredParents), [filteredParents]);
  const expanded = visible ? (filterExpanded.visible === visible ? filterExpanded.keys : openMatches) : userExpanded.keys;
  const setExpanded = (keys: Set<TreeValue>) => {
    if (visible) setFilterExpanded({ visible, keys });
    else setUserExpanded({ index, keys });
    onExpandChange?.([...keys]);
  };
  const allExpanded = isAllExpanded(index, expanded, visible);
  const hasParents = (visible ? filteredParents : allParents).length > 0;
  const toggleAll = () => setExpanded(allExpanded ? new Set() : new Set(visible ? filteredParents : allParents));
  const toggleOne = (v: TreeValue) => {
    const keys = new Set(expanded);
    if (keys.has(v)) keys.delete(v);
    else keys.add(v);
    setExpanded(keys);
  };

  const semiData = useMemo(() => toSemiNodes(index.roots, visible), [index, visible]);
  const expandedKeys = useMemo(() => [...expanded].map(semiKey), [expanded]);
  const rows = useMemo(() => visibleRowCount(index, expanded, visible), [index, expanded, visible]);
  // Semi's virtual list keeps the height it was first given, so it always gets the full panel height and a
  // viewport around it shrinks to the rows when they are fewer (the rows all fit, so nothing is clipped).
  const listHeight = tall ? TREE.PANEL_MAX_HEIGHT_TALL : TREE.PANEL_MAX_HEIGHT;
  const viewportHeight = rows > 0 ? panelHeight(rows, tall) : undefined;

  // Semi's Tree names only its wrapper and says single-select; the role=tree element gets both right here.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = rootRef.current?.querySelector('[role="tree"]');
    if (!list) return;
    list.setAttribute('aria-multiselectable', String(multiple));
    if (ariaLabel) list.setAttribute('aria-label', ariaLabel);
  });

  const renderRow = ({ className: semiClass, data, style: semiStyle }: FullLabelProps): ReactNode => {
    const node = index.byValue.get(data.value);
    if (!node) return null;
    const isDisabled = disabled || disabledSet.has(node.value);
    const hasChildren = Boolean(data.children && data.children.length > 0);
    const open = hasChildren && expanded.has(node.value);
    const state = multiple ? (states?.get(node.value) ?? 'unchecked') : chosen.has(node.value) ? 'checked' : 'unchecked';
    const nodeData = normalized.dataByValue.get(node.value);
    const path = formatPath(node, SELECT.PATH_SEPARATOR);
    const toggleCheck = () => {
      if (isDisabled) return;
      emit(toggleValue(index, current, node.value, options));
      onNodeClick?.(node, nodeData);
    };
    const pick = () => {
      if (isDisabled) return;
      emit([node.value]);
      onNodeClick?.(node, nodeData);
    };
    return (
      <div
        className={[semiClass, 'tf-tree__row', isDisabled ? 'tf-tree__row--disabled' : ''].filter(Boolean).join(' ')}
        style={{ ...semiStyle, paddingLeft: 8 + (node.level - 1) * TREE.INDENT }}
        role="treeitem"
        aria-level={node.level}
        aria-expanded={hasChildren ? open : undefined}
        aria-selected={state === 'checked'}
        aria-disabled={isDisabled || undefined}
        data-value={String(node.value)}
      >
        {hasChildren ? (
          <button
            type="button"
            className={['tf-tree__expand', open ? 'tf-tree__expand--open' : ''].filter(Boolean).join(' ')}
            aria-label={`${open ? TREE_TEXTS.COLLAPSE : TREE_TEXTS.EXPAND}${node.label}`}
            aria-expanded={open}
            onClick={(e) => {
              e.stopPropagation();
              toggleOne(node.value);
            }}
          >
            <IconTreeTriangleDown size="small" />
          </button>
        ) : (
          <span className="tf-tree__expand-placeholder" aria-hidden="true" />
        )}
        {multiple ? (
          <>
            <Checkbox
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={isDisabled}
              aria-label={path}
              onChange={toggleCheck}
            />
            {/* Beside the checkbox, not inside it, so the checkbox's name is the full path; a mouse shortcut. */}
            <span className="tf-tree__label" aria-hidden="true" title={node.label} onClick={toggleCheck}>
              {node.label}
            </span>
          </>
        ) : (
          <button
            type="button"
            className={['tf-tree__option', state === 'checked' ? 'tf-tree__option--selected' : ''].filter(Boolean).join(' ')}
            aria-pressed={state === 'checked'}
            aria-label={path}
            title={node.label}
            disabled={isDisabled}
            onClick={pick}
          >
            {node.label}
          </button>
        )}
      </div>
    );
  };

  const maxShown = multiple && hasTreeMax(max);
  const empty = visible ? TREE_TEXTS.NO_MATCH : emptyText;

  return (
    <div
      ref={rootRef}
      className={['tf-tree', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      data-testid={testId}
    >
      {filter || showExpandToggle || maxShown || toolbarExtra ? (
        <div className="tf-tree__toolbar">
          {filter ? (
            <Input
              className="tf-tree__filter"
              aria-label={TREE_TEXTS.FILTER_LABEL}
              placeholder={TREE_TEXTS.FILTER_PLACEHOLDER}
              prefix={<IconSearch />}
              showClear
              value={text}
              onChange={(next) => setText(next)}
              disabled={disabled}
            />
          ) : null}
          {showExpandToggle ? (
            <Button className="tf-tree__toggle" theme="borderless" size="small" disabled={!hasParents} onClick={toggleAll}>
              {allExpanded ? TREE_TEXTS.COLLAPSE_ALL : TREE_TEXTS.EXPAND_ALL}
            </Button>
          ) : null}
          {maxShown ? <CharCounter className="tf-tree__count" current={chosenLeafCount(index, current)} max={max} label="已选数量" /> : null}
          {toolbarExtra}
        </div>
      ) : null}
      <div className="tf-tree__viewport" style={{ height: viewportHeight }}>
        <SemiTree
          className="tf-tree__panel"
          treeData={semiData as never}
          expandedKeys={expandedKeys}
          renderFullLabel={renderRow as never}
          emptyContent={<div className="tf-tree__empty">{empty}</div>}
          motion={false}
          expandAction={false}
          virtualize={{ height: listHeight, width: '100%', itemSize: TREE_ROW_HEIGHT }}
          aria-label={ariaLabel}
        />
      </div>
    </div>
  );
}
