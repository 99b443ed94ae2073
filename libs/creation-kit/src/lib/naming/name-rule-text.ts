// A name rule as the wildcard input edits it (widgets spec §2 "Wildcard naming input"): plain text with each
// chip written as its title (`{日期}`, naming.ts's NAME_WILDCARDS), and back into parts.
import { NAME_WILDCARDS, nameRuleText, type NamePart, type NameRule, type NameToken } from '@toufang/domain';
import type { WildcardItem } from '@toufang/ui';

/** The chips a level offers, in naming.ts's order. */
export function nameChips(tokens: readonly NameToken[]): WildcardItem[] {
  return NAME_WILDCARDS.filter((w) => tokens.includes(w.id)).map((w) => ({ id: w.id, label: w.label, title: w.title, tooltip: w.tooltip }));
}

export function ruleToText(rule: NameRule | undefined): string {
  return rule ? nameRuleText(rule) : '';
}

const BY_TITLE = new Map<string, NameToken>(NAME_WILDCARDS.map((w) => [w.title, w.id]));
const TOKEN_PATTERN = new RegExp(`(${NAME_WILDCARDS.map((w) => w.title.replace(/[{}]/g, '\\$&')).join('|')})`);

/** Text back into parts: each chip's title a token, the rest text (a brace that names no chip stays text). */
export function textToRule(text: string): NameRule {
  const parts: NamePart[] = [];
  for (const piece of text.split(TOKEN_PATTERN)) {
    if (piece === '') continue;
    const token = BY_TITLE.get(piece);
    parts.push(token ? { kind: 'token', token } : { kind: 'text', text: piece });
  }
  return { parts };
}
