// The table's columns from the level's configuration: the name (its id, 沙箱, the drill-down link and
// 重命名), the status with its switch, the inline bid and budget editors where the level edits them, the
// other attributes as text and every metric to its precision. Cells that are text are cut at two lines by
// the DataTable; the name keeps one line for itself and one for its id.
import { isMetricKey, type MetricKey } from '@toufang/domain';
import { EllipsisText, InlineBidEditor, SandboxTag, Switch, bidInputRules, type DataTableColumn, type InlineEditRule } from '@toufang/ui';
import { Link } from 'react-router';
import type { DeliveryColumn, DeliveryLevelConfig, DeliveryMediaConfig } from '../config/delivery-config';
import type { DeliveryRow, MetricValues } from '../queries/delivery-types';
import { budgetProblem, parseBudget } from '../rules/budget-rules';
import { drillUrl } from '../rules/drill';
import { formatMetric, formatMoney } from '../rules/format';
import { DELIVERY_TEXTS as T } from '../texts';

/** What a row's editors do; each returns when the edit was accepted (queued), and rejects when refused. */
export interface RowEditHandlers {
  /** Rows with an edit running: their editors wait. */
  pending: ReadonlySet<string>;
  onStatus: (row: DeliveryRow, enabled: boolean) => void;
  onBid: (row: DeliveryRow, value: number) => Promise<unknown>;
  onBudget: (row: DeliveryRow, value: number | null) => Promise<unknown>;
  onRename: (row: DeliveryRow, name: string) => Promise<unknown>;
}

const nameRules = (maxLength: number): InlineEditRule[] => [
  (value) => (value.trim() === '' ? T.NAME_REQUIRED : undefined),
  (value) => (Array.from(value.trim()).length > maxLength ? T.nameTooLong(maxLength) : undefined),
];

function NameCell({ row, config, level, handlers }: { row: DeliveryRow; config: DeliveryMediaConfig; level: DeliveryLevelConfig; handlers: RowEditHandlers }) {
  const to = drillUrl(config, level.level, row.id);
  const child = level.child ? config.levels[level.child]?.label : undefined;
  const name = to ? (
    <Link className="tf-delivery__name-link" to={to} title={row.name} aria-label={T.drillInto(row.name, child ?? '')}>
      {row.name}
    </Link>
  ) : (
    <span className="tf-delivery__name-text" title={row.name}>
      {row.name}
    </span>
  );
  const rename = level.actions.rename;
  const editable = rename && row.status !== 'deleted';
  return (
    <div className="tf-delivery__name">
      <div className="tf-delivery__name-line">
        {editable ? (
          <InlineBidEditor
            value={row.name}
            label={`${row.name}的${T.RENAME}`}
            placeholder={T.NAME_REQUIRED}
            maxLength={rename.maxLength}
            rules={nameRules(rename.maxLength)}
            disabled={handlers.pending.has(row.id)}
            formatValue={() => name}
            onConfirm={(text) => handlers.onRename(row, text)}
          />
        ) : (
          name
        )}
        {row.sandbox ? <SandboxTag className="tf-delivery__sandbox" /> : null}
      </div>
      <div className="tf-delivery__id">{T.idOf(row.id)}</div>
    </div>
  );
}

function StatusCell({ row, level, handlers }: { row: DeliveryRow; level: DeliveryLevelConfig; handlers: RowEditHandlers }) {
  const pending = handlers.pending.has(row.id);
  const switchable = level.actions.status && row.status !== 'deleted';
  return (
    <span className={`tf-delivery__status tf-delivery__status--${row.statusClass}`}>
      {switchable ? (
        <Switch
          size="small"
          checked={row.status === 'enabled'}
          loading={pending}
          disabled={pending}
          aria-label={T.STATUS_SWITCH(row.name)}
          onChange={(checked: boolean) => handlers.onStatus(row, checked)}
        />
      ) : null}
      {/* A block around the clamped text: a flex item's own -webkit-box would be blockified and not clamp. */}
      <span className="tf-delivery__status-text">
        <EllipsisText tableCell tooltip={false}>
          {row.statusText}
        </EllipsisText>
      </span>
    </span>
  );
}

