/** A wildcard chip (widgets spec §3): title is the token inserted into the keyword. */
export interface WildcardItem {
  id: string | number;
  label: string;
  title: string;
  alias?: string;
  tooltip?: string;
}

/** A text selection in the input; start === end is a caret. */
export interface TextSelection {
  start: number;
  end: number;
}

export type InsertResult =
  | { ok: true; value: string; caret: number }
  | { ok: false; value: string; length: number };

/** The counted length: UTF-16 units, as the input's own maxlength counts them. */
export function textLength(value: string): number {
  return value.length;
}

/**
 * Inserts a token at the caret (replacing a selected range), or at the end when there is no caret. Refused,
 * with the value kept as it was, when the result would be longer than maxLength (widgets spec §5, §9).
 */
export function insertToken(value: string, token: string, selection: TextSelection | undefined, maxLength: number): InsertResult {
  const size = value.length;
  const start = selection ? Math.min(Math.max(0, selection.start), size) : size;
  const end = selection ? Math.min(Math.max(start, selection.end), size) : size;
  const next = value.slice(0, start) + token + value.slice(end);
  if (textLength(next) > maxLength) return { ok: false, value, length: textLength(next) };
  return { ok: true, value: next, caret: start + token.length };
}

/** Chips wrap when any chip sits lower than the first one (offsetTop in px; a 1 px tolerance for rounding). */
export function chipsWrap(tops: readonly number[]): boolean {
  return firstLineCount(tops) < tops.length;
}

/** How many chips fit on the first line: those level with the first chip. */
export function firstLineCount(tops: readonly number[]): number {
  if (tops.length === 0) return 0;
  const first = tops[0];
  const index = tops.findIndex((top) => top - first > 1);
  return index === -1 ? tops.length : index;
}
