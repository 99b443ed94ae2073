// The preview's rows (issue 22 "Preview"): one per object to create, virtualised on TanStack Virtual so 1,000
// rows or more stay smooth (docs/architecture.md: lists past about 100 rows). Each row shows its name (edited
// inline), account, parent, targeting, materials, titles, bid and budget (edited inline where the level has
// them) and its findings; 移除 takes the row and its children out.
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { CreationRow, CreationTemplateBody, CreationVariantSpec, RowCheck } from '@toufang/domain';
import { Button, Input, InputNumber, Typography } from '@toufang/ui';
import { CREATION_KIT_TEXTS as T } from '../texts';
import { levelFields } from './preview-rules';

/**
 * Every row's height (two lines of findings fit; more scroll in their cell): fixed, so the virtualiser places rows
 * without measuring each one drawn (measuring 1,000 rows' worth of scrolling cost a long task).
 */
const ROW_HEIGHT = 56;
/** Rows drawn beyond the viewport on each side (and what a DOM without layout shows). */
const OVERSCAN = 15;
/**
 * Rows drawn beyond the viewport on the table's first drawing: the rest follow in a task of their own, so the
 * first showing of 1,000 rows (render, commit and layout of every drawn row) stays one short task.
 */
const FIRST_OVERSCAN = 2;
const COLUMNS = ['level', 'name', 'account', 'parent', 'targeting', 'materials', 'titles', 'bid', 'budget', 'checks', 'actions'] as const;

export interface PreviewTableProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  rows: readonly CreationRow[];
  checksByRow: ReadonlyMap<string, RowCheck[]>;
  /** The rows' checks are still being run (they follow the rows by a task): a row without findings is not yet 通过. */
  checking?: boolean;
  onRename: (key: string, name: string) => void;
  onSetting: (key: string, field: string, value: unknown) => void;
  onRemove: (key: string) => void;
  height?: number;
}

const names = (indices: number[] | null, of: (i: number) => string | undefined) => (indices ?? []).map(of).filter(Boolean).join('、') || '-';

interface RowViewProps {
  row: CreationRow;
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  parentName: string;
  checks: RowCheck[] | undefined;
  checking: boolean;
  onRename: PreviewTableProps['onRename'];
  onSetting: PreviewTableProps['onSetting'];
  onRemove: PreviewTableProps['onRemove'];
}

const RowView = memo(function RowView({ row, spec, body, parentName, checks, checking, onRename, onSetting, onRemove }: RowViewProps) {
  const level = spec.levels.find((l) => l.level === row.level);
  const { bid, budget } = levelFields(spec, row.level);
  const errored = checks?.some((c) => c.severity === 'error');
  const money = (field: typeof bid, label: string) =>
    field ? (
      <InputNumber
        aria-label={label}
        size="small"
        value={typeof row.settings[field.key] === 'number' ? (row.settings[field.key] as number) : undefined}
        min={field.min}
        max={field.max}
        precision={2}
        onNumberChange={(v: number) => onSetting(row.key, field.key, Number.isFinite(v) ? v : null)}
      />
    ) : (
      '-'
    );
  return (
    <>
      <span role="cell">{level?.label ?? row.level}</span>
      <span role="cell">
        <Input size="small" aria-label={T.PREVIEW.EDIT_NAME(row.name)} value={row.name} validateStatus={errored ? 'error' : 'default'} onChange={(v) => onRename(row.key, v)} />
      </span>
      <span role="cell">{body.accounts[row.account]?.name ?? '-'}</span>
      <span role="cell">{parentName}</span>
      <span role="cell">{names(row.targeting, (i) => body.targeting.packs[i]?.name)}</span>
      <span role="cell">{names(row.materialGroups, (i) => body.materials.groups[i]?.name)}</span>
      <span role="cell">{names(row.titleGroups, (i) => body.titles.groups[i]?.name)}</span>
      <span role="cell">{money(bid, T.PREVIEW.EDIT_BID(row.name))}</span>
      <span role="cell">{money(budget, T.PREVIEW.EDIT_BUDGET(row.name))}</span>
      <span role="cell" className="tf-creation__checks-cell">
        {checks && checks.length > 0 ? (
          checks.map((c, i) => (
            <Typography.Text key={`${c.code}-${i}`} size="small" type={c.severity === 'error' ? 'danger' : 'warning'} data-severity={c.severity}>
              {c.message}
            </Typography.Text>
          ))
        ) : checking ? (
          <Typography.Text size="small" type="tertiary">
            {T.PREVIEW.CHECKING}
          </Typography.Text>
        ) : (
          <Typography.Text size="small" type="success">
            {T.PREVIEW.OK}
          </Typography.Text>
        )}
      </span>
      <span role="cell">
        <Button size="small" type="danger" theme="borderless" aria-label={T.PREVIEW.REMOVE(row.name)} onClick={() => onRemove(row.key)}>
          {T.PREVIEW.REMOVE('').trim()}
        </Button>
      </span>
    </>
  );
});

export function PreviewTable({ spec, body, rows, checksByRow, checking = false, onRename, onSetting, onRemove, height = 520 }: PreviewTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const nameByKey = useMemo(() => new Map(rows.map((r) => [r.key, r.name])), [rows]);
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setOverscan(OVERSCAN)), 0);
    return () => clearTimeout(timer);
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    getItemKey: (index) => rows[index].key,
    initialRect: { width: 0, height },
    // The body's height is fixed; where nothing is laid out (a DOM without layout) it still is that height.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height })),
    useFlushSync: false,
  });
  return (
    <div role="table" aria-label={T.SECTIONS.PREVIEW} aria-rowcount={rows.length + 1} className="tf-creation__table">
      <div role="rowgroup" className="tf-creation__table-head">
        <div role="row" aria-rowindex={1} className="tf-creation__row tf-creation__row--head">
          {COLUMNS.map((c) => (
            <span role="columnheader" key={c}>
              {T.PREVIEW.COLUMNS[c]}
            </span>
          ))}
        </div>
      </div>
      {/* The scroll area takes focus so the keyboard scrolls it; the inputs inside stay in the tab order. */}
      <div ref={scrollRef} role="rowgroup" tabIndex={0} className="tf-creation__table-body" style={{ height }}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <div
                key={item.key}
                data-index={item.index}
                role="row"
                aria-rowindex={item.index + 2}
                className="tf-creation__row"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <RowView
                  row={row}
                  spec={spec}
                  body={body}
                  parentName={row.parentKey ? (nameByKey.get(row.parentKey) ?? '-') : '-'}
                  checks={checksByRow.get(row.key)}
                  checking={checking}
                  onRename={onRename}
                  onSetting={onSetting}
                  onRemove={onRemove}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
