import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNameRuleBody,
  formatName,
  nameMismatchText,
  parseName,
  readNameDate,
  type NameField,
  type NameRuleBody,
} from './name-rules';

const THEMES = ['春季上新', '品牌曝光', '节日大促'];
const DELIVERY: NameRuleBody = {
  separator: '_',
  fields: [
    { key: 'theme', label: '主题', kind: 'dictionary', dictionary: { strict: true, entries: THEMES.map((t) => ({ code: t, label: t })) } },
    { key: 'level', label: '层级', kind: 'text' },
    { key: 'date', label: '日期', kind: 'date', date: { format: 'MMDD' } },
    { key: 'seq', label: '序号', kind: 'text' },
  ],
};

const messages = (body: NameRuleBody) => checkNameRuleBody(body).map((p) => p.message);

describe('parseName', () => {
  it('reads a demo name into its fields', () => {
    expect(parseName(DELIVERY, '节日大促_广告计划_0312_4')).toEqual({
      ok: true,
      values: {
        theme: { code: '节日大促', label: '节日大促' },
        level: { code: '广告计划', label: '广告计划' },
        date: { code: '0312', label: '03-12' },
        seq: { code: '4', label: '4' },
      },
    });
  });

  it('says why a name does not match, in the desk words', () => {
    const why = (name: string) => {
      const parsed = parseName(DELIVERY, name);
      return parsed.ok ? '（匹配）' : nameMismatchText(parsed.reason);
    };
    expect(why('节日大促_广告计划_0312')).toBe('期望4段，实际3段');
    expect(why('节日大促_广告计划_0312_4_b')).toBe('期望4段，实际5段');
    expect(why('XQ_广告计划_0312_4')).toBe('「主题」字典中没有"XQ"');
    expect(why('节日大促_广告计划_1345_4')).toBe('「日期」不是有效日期："1345"');
    expect(why('节日大促__0312_4')).toBe('「层级」为空');
  });

  it('gives a code missing from a loose dictionary as itself', () => {
    const loose: NameRuleBody = { separator: '-', fields: [{ key: 'p', label: '产品', kind: 'dictionary', dictionary: { strict: false, entries: [{ code: 'A', label: '甲' }] } }, { key: 'n', label: '序号', kind: 'text' }] };
    expect(parseName(loose, 'B-1')).toEqual({ ok: true, values: { p: { code: 'B', label: 'B' }, n: { code: '1', label: '1' } } });
    expect(parseName(loose, 'A-1')).toMatchObject({ ok: true, values: { p: { label: '甲' } } });
  });

  it('a name built from a rule’s fields parses back to them', () => {
    const sep = fc.constantFrom('_', '-', '|', '__', '·', '#');
    const code = (s: string) => fc.string({ minLength: 1, maxLength: 6 }).filter((c) => !c.includes(s) && !s.split('').some((ch) => c.includes(ch)));
    fc.assert(
      fc.property(
        sep.chain((s) =>
          fc.tuple(fc.constant(s), fc.array(fc.tuple(fc.constantFrom<'text' | 'dictionary' | 'date'>('text', 'dictionary', 'date'), fc.uniqueArray(code(s), { minLength: 1, maxLength: 5 })), { minLength: 1, maxLength: 12 })),
        ),
        fc.nat(),
        ([s, specs], seed) => {
          const fields: NameField[] = specs.map(([kind, codes], i) =>
            kind === 'dictionary'
              ? { key: `f${i}`, label: `字段${i}`, kind, dictionary: { strict: true, entries: codes.map((c) => ({ code: c, label: `含义${c}` })) } }
              : kind === 'date'
                ? { key: `f${i}`, label: `字段${i}`, kind, date: { format: 'YYYYMMDD' } }
                : { key: `f${i}`, label: `字段${i}`, kind },
          );
          const body: NameRuleBody = { separator: s, fields };
          expect(checkNameRuleBody(body)).toEqual([]);
          const chosen = specs.map(([kind, codes], i) => (kind === 'date' ? `2026${String(1 + ((seed + i) % 12)).padStart(2, '0')}15` : (codes[(seed + i) % codes.length] as string)));
          const parsed = parseName(body, formatName(body, chosen));
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(fields.map((f) => parsed.values[f.key]?.code)).toEqual(chosen);
        },
      ),
    );
  });

  it('never matches a name with a different number of parts', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,5}$/), { minLength: 1, maxLength: 10 }), (parts) => {
        fc.pre(parts.length !== 4);
        const parsed = parseName(DELIVERY, parts.join('_'));
        expect(parsed).toEqual({ ok: false, reason: { kind: 'parts', expected: 4, actual: parts.length } });
      }),
    );
  });
});

