import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Badge from '@douyinfe/semi-ui-19/lib/es/badge';
import { IconTreeTriangleDown } from '@douyinfe/semi-icons';
import { LAYOUT_SIZES, TREE } from '@toufang/domain';
import { showsBadge } from '../account-list/account-list-rules';
import {
  ACCOUNT_GROUP_HEADER_HEIGHT,
  ACCOUNT_GROUP_LIST_TEXTS,
  ACCOUNT_GROUP_MEMBER_HEIGHT,
  ACCOUNT_GROUP_VIRTUALISE_FROM,
  allGroupKeys,
  memberCount,
  toggleGroup,
  visibleGroupRows,
  type AccountGroupEntry,
  type AccountGroupId,
  type AccountGroupMember,
  type AccountGroupRow,
} from './account-group-list-rules';
import './account-group-list.css';

export interface AccountGroupListProps {
  groups: readonly AccountGroupEntry[];
  /** Open groups (ids), controlled when given. */
  expandedIds?: readonly AccountGroupId[];
  /** Every group open at first (on by default, like the tree's expand-all). */
  defaultExpandAll?: boolean;
  onExpandChange?: (expandedIds: string[]) => void;
  /** The active account (its mediaAccountId). */
  activeAccountId?: string | number | null;
  /** A click on an account, with its group. */
  onSelect?: (member: AccountGroupMember, group: AccountGroupEntry) => void;
  /** Height in px; the list scrolls inside it. Natural height when absent (a long list takes the account list's 438). */
  height?: number;
  emptyText?: string;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The account-group list: collapsible groups with their account counts, and each group's accounts with
 * their badge counts. Long lists (headers and open accounts together) are virtualised.
 */
export function AccountGroupList({
  groups,
  expandedIds,
  defaultExpandAll = TREE.EXPAND_ALL,
  onExpandChange,
  activeAccountId,
  onSelect,
  height,
  emptyText = ACCOUNT_GROUP_LIST_TEXTS.EMPTY,
  'aria-label': ariaLabel = ACCOUNT_GROUP_LIST_TEXTS.LABEL,
  className,
  style,
}: AccountGroupListProps) {
  const [own, setOwn] = useState(() => ({ seen: allGroupKeys(groups), expanded: defaultExpandAll ? allGroupKeys(groups) : [] }));
  // Groups that arrive later (loaded after the first render) open too when everything opens by default.
  const fresh = allGroupKeys(groups).filter((k) => !own.seen.includes(k));
  if (fresh.length > 0) setOwn({ seen: [...own.seen, ...fresh], expanded: defaultExpandAll ? [...own.expanded, ...fresh] : own.expanded });
  const inner = own.expanded;
  const expanded = expandedIds ? expandedIds.map(String) : inner;
  const baseId = useId();
  const rows = visibleGroupRows(groups, expanded);
  const virtual = rows.length > ACCOUNT_GROUP_VIRTUALISE_FROM;
  const boxHeight = height ?? (virtual ? LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT : undefined);

  const toggle = (id: AccountGroupId) => {
    const next = toggleGroup(expanded, id);
    if (!expandedIds) setOwn((state) => ({ ...state, expanded: next }));
    onExpandChange?.(next);
  };

  const panelId = (group: AccountGroupEntry) => `${baseId}-${String(group.groupId)}`;

  const header = (group: AccountGroupEntry, open: boolean) => {
    const count = memberCount(group);
    return (
      <button
        type="button"
        className={['tf-account-group-list__header', open ? 'tf-account-group-list__header--open' : ''].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open && !virtual ? panelId(group) : undefined}
        aria-label={ACCOUNT_GROUP_LIST_TEXTS.groupName(group.groupName, count)}
        onClick={() => toggle(group.groupId)}
      >
        <IconTreeTriangleDown className="tf-account-group-list__arrow" size="small" aria-hidden="true" />
        <span className="tf-account-group-list__name" title={group.groupName}>
          {group.groupName}
        </span>
        <span className="tf-account-group-list__count" aria-hidden="true">
          ({count})
        </span>
      </button>
    );
  };

  const memberButton = (member: AccountGroupMember, group: AccountGroupEntry) => {
    const active = activeAccountId !== undefined && activeAccountId !== null && String(activeAccountId) === String(member.mediaAccountId);
    return (
      <button
        type="button"
        className={['tf-account-group-list__member', active ? 'tf-account-group-list__member--active' : ''].filter(Boolean).join(' ')}
        aria-current={active ? 'true' : undefined}
        style={{ paddingLeft: TREE.INDENT + 12 }}
        onClick={() => onSelect?.(member, group)}
      >
        <span className="tf-account-group-list__member-text">
          <span className="tf-account-group-list__member-name" title={member.mediaAccountName}>
            {member.mediaAccountName}
          </span>
          <span className="tf-account-group-list__member-id">{member.mediaAccountId}</span>
        </span>
        {showsBadge(member.num) ? <Badge className="tf-account-group-list__badge" count={member.num} type="primary" /> : null}
      </button>
    );
  };

  const emptyGroup = (group: AccountGroupEntry) => (
    <p id={virtual ? undefined : panelId(group)} className="tf-account-group-list__empty tf-account-group-list__empty--group">
      {ACCOUNT_GROUP_LIST_TEXTS.EMPTY_GROUP}
    </p>
  );

  let body: ReactNode;
  if (groups.length === 0) {
    body = (
      <p className="tf-account-group-list__empty" role="status">
        {emptyText}
      </p>
    );
  } else if (virtual) {
    body = (
      <VirtualRows
        rows={rows}
        height={boxHeight ?? LAYOUT_SIZES.ACCOUNT_LIST_HEIGHT}
        label={ariaLabel}
        render={(row) => (row.kind === 'group' ? header(row.group, row.open) : row.kind === 'member' ? memberButton(row.member, row.group) : emptyGroup(row.group))}
      />
    );
  } else {
    body = (
      <ul className="tf-account-group-list__groups" aria-label={ariaLabel}>
        {groups.map((group) => {
          const open = expanded.includes(String(group.groupId));
          return (
            <li key={String(group.groupId)} className="tf-account-group-list__group">
              {header(group, open)}
              {open ? (
                memberCount(group) === 0 ? (
                  emptyGroup(group)
                ) : (
                  <ul id={panelId(group)} className="tf-account-group-list__members" aria-label={group.groupName}>
                    {(group.children ?? []).map((member) => (
                      <li key={String(member.mediaAccountId)}>{memberButton(member, group)}</li>
                    ))}
                  </ul>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={['tf-account-group-list', className ?? ''].filter(Boolean).join(' ')} style={{ height: boxHeight, ...style }}>
      {body}
    </div>
  );
}

const rowHeight = (row: AccountGroupRow) => (row.kind === 'member' ? ACCOUNT_GROUP_MEMBER_HEIGHT : ACCOUNT_GROUP_HEADER_HEIGHT);
const rowKey = (row: AccountGroupRow) => `${row.kind}:${String(row.group.groupId)}:${row.kind === 'member' ? String(row.member.mediaAccountId) : ''}`;

function VirtualRows({ rows, height, label, render }: { rows: AccountGroupRow[]; height: number; label: string; render: (row: AccountGroupRow) => ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rowHeight(rows[i]),
    getItemKey: (i) => rowKey(rows[i]),
    // The first frame (and jsdom, which has no layout) renders the rows the list will show.
    initialRect: { width: 0, height },
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className="tf-account-group-list__scroll" style={{ height }} data-virtual="true">
      <ul className="tf-account-group-list__virtual-body" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={item.key}
              className={`tf-account-group-list__row tf-account-group-list__row--${row.kind}`}
              style={{ height: rowHeight(row), transform: `translateY(${item.start}px)` }}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
            >
              {render(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
