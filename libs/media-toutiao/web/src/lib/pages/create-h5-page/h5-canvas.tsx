// The canvas of 创建H5落地页: the page's bricks in order, each selectable, movable by drag (pointer, or the
// handle with the keyboard: space, arrows, space, as @dnd-kit's keyboard sensor does) and by 上移/下移, and
// removable. A brick with a problem says so in its row.
import { useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Typography } from '@toufang/ui';
import { brickLabel, brickSummary, type DraftBrick, type PageProblems } from './h5-rules';
import { H5_TEXTS as T } from './texts';

export interface H5CanvasProps {
  bricks: readonly DraftBrick[];
  selected: string | null;
  problems: PageProblems;
  onSelect(key: string): void;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
}

interface RowProps {
  brick: DraftBrick;
  index: number;
  count: number;
  selected: boolean;
  problem: string | undefined;
  onSelect(key: string): void;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
}

function CanvasRow({ brick, index, count, selected, problem, onSelect, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: brick.key });
  const label = `${index + 1}. ${brickSummary(brick)}`;
  return (
    <li
      ref={setNodeRef}
      className={`tf-h5-canvas__row${selected ? ' tf-h5-canvas__row--selected' : ''}${problem ? ' tf-h5-canvas__row--problem' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <button type="button" ref={setActivatorNodeRef} className="tf-h5-canvas__handle" aria-label={T.DRAG(label)} {...attributes} {...listeners}>
        ⋮⋮
      </button>
      <button type="button" className="tf-h5-canvas__pick" aria-pressed={selected} aria-label={T.SELECT(label)} onClick={() => onSelect(brick.key)}>
        <span className="tf-h5-canvas__label">{label}</span>
        {problem ? <span className="tf-h5-canvas__problem">{problem}</span> : null}
      </button>
      <span className="tf-h5-canvas__actions">
        <Button size="small" theme="borderless" disabled={index === 0} aria-label={`${T.MOVE_UP} ${label}`} onClick={() => onMove(index, index - 1)}>
          {T.MOVE_UP}
        </Button>
        <Button size="small" theme="borderless" disabled={index === count - 1} aria-label={`${T.MOVE_DOWN} ${label}`} onClick={() => onMove(index, index + 1)}>
          {T.MOVE_DOWN}
        </Button>
        <Button size="small" theme="borderless" type="danger" aria-label={`${T.REMOVE} ${label}`} onClick={() => onRemove(brick.key)}>
          {T.REMOVE}
        </Button>
      </span>
    </li>
  );
}

export function H5Canvas({ bricks, selected, problems, onSelect, onMove, onRemove }: H5CanvasProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // What the last move did, said to a screen reader (a move button keeps focus; the list re-orders under it).
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    onMove(from, to);
    setSaid(T.MOVED(brickLabel(bricks[from].type), to + 1));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = bricks.findIndex((b) => b.key === active.id);
    const to = bricks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  if (bricks.length === 0) return <Typography.Text type="tertiary">{T.CANVAS_EMPTY}</Typography.Text>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={bricks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        <ol className="tf-h5-canvas" aria-label={T.CANVAS}>
          {bricks.map((brick, index) => {
            const own = problems.bricks[brick.key];
            const problem = own ? Object.values(own)[0] : undefined;
            return (
              <CanvasRow
                key={brick.key}
                brick={brick}
                index={index}
                count={bricks.length}
                selected={brick.key === selected}
                problem={problem}
                onSelect={onSelect}
                onMove={move}
                onRemove={onRemove}
              />
            );
          })}
        </ol>
      </SortableContext>
      <span className="tf-h5__sr-only" role="status">
        {said}
      </span>
    </DndContext>
  );
}
