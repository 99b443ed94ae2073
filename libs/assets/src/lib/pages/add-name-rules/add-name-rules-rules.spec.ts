import { describe, expect, it } from 'vitest';
import { parseName } from '@toufang/domain';
import { draftBody, draftFields, draftProblems, emptyDraft, exampleName, moved, newField, type Draft } from './add-name-rules-rules';

const designers = [{ id: 5, name: '李静' }];
const draft = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(),
  name: '投放命名规范',
  fields: [
    { ...newField([]), label: '主题', kind: 'dictionary', rows: [{ code: '节日大促', label: '节日大促' }, { code: '', label: '' }] },
    { ...newField([]), key: 'field2', label: '日期', kind: 'date', format: 'MMDD' },
    { ...newField([]), key: 'field3', label: '设计师', kind: 'designer', rows: [{ code: 'lj', label: '李静' }] },
  ],
  ...over,
});

describe('the editor draft', () => {
  it('writes a body the domain parses, designers by their user ids, blank rows left out', () => {
    const body = draftBody(draft(), designers);
    expect(body.fields[0]?.dictionary?.entries).toEqual([{ code: '节日大促', label: '节日大促' }]);
    expect(body.fields[2]?.dictionary).toEqual({ strict: true, entries: [{ code: 'lj', label: '李静', userId: 5 }] });
    expect(parseName(body, '节日大促_0312_lj')).toMatchObject({ ok: true, values: { field3: { label: '李静' } } });
    expect(draftFields(body, designers)[2]?.rows).toEqual([{ code: 'lj', label: '李静' }]);
    expect(exampleName(draft())).toBe('节日大促_0312_lj');
  });

  it('names the problems beside their fields, and the rule’s own', () => {
    const problems = draftProblems(draft({ name: ' ', separator: '' , fields: [{ ...newField([]), label: '设计师', kind: 'designer', rows: [{ code: 'x', label: '王五' }] }] }), designers);
    expect(problems.rule).toEqual(['请输入规则名称', '分隔符须为1～3个字符']);
    expect(problems.fields.get(0)).toEqual(['没有这个设计师：王五']);
    expect(draftProblems(draft(), designers)).toEqual({ rule: [], fields: new Map() });
  });

  it('gives a new field the first free key, and moves fields', () => {
    expect(newField([{ ...newField([]), key: 'field2' }]).key).toBe('field3');
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
