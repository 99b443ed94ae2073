import {
  createContext,
  memo,
  startTransition,
  useContext,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconHelpCircle, IconPlus, IconSearch } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, SIZES, UI_TEXTS, WIDGET_DEBOUNCE } from '@toufang/domain';
import {
  COLUMN_CHOOSER_TEXTS as TEXTS,
  UNGROUPED_KEY,
  activeGroupIndex,
  allItems,
  buildGroups,
  filterGroups,
  initialSelection,
  isToggleable,
  normaliseKeyword,
  orderSelection,
  selectAllState,
  toggleColumn,
  toggleSelectAll,
  type ColumnAffix,
  type ColumnGroup,
  type ColumnItem,
  type ColumnOption,
} from './column-chooser-rules';
import { tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';
import { ColumnTitleEditor } from './column-title-editor';
import './column-chooser.css';

export interface ColumnChooserProps {
  /** Categories (top-level options with children) and their columns (widgets spec §3). */
  options: readonly ColumnOption[];
  /** Selected keys in output order. Controlled when given; unlock columns are always added first. */
  value?: readonly string[];
  /** The first selection when uncontrolled; without it, the unlock columns and those flagged check. */
  defaultValue?: readonly string[];
  /** The selected keys in order, unlock columns first (widgets spec §4). */
  onChange?: (keys: string[]) => void;
  /** Saves a renamed column (widgets spec §7: the request is the caller's). A rejected promise keeps the editor open. */
  onTitleEdit?: (key: string, title: string) => void | Promise<unknown>;
  /** The add-custom-indicator link was used; the link shows only when this is given. */
  onAddCustomIndicator?: () => void;
  /** Height of the category pane in px. */
  height?: number;
  /** Delay before a tooltip opens, in ms: SIZES.TOOLTIP_DELAY_MS (1000) by default, never below 250 (widgets spec §9). */
  tooltipDelay?: number;
  className?: string;
}

const DEFAULT_HEIGHT = 400;

const textOf = (node: ReactNode): string | undefined => (typeof node === 'string' || typeof node === 'number' ? String(node) : undefined);

/** The tooltip delay of the chooser's tooltips, set once on the chooser. */
const TooltipDelayContext = createContext<number>(SIZES.TOOLTIP_DELAY_MS);

type TipTriggerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'content'> & { content: ReactNode; 'data-testid'?: string };

/**
 * A tooltip that opens after the chooser's delay (widgets spec §9: 1000 ms by default, at least 250) and
 * closes at once on leaving, blur or Escape, at most 350 px wide. Semi's hover trigger would need the same
 * delay for closing (it warns when the leave delay is shorter), which would leave tooltips hanging a second.
 */
function ColumnTooltip({ content, children, ...spanProps }: TipTriggerProps) {
  const delay = useContext(TooltipDelayContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Tooltip trigger="custom" visible={open} content={content} style={{ maxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS }} onClickOutSide={hide}>
      <span {...spanProps} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} onKeyDown={(e) => e.key === 'Escape' && hide()}>
        {children}
      </span>
    </Tooltip>
  );
}

/** A prefix or suffix: the icon with its content in a tooltip, or the content as small text without an icon. */
function Affix({ affix, side }: { affix: ColumnAffix; side: 'prefix' | 'suffix' }) {
  const className = `tf-column-chooser__affix tf-column-chooser__affix--${side}`;
  if (!affix.icon) return affix.content ? <span className={className}>{affix.content}</span> : null;
  // Hidden from screen readers: the content is the checkbox's description, and icons often carry a name of their own.
  if (!affix.content) {
    return (
      <span className={className} data-testid={`column-${side}`} aria-hidden>
        {affix.icon}
      </span>
    );
  }
  return (
    <ColumnTooltip content={affix.content} className={className} data-testid={`column-${side}`} aria-hidden>
      {affix.icon}
    </ColumnTooltip>
  );
}

interface RowBodyProps {
  item: ColumnItem;
  checked: boolean;
  onToggle: (key: string, checked: boolean) => void;
  onTitleSave: (key: string, title: string) => void | Promise<unknown>;
}

