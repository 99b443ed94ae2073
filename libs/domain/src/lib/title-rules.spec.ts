import { describe, expect, it } from 'vitest';
import { MEDIA_CODES } from './media';
import { DEFAULT_TITLE_RULE, MEDIA_TITLE_RULES, normalizeTitle, titleLengthOf, titleProblem, titleRuleOf, WORD_PACKS, wordPacksOf } from './title-rules';

describe('title rules', () => {
  it('counts every visible character as 1 by default, line breaks not at all, a word pack as its name', () => {
    expect(titleLengthOf('夏季新品上市', 'char')).toBe(6);
    expect(titleLengthOf('A1\n新品', 'char')).toBe(4);
    expect(titleLengthOf('👨‍👩‍👧限时🇨🇳', 'char')).toBe(4);
    expect(titleLengthOf('{地区}新品', 'char')).toBe(4);
  });

  it('counts a character outside U+0000–U+00FF as 2 for the media that count so', () => {
    expect(titleLengthOf('新品ABC', 'cjk2')).toBe(7);
    expect(titleLengthOf('{城市}', 'cjk2')).toBe(4);
    expect(titleLengthOf('café', 'cjk2')).toBe(4);
  });

  it('checks the default 6–30 with any known word pack', () => {
    expect(DEFAULT_TITLE_RULE).toMatchObject({ minLength: 6, maxLength: 30 });
    expect(titleProblem('  夏季新品上市  ')).toBeUndefined();
    expect(titleProblem('新品上市')).toBe('标题长度需在6-30个字符之间');
    expect(titleProblem('新'.repeat(31))).toBe('标题长度需在6-30个字符之间');
    expect(titleProblem('   ')).toBe('标题不能为空');
    expect(titleProblem('{地区}的朋友看过来')).toBeUndefined();
    expect(titleProblem('{天气}的朋友看过来')).toBe('不支持动态词包{天气}');
    expect(titleProblem('{地区的朋友看过来了')).toBe('动态词包需写成 {地区} 的形式，花括号要成对');
    expect(titleProblem('地区}的朋友看过来了')).toBe('动态词包需写成 {地区} 的形式，花括号要成对');
  });

  it("checks a bound media's own length and word packs", () => {
    expect(titleProblem('七个汉字的标题', 'baidu')).toBe('百度营销标题长度需在16-80个字符之间（汉字算2个字符）');
    expect(titleProblem('八个汉字的标题啊', 'baidu')).toBeUndefined();
    expect(titleProblem('{地区}的朋友看过来', 'bilibili')).toMatch(/不支持动态词包\{地区\}$/);
    expect(titleProblem('五个字标题', 'toutiao')).toBeUndefined();
    expect(titleProblem('五个字标题', 'gdt')).toBeDefined();
  });

  it('gives every media a rule whose word packs the desk knows', () => {
    // The six sandbox media state their own; one added later counts like the desk until it does.
    for (const media of ['toutiao', 'gdt', 'kuaishou', 'baidu', 'qianchuan', 'bilibili'] as const) expect(MEDIA_TITLE_RULES[media]).toBeDefined();
    for (const media of MEDIA_CODES) {
      const rule = MEDIA_TITLE_RULES[media] ?? DEFAULT_TITLE_RULE;
      expect(rule.minLength).toBeLessThan(rule.maxLength);
      for (const pack of rule.wordPacks) expect(WORD_PACKS).toContain(pack);
      expect(titleRuleOf(media)).toBe(rule);
    }
    expect(titleRuleOf(null)).toBe(DEFAULT_TITLE_RULE);
  });

  it('reads the word packs of a title in order and trims a title', () => {
    expect(wordPacksOf('{城市}{日期}特惠')).toEqual(['城市', '日期']);
    expect(normalizeTitle('  a b  ')).toBe('a b');
  });
});
