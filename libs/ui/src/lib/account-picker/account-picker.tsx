import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { IconChevronDown, IconClose, IconSearch } from '@douyinfe/semi-icons';
import { SIZES, TREE, UI_TEXTS, WIDGET_DEBOUNCE } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { useDebouncedValue } from '../transfer-list/use-debounced-value';
import {
  ACCOUNT_PICKER_TEXTS,
  filterPickerAccounts,
  hasPickerMax,
  isAccountPicked,
  isAtPickerMax,
  isPackagePicked,
  normalizePicked,
  pickedCount,
  pickedLabels,
  pickedPackagesOf,
  removePicked,
  toggleAccount,
  togglePackage,
  visibleTags,
  type AdvertiserId,
  type PickedAccount,
  type PickerAccount,
  type PickerLevel,
  type TargetingPackage,
} from './account-picker-rules';
import './account-picker.css';

export interface AccountPackagePickerProps {
  accounts: readonly PickerAccount[];
  /** Each account's targeting packages, by String(advertiserId); absent while not loaded. */
  packagesByAccount?: Readonly<Record<string, readonly TargetingPackage[] | undefined>>;
  /** Packages of the open account are loading (level 2). */
  loadingPackages?: boolean;
  /** 1 picks accounts; 2 (default) picks targeting packages under their accounts. A change clears the choice. */
  level?: PickerLevel;
  /** The choice, controlled when given. Level 2 groups the packages under their accounts. */
  value?: readonly PickedAccount[];
  defaultValue?: readonly PickedAccount[];
  onChange?: (value: PickedAccount[]) => void;
  /** Level 2: the operator opened an account (load its packages here). */
  onAccountOpen?: (account: PickerAccount) => void;
  /** Most accounts (level 1) or packages (level 2); 0 or absent means unlimited. */
  max?: number;
  /** Tags shown on the trigger before +N; TREE.ACCOUNT_PICKER_MAX_TAGS (1) by default. */
  maxTagCount?: number;
  placeholder?: string;
  /** The panel is open at first (stories, a page that opens it for the operator). */
  defaultOpen?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

const EMPTY: readonly PickedAccount[] = [];
/** Columns longer than this are virtualised (docs/architecture.md: lists over about 100 rows). */
const VIRTUALISE_FROM = 100;
/** A column row's height in px (account-picker.css keeps rows at this height). */
const ROW_HEIGHT = 32;
/** The columns' list height in px. */
const COLUMN_HEIGHT = 256;

/**
 * The account and targeting-package picker: a trigger showing one tag and +N, and a panel with the accounts,
 * the open account's targeting packages (level 2) and the choice grouped by account.
 */
export function AccountPackagePicker({
  accounts,
  packagesByAccount = {},
  loadingPackages = false,
  level = 2,
  value: valueProp,
  defaultValue,
  onChange,
  onAccountOpen,
  max,
  maxTagCount = TREE.ACCOUNT_PICKER_MAX_TAGS,
  placeholder = ACCOUNT_PICKER_TEXTS.PLACEHOLDER,
  defaultOpen = false,
  disabled = false,
  'aria-label': ariaLabel = ACCOUNT_PICKER_TEXTS.LABEL,
  className,
  style,
}: AccountPackagePickerProps) {
  const [inner, setInner] = useState<readonly PickedAccount[]>(() => normalizePicked(defaultValue ?? EMPTY, level));
  const value = normalizePicked(valueProp ?? inner, level);
  const [open, setOpen] = useState(defaultOpen);
  const [activeId, setActiveId] = useState<AdvertiserId | null>(null);
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, WIDGET_DEBOUNCE.SEARCH_MS);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const emit = (next: PickedAccount[]) => {
    if (valueProp === undefined) setInner(next);
    onChange?.(next);
  };

  // Widgets spec §4: the checkboxes are cleared when the level changes.
  const latest = useRef({ value, emit });
  latest.current = { value, emit };
  const shownLevel = useRef(level);
  useEffect(() => {
    if (shownLevel.current === level) return;
    shownLevel.current = level;
    setActiveId(null);
    if (latest.current.value.length > 0) latest.current.emit([]);
  }, [level]);

  const atMax = isAtPickerMax(value, level, max);
  const count = pickedCount(value, level);
  const labels = pickedLabels(value, level);
  const tags = visibleTags(labels, maxTagCount);
  const shownAccounts = filterPickerAccounts(accounts, settled);
  const active = activeId === null ? undefined : accounts.find((a) => String(a.advertiserId) === String(activeId));
  const activePackages = active ? packagesByAccount[String(active.advertiserId)] : undefined;

  const close = () => {
    setOpen(false);
    setKeyword('');
  };

  const openAccount = (account: PickerAccount) => {
    setActiveId(account.advertiserId);
    onAccountOpen?.(account);
  };

