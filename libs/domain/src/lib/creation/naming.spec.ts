import { describe, expect, it } from 'vitest';
import { chinaStamp, defaultNameRule, NAME_WILDCARDS, nameRuleText, resolveName, ruleHasSeq, uniqueName, type NameContext } from './naming';
import type { NameRule, NameToken } from './types';

const ctx: NameContext = {
  now: Date.UTC(2026, 10, 30, 16, 7), // 2026-12-01 00:07 China time
  account: '北京A户',
  targeting: '女18-30',
  material: '春节视频',
  title: '新年好礼',
  seq: 12,
  repeat: 3,
  variant: '巨量引擎2.0批量创建',
};

const token = (t: NameToken) => ({ kind: 'token' as const, token: t });

describe('resolveName', () => {
  it('writes each wildcard, date and time in China time', () => {
    const cases: [NameToken, string][] = [
      ['date', '20261201'],
      ['time', '0007'],
      ['account', '北京A户'],
      ['targeting', '女18-30'],
      ['material', '春节视频'],
      ['title', '新年好礼'],
      ['seq', '12'],
      ['repeat', '3'],
      ['variant', '巨量引擎2.0批量创建'],
    ];
    for (const [t, expected] of cases) expect(resolveName({ parts: [token(t)] }, ctx)).toBe(expected);
  });

  it('joins text and chips, and leaves out a dimension the row does not have', () => {
    const rule: NameRule = { parts: [{ kind: 'text', text: '计划-' }, token('targeting'), { kind: 'text', text: '-' }, token('seq')] };
    expect(resolveName(rule, ctx)).toBe('计划-女18-30-12');
    expect(resolveName(rule, { ...ctx, targeting: undefined })).toBe('计划--12');
  });

  it('trims the name', () => {
    expect(resolveName({ parts: [{ kind: 'text', text: ' 名 ' }] }, ctx)).toBe('名');
  });
});

describe('chinaStamp', () => {
  it('is China time whatever the instant', () => {
    expect(chinaStamp(Date.UTC(2026, 11, 31, 15, 59))).toEqual({ date: '20261231', time: '2359' });
    expect(chinaStamp(Date.UTC(2026, 11, 31, 16, 0))).toEqual({ date: '20270101', time: '0000' });
  });
});

describe('defaultNameRule', () => {
  it('is the level word, date, time and sequence number', () => {
    const rule = defaultNameRule('项目');
    expect(nameRuleText(rule)).toBe('项目_{日期}_{时间}_{序号}');
    expect(resolveName(rule, ctx)).toBe('项目_20261201_0007_12');
    expect(ruleHasSeq(rule)).toBe(true);
    expect(ruleHasSeq({ parts: [token('date')] })).toBe(false);
  });
});

describe('NAME_WILDCARDS', () => {
  it('offers the nine chips of the wildcard input in order', () => {
    expect(NAME_WILDCARDS.map((w) => w.label)).toEqual(['日期', '时间', '账户', '定向', '素材', '标题', '序号', '重复', '变体']);
    expect(NAME_WILDCARDS.map((w) => w.title)).toEqual(NAME_WILDCARDS.map((w) => `{${w.label}}`));
  });
});

describe('uniqueName', () => {
  it('adds -2, -3 … to a name already taken, skipping suffixes taken too', () => {
    const taken = new Set(['A', 'A-2']);
    expect(uniqueName('A', taken)).toBe('A-3');
    expect(uniqueName('A', taken)).toBe('A-4');
    expect(uniqueName('B', taken)).toBe('B');
    expect(uniqueName('B', taken)).toBe('B-2');
  });
});
