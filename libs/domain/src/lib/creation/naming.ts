// Names of the objects a template creates (issue 22 "Templates": the naming rule of each level; widgets spec §2
// "Wildcard naming input"): a rule is text and wildcard chips, resolved per row in China time.
import { chinaDay, chinaDayStart, MINUTE_MS } from '../china-time';
import type { NameRule, NameToken } from './types';

/** The wildcard chips in the order the input offers them (widgets spec §3 "Wildcard item": label, title, id, tooltip). */
export const NAME_WILDCARDS: readonly { id: NameToken; label: string; title: string; tooltip: string }[] = [
  { id: 'date', label: '日期', title: '{日期}', tooltip: '提交日期，如20260101' },
  { id: 'time', label: '时间', title: '{时间}', tooltip: '提交时间，如0930' },
  { id: 'account', label: '账户', title: '{账户}', tooltip: '账户名称' },
  { id: 'targeting', label: '定向', title: '{定向}', tooltip: '定向包名称' },
  { id: 'material', label: '素材', title: '{素材}', tooltip: '素材组名称' },
  { id: 'title', label: '标题', title: '{标题}', tooltip: '第一个标题' },
  { id: 'seq', label: '序号', title: '{序号}', tooltip: '账户内本层级的序号，从1开始' },
  { id: 'repeat', label: '重复', title: '{重复}', tooltip: '重复提交的第几次，从1开始' },
  { id: 'variant', label: '变体', title: '{变体}', tooltip: '创建类型' },
];

export const NAME_TOKEN_LABELS = Object.fromEntries(NAME_WILDCARDS.map((w) => [w.id, w.label])) as Record<NameToken, string>;

/** What a row's name is made of. Missing dimension names resolve to ''. */
export interface NameContext {
  /** The instant the name stands for (the submission, or the repeat's wave), epoch ms. */
  now: number;
  account: string;
  targeting?: string;
  material?: string;
  title?: string;
  seq: number;
  repeat: number;
  variant: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDD and HHmm of an instant, China time. */
export function chinaStamp(now: number): { date: string; time: string } {
  const day = chinaDay(now);
  const d = new Date(day * 86_400_000);
  const minutes = Math.floor((now - chinaDayStart(day)) / MINUTE_MS);
  return {
    date: `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`,
    time: `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`,
  };
}

export function resolveName(rule: NameRule, ctx: NameContext): string {
  let stamp: { date: string; time: string } | undefined;
  let out = '';
  for (const part of rule.parts) {
    if (part.kind === 'text') {
      out += part.text;
      continue;
    }
    switch (part.token) {
      case 'date':
        out += (stamp ??= chinaStamp(ctx.now)).date;
        break;
      case 'time':
        out += (stamp ??= chinaStamp(ctx.now)).time;
        break;
      case 'account':
        out += ctx.account;
        break;
      case 'targeting':
        out += ctx.targeting ?? '';
        break;
      case 'material':
        out += ctx.material ?? '';
        break;
      case 'title':
        out += ctx.title ?? '';
        break;
      case 'seq':
        out += String(ctx.seq);
        break;
      case 'repeat':
        out += String(ctx.repeat);
        break;
      case 'variant':
        out += ctx.variant;
        break;
    }
  }
  return out.trim();
}

/**
 * A level's rule when the template has none: its word, the date and time, and the sequence number
 * (项目_20260101_0930_1). Unique within the account and level, and across the repeats of a REPEAT rule (the
 * repeats run at least 5 minutes apart, so their time differs).
 */
export function defaultNameRule(levelLabel: string): NameRule {
  return {
    parts: [
      { kind: 'text', text: `${levelLabel}_` },
      { kind: 'token', token: 'date' },
      { kind: 'text', text: '_' },
      { kind: 'token', token: 'time' },
      { kind: 'text', text: '_' },
      { kind: 'token', token: 'seq' },
    ],
  };
}

/** Whether a rule names every object of a level apart by itself (it holds the sequence number). */
export const ruleHasSeq = (rule: NameRule) => rule.parts.some((p) => p.kind === 'token' && p.token === 'seq');

/** The rule as text, chips written as their title ({日期}): for a preview of the rule and the draft's summary. */
export function nameRuleText(rule: NameRule): string {
  return rule.parts.map((p) => (p.kind === 'text' ? p.text : `{${NAME_TOKEN_LABELS[p.token]}}`)).join('');
}

/**
 * Makes names unique where they collide: the second and later objects with a name already taken (in `taken`,
 * which is updated) get `-2`, `-3` … The caller passes one `taken` set per account and level.
 */
export function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) {
    taken.add(name);
    return name;
  }
  for (let n = 2; ; n++) {
    const candidate = `${name}-${n}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}
