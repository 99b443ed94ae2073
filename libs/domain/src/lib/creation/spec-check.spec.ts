import { describe, expect, it } from 'vitest';
import { SPEC2, SPEC3 } from './fixtures';
import type { CreationVariantSpec } from './spec';
import { creationSpecProblems } from './spec-check';

const withLevels = (spec: CreationVariantSpec, map: (l: CreationVariantSpec['levels'][number], i: number) => CreationVariantSpec['levels'][number]) => ({
  ...spec,
  levels: spec.levels.map(map),
});

describe('creationSpecProblems', () => {
  it('has nothing to say of a sound spec', () => {
    expect(creationSpecProblems(SPEC3)).toEqual([]);
    expect(creationSpecProblems(SPEC2)).toEqual([]);
  });

  it('wants the registry levels, in its order and words', () => {
    expect(creationSpecProblems({ ...SPEC3, levels: [SPEC3.levels[1], SPEC3.levels[0], SPEC3.levels[2]] })).toContain("plan does not follow the registry's order");
    expect(creationSpecProblems(withLevels(SPEC3, (l, i) => (i === 0 ? { ...l, label: '广告计划' } : l)))).toContain("plan label 广告计划 is not the registry's 计划");
    expect(creationSpecProblems(withLevels(SPEC3, (l) => (l.level === 'unit' ? { ...l, level: 'ad' } : l)))).toContain("ad does not follow the registry's order");
  });

  it('wants one delivering level, the submission levels created, and both materials and titles carried', () => {
    expect(creationSpecProblems(withLevels(SPEC3, (l) => ({ ...l, delivers: true })))).toContain('not exactly one delivering level');
    expect(creationSpecProblems({ ...SPEC3, submitLevels: { CAMPAIGN: 'group', PLAN: 'unit' } })).toContain('submit level CAMPAIGN is not created');
    expect(creationSpecProblems(withLevels(SPEC3, (l) => ({ ...l, dimensions: l.dimensions.filter((d) => d !== 'titles') })))).toContain('no level carries titles');
  });

  it('wants fields that make sense', () => {
    const broken = withLevels(SPEC3, (l) =>
      l.level === 'unit'
        ? {
            ...l,
            fields: [
              ...l.fields,
              { key: 'bid', label: '又一个出价', kind: 'money', min: 5, max: 1 },
              { key: 'mode', label: '方式', kind: 'select', options: [{ value: 'a', label: 'A' }], default: 'b' },
              { key: 'x', label: '甲', kind: 'text', when: { field: 'nowhere', values: ['1'] } },
            ],
          }
        : l,
    );
    expect(creationSpecProblems(broken)).toEqual([
      'unit repeats a field key',
      'unit.bid min > max',
      'unit.mode default is not an option',
      'unit.x depends on a field neither of its level nor of a parent',
    ]);
    expect(creationSpecProblems({ ...SPEC3, forbidden: [{ bidType: 'CPM', goal: 'pay', reason: '' }] })).toEqual(['forbidden bid type CPM is no option']);
  });
});
