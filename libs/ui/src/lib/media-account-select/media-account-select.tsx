import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { SELECT } from '@toufang/domain';
import { useDebouncedValue } from '../transfer-list/use-debounced-value';
import {
  MEDIA_ACCOUNT_LIST_HEIGHT,
  MEDIA_ACCOUNT_OPTION_HEIGHT,
  MEDIA_ACCOUNT_SELECT_TEXTS,
  MEDIA_ACCOUNT_VIRTUALISE_FROM,
  accountKey,
  groupByMedia,
  matchesAccount,
  mediaLabel,
  type MediaAccountId,
  type MediaAccountOption,
} from './media-account-select-rules';
import './media-account-select.css';

export interface MediaAccountSelectProps {
  accounts: readonly MediaAccountOption[];
  /** Several accounts (tags) instead of one. */
  multiple?: boolean;
  /** The chosen account ids, controlled when given (single selection: at most one). */
  value?: readonly MediaAccountId[];
  defaultValue?: readonly MediaAccountId[];
  onChange?: (value: MediaAccountId[], accounts: MediaAccountOption[]) => void;
  /** Groups the accounts under their media's Chinese names. */
  groupByMedia?: boolean;
  /** The search box (on by default): name or id, ignoring case. */
  searchable?: boolean;
  /** The search text after the 250 ms select-search debounce (SELECT.SEARCH_DEBOUNCE_MS), for server search. */
  onSearch?: (keyword: string) => void;
  maxTagCount?: number;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/** A media-account selector on Semi's Select, optionally grouped by media, with search. */
export function MediaAccountSelect({
  accounts,
  multiple = false,
  value: valueProp,
  defaultValue,
  onChange,
  groupByMedia: grouped = false,
  searchable = true,
  onSearch,
  maxTagCount,
  placeholder = MEDIA_ACCOUNT_SELECT_TEXTS.PLACEHOLDER,
  loading = false,
  disabled = false,
  'aria-label': ariaLabel = MEDIA_ACCOUNT_SELECT_TEXTS.LABEL,
  className,
  style,
}: MediaAccountSelectProps) {
  const byKey = useMemo(() => new Map(accounts.map((a) => [accountKey(a.mediaAccountId), a])), [accounts]);
  const [inner, setInner] = useState<readonly MediaAccountId[]>(defaultValue ?? []);
  const raw = valueProp ?? inner;
  const keys = raw.map(accountKey).filter((k) => byKey.has(k));
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, SELECT.SEARCH_DEBOUNCE_MS);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const reported = useRef(settled);
  useEffect(() => {
    if (settled === reported.current) return;
    reported.current = settled;
    onSearchRef.current?.(settled);
  }, [settled]);

  const emit = (nextKeys: string[]) => {
    const chosen = nextKeys.map((k) => byKey.get(k)).filter((a): a is MediaAccountOption => a !== undefined);
    const next = chosen.map((a) => a.mediaAccountId);
    if (valueProp === undefined) setInner(next);
    onChange?.(next, chosen);
  };

  // Semi's virtual list has no group headers, so a long grouped list names the media on each option.
  const virtual = accounts.length > MEDIA_ACCOUNT_VIRTUALISE_FROM;
  const option = (account: MediaAccountOption, showMedia: boolean) => (
    <Select.Option key={accountKey(account.mediaAccountId)} value={accountKey(account.mediaAccountId)} disabled={account.disabled}>
      <span className="tf-media-account-select__option">
        {showMedia ? <span className="tf-media-account-select__media">{mediaLabel(account.media)}</span> : null}
        <span className="tf-media-account-select__name" title={account.mediaAccountName}>
          {account.mediaAccountName}
        </span>
        <span className="tf-media-account-select__id">{account.mediaAccountId}</span>
      </span>
    </Select.Option>
  );
  const options =
    grouped && !virtual
      ? groupByMedia(accounts).map((group) => (
          <Select.OptGroup key={group.media ?? 'other'} label={group.label}>
            {group.accounts.map((account) => option(account, false))}
          </Select.OptGroup>
        ))
      : (grouped ? groupByMedia(accounts).flatMap((group) => group.accounts) : accounts).map((account) => option(account, grouped));

  const labelId = useId();
  const nameOf = (v: unknown) => byKey.get(String(v))?.mediaAccountName ?? String(v ?? '');
  const filter = (input: string, opt: { value?: unknown }) => {
    const account = byKey.get(String(opt.value));
    return account ? matchesAccount(account, input) : false;
  };
  // The trigger shows the name only (the options show name and id).
  const renderSelected = (item: { value?: unknown }) => (multiple ? { isRenderInTag: true, content: nameOf(item.value) } : nameOf(item.value));

  return (
    <div className={['tf-media-account-select', className ?? ''].filter(Boolean).join(' ')} style={style}>
      {/* Semi's Select overwrites aria-label (with 'selected'), so it is named by a hidden label instead. */}
      <span id={labelId} className="tf-media-account-select__sr-only">
        {ariaLabel}
      </span>
      <Select
        className="tf-media-account-select__select"
        style={{ width: '100%' }}
        aria-labelledby={labelId}
        inputProps={{ 'aria-label': `${ariaLabel}${MEDIA_ACCOUNT_SELECT_TEXTS.SEARCH_SUFFIX}` }}
        motion={false}
        multiple={multiple}
        value={multiple ? keys : keys[0]}
        onChange={(next) => emit(Array.isArray(next) ? next.map((k) => String(k)) : next === undefined || next === null ? [] : [String(next)])}
        filter={searchable ? filter : false}
        onSearch={(text: string) => setKeyword(text)}
        onDropdownVisibleChange={(visible: boolean) => {
          if (!visible) setKeyword('');
        }}
        renderSelectedItem={renderSelected as never}
        emptyContent={keyword.trim() && accounts.length > 0 ? MEDIA_ACCOUNT_SELECT_TEXTS.NO_MATCH : MEDIA_ACCOUNT_SELECT_TEXTS.EMPTY}
        placeholder={placeholder}
        showClear
        loading={loading}
        disabled={disabled}
        maxTagCount={maxTagCount}
        showRestTagsPopover={maxTagCount !== undefined}
        virtualize={virtual ? { height: MEDIA_ACCOUNT_LIST_HEIGHT, width: '100%', itemSize: MEDIA_ACCOUNT_OPTION_HEIGHT } : undefined}
        dropdownClassName="tf-media-account-select__dropdown"
      >
        {options}
      </Select>
    </div>
  );
}
