import { useCallback, useId, useMemo, useState } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconChevronLeft, IconChevronRight, IconDoubleChevronLeft, IconDoubleChevronRight, IconLock, IconSearch } from '@douyinfe/semi-icons';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import {
  TRANSFER_LIST_TEXTS,
  canMove,
  emptyText,
  filterItems,
  hasMax,
  moveItems,
  movableItems,
  selectAllState,
  sourceSide,
  splitLists,
  toggleSelectAll,
  type TransferDirection,
  type TransferItem,
  type TransferKey,
} from './transfer-list-rules';
import { useDebouncedValue } from './use-debounced-value';
import './transfer-list.css';

// Built on Semi's Checkbox, Input and Button rather than Semi's Transfer: Semi's Transfer is a
// "check on the left = selected on the right" panel with no move buttons, no per-direction lock (its
// `disabled` blocks both ways), no maximum and no search in the right list, and it pulls Semi's Tree in.

export interface TransferChangeDetail {
  direction: TransferDirection;
  /** The keys that moved. */
  moved: TransferKey[];
  /** The items of the new right list, in order. */
  items: TransferItem[];
}

export interface TransferOverMaxEvent {
  max: number;
  /** How many items the right list would have held. */
  attempted: number;
  /** The refusal shown to the operator: 最多选择N项. */
  message: string;
}

export interface TransferListProps {
  /** Every item, in the order the left list shows them. */
  dataSource: readonly TransferItem[];
  /** Keys in the right (selected) list, in their order. Controlled when given. */
  value?: readonly TransferKey[];
  defaultValue?: readonly TransferKey[];
  onChange?: (value: TransferKey[], detail: TransferChangeDetail) => void;
  /** The most items the right list may hold; absent or 0 means no limit. */
  max?: number;
  /** A move refused because the right list would pass max. */
  onOverMax?: (event: TransferOverMaxEvent) => void;
  /** Search boxes above each list (on by default). */
  searchable?: boolean;
  leftTitle?: string;
  rightTitle?: string;
  disabled?: boolean;
  className?: string;
}

