// The contract's lists of the delivery area are @toufang/domain's: a metric, level or status added there
// must reach the contract (and so the generated client) too.
import { ALL_DELIVERY_LEVELS, DELIVERY, DELIVERY_STATUS_FILTERS, INDICATOR, METRIC_KEYS } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { loadContract } from '@toufang/server-http';

const schemas = loadContract().components.schemas as Record<string, Record<string, unknown>>;
const at = (schema: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], schema);

describe('delivery contract vocabulary', () => {
  it('lists every metric key of the domain, in order, and a value for each', () => {
    expect(schemas.MetricKey.enum).toEqual(METRIC_KEYS);
    expect(Object.keys(schemas.MetricValues.properties as object)).toEqual(METRIC_KEYS);
  });

  it('lists the domain levels, status filters and indicator operators', () => {
    expect(schemas.DeliveryLevel.enum).toEqual(ALL_DELIVERY_LEVELS);
    expect(schemas.DeliveryStatusFilter.enum).toEqual(DELIVERY_STATUS_FILTERS.map((s) => s.value));
    expect(schemas.DeliveryStatusClass.enum).toEqual(DELIVERY_STATUS_FILTERS.map((s) => s.value).filter((v) => v !== 'all'));
    expect(at(schemas.DeliveryIndicatorRule, 'properties', 'operator', 'enum')).toEqual(INDICATOR.OPERATORS);
    expect(at(schemas.DeliveryIndicators, 'properties', 'rules', 'maxItems')).toBe(INDICATOR.MAX_ROWS);
  });

  it('bounds the trend by the domain limits', () => {
    const trend = at(schemas.DeliveryTrendQuery, 'properties') as Record<string, { maxItems: number }>;
    expect(trend.metrics.maxItems).toBe(DELIVERY.TREND_MAX_METRICS);
    expect(trend.ids.maxItems).toBe(DELIVERY.TREND_MAX_ROWS);
  });

  it('repeats the filter\'s fields, unchanged, in every request that filters a table', () => {
    const filter = schemas.DeliveryFilter.properties as Record<string, unknown>;
    for (const name of ['DeliveryListQuery', 'DeliveryTrendQuery', 'DeliveryExportRequest']) {
      const properties = schemas[name].properties as Record<string, unknown>;
      expect(Object.fromEntries(Object.keys(filter).map((k) => [k, properties[k]])), name).toEqual(filter);
    }
  });
});