  const accountRow = (account: PickerAccount): ReactNode => {
    if (level === 1) {
      const checked = isAccountPicked(value, account.advertiserId);
      return (
        <Checkbox
          className="tf-account-picker__check"
          checked={checked}
          disabled={Boolean(account.disabled) || (!checked && atMax)}
          onChange={() => emit(toggleAccount(value, account, max))}
        >
          <span className="tf-account-picker__text" title={account.nameWithAdverId}>
            {account.nameWithAdverId}
          </span>
        </Checkbox>
      );
    }
    const picked = pickedPackagesOf(value, account.advertiserId).length;
    const isActive = active !== undefined && String(active.advertiserId) === String(account.advertiserId);
    return (
      <button
        type="button"
        className={['tf-account-picker__account', isActive ? 'tf-account-picker__account--active' : ''].filter(Boolean).join(' ')}
        aria-pressed={isActive}
        aria-label={picked > 0 ? ACCOUNT_PICKER_TEXTS.pickedIn(account.nameWithAdverId, picked) : account.nameWithAdverId}
        disabled={account.disabled}
        title={account.nameWithAdverId}
        onClick={() => openAccount(account)}
      >
        <span className="tf-account-picker__text">{account.nameWithAdverId}</span>
        {picked > 0 ? <span className="tf-account-picker__picked-count">{picked}</span> : null}
      </button>
    );
  };

  const accountColumn = (
    <section className="tf-account-picker__column" aria-label={ACCOUNT_PICKER_TEXTS.ACCOUNTS}>
      <header className="tf-account-picker__head">{ACCOUNT_PICKER_TEXTS.ACCOUNTS}</header>
      <div className="tf-account-picker__search">
        <Input
          size="small"
          aria-label={ACCOUNT_PICKER_TEXTS.SEARCH_ACCOUNTS}
          placeholder={ACCOUNT_PICKER_TEXTS.SEARCH_PLACEHOLDER}
          prefix={<IconSearch />}
          showClear
          value={keyword}
          onChange={(text) => setKeyword(text)}
        />
      </div>
      {shownAccounts.length === 0 ? (
        <p className="tf-account-picker__empty">{settled.trim() && accounts.length > 0 ? ACCOUNT_PICKER_TEXTS.NO_MATCH : ACCOUNT_PICKER_TEXTS.EMPTY}</p>
      ) : (
        <Rows count={shownAccounts.length} label={ACCOUNT_PICKER_TEXTS.ACCOUNTS} keyOf={(i) => String(shownAccounts[i].advertiserId)} render={(i) => accountRow(shownAccounts[i])} />
      )}
    </section>
  );

  const packageBody = (): ReactNode => {
    if (!active) return <p className="tf-account-picker__empty">{ACCOUNT_PICKER_TEXTS.NO_ACCOUNT}</p>;
    if (loadingPackages) {
      return (
        <div className="tf-account-picker__empty">
          <Spin size="small" />
        </div>
      );
    }
    const list = activePackages ?? [];
    if (list.length === 0) return <p className="tf-account-picker__empty">{ACCOUNT_PICKER_TEXTS.EMPTY}</p>;
    return (
      <Rows
        count={list.length}
        label={`${active.nameWithAdverId}${ACCOUNT_PICKER_TEXTS.PACKAGES}`}
        keyOf={(i) => list[i].retargetName}
        render={(i) => {
          const pkg = list[i];
          const checked = isPackagePicked(value, active.advertiserId, pkg.retargetName);
          return (
            <Checkbox
              className="tf-account-picker__check"
              checked={checked}
              disabled={Boolean(pkg.disabled) || (!checked && atMax)}
              onChange={() => emit(togglePackage(value, active, pkg, max))}
            >
              <span className="tf-account-picker__text" title={pkg.retargetName}>
                {pkg.retargetName}
              </span>
            </Checkbox>
          );
        }}
      />
    );
  };

  const packageColumn = (
    <section className="tf-account-picker__column" aria-label={ACCOUNT_PICKER_TEXTS.PACKAGES}>
      <header className="tf-account-picker__head">{ACCOUNT_PICKER_TEXTS.PACKAGES}</header>
      {packageBody()}
    </section>
  );

  const removeButton = (name: string, onClick: () => void) => (
    <button type="button" className="tf-account-picker__remove" aria-label={`${ACCOUNT_PICKER_TEXTS.REMOVE}${name}`} onClick={onClick}>
      <IconClose size="small" />
    </button>
  );

