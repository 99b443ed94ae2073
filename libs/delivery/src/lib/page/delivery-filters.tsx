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
import { useId, type Ref } from 'react';
import type { Schemas } from '@toufang/api';
import type { DeliveryColumn } from '../config/delivery-config';
import { DEFAULT_STATUS, FILTER_KEYS, NAME_FIELD_VALUES_MAX, NO_INDICATORS, readNameField, type DeliveryNameFieldValue, type DeliverySearchValue } from '../rules/list-request';
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

type NameRuleFields = Schemas['NameRuleFields'];

/**
 * 命名解析 (design §4.2): a naming rule, one of its fields and the values wanted — a dictionary's entries to pick,
 * or typed values for a text or date field. Names the rule does not split into its fields never pass.
 */
function NameFieldFilter({ rules, value, onChange }: { rules: readonly NameRuleFields[]; value: DeliveryNameFieldValue | null; onChange: (next: DeliveryNameFieldValue | null) => void }) {
  const id = useId();
  const rule = rules.find((r) => r.ruleId === value?.ruleId) ?? rules[0];
  const field = rule?.fields.find((f) => f.key === value?.field) ?? rule?.fields[0];
  if (!rule || !field) return null;
  const values = value?.ruleId === rule.ruleId && value.field === field.key ? value.values : [];
  const set = (next: Partial<DeliveryNameFieldValue>) => onChange(readNameField({ ruleId: rule.ruleId, field: field.key, values, ...next }) ?? { ruleId: next.ruleId ?? rule.ruleId, field: next.field ?? field.key, values: [] });
  return (
    <span className="tf-delivery-name-field">
      {/* Semi's Select takes its name from aria-labelledby only. */}
      <span id={`${id}-rule`} hidden>{T.NAME_RULE}</span>
      <span id={`${id}-field`} hidden>{T.NAME_FIELD_FIELD}</span>
      <span id={`${id}-values`} hidden>{T.NAME_FIELD_VALUES}</span>
      <Select
        aria-labelledby={`${id}-rule`}
        style={{ width: 150 }}
        value={rule.ruleId}
        optionList={rules.map((r) => ({ value: r.ruleId, label: r.ruleName, showTick: false }))}
        onChange={(next) => set({ ruleId: Number(next), field: rules.find((r) => r.ruleId === Number(next))?.fields[0]?.key ?? '', values: [] })}
      />
      <Select
        aria-labelledby={`${id}-field`}
        style={{ width: 110 }}
        value={field.key}
        optionList={rule.fields.map((f) => ({ value: f.key, label: f.label, showTick: false }))}
        onChange={(next) => set({ field: String(next), values: [] })}
      />
      <Select
        aria-labelledby={`${id}-values`}
        style={{ width: 220 }}
        multiple
        filter
        maxTagCount={2}
        max={NAME_FIELD_VALUES_MAX}
        // A text or date field has no list: the value typed is taken as it is written in names.
        allowCreate={field.values.length === 0}
        placeholder={T.NAME_FIELD_VALUES_PLACEHOLDER}
        // The search box inside the select is an input of its own, named for screen readers.
        inputProps={{ 'aria-label': T.NAME_FIELD_VALUES_SEARCH }}
        value={values}
        optionList={field.values.map((v) => ({ value: v.code, label: v.label === v.code ? v.code : `${v.label}（${v.code}）`, showTick: false }))}
        onChange={(next) => set({ values: ((next as string[] | undefined) ?? []).map(String) })}
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
  /** The enabled naming rules' fields for this media and level; none: no 命名解析 filter. */
  nameRules?: readonly NameRuleFields[];
}

export function deliveryFilterFields({ accounts, accountsLoading, onAccountSearch, metricColumns, indicatorRef, withAccounts, nameRules = [] }: FilterFieldsInput): FilterFieldConfig[] {
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
  if (nameRules.some((r) => r.fields.length > 0)) {
    fields.push({
      key: FILTER_KEYS.NAME_FIELD,
      label: T.NAME_FIELD,
      type: 'custom',
      defaultValue: null,
      render: ({ value, onChange }) => (
        <NameFieldFilter rules={nameRules.filter((r) => r.fields.length > 0)} value={(value as DeliveryNameFieldValue | null) ?? null} onChange={onChange} />
      ),
    });
  }
  return fields;
}