// Memoised with primitive props and stable callbacks: a click re-renders one row, not three hundred.
const RowBody = memo(function RowBody({ item, checked, onToggle, onTitleSave }: RowBodyProps) {
  const { option } = item;
  const descriptionId = useId();
  // Screen readers get the affix and tooltip texts as the checkbox's description; the icons are hover-only.
  const description = [textOf(option.prefix?.content), textOf(option.suffix?.content), textOf(option.tooltip)].filter(Boolean).join('；');
  return (
    <>
      <Checkbox
        className="tf-column-chooser__check"
        aria-describedby={description ? descriptionId : undefined}
        checked={checked || item.unlock}
        disabled={!isToggleable(item)}
        onChange={(e) => onToggle(item.key, Boolean(e.target.checked))}
      >
        {option.prefix ? <Affix affix={option.prefix} side="prefix" /> : null}
        <span className="tf-column-chooser__title">{item.displayTitle}</span>
        {option.suffix ? <Affix affix={option.suffix} side="suffix" /> : null}
      </Checkbox>
      {description ? (
        <span id={descriptionId} className="tf-column-chooser__sr-only">
          {description}
        </span>
      ) : null}
      {option.tooltip ? (
        <ColumnTooltip content={option.tooltip} className="tf-column-chooser__help" tabIndex={0} role="img" aria-label={`${item.displayTitle}说明`}>
          <IconHelpCircle size="small" aria-hidden />
        </ColumnTooltip>
      ) : null}
      {option.edit ? <ColumnTitleEditor columnKey={item.key} title={item.title} displayTitle={item.displayTitle} onSave={onTitleSave} /> : null}
    </>
  );
});

// A search hides rows instead of unmounting them: showing three hundred columns again then flips an
// attribute rather than mounting three hundred checkboxes.
const ColumnRow = memo(function ColumnRow({ hidden, ...body }: RowBodyProps & { hidden: boolean }) {
  return (
    <div className="tf-column-chooser__item" data-key={body.item.key} hidden={hidden}>
      <RowBody {...body} />
    </div>
  );
});

interface GroupSectionProps {
  group: ColumnGroup;
  /** The group's columns the search shows; none hides the group. */
  shown: ColumnGroup | undefined;
  selected: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
  onToggleAll: (group: ColumnGroup) => void;
  onTitleSave: (key: string, title: string) => void | Promise<unknown>;
  registerSection: (key: string, element: HTMLElement | null) => void;
}

const NO_ITEMS: readonly ColumnItem[] = [];

const GroupSection = memo(function GroupSection({ group, shown, selected, onToggle, onToggleAll, onTitleSave, registerSection }: GroupSectionProps) {
  const headingId = useId();
  const shownItems = shown?.items ?? NO_ITEMS;
  const shownKeys = useMemo(() => new Set(shownItems.map((item) => item.key)), [shownItems]);
  // Select-all acts on the columns in view: all of them, or those the search found.
  const all = selectAllState(shownItems, selected);
  const groupName = group.title || TEXTS.HEADER;
  const selectAll = useRef<HTMLSpanElement>(null);
  // Semi draws the half-checked state but leaves aria-checked false; screen readers should hear "mixed".
  useEffect(() => {
    selectAll.current?.querySelector('input')?.setAttribute('aria-checked', all.indeterminate ? 'mixed' : String(all.checked));
  }, [all.indeterminate, all.checked]);
  return (
    <section
      className="tf-column-chooser__group"
      aria-labelledby={group.title ? headingId : undefined}
      aria-label={group.title ? undefined : groupName}
      data-group={group.key}
      hidden={!shown}
      ref={(element) => registerSection(group.key, element)}
    >
      <div className="tf-column-chooser__group-header">
        {group.title ? (
          <h4 className="tf-column-chooser__group-title" id={headingId}>
            {group.title}
          </h4>
        ) : null}
        <span className="tf-column-chooser__select-all" ref={selectAll}>
          {/* Semi names a checkbox by its children (aria-labelledby), so the group's name rides along unseen: 全选基础指标. */}
          <Checkbox checked={all.checked} indeterminate={all.indeterminate} disabled={all.disabled} onChange={() => shown && onToggleAll(shown)}>
            {UI_TEXTS.SELECT_ALL}
            {group.title ? <span className="tf-column-chooser__sr-only">{group.title}</span> : null}
          </Checkbox>
        </span>
      </div>
      <div className="tf-column-chooser__items">
        {group.items.map((item) => (
          <ColumnRow key={item.key} item={item} hidden={!shownKeys.has(item.key)} checked={selected.has(item.key)} onToggle={onToggle} onTitleSave={onTitleSave} />
        ))}
      </div>
    </section>
  );
});

