// A message as the robots' markdown shows it: the title, the text, then the table one row a line (neither
// WeCom's nor DingTalk's markdown draws tables). Cut to a robot's byte limit, rows whole.
import type { NotifyContent, NotifyTable } from '../types';
import { NOTIFY_TEXTS } from '../texts';

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function cell(value: string | number): string {
  // A line break or a pipe inside a cell would break the row apart.
  return String(value).replace(/[\r\n]+/g, ' ').replace(/\|/g, '｜');
}

export function tableLines(table: NotifyTable): { head: string; rows: string[] } {
  return {
    head: table.columns.map((column) => `**${cell(column)}**`).join(' | '),
    rows: table.rows.map((row) => row.map(cell).join(' | ')),
  };
}

/**
 * Markdown of a message within `maxBytes`: rows that do not fit are left out, and a last line says how many
 * were shown of how many (the whole table goes by mail).
 */
export function markdownOf(content: NotifyContent, maxBytes = Number.POSITIVE_INFINITY): string {
  const top = [`## ${content.title}`, ...(content.text ? content.text.split('\n') : [])];
  if (!content.table) return top.join('\n');
  const { head, rows } = tableLines(content.table);
  const all = [...top, '', head, ...rows].join('\n');
  if (utf8Bytes(all) <= maxBytes) return all;
  const textWith = (shown: number) => [...top, '', head, ...rows.slice(0, shown), NOTIFY_TEXTS.ROWS_LEFT_OUT(shown, rows.length)].join('\n');
  // The most rows that fit, found by halving (the text grows with each row).
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (utf8Bytes(textWith(middle)) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  return textWith(low);
}
