import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import SemiTreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { IconSearch, IconTreeTriangleDown } from '@douyinfe/semi-icons';
import { SELECT, SIZES, TREE } from '@toufang/domain';
import { useDebouncedValue } from '../transfer-list/use-debounced-value';
import {
  checkStates,
  clearValue,
  createTreeIndex,
  disabledValues,
  baseDisabled,
  formatPath,
  leaveSaveEmission,
  matchesKeyword,
  normalizeValue,
  sameValues,
  selectSingle,
  setChosen,
  singleValue,
  summarizeValue,
  toggleValue,
  type IndexedTreeNode,
  type TreeNodeInput,
  type TreeValue,
} from '../check-tree/check-tree-values';
import { TREE_SELECT_TEXTS } from './tree-select-texts';
import './tree-select.css';

/** always: every change emits onChange. leave: multiple selection emits once, when the dropdown closes. */
export type TreeSelectSaveMode = 'always' | 'leave';

export interface TreeSelectProps {
  treeData: readonly TreeNodeInput[];
  /** Multiple selection with checkboxes; otherwise single selection of one child (leaf). */
  multiple?: boolean;
  /** Chosen values (single selection: at most one). Controlled when given. */
  value?: readonly TreeValue[];
  defaultValue?: readonly TreeValue[];
  /** The new value (all chosen nodes, parents included, in tree order) and its nodes. */
  onChange?: (value: TreeValue[], nodes: IndexedTreeNode[]) => void;
  /** Default 'always'. 'leave' applies to multiple selection; single selection emits at the pick and closes. */
  saveMode?: TreeSelectSaveMode;
  /** Choosing one of these clears every other value; choosing another value clears it (e.g. 不限). */
  clearOthers?: readonly TreeValue[];
  /** Choosing one of these clears the other values and disables every other node while it stays chosen. */
  disableOthers?: readonly TreeValue[];
  /** Most leaves that may be chosen (multiple); absent or 0 means no limit. Nodes that would pass it are disabled. */
  max?: number;
  placeholder?: string;
  /** A search box in the dropdown (on by default), debounced 250 ms, case-insensitive, comma for several. */
  searchable?: boolean;
  /** The settled search keyword. */
  onSearch?: (keyword: string) => void;
  onDropdownVisibleChange?: (open: boolean) => void;
  /** Joins the labels of the displayed path; default '-'. */
  separator?: string;
  defaultExpandAll?: boolean;
  maxTagCount?: number;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

interface SemiNode {
  key: string;
  value: TreeValue;
  label: string;
  children?: SemiNode[];
}

/** Trees longer than this are virtualised: the architecture's "lists over about 100 rows" rule. */
const VIRTUALISE_FROM = 100;
/** A row's height in px; the virtual list needs it fixed (tree-select.css keeps rows at this height). */
const ROW_HEIGHT = 32;

/** What Semi's renderFullLabel hands over (the part this widget uses). */
interface FullLabelProps {
  className: string;
  data: SemiNode;
  style?: CSSProperties;
  onExpand: (e: React.MouseEvent) => void;
  expandStatus: { expanded: boolean };
}

/** The handle of Semi's TreeSelect this widget calls. */
interface SemiTreeSelectHandle {
  search: (value: string) => void;
  close: () => void;
}

function toSemi(nodes: readonly IndexedTreeNode[]): SemiNode[] {
  return nodes.map((node) => ({
    key: String(node.value),
    value: node.value,
    label: node.label,
    ...(node.children.length > 0 ? { children: toSemi(node.children) } : {}),
  }));
}

/**
 * A tree in a dropdown, on Semi's TreeSelect. Semi draws the trigger, the dropdown, expansion and search
 * filtering; the choosing rules are the check engine's (check-tree/check-tree-values.ts), so the rows are drawn with
 * renderFullLabel and Semi is given the top-most chosen values in its related mode, which shows the same
 * checked and half-checked states.
 */
export function TreeSelect({
  treeData,
  multiple = false,
  value: valueProp,
  defaultValue,
  onChange,
  saveMode = 'always',
  clearOthers,
  disableOthers,
  max,
  placeholder = TREE_SELECT_TEXTS.PLACEHOLDER,
  searchable = true,
  onSearch,
  onDropdownVisibleChange,
  separator = SELECT.PATH_SEPARATOR,
  defaultExpandAll = TREE.EXPAND_ALL,
  maxTagCount,
  disabled = false,
  'aria-label': ariaLabel,
  className,
  style,
}: TreeSelectProps) {
  const index = useMemo(() => createTreeIndex(treeData), [treeData]);
  const semiData = useMemo(() => toSemi(index.roots), [index]);
  const options = useMemo(() => ({ clearOthers, disableOthers, max }), [clearOthers, disableOthers, max]);
  const [inner, setInner] = useState<readonly TreeValue[]>(defaultValue ?? []);
  const raw = valueProp ?? inner;
  const committed = useMemo(() => (multiple ? normalizeValue(index, raw) : singleValue(index, raw)), [index, raw, multiple]);
  const leave = multiple && saveMode === 'leave';
  const [draft, setDraft] = useState<TreeValue[] | null>(null);
  const current = leave && draft ? draft : committed;

  // Semi calls onVisibleChange from its own state callbacks, so the latest values live in refs too.
  const latest = useRef({ committed, draft, open: false });
  latest.current.committed = committed;
  latest.current.draft = draft;
  const semiRef = useRef<SemiTreeSelectHandle | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Sits at the top of Semi's dropdown (a portal), so focus can be moved into it and back.
  const topRef = useRef<HTMLDivElement>(null);
  const dropdownEl = () => topRef.current?.closest<HTMLElement>('.tf-tree-select__dropdown') ?? null;
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword, SELECT.SEARCH_DEBOUNCE_MS);

