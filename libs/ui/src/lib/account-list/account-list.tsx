import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Badge from '@douyinfe/semi-ui-19/lib/es/badge';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconSearch } from '@douyinfe/semi-icons';
import { LAYOUT_SIZES, VIRTUAL_LIST, WIDGET_DEBOUNCE } from '@toufang/domain';
import { useDebouncedValue } from '../transfer-list/use-debounced-value';
import {
  ACCOUNT_LIST_TEXTS,
  ACCOUNT_LIST_VIRTUALISE_FROM,
  filterAccounts,
  sameAccountId,
  showsBadge,
  type AccountId,
  type AccountListItem,
} from './account-list-rules';
import './account-list.css';

export interface AccountListProps {
  items: readonly AccountListItem[];
  /** The active account, controlled when given. */
  activeId?: AccountId | null;
  defaultActiveId?: AccountId | null;
  /** A click (or Enter/Space) on an account. */
  onSelect?: (item: AccountListItem) => void;
  /** The search box (on by default); filters by name or id after the 500 ms search debounce. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** The settled keyword, for callers that search on the server. */
  onSearch?: (keyword: string) => void;
  /** Height in px; LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT (438) by default. */
  height?: number;
  emptyText?: string;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The account list: a search box over the media accounts, each with its name, id, marker icons and a
 * badge count; one is active. Long lists are virtualised with @tanstack/react-virtual.
 */
export function AccountList({
  items,
  activeId: activeProp,
  defaultActiveId = null,
  onSelect,
  searchable = true,
  searchPlaceholder = ACCOUNT_LIST_TEXTS.SEARCH_PLACEHOLDER,
  onSearch,
  height = LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT,
  emptyText = ACCOUNT_LIST_TEXTS.EMPTY,
  'aria-label': ariaLabel = ACCOUNT_LIST_TEXTS.LABEL,
  className,
  style,
}: AccountListProps) {
  const [innerActive, setInnerActive] = useState<AccountId | null>(defaultActiveId);
  const active = activeProp === undefined ? innerActive : activeProp;
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, WIDGET_DEBOUNCE.SEARCH_MS);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const reported = useRef(settled);
  useEffect(() => {
    if (settled === reported.current) return;
    reported.current = settled;
    onSearchRef.current?.(settled);
  }, [settled]);
  const shown = filterAccounts(items, settled);

  const choose = (item: AccountListItem) => {
    if (activeProp === undefined) setInnerActive(item.adsMediaAccountId);
    onSelect?.(item);
  };

  const renderItem = (item: AccountListItem) => {
    const isActive = sameAccountId(item.adsMediaAccountId, active);
    return (
      <button
        type="button"
        className={['tf-account-list__item', isActive ? 'tf-account-list__item--active' : ''].filter(Boolean).join(' ')}
        aria-current={isActive ? 'true' : undefined}
        onClick={() => choose(item)}
      >
        <span className="tf-account-list__text">
          <span className="tf-account-list__name" title={item.adsMediaAccountName}>
            {item.adsMediaAccountName}
          </span>
          <span className="tf-account-list__id">
            {ACCOUNT_LIST_TEXTS.ID_PREFIX}
            {item.adsMediaAccountId}
          </span>
        </span>
        {item.iconCustom || item.iconIview ? (
          <span className="tf-account-list__icons">
            {item.iconCustom ? <span className="tf-account-list__icon tf-account-list__icon--custom">{item.iconCustom}</span> : null}
            {item.iconIview ? <span className="tf-account-list__icon tf-account-list__icon--library">{item.iconIview}</span> : null}
          </span>
        ) : null}
        {showsBadge(item.num) ? <Badge className="tf-account-list__badge" count={item.num} type="danger" /> : null}
      </button>
    );
  };

  const empty = settled.trim() && items.length > 0 ? ACCOUNT_LIST_TEXTS.NO_MATCH : emptyText;

  return (
    <div className={['tf-account-list', className ?? ''].filter(Boolean).join(' ')} style={{ height, ...style }}>
      {searchable ? (
        <div className="tf-account-list__search">
          <Input
            aria-label={ACCOUNT_LIST_TEXTS.SEARCH_LABEL}
            placeholder={searchPlaceholder}
            prefix={<IconSearch />}
            showClear
            value={keyword}
            onChange={(text) => setKeyword(text)}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <div className="tf-account-list__empty" role="status">
          {empty}
        </div>
      ) : shown.length > ACCOUNT_LIST_VIRTUALISE_FROM ? (
        <VirtualItems items={shown} height={height} label={ariaLabel} renderItem={renderItem} />
      ) : (
        <ul className="tf-account-list__list" aria-label={ariaLabel}>
          {shown.map((item) => (
            <li key={String(item.adsMediaAccountId)} className="tf-account-list__row" style={{ height: VIRTUAL_LIST.ESTIMATE }}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VirtualItems({ items, height, label, renderItem }: { items: AccountListItem[]; height: number; label: string; renderItem: (item: AccountListItem) => ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_LIST.ESTIMATE,
    // The first frame (and jsdom, which has no layout) renders the rows the list will show.
    initialRect: { width: 0, height },
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className="tf-account-list__list tf-account-list__list--virtual" data-virtual="true">
      <ul aria-label={label} style={{ height: virtualizer.getTotalSize() }} className="tf-account-list__virtual-body">
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return (
            <li
              key={String(item.adsMediaAccountId)}
              className="tf-account-list__row tf-account-list__row--virtual"
              style={{ height: VIRTUAL_LIST.ESTIMATE, transform: `translateY(${row.start}px)` }}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
