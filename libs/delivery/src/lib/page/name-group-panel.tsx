// 命名解析's group view (design §4.2): the table's filtered objects by a field a naming rule parses from their
// names — 按「主题」汇总 — each value with its objects and the metrics shown, the unmatched names as （未匹配）.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { WIDGET_PAGINATION, type MetricKey } from '@toufang/domain';
import { DataTable, Select, Space, TablePagination, Typography, type DataTableColumn, type PageChange } from '@toufang/ui';
import { useEffect, useId } from 'react';
import type { DeliveryColumn } from '../config/delivery-config';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryFilter } from '../queries/delivery-types';
import { formatMetric } from '../rules/format';
import { DELIVERY_TEXTS as T } from '../texts';

type NameRuleFields = Schemas['NameRuleFields'];
type Group = Schemas['DeliveryNameGroups']['groups'][number];

export interface NameGroupChoice {
  ruleId: number;
  field: string;
}

/** The URL's `nameGroup` param (`7:theme`) as a choice, or null. */
export function readNameGroup(param: string | null): NameGroupChoice | null {
  const match = /^(\d+):([a-z][a-z0-9_]{0,19})$/.exec(param ?? '');
  return match ? { ruleId: Number(match[1]), field: match[2] as string } : null;
}

export const writeNameGroup = (choice: NameGroupChoice) => `${choice.ruleId}:${choice.field}`;

/** The groups' page and size: in the URL beside the table's own `page` and `size`, so a copied link shows it. */
export interface NameGroupPage {
  current: number;
  size: number;
}

export const NAME_GROUP_PAGE_PARAMS = { PAGE: 'groupPage', SIZE: 'groupSize' } as const;

/** The URL's group page; a missing or malformed one is page 1 of 50 (widgets spec: pagination). */
export function readNameGroupPage(params: URLSearchParams): NameGroupPage {
  const page = Number(params.get(NAME_GROUP_PAGE_PARAMS.PAGE));
  const size = Number(params.get(NAME_GROUP_PAGE_PARAMS.SIZE));
  return {
    current: Number.isInteger(page) && page >= 1 ? page : WIDGET_PAGINATION.PAGE,
    size: (WIDGET_PAGINATION.SIZE_OPTIONS as readonly number[]).includes(size) ? size : WIDGET_PAGINATION.SIZE,
  };
}

/** The params with the group page written in (a copy); the defaults are left out, as the list kit does. */
export function writeNameGroupPage(params: URLSearchParams, page: NameGroupPage | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page && page.current !== WIDGET_PAGINATION.PAGE) next.set(NAME_GROUP_PAGE_PARAMS.PAGE, String(page.current));
  else next.delete(NAME_GROUP_PAGE_PARAMS.PAGE);
  if (page && page.size !== WIDGET_PAGINATION.SIZE) next.set(NAME_GROUP_PAGE_PARAMS.SIZE, String(page.size));
  else next.delete(NAME_GROUP_PAGE_PARAMS.SIZE);
  return next;
}

export interface NameGroupPanelProps {
  calls: DeliveryCalls;
  filter: DeliveryFilter;
  rules: readonly NameRuleFields[];
  choice: NameGroupChoice | null;
  onChoose: (choice: NameGroupChoice) => void;
  metricColumns: readonly DeliveryColumn[];
  page: NameGroupPage;
  onPageChange: (page: NameGroupPage) => void;
}

export function NameGroupPanel({ calls, filter, rules, choice, onChoose, metricColumns, page, onPageChange }: NameGroupPanelProps) {
  const id = useId();
  const usable = rules.filter((r) => r.fields.length > 0);
  const rule = usable.find((r) => r.ruleId === choice?.ruleId) ?? usable[0];
  const field = rule?.fields.find((f) => f.key === choice?.field) ?? rule?.fields[0];
  const groups = useQuery({
    ...calls.groupByName({ ...filter, groupBy: { ruleId: rule?.ruleId ?? 0, field: field?.key ?? '' }, page: page.current, size: page.size }),
    enabled: Boolean(rule && field),
    placeholderData: keepPreviousData,
  });
  // A page past the last (a filter left fewer groups, an old link) moves to the last page rather than show none.
  const total = groups.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const past = groups.isSuccess && !groups.isPlaceholderData && total > 0 && page.current > lastPage;
  useEffect(() => {
    if (past) onPageChange({ current: lastPage, size: page.size });
  }, [past, lastPage, page.size, onPageChange]);
  if (!rule || !field) return null;
  const title = T.NAME_GROUP_TITLE(field.label);
  const columns: DataTableColumn<Group>[] = [
    { key: 'label', title: field.label, width: 160 },
    { key: 'objects', title: T.NAME_GROUP_OBJECTS, width: 90, align: 'right' },
    ...metricColumns.map(
      (c): DataTableColumn<Group> => ({ key: `metric:${c.key}`, title: c.title, width: 110, align: 'right', render: (_v, g) => formatMetric(c.key as MetricKey, g.metrics[c.key as MetricKey & keyof Group['metrics']]) }),
    ),
  ];
  return (
    <section className="tf-delivery__name-group" aria-label={title}>
      <Space>
        <Typography.Text strong>{title}</Typography.Text>
        <span id={`${id}-rule`} hidden>
          {T.NAME_RULE}
        </span>
        <span id={`${id}-field`} hidden>
          {T.NAME_GROUP_FIELD}
        </span>
        <Select
          aria-labelledby={`${id}-rule`}
          style={{ width: 150 }}
          value={rule.ruleId}
          optionList={usable.map((r) => ({ value: r.ruleId, label: r.ruleName, showTick: false }))}
          onChange={(next) => onChoose({ ruleId: Number(next), field: usable.find((r) => r.ruleId === Number(next))?.fields[0]?.key ?? '' })}
        />
        <Select
          aria-labelledby={`${id}-field`}
          style={{ width: 120 }}
          value={field.key}
          optionList={rule.fields.map((f) => ({ value: f.key, label: f.label, showTick: false }))}
          onChange={(next) => onChoose({ ruleId: rule.ruleId, field: String(next) })}
        />
      </Space>
      <DataTable<Group>
        aria-label={T.NAME_GROUP_TABLE(field.label)}
        columns={columns}
        rows={groups.data?.groups ?? []}
        rowKey={(g) => g.value ?? ''}
        loading={groups.isPending || (groups.isFetching && groups.isPlaceholderData)}
        emptyText={groups.isError ? T.NAME_GROUP_FAILED : T.EMPTY}
      />
      <TablePagination
        label={T.NAME_GROUP_PAGER(field.label)}
        total={total}
        current={page.current}
        size={page.size}
        onChange={(change: PageChange) => onPageChange({ current: change.current, size: change.size })}
      />
    </section>
  );
}