  const emit = useCallback(
    (next: TreeValue[]) => {
      if (sameValues(next, latest.current.committed)) return;
      if (valueProp === undefined) setInner(next);
      onChange?.(
        next,
        next.map((v) => index.byValue.get(v)).filter((node): node is IndexedTreeNode => node !== undefined),
      );
    },
    [index, onChange, valueProp],
  );

  // While the dropdown is open in leave-save, changes stay in the draft; otherwise they are emitted at once.
  const apply = useCallback(
    (next: TreeValue[]) => {
      if (leave && latest.current.open) {
        latest.current.draft = next;
        setDraft(next);
      } else emit(next);
    },
    [leave, emit],
  );

  const handleVisibleChange = useCallback(
    (visible: boolean) => {
      latest.current.open = visible;
      if (visible) {
        if (leave) {
          latest.current.draft = latest.current.committed;
          setDraft(latest.current.committed);
        }
        // Keyboard users land in the dropdown (Semi renders it in a portal, out of the tab order).
        setTimeout(() => dropdownEl()?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus(), 0);
      } else {
        const pending = latest.current.draft;
        latest.current.draft = null;
        setDraft(null);
        if (leave && pending) {
          const out = leaveSaveEmission(latest.current.committed, pending);
          if (out) emit(out);
        }
        setKeyword('');
        const active = document.activeElement;
        if (!active || active === document.body || dropdownEl()?.contains(active)) {
          wrapperRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        }
      }
      onDropdownVisibleChange?.(visible);
    },
    [leave, emit, onDropdownVisibleChange],
  );

