// Pure rules of the creative-title editors (widgets spec §4, §5, §9): counting, per-line checks,
// line-break and emoji limits, paste splitting and the virtual window cap. No DOM here.
import { BATCH_TITLE } from '@toufang/domain';

/** A line break inside one title is stored as '\n'; the single-line input shows it as this mark. */
export const LINE_BREAK = '\n';
export const LINE_BREAK_MARK = '↵';

/** Widgets spec §5: the line-break button on a line without text. */
export const NO_TEXT_MESSAGE = '请先输入文本内容';
/** Widgets spec §5: at most maxEnter+1 line breaks per title; N is that limit (maxEnter+1). */
export const lineBreakLimitMessage = (maxEnter: number) => `最多能插入${maxEnter + 1}个换行`;
/** Widgets spec §5: a warning, never a block. */
export const emojiWarningMessage = (maxEmoji: number) => `建议不超过${maxEmoji}个表情包`;
/** The spec names the lengthError flag but no text; this is the text shown for it. */
export const lengthErrorMessage = (minLength: number, maxLength: number) =>
  `标题长度需在${minLength}-${maxLength}个字符之间`;

/** The line-break limit of §5: a title holds at most maxEnter+1 breaks. */
export const maxLineBreaks = (maxEnter: number) => maxEnter + 1;

/** A custom per-line check: an error text, or undefined when the line passes. */
export type TitleValidator = (line: string, index: number) => string | undefined;

export interface TitleRules {
  minLength: number;
  maxLength: number;
  maxEnter: number;
  maxEmoji: number;
  validators?: readonly TitleValidator[];
  /** How a title's length is counted (the batch editor and the older list count differently). */
  count?: (line: string) => number;
}

export const DEFAULT_TITLE_RULES: TitleRules = {
  minLength: BATCH_TITLE.MIN_LENGTH,
  maxLength: BATCH_TITLE.MAX_LENGTH,
  maxEnter: BATCH_TITLE.MAX_ENTER,
  maxEmoji: BATCH_TITLE.MAX_EMOJI,
};

// Intl.Segmenter splits user-perceived characters (a flag or a family emoji is one), which a code-point
// loop cannot; it is built once because construction is the costly part.
let segmenter: Intl.Segmenter | null | undefined;
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'grapheme' }) : null;
  }
  if (!segmenter) return Array.from(text);
  const out: string[] = [];
  for (const s of segmenter.segment(text)) out.push(s.segment);
  return out;
}

// An emoji is a character drawn as a picture: emoji presentation by default, a pictograph forced to emoji
// presentation (U+FE0F), or a keycap (U+20E3). '©' or '❤' without U+FE0F are text, not emoji.
const EMOJI_CLUSTER = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\u20E3/u;

export function isEmoji(cluster: string): boolean {
  return EMOJI_CLUSTER.test(cluster);
}

/** The characters of a title as a reader sees them, without its line breaks. */
function titleCharacters(line: string): string[] {
  return graphemes(line).filter((c) => c !== LINE_BREAK && c !== '\r' && c !== '\r\n');
}

/** Batch editor length: every user-perceived character counts 1 (Chinese, Latin, emoji); line breaks do not count. */
export function titleLength(line: string): number {
  return titleCharacters(line).length;
}

/**
 * Older list length (widgets spec §5): Latin characters (U+0000-U+00FF, the older list's own range) count 1,
 * other characters 2, and an emoji, being non-Latin, counts 2 plus 1 extra = 3. Line breaks do not count.
 */
export function legacyTitleLength(line: string): number {
  let total = 0;
  for (const c of titleCharacters(line)) {
    if (isEmoji(c)) total += 3;
    else total += (c.codePointAt(0) ?? 0) <= 0xff ? 1 : 2;
  }
  return total;
}

export function countEmoji(line: string): number {
  let n = 0;
  for (const c of graphemes(line)) if (isEmoji(c)) n += 1;
  return n;
}

export function countLineBreaks(line: string): number {
  let n = 0;
  for (const c of line) if (c === LINE_BREAK) n += 1;
  return n;
}

/** A line with no text: empty, or only spaces and line breaks. */
export function isBlankLine(line: string): boolean {
  return line.replace(/\s/g, '') === '';
}

export interface LineCheck {
  /** The counted length (by the rules' count). */
  length: number;
  /** Length outside [minLength, maxLength]; never set on an empty line. */
  lengthError: boolean;
  emojiCount: number;
  /** More emoji than maxEmoji: a warning, the line stays valid. */
  emojiWarning: boolean;
  /** Error texts: the length error first, then the custom validators' in order. */
  errors: readonly string[];
  warnings: readonly string[];
}

const NO_PROBLEMS: readonly string[] = Object.freeze([]);

/**
 * One line's check. Empty lines are blank slots, not titles: neither length-checked nor passed to the
 * custom validators.
 */