/** The cell of one column. */
function render(column: DeliveryColumn, config: DeliveryMediaConfig, level: DeliveryLevelConfig, handlers: RowEditHandlers): DataTableColumn<DeliveryRow>['render'] {
  const { bid, budget } = level.actions;
  switch (column.key) {
    case 'name':
      return (_v, row) => <NameCell row={row} config={config} level={level} handlers={handlers} />;
    case 'status':
      return (_v, row) => <StatusCell row={row} level={level} handlers={handlers} />;
    case 'accountName':
      return (_v, row) => row.accountName;
    case 'advertiserId':
      return (_v, row) => row.advertiserId;
    case 'review':
      return (_v, row) => (row.review === 'rejected' && row.rejectReason ? `${T.REVIEW.rejected}：${row.rejectReason}` : T.REVIEW[row.review]);
    case 'learning':
      return (_v, row) => T.LEARNING[row.learning];
    case 'budget':
      if (!budget) return (_v, row) => formatMoney(row.budget, T.UNLIMITED);
      return (_v, row) =>
        row.status === 'deleted' ? (
          formatMoney(row.budget, T.UNLIMITED)
        ) : (
          <InlineBidEditor
            value={row.budget ?? ''}
            label={`${row.name}的${budget.label}`}
            placeholder={budget.allowUnlimited ? `${T.BUDGET_REQUIRED}（留空为不限）` : T.BUDGET_REQUIRED}
            suffix="元"
            emptyText={T.UNLIMITED}
            formatValue={(value) => formatMoney(Number(value))}
            disabled={handlers.pending.has(row.id)}
            rules={[
              (text) => {
                const next = parseBudget(text);
                if (next !== null && !Number.isFinite(next)) return T.BUDGET_REQUIRED;
                return budgetProblem(next, row.budget, budget);
              },
            ]}
            onConfirm={(text) => handlers.onBudget(row, parseBudget(text))}
          />
        );
    case 'bid':
      if (!bid) return (_v, row) => formatMoney(row.bid);
      return (_v, row) =>
        row.status === 'deleted' ? (
          formatMoney(row.bid)
        ) : (
          <InlineBidEditor
            value={row.bid}
            label={`${row.name}的${bid.label}`}
            placeholder={`请输入${bid.label}`}
            suffix={bid.roiRatio ? undefined : '元'}
            formatValue={(value) => formatMoney(Number(value))}
            disabled={handlers.pending.has(row.id)}
            rules={bidInputRules({ min: bid.min, max: bid.max, roiRatio: bid.roiRatio })}
            onConfirm={(text) => handlers.onBid(row, Number(text))}
          />
        );
    default: {
      const key = column.key as MetricKey;
      return (_v, row) => formatMetric(key, (row.metrics as MetricValues)[key]);
    }
  }
}

/** The DataTable columns of the columns shown. */
export function deliveryColumns(
  config: DeliveryMediaConfig,
  level: DeliveryLevelConfig,
  shown: readonly DeliveryColumn[],
  handlers: RowEditHandlers,
): DataTableColumn<DeliveryRow>[] {
  return shown.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    sortable: column.sortable,
    // The editors and the switch are not text: they keep their own layout.
    ellipsis: !['name', 'status', ...(level.actions.bid ? ['bid'] : []), ...(level.actions.budget ? ['budget'] : [])].includes(column.key),
    render: render(column, config, level, handlers),
  }));
}

/** The 合计 row's cells: every metric over the whole filtered set. */
export function summaryValues(shown: readonly DeliveryColumn[], totals: MetricValues | undefined): Record<string, string> {
  if (!totals) return {};
  return Object.fromEntries(shown.filter((c) => isMetricKey(c.key)).map((c) => [c.key, formatMetric(c.key as MetricKey, (totals as MetricValues)[c.key as MetricKey])]));
}