  useEffect(() => {
    if (!latest.current.open) return;
    semiRef.current?.search(settledKeyword);
    onSearch?.(settledKeyword);
    // onSearch is read when the keyword settles; a new callback alone is no new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKeyword]);

  const fixed = useMemo(() => baseDisabled(index), [index]);
  const disabledSet = useMemo(() => (multiple ? disabledValues(index, current, options) : fixed), [multiple, index, current, options, fixed]);
  const states = useMemo(() => checkStates(index, current), [index, current]);

  const pick = (v: TreeValue) => {
    emit(selectSingle(index, current, v)); // emits only when the value changed
    semiRef.current?.close();
  };

  const renderRow = ({ className: semiClass, data, style: semiStyle, onExpand, expandStatus }: FullLabelProps): ReactNode => {
    const node = index.byValue.get(data.value);
    if (!node) return null;
    const isDisabled = disabled || disabledSet.has(node.value);
    const state = multiple ? (states.get(node.value) ?? 'unchecked') : current.includes(node.value) ? 'checked' : 'unchecked';
    const hasChildren = node.type === 'node';
    const toggle = () => apply(toggleValue(index, current, node.value, options));
    const rowStyle: CSSProperties = { ...semiStyle, paddingLeft: 8 + (node.level - 1) * TREE.INDENT };
    const expander = hasChildren ? (
      <button
        type="button"
        className={['tf-tree-select__expand', expandStatus.expanded ? 'tf-tree-select__expand--open' : ''].filter(Boolean).join(' ')}
        aria-label={`${expandStatus.expanded ? TREE_SELECT_TEXTS.COLLAPSE : TREE_SELECT_TEXTS.EXPAND}${node.label}`}
        aria-expanded={expandStatus.expanded}
        onClick={(e) => {
          e.stopPropagation();
          onExpand(e);
        }}
      >
        <IconTreeTriangleDown size="small" />
      </button>
    ) : (
      <span className="tf-tree-select__expand-placeholder" aria-hidden="true" />
    );
    return (
      <li
        className={[semiClass, 'tf-tree-select__row', isDisabled ? 'tf-tree-select__row--disabled' : ''].filter(Boolean).join(' ')}
        style={rowStyle}
        role="treeitem"
        aria-level={node.level}
        aria-expanded={hasChildren ? expandStatus.expanded : undefined}
        aria-selected={state === 'checked'}
        aria-disabled={isDisabled || undefined}
        data-value={String(node.value)}
      >
        {expander}
        {multiple ? (
          <>
            {/* The label sits beside the checkbox (not inside it) so the checkbox's name can be the full path. */}
            <Checkbox
              value={data.key}
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={isDisabled}
              aria-label={formatPath(node, separator)}
              onChange={toggle}
            />
            <span className="tf-tree-select__label" aria-hidden="true" onClick={isDisabled ? undefined : toggle}>
              {node.label}
            </span>
          </>
        ) : hasChildren ? (
          // In single selection a parent is not a choice: its label opens or closes it (the expand button
          // before it is the keyboard way to do the same).
          <span className="tf-tree-select__option tf-tree-select__option--parent" aria-hidden="true" onClick={onExpand}>
            {node.label}
          </span>
        ) : (
          <button
            type="button"
            className={['tf-tree-select__option', state === 'checked' ? 'tf-tree-select__option--selected' : ''].filter(Boolean).join(' ')}
            aria-pressed={state === 'checked'}
            aria-label={formatPath(node, separator)}
            disabled={isDisabled}
            onClick={() => pick(node.value)}
          >
            {node.label}
          </button>
        )}
      </li>
    );
  };

  const pathOf = (v: TreeValue) => {
    const node = index.byValue.get(v);
    return node ? formatPath(node, separator) : String(v);
  };

  const renderSelected = (item: { value?: TreeValue }) => {
    const v = item.value ?? '';
    if (!multiple) return pathOf(v);
    const node = index.byValue.get(v);
    const closable = !disabled && node !== undefined && !fixed.has(v) && !disabledSet.has(v);
    const text = pathOf(v);
    return {
      isRenderInTag: false,
      content: (
        <Tag
          key={String(v)}
          className="tf-tree-select__tag"
          color="white"
          size="large"
          style={{ maxWidth: SIZES.TAG_MAX_WIDTH }}
          closable={closable}
          // Semi's Tag: Delete or Backspace on the focused tag closes it too.
          onClose={(_content, e) => {
            e.preventDefault();
            e.stopPropagation();
            apply(setChosen(index, current, v, false, options));
          }}
        >
          <span className="tf-tree-select__tag-text" title={text}>
            {text}
          </span>
        </Tag>
      ),
    };
  };

  const searchBox = (
    <div ref={topRef} className="tf-tree-select__top">
      {searchable ? (
        <div className="tf-tree-select__search">
          <Input
            aria-label={TREE_SELECT_TEXTS.SEARCH_LABEL}
            placeholder={TREE_SELECT_TEXTS.SEARCH_PLACEHOLDER}
            prefix={<IconSearch />}
            showClear
            value={keyword}
            onChange={(text) => setKeyword(text)}
          />
        </div>
      ) : null}
    </div>
  );

  const summary = useMemo(() => (multiple ? summarizeValue(index, current) : current), [multiple, index, current]);
  const semiValue = multiple ? summary : current[0];

  return (
    <div ref={wrapperRef} className={['tf-tree-select', className ?? ''].filter(Boolean).join(' ')} style={style}>
      <SemiTreeSelect
        ref={(instance: unknown) => {
          semiRef.current = instance as SemiTreeSelectHandle | null;
        }}
        style={{ width: '100%' }}
        treeData={semiData}
        multiple={multiple}
        checkRelation="related"
        value={semiValue}
        placeholder={placeholder}
        aria-label={ariaLabel ?? placeholder}
        disabled={disabled}
        showClear
        onClear={() => apply(multiple ? clearValue(index, current) : [])}
        onVisibleChange={handleVisibleChange}
        renderFullLabel={renderRow as never}
        renderSelectedItem={renderSelected as never}
        filterTreeNode={searchable ? (input: string, label: unknown) => matchesKeyword(String(label ?? ''), input) : false}
        searchRender={false}
        showFilteredOnly
        outerTopSlot={searchBox}
        emptyContent={settledKeyword.trim() ? TREE_SELECT_TEXTS.NO_MATCH : TREE_SELECT_TEXTS.EMPTY}
        defaultExpandAll={defaultExpandAll}
        optionListStyle={{ maxHeight: TREE.PANEL_MAX_HEIGHT }}
        // A long tree (the region tree has about 3,900 nodes) draws only the rows in view (architecture budgets).
        virtualize={index.order.length > VIRTUALISE_FROM ? { height: TREE.PANEL_MAX_HEIGHT, width: '100%', itemSize: ROW_HEIGHT } : undefined}
        dropdownClassName="tf-tree-select__dropdown"
        maxTagCount={maxTagCount}
        showRestTagsPopover={maxTagCount !== undefined}
      />
    </div>
  );
}