/** Two lists, available (left) and selected (right), with per-item, checked and move-all buttons. */
export function TransferList({
  dataSource,
  value: valueProp,
  defaultValue,
  onChange,
  max,
  onOverMax,
  searchable = true,
  leftTitle = TRANSFER_LIST_TEXTS.LEFT_TITLE,
  rightTitle = TRANSFER_LIST_TEXTS.RIGHT_TITLE,
  disabled = false,
  className,
}: TransferListProps) {
  const [innerValue, setInnerValue] = useState<readonly TransferKey[]>(defaultValue ?? []);
  const value = valueProp ?? innerValue;
  const [checked, setChecked] = useState<Record<TransferDirection, ReadonlySet<TransferKey>>>({ left: new Set(), right: new Set() });
  const [search, setSearch] = useState<Record<TransferDirection, string>>({ left: '', right: '' });
  const leftKeyword = useDebouncedValue(search.left, WIDGET_DEBOUNCE.SEARCH_MS);
  const rightKeyword = useDebouncedValue(search.right, WIDGET_DEBOUNCE.SEARCH_MS);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const lists = useMemo(() => splitLists(dataSource, value), [dataSource, value]);
  const visible = useMemo(
    () => ({ left: filterItems(lists.left, leftKeyword), right: filterItems(lists.right, rightKeyword) }),
    [lists, leftKeyword, rightKeyword],
  );
  // Checked keys count only while their item is still in that list and may leave it.
  const liveChecked = useMemo(() => {
    const keep = (side: TransferDirection) => new Set(movableItems(lists[side], side).map((item) => item.key).filter((key) => checked[side].has(key)));
    return { left: keep('left'), right: keep('right') };
  }, [lists, checked]);

  const move = useCallback(
    (keys: readonly TransferKey[], direction: TransferDirection) => {
      if (disabled) return;
      const result = moveItems(dataSource, value, keys, direction, max);
      if (!result.ok) {
        setError(result.message);
        onOverMax?.({ max: result.max, attempted: result.attempted, message: result.message });
        return;
      }
      setError(null);
      if (result.moved.length === 0) return;
      const from = sourceSide(direction);
      setChecked((prev) => {
        const rest = new Set(prev[from]);
        result.moved.forEach((key) => rest.delete(key));
        return { ...prev, [from]: rest };
      });
      if (valueProp === undefined) setInnerValue(result.value);
      const byKey = new Map(dataSource.map((item) => [item.key, item] as const));
      onChange?.(result.value, {
        direction,
        moved: result.moved,
        items: result.value.map((key) => byKey.get(key)).filter((item): item is TransferItem => item !== undefined),
      });
    },
    [dataSource, value, max, disabled, onChange, onOverMax, valueProp],
  );

  const toggle = (side: TransferDirection, key: TransferKey) =>
    setChecked((prev) => {
      const next = new Set(prev[side]);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return { ...prev, [side]: next };
    });

  const renderPanel = (side: TransferDirection) => {
    const title = side === 'left' ? leftTitle : rightTitle;
    const outgoing = sourceSide(side); // left items move right and the other way round
    const items = visible[side];
    const all = selectAllState(items, side, liveChecked[side]);
    const count = side === 'right' && hasMax(max) ? `${lists.right.length}/${max}` : String(lists[side].length);
    const keyword = side === 'left' ? leftKeyword : rightKeyword;
    const titleId = `${errorId}-${side}-title`;
    return (
      <section className={`tf-transfer-list__panel tf-transfer-list__panel--${side}`} aria-labelledby={titleId}>
        <header className="tf-transfer-list__header">
          <Checkbox
            aria-label={`全选${title}`}
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={disabled || all.disabled}
            onChange={() => setChecked((prev) => ({ ...prev, [side]: toggleSelectAll(items, side, liveChecked[side]) }))}
          />
          <h3 className="tf-transfer-list__title" id={titleId}>
            {title}
          </h3>
          <span className="tf-transfer-list__count" data-testid={`tf-transfer-count-${side}`}>
            ({count})
          </span>
        </header>
        {searchable ? (
          <div className="tf-transfer-list__search">
            <Input
              aria-label={`搜索${title}`}
              placeholder={TRANSFER_LIST_TEXTS.SEARCH_PLACEHOLDER}
              prefix={<IconSearch />}
              showClear
              disabled={disabled}
              value={search[side]}
              onChange={(text) => setSearch((prev) => ({ ...prev, [side]: text }))}
            />
          </div>
        ) : null}
        {items.length === 0 ? (
          <div className="tf-transfer-list__empty" role="status">
            {emptyText(side, keyword)}
          </div>
        ) : (
          <ul className="tf-transfer-list__items" aria-label={title}>
            {items.map((item) => {
              const movable = canMove(item, outgoing);
              const locked = !item.disabled && !movable;
              const lockText = outgoing === 'right' ? TRANSFER_LIST_TEXTS.NO_MOVE_RIGHT : TRANSFER_LIST_TEXTS.NO_MOVE_LEFT;
              const moveText = outgoing === 'right' ? TRANSFER_LIST_TEXTS.MOVE_RIGHT : TRANSFER_LIST_TEXTS.MOVE_LEFT;
              return (
                <li key={item.key} className={['tf-transfer-list__item', movable ? '' : 'tf-transfer-list__item--fixed'].filter(Boolean).join(' ')} data-key={item.key}>
                  <Checkbox
                    className="tf-transfer-list__check"
                    aria-label={item.label}
                    checked={liveChecked[side].has(item.key)}
                    disabled={disabled || !movable}
                    onChange={() => toggle(side, item.key)}
                  >
                    {item.label}
                  </Checkbox>
                  {locked ? (
                    <span className="tf-transfer-list__lock" title={lockText} role="img" aria-label={lockText}>
                      <IconLock size="small" />
                    </span>
                  ) : null}
                  <Button
                    className="tf-transfer-list__item-move"
                    theme="borderless"
                    size="small"
                    icon={outgoing === 'right' ? <IconChevronRight /> : <IconChevronLeft />}
                    aria-label={`${moveText} ${item.label}`}
                    disabled={disabled || !movable}
                    onClick={() => move([item.key], outgoing)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    );
  };

  const movableVisible = (side: TransferDirection) => movableItems(visible[side], side).map((item) => item.key);

  return (
    <div className={['tf-transfer-list', className ?? ''].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <div className="tf-transfer-list__body">
        {renderPanel('left')}
        <div className="tf-transfer-list__actions" role="group" aria-label="移动">
          <Button icon={<IconChevronRight />} aria-label={TRANSFER_LIST_TEXTS.MOVE_RIGHT} disabled={disabled || liveChecked.left.size === 0} onClick={() => move([...liveChecked.left], 'right')}>
            {TRANSFER_LIST_TEXTS.MOVE_RIGHT}
          </Button>
          <Button icon={<IconChevronLeft />} aria-label={TRANSFER_LIST_TEXTS.MOVE_LEFT} disabled={disabled || liveChecked.right.size === 0} onClick={() => move([...liveChecked.right], 'left')}>
            {TRANSFER_LIST_TEXTS.MOVE_LEFT}
          </Button>
          <Button icon={<IconDoubleChevronRight />} aria-label={TRANSFER_LIST_TEXTS.MOVE_ALL_RIGHT} disabled={disabled || movableVisible('left').length === 0} onClick={() => move(movableVisible('left'), 'right')}>
            {TRANSFER_LIST_TEXTS.MOVE_ALL_RIGHT}
          </Button>
          <Button icon={<IconDoubleChevronLeft />} aria-label={TRANSFER_LIST_TEXTS.MOVE_ALL_LEFT} disabled={disabled || movableVisible('right').length === 0} onClick={() => move(movableVisible('right'), 'left')}>
            {TRANSFER_LIST_TEXTS.MOVE_ALL_LEFT}
          </Button>
        </div>
        {renderPanel('right')}
      </div>
      {error ? (
        <div className="tf-transfer-list__error" role="alert" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
