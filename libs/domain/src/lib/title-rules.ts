// The title library's rules (标题, issue 20), shared by the batch add dialog in the browser and the server
// that keeps them: how long a title may be and how its length is counted (the desk's default, or the media's
// own counting when a title is bound to a media), and which word packs (动态词包, written `{地区}`) it may hold.
// The per-media figures are the sandbox media's, chosen to look like each media's creative title specs
// (docs/decisions.md, "How are a title's length and word packs checked?").
import { BATCH_TITLE } from './constants';
import { MEDIA_DISPLAY_NAMES, type MediaCode } from './media';

/**
 * How a media counts a title's length: `char` every character a reader sees counts 1 (the batch editor's
 * counting, docs/decisions.md); `cjk2` a character of U+0000–U+00FF counts 1 and any other (汉字, full-width
 * punctuation, emoji) 2.
 */
export type TitleCounting = 'char' | 'cjk2';

export interface TitleRule {
  readonly minLength: number;
  readonly maxLength: number;
  readonly counting: TitleCounting;
  /** The word packs the titles may hold, by name (`{地区}` is 地区); empty: none. */
  readonly wordPacks: readonly string[];
}

/** Every word pack the desk knows, in the order the dialog offers them. */
export const WORD_PACKS = ['地区', '城市', '日期', '星期', '年龄', '性别', '手机品牌'] as const;

/** A title bound to no media: the batch editor's 6–30 (widgets spec §9), every word pack. */
export const DEFAULT_TITLE_RULE: TitleRule = {
  minLength: BATCH_TITLE.MIN_LENGTH,
  maxLength: BATCH_TITLE.MAX_LENGTH,
  counting: 'char',
  wordPacks: WORD_PACKS,
};

/**
 * Each sandbox media's creative title rule. A media added later counts like the desk's default until it
 * states its own here (the media generator writes no line of this shared table).
 */
export const MEDIA_TITLE_RULES: Readonly<Partial<Record<MediaCode, TitleRule>>> = {
  toutiao: { minLength: 5, maxLength: 30, counting: 'char', wordPacks: ['地区', '城市', '日期', '星期', '年龄', '性别', '手机品牌'] },
  gdt: { minLength: 6, maxLength: 30, counting: 'char', wordPacks: ['地区', '城市', '日期', '星期'] },
  kuaishou: { minLength: 6, maxLength: 30, counting: 'char', wordPacks: ['地区', '日期', '星期', '年龄', '性别'] },
  baidu: { minLength: 16, maxLength: 80, counting: 'cjk2', wordPacks: ['地区', '城市'] },
  qianchuan: { minLength: 6, maxLength: 55, counting: 'char', wordPacks: ['地区', '日期'] },
  bilibili: { minLength: 8, maxLength: 50, counting: 'cjk2', wordPacks: [] },
};

export const titleRuleOf = (media: MediaCode | null | undefined): TitleRule => (media ? (MEDIA_TITLE_RULES[media] ?? DEFAULT_TITLE_RULE) : DEFAULT_TITLE_RULE);

/** At most this many titles in one batch add (the editor's lines, widgets spec §9) and rows in one import. */
export const TITLE_LIMITS = {
  BATCH: BATCH_TITLE.MAX_LINES,
  IMPORT_ROWS: 2000,
  /** Labels on one title. */
  LABELS: 20,
  /** Titles in one group. */
  GROUP_TITLES: 200,
  GROUP_NAME: 30,
} as const;

let segmenter: Intl.Segmenter | undefined;
/** The characters a reader sees (a flag or family emoji is one), line breaks left out. */
function characters(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'grapheme' });
  const out: string[] = [];
  for (const s of segmenter.segment(text)) if (s.segment !== '\n' && s.segment !== '\r' && s.segment !== '\r\n') out.push(s.segment);
  return out;
}

const WORD_PACK = /\{([^{}]*)\}/g;

/** The word packs a title holds, by name, in order (`{地区}` → 地区). */
export function wordPacksOf(text: string): string[] {
  return [...text.matchAll(WORD_PACK)].map((m) => m[1]);
}

/**
 * A title's length as the rule counts it. A word pack counts as its name (the media puts a word of about
 * that length in its place), so `{地区}` counts 2 characters.
 */
export function titleLengthOf(text: string, counting: TitleCounting): number {
  let total = 0;
  for (const c of characters(text.replace(WORD_PACK, '$1'))) total += counting === 'cjk2' && (c.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return total;
}

/** The stored form of a title: without the spaces around it. */
export const normalizeTitle = (text: string) => text.trim();

export const TITLE_RULE_TEXTS = {
  REQUIRED: '标题不能为空',
  LENGTH: (rule: TitleRule, media: MediaCode | null | undefined) =>
    `${media ? MEDIA_DISPLAY_NAMES[media] : ''}标题长度需在${rule.minLength}-${rule.maxLength}个字符之间${rule.counting === 'cjk2' ? '（汉字算2个字符）' : ''}`,
  BRACES: '动态词包需写成 {地区} 的形式，花括号要成对',
  WORD_PACK: (name: string, media: MediaCode | null | undefined) => (media ? `${MEDIA_DISPLAY_NAMES[media]}不支持动态词包{${name}}` : `不支持动态词包{${name}}`),
} as const;

/** Why a title cannot be kept under this media's rule (or the default), or undefined when it can. */
export function titleProblem(raw: string, media?: MediaCode | null): string | undefined {
  const text = normalizeTitle(raw);
  if (!text) return TITLE_RULE_TEXTS.REQUIRED;
  const rule = titleRuleOf(media);
  const stripped = text.replace(WORD_PACK, '');
  if (stripped.includes('{') || stripped.includes('}')) return TITLE_RULE_TEXTS.BRACES;
  const unknown = wordPacksOf(text).find((name) => !rule.wordPacks.includes(name));
  if (unknown !== undefined) return TITLE_RULE_TEXTS.WORD_PACK(unknown, media);
  const length = titleLengthOf(text, rule.counting);
  if (length < rule.minLength || length > rule.maxLength) return TITLE_RULE_TEXTS.LENGTH(rule, media);
  return undefined;
}
