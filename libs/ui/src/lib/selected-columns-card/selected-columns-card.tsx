import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { IconArrowUp, IconClose, IconHandle, IconLock } from '@douyinfe/semi-icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import {
  DRAG_ANNOUNCEMENTS,
  SELECTED_COLUMNS_TEXTS as TEXTS,
  canMoveToTop,
  clearItems,
  isFixed,
  mergeIncoming,
  moveToTop,
  positionOf,
  removeItem,
  reorder,
  type DraggableItem,
} from './selected-columns-card-rules';
import './selected-columns-card.css';

export interface SelectedColumnsCardProps {
  /** The selected columns in order; disabled ones are fixed (lock icon, no drag, no removal). */
  items: readonly DraggableItem[];
  /** The new list, 500 ms (WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS) after the reader's last change. */
  onChange?: (items: DraggableItem[]) => void;
  /** Max height of the list in px before it scrolls. */
  maxHeight?: number;
  className?: string;
}

const DEFAULT_MAX_HEIGHT = 400;

// The list only sorts vertically. @dnd-kit/modifiers has restrictToVerticalAxis, but it is not a
// dependency here and this is one line.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface RowActionsProps {
  item: DraggableItem;
  canTop: boolean;
  onTop: (key: string) => void;
  onRemove: (key: string) => void;
}

function RowActions({ item, canTop, onTop, onRemove }: RowActionsProps) {
  return (
    <span className="tf-selected-columns__actions">
      <Button
        theme="borderless"
        size="small"
        type="tertiary"
        icon={<IconArrowUp aria-hidden />}
        aria-label={`${TEXTS.MOVE_TOP} ${item.label}`}
        title={TEXTS.MOVE_TOP}
        disabled={!canTop}
        onClick={() => onTop(item.key)}
      />
      <Button
        theme="borderless"
        size="small"
        type="tertiary"
        icon={<IconClose aria-hidden />}
        aria-label={`${TEXTS.REMOVE} ${item.label}`}
        title={TEXTS.REMOVE}
        onClick={() => onRemove(item.key)}
      />
    </span>
  );
}

function SortableRow(props: RowActionsProps) {
  const { item } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={['tf-selected-columns__item', isDragging ? 'tf-selected-columns__item--dragging' : ''].filter(Boolean).join(' ')} data-key={item.key}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tf-selected-columns__handle"
        {...attributes}
        {...listeners}
        aria-roledescription={TEXTS.ROLE_DESCRIPTION}
        aria-label={`${TEXTS.DRAG_HANDLE} ${item.label}`}
      >
        <IconHandle aria-hidden />
      </button>
      <span className="tf-selected-columns__label">{item.label}</span>
      <RowActions {...props} />
    </li>
  );
}

function FixedRow({ item }: { item: DraggableItem }) {
  return (
    <li className="tf-selected-columns__item tf-selected-columns__item--fixed" data-key={item.key}>
      <span className="tf-selected-columns__lock" role="img" aria-label={TEXTS.LOCKED} title={TEXTS.LOCKED}>
        <IconLock aria-hidden />
      </span>
      <span className="tf-selected-columns__label">{item.label}</span>
    </li>
  );
}

/**
 * Selected-columns card (widgets spec §2): 已选N列, 清空, a drag-to-reorder list (pointer and keyboard,
 * with Chinese announcements), fixed items with a lock, 置顶 and 移除 per item, and 暂无选项 when empty.
 * Changes show at once and reach onChange after WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS.
 */
export function SelectedColumnsCard({ items, onChange, maxHeight = DEFAULT_MAX_HEIGHT, className }: SelectedColumnsCardProps) {
  const [list, setList] = useState<readonly DraggableItem[]>(items);
  const [pending, setPending] = useState(false);
  const [seen, setSeen] = useState(items);
  // A new list from the caller replaces ours, unless a change of ours still waits to be sent: then both merge.
  if (seen !== items) {
    setSeen(items);
    setList(pending ? mergeIncoming(list, items) : items);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<{ list: readonly DraggableItem[]; onChange?: SelectedColumnsCardProps['onChange'] }>({ list, onChange });
  useEffect(() => {
    latest.current = { list, onChange };
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setPending(false);
    latest.current.onChange?.([...latest.current.list]);
  }, []);

  const update = useCallback(
    (next: readonly DraggableItem[]) => {
      if (next === latest.current.list) return;
      latest.current = { ...latest.current, list: next };
      setList(next);
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS);
    },
    [flush],
  );

  // Leaving with a change still waiting sends it, so closing the panel right after a drag loses nothing.
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush();
    },
    [flush],
  );

  const onTop = useCallback((key: string) => update(moveToTop(latest.current.list, key)), [update]);
  const onRemove = useCallback((key: string) => update(removeItem(latest.current.list, key)), [update]);

  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const movableKeys = useMemo(() => list.filter((item) => !isFixed(item)).map((item) => item.key), [list]);

  // @dnd-kit reports the item over itself right after it is picked up; that would talk over "已拿起…".
  const justPickedUp = useRef(false);
  const accessibility = useMemo(() => {
    const label = (id: string | number) => list.find((item) => item.key === String(id))?.label ?? String(id);
    const at = (id: string | number) => positionOf(list, String(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        justPickedUp.current = true;
        return DRAG_ANNOUNCEMENTS.start(label(active.id), at(active.id), list.length);
      },
      onDragOver: ({ active, over }) => {
        const first = justPickedUp.current;
        justPickedUp.current = false;
        if (first && over?.id === active.id) return undefined;
        return over ? DRAG_ANNOUNCEMENTS.over(label(active.id), at(over.id), list.length) : DRAG_ANNOUNCEMENTS.outside(label(active.id));
      },
      onDragEnd: ({ active, over }) => (over ? DRAG_ANNOUNCEMENTS.end(label(active.id), at(over.id), list.length) : DRAG_ANNOUNCEMENTS.cancel(label(active.id))),
      onDragCancel: ({ active }) => DRAG_ANNOUNCEMENTS.cancel(label(active.id)),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: DRAG_ANNOUNCEMENTS.INSTRUCTIONS };
    return { announcements, screenReaderInstructions };
  }, [list]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) update(reorder(latest.current.list, String(active.id), String(over.id)));
  };

  const hasRemovable = movableKeys.length > 0;
  return (
    <section className={['tf-selected-columns', className ?? ''].filter(Boolean).join(' ')} aria-label={TEXTS.LIST}>
      <header className="tf-selected-columns__header">
        <h3 className="tf-selected-columns__title">{TEXTS.header(list.length)}</h3>
        <button type="button" className="tf-selected-columns__clear" disabled={!hasRemovable} onClick={() => update(clearItems(latest.current.list))}>
          {TEXTS.CLEAR}
        </button>
      </header>
      {list.length === 0 ? (
        <div className="tf-selected-columns__empty" role="status">
          {TEXTS.EMPTY}
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} accessibility={accessibility} onDragEnd={onDragEnd}>
          <SortableContext items={movableKeys} strategy={verticalListSortingStrategy}>
            <ul className="tf-selected-columns__list" style={{ maxHeight }}>
              {list.map((item) =>
                isFixed(item) ? (
                  <FixedRow key={item.key} item={item} />
                ) : (
                  <SortableRow key={item.key} item={item} canTop={canMoveToTop(list, item.key)} onTop={onTop} onRemove={onRemove} />
                ),
              )}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