describe('readNameDate', () => {
  it.each([
    ['20260312', 'YYYYMMDD', '2026-03-12'],
    ['260312', 'YYMMDD', '2026-03-12'],
    ['0229', 'MMDD', '02-29'],
    ['20240229', 'YYYYMMDD', '2024-02-29'],
  ] as const)('reads %s as %s', (text, format, date) => {
    expect(readNameDate(text, format)).toBe(date);
  });

  it.each([
    ['20250229', 'YYYYMMDD'],
    ['1345', 'MMDD'],
    ['0000', 'MMDD'],
    ['0431', 'MMDD'],
    ['312', 'MMDD'],
    ['03a2', 'MMDD'],
  ] as const)('refuses %s as %s', (text, format) => {
    expect(readNameDate(text, format)).toBeNull();
  });
});

describe('checkNameRuleBody', () => {
  it('accepts the demo rule', () => {
    expect(checkNameRuleBody(DELIVERY)).toEqual([]);
  });

  it('refuses a separator inside a dictionary code, whatever the code', () => {
    fc.assert(
      fc.property(fc.constantFrom('_', '-', '|', '__'), fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (sep, before, after) => {
        const code = `${before}${sep}${after}`;
        const body: NameRuleBody = { separator: sep, fields: [{ key: 'p', label: '产品', kind: 'dictionary', dictionary: { strict: true, entries: [{ code, label: '甲' }] } }] };
        expect(messages(body)).toContain(`「产品」的代码"${code}"含分隔符"${sep}"，按它拆分的名称永远匹配不上`);
      }),
    );
  });

  it('refuses bad separators', () => {
    expect(messages({ ...DELIVERY, separator: '' })).toEqual(['分隔符须为1～3个字符']);
    expect(messages({ ...DELIVERY, separator: '____' })).toEqual(['分隔符须为1～3个字符']);
    expect(messages({ ...DELIVERY, separator: 'x' })).toEqual(['分隔符不能含文字、数字或空格']);
    expect(messages({ ...DELIVERY, separator: '的' })).toEqual(['分隔符不能含文字、数字或空格']);
    expect(messages({ ...DELIVERY, separator: ' ' })).toEqual(['分隔符不能含文字、数字或空格']);
  });

  it('refuses duplicate keys and labels, bad keys, long labels', () => {
    const f = (key: string, label: string): NameField => ({ key, label, kind: 'text' });
    expect(messages({ separator: '_', fields: [f('a', '甲'), f('a', '乙')] })).toEqual(['字段标识"a"重复']);
    expect(messages({ separator: '_', fields: [f('a', '甲'), f('b', '甲')] })).toEqual(['字段名称「甲」重复']);
    expect(messages({ separator: '_', fields: [f('A', '甲')] })).toEqual(['「甲」的字段标识须以小写字母开头，只含小写字母、数字和下划线，最多20个字符']);
    expect(messages({ separator: '_', fields: [f('a', '一二三四五六七八九十一')] })).toEqual(['「一二三四五六七八九十一」名称最多10个字']);
    expect(messages({ separator: '_', fields: [] })).toEqual(['请至少添加一个字段']);
    expect(messages({ separator: '_', fields: Array.from({ length: 13 }, (_, i) => f(`k${i}`, `字段${i}`)) })).toEqual(['字段最多12个']);
  });

  it('refuses empty and duplicate dictionaries, and designers without a user', () => {
    expect(messages({ separator: '_', fields: [{ key: 'p', label: '产品', kind: 'dictionary', dictionary: { strict: true, entries: [] } }] })).toEqual(['「产品」的字典至少需要一项']);
    expect(
      messages({ separator: '_', fields: [{ key: 'p', label: '产品', kind: 'dictionary', dictionary: { strict: true, entries: [{ code: 'A', label: '甲' }, { code: 'A', label: '乙' }] } }] }),
    ).toEqual(['「产品」的代码"A"重复']);
    expect(
      messages({ separator: '_', fields: [{ key: 'd', label: '设计师', kind: 'designer', dictionary: { strict: true, entries: [{ code: 'zs', label: '张三' }] } }] }),
    ).toEqual(['「设计师」的代码"zs"请选择对应的设计师']);
    expect(messages({ separator: '_', fields: [{ key: 'd', label: '日期', kind: 'date' }] })).toEqual(['「日期」请选择日期格式']);
  });
});