/** The search box keeps its own text, so a keystroke re-renders only the box; the keyword settles after 500 ms. */
const SearchBox = memo(function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [text, setText] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => onSearch(text), WIDGET_DEBOUNCE.SEARCH_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Input
      className="tf-column-chooser__search"
      aria-label={TEXTS.SEARCH_LABEL}
      placeholder={TEXTS.SEARCH_PLACEHOLDER}
      prefix={<IconSearch aria-hidden />}
      showClear
      value={text}
      onChange={setText}
    />
  );
});

/**
 * Column chooser (widgets spec §2-§5): search, category navigation, checkbox groups with select-all,
 * prefix/suffix icons, tooltips and editable titles. Emits the selected keys, unlock columns first.
 */
export function ColumnChooser({ options, value, defaultValue, onChange, onTitleEdit, onAddCustomIndicator, height = DEFAULT_HEIGHT, tooltipDelay: delayProp, className }: ColumnChooserProps) {
  // Titles renamed here show at once; new options from the caller replace them.
  const [edited, setEdited] = useState<{ options: readonly ColumnOption[]; titles: ReadonlyMap<string, string> }>({ options, titles: new Map() });
  const titles = edited.options === options ? edited.titles : undefined;
  const groups = useMemo(() => buildGroups(options, titles), [options, titles]);
  const items = useMemo(() => allItems(groups), [groups]);

  const [inner, setInner] = useState<readonly string[]>(() => defaultValue ?? initialSelection(options));
  const selection = useMemo(() => orderSelection(items, value ?? inner), [items, value, inner]);
  const selectedSet = useMemo(() => new Set(selection), [selection]);

  // The callbacks read the latest selection through a ref so they stay stable for the memoised rows.
  const latest = useRef({ items, selection, controlled: value !== undefined, onChange, onTitleEdit });
  useLayoutEffect(() => {
    latest.current = { items, selection, controlled: value !== undefined, onChange, onTitleEdit };
  });

  const commit = useCallback((next: string[]) => {
    const { controlled, onChange: emit } = latest.current;
    if (!controlled) setInner(next);
    emit?.(next);
  }, []);

  const onToggle = useCallback(
    (key: string, checked: boolean) => {
      const { items: all, selection: current } = latest.current;
      commit(toggleColumn(all, current, key, checked));
    },
    [commit],
  );

  const onToggleAll = useCallback(
    (group: ColumnGroup) => {
      const { items: all, selection: current } = latest.current;
      commit(toggleSelectAll(all, current, group.items));
    },
    [commit],
  );

  const onTitleSave = useCallback(
    (key: string, title: string) => {
      const remember = () =>
        setEdited((prev) => {
          const base = prev.options === options ? prev.titles : new Map<string, string>();
          return { options, titles: new Map(base).set(key, title) };
        });
      const result = latest.current.onTitleEdit?.(key, title);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        return Promise.resolve(result).then((settled) => {
          remember();
          return settled;
        });
      }
      remember();
      return undefined;
    },
    [options],
  );

  const [keyword, setKeyword] = useState('');
  // The filter runs as a transition so a long list never holds up the next keystroke.
  const onSearch = useCallback((text: string) => startTransition(() => setKeyword(normaliseKeyword(text))), []);
  // Hidden columns never render; the search then narrows what shows.
  const visibleGroups = useMemo(() => filterGroups(groups, ''), [groups]);
  const shown = useMemo(() => filterGroups(visibleGroups, keyword), [visibleGroups, keyword]);
  const shownByKey = useMemo(() => new Map(shown.map((group) => [group.key, group] as const)), [shown]);
  const navGroups = useMemo(() => shown.filter((group) => group.key !== UNGROUPED_KEY), [shown]);

  const pane = useRef<HTMLDivElement>(null);
  const sections = useRef(new Map<string, HTMLElement>());
  const registerSection = useCallback((key: string, element: HTMLElement | null) => {
    if (element) sections.current.set(key, element);
    else sections.current.delete(key);
  }, []);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const preferred = useRef<string | undefined>(undefined);

  const updateActive = useCallback(() => {
    const element = pane.current;
    if (!element) return;
    const tops = navGroups.map((group) => sections.current.get(group.key)?.offsetTop ?? 0);
    const preferredIndex = preferred.current ? navGroups.findIndex((group) => group.key === preferred.current) : -1;
    const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    const index = activeGroupIndex(tops, element.scrollTop, {
      viewportHeight: element.clientHeight,
      atBottom,
      preferred: preferredIndex >= 0 ? preferredIndex : undefined,
    });
    const key = navGroups[index]?.key;
    if (key !== preferred.current) preferred.current = undefined;
    setActiveKey(key);
  }, [navGroups]);

  // A new search starts at the top of its results.
  useEffect(() => {
    preferred.current = undefined;
    if (pane.current) pane.current.scrollTop = 0;
  }, [keyword]);
  // The highlight follows the groups shown (a search, a renamed title).
  useEffect(() => updateActive(), [updateActive]);

  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(updateActive);
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const scrollToGroup = (key: string) => {
    const section = sections.current.get(key);
    if (!pane.current || !section) return;
    preferred.current = key;
    setActiveKey(key);
    // An instant jump (no smooth scrolling): the highlight and the pane agree at once, and it respects reduced motion.
    pane.current.scrollTop = section.offsetTop;
  };

  const empty = shown.length === 0;
  return (
    <TooltipDelayContext.Provider value={tooltipDelay(delayProp)}>
      <div className={['tf-column-chooser', className ?? ''].filter(Boolean).join(' ')} data-testid="column-chooser">
        <div className="tf-column-chooser__header">
          <h3 className="tf-column-chooser__heading">{TEXTS.HEADER}</h3>
          {onAddCustomIndicator ? (
            <button type="button" className="tf-column-chooser__link" onClick={onAddCustomIndicator}>
              <IconPlus size="small" aria-hidden />
              {TEXTS.ADD_CUSTOM}
            </button>
          ) : null}
        </div>
        <SearchBox onSearch={onSearch} />
        <div className="tf-column-chooser__body" style={{ height }}>
          {navGroups.length > 0 ? (
            <nav className="tf-column-chooser__nav" aria-label={TEXTS.NAV_LABEL}>
              <ul>
                {navGroups.map((group) => (
                  <li key={group.key}>
                    <button
                      type="button"
                      className={['tf-column-chooser__nav-item', activeKey === group.key ? 'tf-column-chooser__nav-item--active' : ''].filter(Boolean).join(' ')}
                      aria-current={activeKey === group.key ? 'true' : undefined}
                      onClick={() => scrollToGroup(group.key)}
                    >
                      {group.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="tf-column-chooser__pane" ref={pane} onScroll={onScroll}>
            {empty ? (
              <div className="tf-column-chooser__empty" role="status">
                {keyword ? TEXTS.NO_RESULT : DEFAULT_TEXTS.EMPTY_DATA}
              </div>
            ) : null}
            {visibleGroups.map((group) => (
              <GroupSection
                key={group.key}
                group={group}
                shown={shownByKey.get(group.key)}
                selected={selectedSet}
                onToggle={onToggle}
                onToggleAll={onToggleAll}
                onTitleSave={onTitleSave}
                registerSection={registerSection}
              />
            ))}
          </div>
        </div>
      </div>
    </TooltipDelayContext.Provider>
  );
}