export function checkTitleLine(line: string, index: number, rules: TitleRules): LineCheck {
  const count = rules.count ?? titleLength;
  if (line === '') {
    return { length: 0, lengthError: false, emojiCount: 0, emojiWarning: false, errors: NO_PROBLEMS, warnings: NO_PROBLEMS };
  }
  const length = count(line);
  const lengthError = length < rules.minLength || length > rules.maxLength;
  const errors: string[] = lengthError ? [lengthErrorMessage(rules.minLength, rules.maxLength)] : [];
  for (const validate of rules.validators ?? []) {
    const message = validate(line, index);
    if (message) errors.push(message);
  }
  const emojiCount = countEmoji(line);
  const emojiWarning = emojiCount > rules.maxEmoji;
  return {
    length,
    lengthError,
    emojiCount,
    emojiWarning,
    errors: errors.length ? errors : NO_PROBLEMS,
    warnings: emojiWarning ? [emojiWarningMessage(rules.maxEmoji)] : NO_PROBLEMS,
  };
}

/** Every line's check; `valid` when no line has an error (warnings do not count). */
export function validateTitles(lines: readonly string[], rules: TitleRules = DEFAULT_TITLE_RULES) {
  const checks = lines.map((line, index) => checkTitleLine(line, index, rules));
  return { checks, valid: checks.every((c) => c.errors.length === 0) };
}

/** Why a line break cannot go into this line, or undefined when it can (widgets spec §5). */
export function lineBreakBlock(line: string, maxEnter: number): string | undefined {
  if (isBlankLine(line)) return NO_TEXT_MESSAGE;
  if (countLineBreaks(line) >= maxLineBreaks(maxEnter)) return lineBreakLimitMessage(maxEnter);
  return undefined;
}

/** Replaces line[start, end) with text; the caret lands after the text. */
export function insertAt(line: string, start: number, end: number, text: string) {
  const s = clamp(start, 0, line.length);
  const e = clamp(end, s, line.length);
  return { line: line.slice(0, s) + text + line.slice(e), caret: s + text.length };
}

/** The value shown in a single-line input ('\n' as ↵; same length, so caret positions carry over). */
export const toDisplay = (line: string) => line.replace(/\r\n?|\n/g, LINE_BREAK_MARK);
/** The stored line of an input's text. */
export const fromDisplay = (text: string) => text.replace(/[\r\n]/g, '').split(LINE_BREAK_MARK).join(LINE_BREAK);

/** Drops empty lines at the end: they are untouched slots, not titles. */
export function trimTrailingEmpty(lines: readonly string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1] === '') end -= 1;
  return lines.slice(0, end);
}

/** The lines with one line set (padding with empty lines when index is past the end). */
export function setLine(lines: readonly string[], index: number, text: string): string[] {
  const next = lines.slice();
  while (next.length < index) next.push('');
  next[index] = text;
  return trimTrailingEmpty(next);
}

/**
 * Pasted text as lines: CRLF, CR and LF each end a line; one final line ending is a terminator and makes
 * no extra empty line (text copied from a spreadsheet ends with one).
 */
export function splitPastedText(text: string): string[] {
  const parts = text.split(/\r\n|\r|\n/);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export interface PasteResult {
  /** The lines kept, at most maxLines. */
  lines: string[];
  /** The lines pushed past maxLines, in order (reported by onPasteOverLength). */
  overflow: string[];
  /** Where the caret belongs after the paste: the end of the last pasted text, within the kept lines. */
  focus: { index: number; caret: number };
}

/**
 * Splits pasted multi-line text into consecutive lines starting at the active line (widgets spec §4).
 * The active line is cut at the caret (default: its end): the first pasted line joins the text before the
 * caret, the last pasted line joins the text after it, and the lines below move down. Nothing is lost or
 * invented: lines + overflow = lines before the active one, the pasted lines, the lines after it.
 */
export function splitPastedTitles(
  lines: readonly string[],
  activeIndex: number,
  pasted: string,
  maxLines: number,
  caret?: { start: number; end: number },
): PasteResult {
  const index = Math.max(0, activeIndex);
  const current = lines[index] ?? '';
  const start = clamp(caret?.start ?? current.length, 0, current.length);
  const end = clamp(caret?.end ?? start, start, current.length);
  const head = current.slice(0, start);
  const tail = current.slice(end);
  const pastedLines = splitPastedText(pasted);
  const last = pastedLines.length - 1;
  const middle = pastedLines.map((p, i) => (i === 0 ? head : '') + p + (i === last ? tail : ''));
  const before = lines.slice(0, index);
  while (before.length < index) before.push('');
  const all = [...before, ...middle, ...lines.slice(index + 1)];
  const limit = Math.max(0, maxLines);
  const lastIndex = index + last;
  const focus =
    lastIndex < limit
      ? { index: lastIndex, caret: middle[last].length - tail.length }
      : { index: limit - 1, caret: (all[limit - 1] ?? '').length };
  return { lines: all.slice(0, limit), overflow: all.slice(limit), focus };
}

/**
 * The virtual window's rows: the library's range (visible rows plus overscan) capped at maxRows, always
 * keeping the pinned row (the active line, so its input and focus survive scrolling away from it).
 */
export function capRenderedRows(indexes: readonly number[], maxRows: number, pinned?: number | null): number[] {
  if (maxRows <= 0) return [];
  const pin = pinned !== undefined && pinned !== null && pinned >= 0 ? pinned : undefined;
  const others = pin === undefined ? indexes : indexes.filter((i) => i !== pin);
  const kept = others.slice(0, pin === undefined ? maxRows : maxRows - 1);
  if (pin !== undefined) kept.push(pin);
  return kept.sort((a, b) => a - b);
}

function clamp(n: number, min: number, max: number) {
  return Math.min(Math.max(n, min), max);
}
