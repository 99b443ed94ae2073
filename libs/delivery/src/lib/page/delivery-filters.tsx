// The filter area's fields: accounts, search by name or id (模糊/精确), status, and the indicator rules
// (交集/并集) the server evaluates. Their values are what a saved filter template keeps; the date range
// sits outside the area, since a template of fixed dates would go stale.
import { DELIVERY_STATUS_FILTERS, METRICS, type MetricKey } from '@toufang/domain';
import {
  FilterDropdownInput,
  IndicatorFilterRows,
  MediaAccountSelect,
  Select,
  type FilterFieldConfig,
  type IndicatorData,
  type IndicatorFilterRowsHandle,
  type IndicatorMetric,
  type MediaAccountOption,
} from '@toufang/ui';
import type { Ref } from 'react';
import type { DeliveryColumn } from '../config/delivery-config';
import { DEFAULT_STATUS, FILTER_KEYS, NO_INDICATORS, type DeliverySearchValue } from '../rules/list-request';
import { DELIVERY_TEXTS as T } from '../texts';
import { DELIVERY_PAGE } from './page-constants';

/** The indicator filter's metrics: the level's metric columns, rates shown with %. */
export function indicatorMetrics(metricColumns: readonly DeliveryColumn[]): IndicatorMetric[] {
  return metricColumns.map((c) => {
    const def = METRICS[c.key as MetricKey];
    return { value: c.key, label: def.label, ...(def.unit === '%' ? { dataType: 'percent' } : {}) };
  });
}

function SearchField({ value, onChange, labelId }: { value: DeliverySearchValue | null; onChange: (next: DeliverySearchValue | null) => void; labelId: string }) {
  const field = value?.field ?? 'name';
  return (
    <span className="tf-delivery-search">
      <Select
        aria-labelledby={labelId}
        aria-label={T.SEARCH_FIELD}
        style={{ width: DELIVERY_PAGE.SEARCH_FIELD_WIDTH }}
        value={field}
        optionList={[
          { value: 'name', label: T.SEARCH_BY_NAME },
          { value: 'id', label: T.SEARCH_BY_ID },
        ]}
        onChange={(next) => onChange({ field: next === 'id' ? 'id' : 'name', method: value?.method ?? 'LIKE', value: value?.value ?? '' })}
      />
      <FilterDropdownInput
        label={`${T.SEARCH}${field === 'id' ? T.SEARCH_BY_ID : T.SEARCH_BY_NAME}`}
        placeholder={T.searchPlaceholder(field)}
        value={{ method: value?.method ?? 'LIKE', value: value?.value ?? '' }}
        onChange={(next) => onChange(next.value ? { field, method: next.method, value: next.value } : null)}
      />
    </span>
  );
}

export interface FilterFieldsInput {
  accounts: readonly MediaAccountOption[];
  accountsLoading: boolean;
  onAccountSearch: (keyword: string) => void;
  metricColumns: readonly DeliveryColumn[];
  indicatorRef: Ref<IndicatorFilterRowsHandle>;
  /** Drilled down: the parent fixes the account, so the picker is left out. */
  withAccounts: boolean;
}

export function deliveryFilterFields({ accounts, accountsLoading, onAccountSearch, metricColumns, indicatorRef, withAccounts }: FilterFieldsInput): FilterFieldConfig[] {
  const metrics = indicatorMetrics(metricColumns);
  const fields: FilterFieldConfig[] = [];
  if (withAccounts) {
    fields.push({
      key: FILTER_KEYS.ACCOUNTS,
      label: T.ACCOUNTS,
      type: 'custom',
      defaultValue: [],
      render: ({ value, onChange, label }) => (
        <MediaAccountSelect
          multiple
          aria-label={label}
          placeholder={T.ACCOUNTS_PLACEHOLDER}
          accounts={accounts}
          loading={accountsLoading}
          onSearch={onAccountSearch}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={(ids) => onChange(ids.map(Number))}
          style={{ width: DELIVERY_PAGE.ACCOUNT_PICKER_WIDTH }}
        />
      ),
    });
  }
  fields.push(
    {
      key: FILTER_KEYS.SEARCH,
      label: T.SEARCH,
      type: 'custom',
      defaultValue: null,
      render: ({ value, onChange, labelId }) => <SearchField value={(value as DeliverySearchValue | null) ?? null} onChange={onChange} labelId={labelId} />,
    },
    {
      key: FILTER_KEYS.STATUS,
      label: T.STATUS,
      type: 'list',
      defaultValue: DEFAULT_STATUS,
      options: DELIVERY_STATUS_FILTERS.map((s) => ({ value: s.value, label: s.label })),
    },
    {
      key: FILTER_KEYS.INDICATORS,
      label: T.INDICATORS,
      type: 'custom',
      defaultValue: null,
      render: ({ value, onChange }) => (
        <IndicatorFilterRows ref={indicatorRef} metrics={metrics} value={(value as IndicatorData | null) ?? NO_INDICATORS} onChange={onChange} />
      ),
    },
  );
  return fields;
}