  const selectedColumn = (
    <section className="tf-account-picker__column tf-account-picker__column--selected" aria-label={ACCOUNT_PICKER_TEXTS.SELECTED}>
      <header className="tf-account-picker__head">
        <span>
          {ACCOUNT_PICKER_TEXTS.SELECTED}{' '}
          {hasPickerMax(max) ? <CharCounter current={count} max={max} label="已选数量" /> : <span className="tf-account-picker__count">{count}</span>}
        </span>
        <button type="button" className="tf-account-picker__link" disabled={value.length === 0} onClick={() => emit([])}>
          {UI_TEXTS.CLEAR}
        </button>
      </header>
      {value.length === 0 ? (
        <p className="tf-account-picker__empty">{ACCOUNT_PICKER_TEXTS.NOTHING_SELECTED}</p>
      ) : level === 1 ? (
        <ul className="tf-account-picker__selected" aria-label={ACCOUNT_PICKER_TEXTS.SELECTED}>
          {value.map((group) => (
            <li key={String(group.advertiserId)} className="tf-account-picker__selected-row">
              <span className="tf-account-picker__text" title={group.nameWithAdverId}>
                {group.nameWithAdverId}
              </span>
              {removeButton(group.nameWithAdverId, () => emit(removePicked(value, group.advertiserId)))}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="tf-account-picker__selected" aria-label={ACCOUNT_PICKER_TEXTS.SELECTED}>
          {value.map((group) => (
            <li key={String(group.advertiserId)} className="tf-account-picker__group">
              <div className="tf-account-picker__group-name" title={group.nameWithAdverId}>
                {group.nameWithAdverId}
              </div>
              <ul className="tf-account-picker__group-items" aria-label={group.nameWithAdverId}>
                {(group.children ?? []).map((pkg) => (
                  <li key={pkg.retargetName} className="tf-account-picker__selected-row">
                    <span className="tf-account-picker__text" title={pkg.retargetName}>
                      {pkg.retargetName}
                    </span>
                    {removeButton(`${group.nameWithAdverId} ${pkg.retargetName}`, () => emit(removePicked(value, group.advertiserId, pkg.retargetName)))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const panel = (
    <div className={`tf-account-picker__panel tf-account-picker__panel--level-${level}`} role="group" aria-label={ariaLabel}>
      {accountColumn}
      {level === 2 ? packageColumn : null}
      {selectedColumn}
    </div>
  );

  const summary = labels.length > 0 ? labels.join('、') : placeholder;

  return (
    <div ref={wrapper} className={['tf-account-picker', className ?? ''].filter(Boolean).join(' ')} style={style} data-level={level}>
      <Popover
        content={panel}
        visible={open}
        trigger="custom"
        position="bottomLeft"
        showArrow={false}
        getPopupContainer={() => wrapper.current ?? document.body}
        onClickOutSide={close}
        closeOnEsc
        onEscKeyDown={() => {
          close();
          trigger.current?.focus();
        }}
        motion={false}
      >
        <button
          ref={trigger}
          type="button"
          className={['tf-account-picker__trigger', open ? 'tf-account-picker__trigger--open' : ''].filter(Boolean).join(' ')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`${ariaLabel}：${summary}`}
          disabled={disabled}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <span className="tf-account-picker__tags" aria-hidden="true">
            {labels.length === 0 ? <span className="tf-account-picker__placeholder">{placeholder}</span> : null}
            {tags.shown.map((text, i) => (
              <Tag key={`${text}-${i}`} className="tf-account-picker__tag" color="white" style={{ maxWidth: SIZES.TAG_MAX_WIDTH }}>
                <span className="tf-account-picker__tag-text" title={text}>
                  {text}
                </span>
              </Tag>
            ))}
            {tags.rest > 0 ? (
              <Tag className="tf-account-picker__tag tf-account-picker__tag--rest" color="white">
                +{tags.rest}
              </Tag>
            ) : null}
          </span>
          <IconChevronDown className="tf-account-picker__arrow" aria-hidden="true" />
        </button>
      </Popover>
    </div>
  );
}

/** A column's rows, windowed with @tanstack/react-virtual when long. */
function Rows({ count, label, keyOf, render }: { count: number; label: string; keyOf: (i: number) => string; render: (i: number) => ReactNode }) {
  if (count <= VIRTUALISE_FROM) {
    return (
      <ul className="tf-account-picker__rows" aria-label={label} style={{ maxHeight: COLUMN_HEIGHT }}>
        {Array.from({ length: count }, (_, i) => (
          <li key={keyOf(i)} className="tf-account-picker__row">
            {render(i)}
          </li>
        ))}
      </ul>
    );
  }
  return <VirtualRows count={count} label={label} keyOf={keyOf} render={render} />;
}

function VirtualRows({ count, label, keyOf, render }: { count: number; label: string; keyOf: (i: number) => string; render: (i: number) => ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // The first frame (and jsdom, which has no layout) renders the rows the column will show.
    initialRect: { width: 0, height: COLUMN_HEIGHT },
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className="tf-account-picker__rows tf-account-picker__rows--virtual" style={{ height: COLUMN_HEIGHT }} data-virtual="true">
      <ul aria-label={label} className="tf-account-picker__virtual-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={keyOf(item.index)}
            className="tf-account-picker__row tf-account-picker__row--virtual"
            style={{ transform: `translateY(${item.start}px)` }}
            aria-setsize={count}
            aria-posinset={item.index + 1}
          >
            {render(item.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
