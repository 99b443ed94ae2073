import { describe, expect, it } from 'vitest';
import {
  ALERT_ACTIONS,
  ALERT_BID_TYPES,
  ALERT_CONDITIONS,
  ALERT_COUNT_LABELS,
  ALERT_EXECUTE_TYPES,
  ALERT_FINAL_OPTIMISATIONS,
  ALERT_OPERATORS,
  ALERT_PLATFORMS,
  ALERT_TRIGGER_COUNTS,
  ALERT_UNITS,
  alertLabel,
  UNLIMITED_TRIGGER_COUNT,
} from './alert-rules';

const values = (options: readonly { value: string | number }[]) => options.map((option) => option.value);

describe('alert rule enumerations (shell spec §9)', () => {
  it.each([
    ['execute types', ALERT_EXECUTE_TYPES, ['BUDGET', 'PAUSE', 'BID', 'EMAIL']],
    ['actions', ALERT_ACTIONS, ['UP', 'DOWN', 'TO', 'OPEN', 'PAUSE']],
    ['units', ALERT_UNITS, ['NUM', 'SCALE']],
    ['operators', ALERT_OPERATORS, ['MORE', 'LESS', 'HITLINE']],
    ['trigger counts', ALERT_TRIGGER_COUNTS, [1, 2, 3, 4, 5, 6, -1]],
    ['final optimisations', ALERT_FINAL_OPTIMISATIONS, ['NONE', 'PAUSE']],
    ['bid types', ALERT_BID_TYPES, ['CPC', 'CPM', 'OCPC', 'OCPM', 'CPV', 'CPA']],
    ['platforms', ALERT_PLATFORMS, ['IOS', 'ANDROID', 'UNLIMIT']],
    ['count labels', ALERT_COUNT_LABELS, ['ONCE', 'MORE']],
  ])('%s are %j', (_name, options, expected) => {
    expect(values(options)).toEqual(expected);
  });

  it.each([
    [ALERT_UNITS, 'NUM', '元'],
    [ALERT_UNITS, 'SCALE', '%'],
    [ALERT_OPERATORS, 'HITLINE', '撞线'],
    [ALERT_TRIGGER_COUNTS, -1, '不限'],
    [ALERT_TRIGGER_COUNTS, 6, '6次'],
    [ALERT_PLATFORMS, 'UNLIMIT', '不限'],
  ] as const)('labels %#: %s is %s', (options, value, label) => {
    expect(alertLabel<string | number>(options, value)).toBe(label);
  });

  it('falls back to the code for an unknown value', () => {
    expect(alertLabel<string>(ALERT_ACTIONS, 'SIDEWAYS')).toBe('SIDEWAYS');
  });

  it('uses -1 for unlimited', () => {
    expect(UNLIMITED_TRIGGER_COUNT).toBe(-1);
  });

  it('gives every option a non-empty, unique label within its list', () => {
    for (const options of [ALERT_EXECUTE_TYPES, ALERT_ACTIONS, ALERT_OPERATORS, ALERT_TRIGGER_COUNTS, ALERT_CONDITIONS]) {
      const labels = options.map((option) => option.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label).toMatch(/\S/);
    }
  });
});

describe('alert conditions (shell spec §9)', () => {
  it.each([
    ['cost', '总消耗', '元'],
    ['show', '展示数', '个'],
    ['click', '点击数', '个'],
    ['ctr', '点击率', '%'],
    ['avgShowCost', '平均千次展现费用', '元'],
    ['avgClickCost', '平均点击单价', '元'],
    ['active', '激活数', '个'],
    ['activeCost', '激活成本', '元'],
    ['activeRate', '点击激活率', '%'],
    ['register', '注册数', '个'],
    ['registerCost', '注册成本', '元'],
    ['payRate', '付费率', '%'],
    ['payCost', '付费成本', '元'],
  ] as const)('%s is %s in %s', (value, label, unit) => {
    expect(ALERT_CONDITIONS.find((condition) => condition.value === value)).toEqual({ value, label, unit });
  });

  it('has the thirteen conditions of the spec', () => {
    expect(ALERT_CONDITIONS).toHaveLength(13);
  });
});
