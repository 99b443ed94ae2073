import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  LINKAGE_TRIGGER,
  MAX_LINKAGE_STEPS,
  changeField,
  initialHidden,
  isEmptyValue,
  modelKeyOf,
  runImmediate,
  sameValue,
  setFieldHidden,
  type DynamicFieldRule,
  type FieldModel,
  type FieldsState,
} from './dynamic-field-rules';

type Rule = DynamicFieldRule<FieldModel>;

function state(model: FieldModel, fields: Rule[]): FieldsState<FieldModel> {
  return { model, hidden: initialHidden(fields) };
}

describe('linkage triggers (widgets spec §4)', () => {
  it('are UPDATED, HIDDEN and DISPLAYED', () => {
    expect(LINKAGE_TRIGGER).toEqual({ UPDATED: 'UPDATED', HIDDEN: 'HIDDEN', DISPLAYED: 'DISPLAYED' });
  });
});

describe('helpers', () => {
  it('binds a field to model[key] unless model names another property', () => {
    expect(modelKeyOf({ key: 'budget' })).toBe('budget');
    expect(modelKeyOf({ key: 'budgetField', model: 'budget' })).toBe('budget');
  });

  it('counts undefined, null, empty text and empty arrays as empty', () => {
    for (const v of [undefined, null, '', []]) expect(isEmptyValue(v)).toBe(true);
    for (const v of [0, false, ' ', [0], {}]) expect(isEmptyValue(v)).toBe(false);
  });

  it('compares arrays and plain objects by content', () => {
    expect(sameValue([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(sameValue({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(0, '0')).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
  });

  it('takes -0 and 0 for the same value, as JSON does, so 0 → -0 is no change', () => {
    expect(sameValue(-0, 0)).toBe(true);
    expect(sameValue([-0], JSON.parse(JSON.stringify([-0])))).toBe(true);
    expect(sameValue({ budget: -0 }, { budget: 0 })).toBe(true);
    const f: Rule[] = [{ key: 'budget', emitUpdate: true }];
    const outcome = changeField(f, state({ budget: 0 }, f), 'budget', -0);
    expect(outcome.updates).toEqual([]);
    expect(Object.is(outcome.state.model['budget'], 0)).toBe(true);
  });

  it('sameValue is reflexive on copies of JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => sameValue(v, JSON.parse(JSON.stringify(v)))));
  });

  it('takes the initial hidden map from the configs', () => {
    expect(initialHidden([{ key: 'a', hidden: true }, { key: 'b' }])).toEqual({ a: true, b: false });
  });
});

describe('changeField: UPDATED', () => {
  it('sets the value and runs the field linkage with UPDATED and the new model', () => {
    const linkage = vi.fn();
    const fields: Rule[] = [{ key: 'name', linkage }];
    const out = changeField(fields, state({ name: 'a' }, fields), 'name', 'b');
    expect(out.state.model).toEqual({ name: 'b' });
    expect(linkage).toHaveBeenCalledTimes(1);
    expect(linkage).toHaveBeenCalledWith('UPDATED', { model: { name: 'b' }, field: fields[0], value: 'b' });
  });

  it('does nothing when the value does not change', () => {
    const linkage = vi.fn();
    const fields: Rule[] = [{ key: 'ids', linkage, emitUpdate: true }];
    const start = state({ ids: [1, 2] }, fields);
    const out = changeField(fields, start, 'ids', [1, 2]);
    expect(out.state.model).toBe(start.model);
    expect(out.updates).toEqual([]);
    expect(linkage).not.toHaveBeenCalled();
  });

  it('writes to the model property the field names', () => {
    const fields: Rule[] = [{ key: 'typeField', model: 'type' }];
    expect(changeField(fields, state({ type: 'A' }, fields), 'typeField', 'B').state.model).toEqual({ type: 'B' });
  });

  it('applies the partial model a linkage returns and runs the linkage of the fields bound to it', () => {
    const cityLinkage = vi.fn();
    const fields: Rule[] = [
      { key: 'province', linkage: (_t, { value }) => ({ model: { city: value === '广东' ? '广州' : '', note: '联动' } }) },
      { key: 'city', linkage: cityLinkage },
    ];
    const out = changeField(fields, state({ province: '', city: '' }, fields), 'province', '广东');
    expect(out.state.model).toEqual({ province: '广东', city: '广州', note: '联动' });
    expect(cityLinkage).toHaveBeenCalledWith('UPDATED', expect.objectContaining({ value: '广州' }));
  });

  it('does not run a bound linkage when the linkage sets the same value', () => {
    const cityLinkage = vi.fn();
    const fields: Rule[] = [
      { key: 'province', linkage: () => ({ model: { city: '广州' } }) },
      { key: 'city', linkage: cityLinkage },
    ];
    changeField(fields, state({ province: '', city: '广州' }, fields), 'province', '广东');
    expect(cityLinkage).not.toHaveBeenCalled();
  });

  it('leaves the given state untouched', () => {
    const fields: Rule[] = [{ key: 'a', linkage: () => ({ hidden: { b: true } }) }, { key: 'b', hiddenDefaultValue: 0 }];
    const start = state({ a: 1, b: 5 }, fields);
    const copy = structuredClone(start);
    changeField(fields, start, 'a', 2);
    expect(start).toEqual(copy);
  });

  it('ignores an unknown key', () => {
    const fields: Rule[] = [{ key: 'a' }];
    const start = state({ a: 1 }, fields);
    expect(changeField(fields, start, 'zzz', 2).state.model).toBe(start.model);
  });
});

describe('HIDDEN and DISPLAYED', () => {
  const fields = (linkage = vi.fn()): Rule[] => [
    { key: 'mode', linkage: (_t, { value }) => ({ hidden: { budget: value === 'unlimited' } }) },
    { key: 'budget', defaultValue: 300, hiddenDefaultValue: null, linkage },
  ];

  it('hiding a field sets hiddenDefaultValue and runs its linkage with HIDDEN', () => {
    const linkage = vi.fn();
    const f = fields(linkage);
    const out = changeField(f, state({ mode: 'limited', budget: 500 }, f), 'mode', 'unlimited');
    expect(out.state.hidden).toEqual({ mode: false, budget: true });
    expect(out.state.model).toEqual({ mode: 'unlimited', budget: null });
    expect(linkage).toHaveBeenCalledTimes(1);
    expect(linkage).toHaveBeenCalledWith('HIDDEN', expect.objectContaining({ value: null }));
  });

  it('showing it again restores defaultValue when empty and runs DISPLAYED', () => {
    const linkage = vi.fn();
    const f = fields(linkage);
    const hiddenState = { model: { mode: 'unlimited', budget: null }, hidden: { mode: false, budget: true } };
    const out = changeField(f, hiddenState, 'mode', 'limited');
    expect(out.state.hidden.budget).toBe(false);
    expect(out.state.model['budget']).toBe(300);
    expect(linkage).toHaveBeenCalledWith('DISPLAYED', expect.objectContaining({ value: 300 }));
  });

  it('keeps a value that is not empty when shown again', () => {
    const f: Rule[] = [{ key: 'x', defaultValue: 'd', hidden: true }];
    const out = setFieldHidden(f, state({ x: 'kept' }, f), 'x', false);
    expect(out.state.model['x']).toBe('kept');
  });

  it('restores an empty array and copies the default rather than share it', () => {
    const defaults = ['a'];
    const f: Rule[] = [{ key: 'tags', defaultValue: defaults, hidden: true }];
    const out = setFieldHidden(f, state({ tags: [] }, f), 'tags', false);
    expect(out.state.model['tags']).toEqual(['a']);
    expect(out.state.model['tags']).not.toBe(defaults);
  });

  it('does nothing when the hidden state does not change', () => {
    const linkage = vi.fn();
    const f: Rule[] = [{ key: 'x', hidden: true, linkage }];
    const start = state({ x: 1 }, f);
    const out = setFieldHidden(f, start, 'x', true);
    expect(out.state.model).toBe(start.model);
    expect(linkage).not.toHaveBeenCalled();
  });

  it('chains: a HIDDEN linkage may hide further fields', () => {
    const f: Rule[] = [
      { key: 'a', linkage: (_t, { value }) => ({ hidden: { b: value === 'off' } }) },
      { key: 'b', hiddenDefaultValue: '', linkage: (t) => (t === 'HIDDEN' ? { hidden: { c: true } } : { hidden: { c: false } }) },
      { key: 'c', hiddenDefaultValue: 0 },
    ];
    const out = changeField(f, state({ a: 'on', b: 'x', c: 9 }, f), 'a', 'off');
    expect(out.state.hidden).toEqual({ a: false, b: true, c: true });
    expect(out.state.model).toEqual({ a: 'off', b: '', c: 0 });
  });
});

describe('resetDeps', () => {
  it('resets the listed fields to their defaults when the field changes, running their UPDATED', () => {
    const cityLinkage = vi.fn();
    const f: Rule[] = [
      { key: 'province', resetDeps: ['city', 'district'] },
      { key: 'city', defaultValue: '', linkage: cityLinkage },
      { key: 'district', defaultValue: [] },
    ];
    const out = changeField(f, state({ province: '广东', city: '广州', district: ['天河'] }, f), 'province', '浙江');
    expect(out.state.model).toEqual({ province: '浙江', city: '', district: [] });
    expect(cityLinkage).toHaveBeenCalledWith('UPDATED', expect.objectContaining({ value: '' }));
  });

  it('resets a hidden dependent to its hiddenDefaultValue', () => {
    const f: Rule[] = [
      { key: 'a', resetDeps: ['b'] },
      { key: 'b', hidden: true, defaultValue: 'shown-default', hiddenDefaultValue: 'hidden-default' },
    ];
    const out = changeField(f, state({ a: 1, b: 'other' }, f), 'a', 2);
    expect(out.state.model['b']).toBe('hidden-default');
  });

  it('does not reset on HIDDEN, DISPLAYED or the immediate run', () => {
    const f: Rule[] = [
      { key: 'a', resetDeps: ['b'], hiddenDefaultValue: 'h', immediate: true, linkage: () => undefined },
      { key: 'b', defaultValue: 'default' },
    ];
    expect(setFieldHidden(f, state({ a: 1, b: 'kept' }, f), 'a', true).state.model['b']).toBe('kept');
    expect(runImmediate(f, state({ a: 1, b: 'kept' }, f)).state.model['b']).toBe('kept');
  });

  it('ignores unknown keys and the field itself', () => {
    const f: Rule[] = [{ key: 'a', defaultValue: 0, resetDeps: ['a', 'nope'] }];
    expect(changeField(f, state({ a: 1 }, f), 'a', 2).state.model).toEqual({ a: 2 });
  });
});

describe('immediate', () => {
  it('runs the linkage of immediate fields once, in order, with UPDATED (HIDDEN when hidden)', () => {
    const calls: string[] = [];
    const f: Rule[] = [
      { key: 'a', immediate: true, linkage: (t) => void calls.push(`a:${t}`) },
      { key: 'b', linkage: (t) => void calls.push(`b:${t}`) },
      { key: 'c', immediate: true, hidden: true, linkage: (t) => void calls.push(`c:${t}`) },
    ];
    runImmediate(f, state({ a: 1, b: 2, c: 3 }, f));
    expect(calls).toEqual(['a:UPDATED', 'c:HIDDEN']);
  });

  it('applies what the immediate linkage returns', () => {
    const f: Rule[] = [
      { key: 'type', immediate: true, linkage: (_t, { value }) => ({ hidden: { extra: value !== 'custom' } }) },
      { key: 'extra', hiddenDefaultValue: '' },
    ];
    const out = runImmediate(f, state({ type: 'default', extra: 'x' }, f));
    expect(out.state.hidden.extra).toBe(true);
    expect(out.state.model['extra']).toBe('');
  });

  it('changes nothing without immediate fields', () => {
    const f: Rule[] = [{ key: 'a', linkage: () => ({ model: { a: 2 } }) }];
    const start = state({ a: 1 }, f);
    expect(runImmediate(f, start).state.model).toBe(start.model);
  });
});

describe('emitUpdate', () => {
  it('reports the final value of every emitting field that changed, in field order, once', () => {
    const f: Rule[] = [
      { key: 'a', emitUpdate: true, resetDeps: ['c'], linkage: () => ({ model: { b: 'linked' } }) },
      { key: 'b', emitUpdate: true },
      { key: 'c', emitUpdate: true, defaultValue: 0 },
      { key: 'd', emitUpdate: false, defaultValue: 'x' },
    ];
    const out = changeField(f, state({ a: 1, b: '', c: 5, d: 'y' }, f), 'a', 2);
    expect(out.updates).toEqual([
      { key: 'a', value: 2 },
      { key: 'b', value: 'linked' },
      { key: 'c', value: 0 },
    ]);
  });

  it('reports a value changed by hiding', () => {
    const f: Rule[] = [{ key: 'a', hiddenDefaultValue: null, emitUpdate: true }];
    expect(setFieldHidden(f, state({ a: 3 }, f), 'a', true).updates).toEqual([{ key: 'a', value: null }]);
  });

  it('does not report fields without emitUpdate', () => {
    const f: Rule[] = [{ key: 'a' }];
    expect(changeField(f, state({ a: 1 }, f), 'a', 2).updates).toEqual([]);
  });
});

describe('loops', () => {
  it(`stops a linkage loop after ${MAX_LINKAGE_STEPS} steps with an error`, () => {
    const f: Rule[] = [
      { key: 'a', linkage: (_t, { model }) => ({ model: { b: Number(model['b']) + 1 } }) },
      { key: 'b', linkage: (_t, { model }) => ({ model: { a: Number(model['a']) + 1 } }) },
    ];
    expect(() => changeField(f, state({ a: 0, b: 0 }, f), 'a', 1)).toThrow(`DynamicFields: linkage did not settle after ${MAX_LINKAGE_STEPS} steps`);
  });
});

describe('properties', () => {
  it('a hidden field always holds its hiddenDefaultValue after it is hidden, and a shown empty field its default', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
        (toggles, hiddenDefault, shownDefault) => {
          const f: Rule[] = [{ key: 'x', hiddenDefaultValue: hiddenDefault, defaultValue: shownDefault }];
          let s = state({ x: shownDefault }, f);
          for (const h of toggles) {
            s = setFieldHidden(f, s, 'x', h).state;
            expect(s.hidden['x']).toBe(h);
            if (h) expect(s.model['x']).toBe(hiddenDefault);
            else if (isEmptyValue(hiddenDefault)) expect(s.model['x']).toBe(shownDefault);
          }
        },
      ),
    );
  });

  it('setting a value and setting it back restores the model without linkage', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const f: Rule[] = [{ key: 'v' }];
        const s1 = changeField(f, state({ v: a }, f), 'v', b).state;
        const s2 = changeField(f, s1, 'v', a).state;
        expect(sameValue(s2.model['v'], a)).toBe(true);
      }),
    );
  });
});
