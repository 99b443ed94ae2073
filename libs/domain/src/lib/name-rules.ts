// 命名解析 (issue 21, docs/design/properties.md §4.2): a naming rule is a separator and an ordered list of fields,
// each optionally with a dictionary (code → label). A name matches when it splits into exactly as many parts as
// the rule has fields and every part is valid for its field. Pure, shared by the rule editor's checks, the
// server's preview and save, and the delivery filter (which sends the same split to the metrics store as
// split_part / splitByString, so the two must agree: JS `split` with a non-empty separator is that split).

export type NameFieldKind = 'text' | 'date' | 'dictionary' | 'designer';
export type NameDateFormat = 'YYYYMMDD' | 'YYMMDD' | 'MMDD';

export interface NameDictionaryEntry {
  code: string;
  label: string;
  /** A designer field's entries name the desk user the code stands for. */
  userId?: number;
}

export interface NameField {
  /** [a-z][a-z0-9_]{0,19}, unique in the rule. */
  key: string;
  /** The column title (中文), ≤ 10 characters, unique in the rule. */
  label: string;
  kind: NameFieldKind;
  date?: { format: NameDateFormat };
  /** For dictionary and designer fields; strict: a code not in it makes the name not match. */
  dictionary?: { entries: NameDictionaryEntry[]; strict: boolean };
}

export interface NameRuleBody {
  separator: string;
  fields: NameField[];
}

export const NAME_RULE_LIMITS = {
  SEPARATOR_MAX: 3,
  FIELDS_MAX: 12,
  LABEL_MAX: 10,
  ENTRIES_MAX: 500,
  CODE_MAX: 30,
  ENTRY_LABEL_MAX: 20,
  RULE_NAME_MAX: 30,
  NOTE_MAX: 100,
  /** Names one preview reads at most; more are sampled evenly. */
  PREVIEW_NAMES_MAX: 200_000,
  PREVIEW_SAMPLE_MAX: 50,
  /** Values of one field a delivery filter may name. */
  FILTER_VALUES_MAX: 50,
} as const;

export const NAME_FIELD_KIND_LABELS: Record<NameFieldKind, string> = {
  text: '文本',
  date: '日期',
  dictionary: '字典',
  designer: '设计师',
};

export const NAME_DATE_FORMATS: readonly NameDateFormat[] = ['YYYYMMDD', 'YYMMDD', 'MMDD'];

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,19}$/;
// Letters (汉字 included), digits and white space make poor separators: names are written with them.
const BAD_SEPARATOR = /[\p{L}\p{N}\s]/u;

export interface NameValue {
  code: string;
  label: string;
}

export type NameMismatch =
  | { kind: 'parts'; expected: number; actual: number }
  | { kind: 'empty'; field: string }
  | { kind: 'dictionary'; field: string; code: string }
  | { kind: 'date'; field: string; text: string };

export type NameParse = { ok: true; values: Record<string, NameValue> } | { ok: false; reason: NameMismatch };

/** Why a name does not match, in the desk's words (design §4.2). `field` is the field's label. */
export function nameMismatchText(reason: NameMismatch): string {
  switch (reason.kind) {
    case 'parts':
      return `期望${reason.expected}段，实际${reason.actual}段`;
    case 'empty':
      return `「${reason.field}」为空`;
    case 'dictionary':
      return `「${reason.field}」字典中没有"${reason.code}"`;
    case 'date':
      return `「${reason.field}」不是有效日期："${reason.text}"`;
  }
}

const DATE_LENGTH: Record<NameDateFormat, number> = { YYYYMMDD: 8, YYMMDD: 6, MMDD: 4 };
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The date a part stands for, as 2026-03-12 (03-12 for MMDD, whose year comes from the object), or null. */
export function readNameDate(text: string, format: NameDateFormat): string | null {
  if (text.length !== DATE_LENGTH[format] || !/^\d+$/.test(text)) return null;
  const year = format === 'YYYYMMDD' ? Number(text.slice(0, 4)) : format === 'YYMMDD' ? 2000 + Number(text.slice(0, 2)) : null;
  const rest = text.slice(text.length - 4);
  const month = Number(rest.slice(0, 2));
  const day = Number(rest.slice(2));
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  const max = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] as number);
  if (day > max) return null;
  return year === null ? `${rest.slice(0, 2)}-${rest.slice(2)}` : `${year}-${rest.slice(0, 2)}-${rest.slice(2)}`;
}

interface CompiledField {
  key: string;
  label: string;
  kind: NameFieldKind;
  format: NameDateFormat | null;
  labels: Map<string, string> | null;
  strict: boolean;
}

interface CompiledRule {
  separator: string;
  fields: CompiledField[];
}

// A rule is parsed against many names (a preview reads up to 200,000): its dictionaries become Maps once per body.
const compiled = new WeakMap<NameRuleBody, CompiledRule>();

function compile(body: NameRuleBody): CompiledRule {
  let rule = compiled.get(body);
  if (!rule) {
    rule = {
      separator: body.separator,
      fields: body.fields.map((f) => ({
        key: f.key,
        label: f.label,
        kind: f.kind,
        format: f.kind === 'date' ? (f.date?.format ?? 'YYYYMMDD') : null,
        labels: f.dictionary ? new Map(f.dictionary.entries.map((e) => [e.code, e.label])) : null,
        strict: f.kind === 'designer' ? true : (f.dictionary?.strict ?? false),
      })),
    };
    compiled.set(body, rule);
  }
  return rule;
}

/** The name's parts by the rule, or why it does not match (the first field that fails). */
export function parseName(body: NameRuleBody, name: string): NameParse {
  const rule = compile(body);
  const parts = name.split(rule.separator);
  if (parts.length !== rule.fields.length) return { ok: false, reason: { kind: 'parts', expected: rule.fields.length, actual: parts.length } };
  const values: Record<string, NameValue> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const field = rule.fields[i] as CompiledField;
    const code = parts[i] as string;
    if (code === '') return { ok: false, reason: { kind: 'empty', field: field.label } };
    if (field.format !== null) {
      const date = readNameDate(code, field.format);
      if (date === null) return { ok: false, reason: { kind: 'date', field: field.label, text: code } };
      values[field.key] = { code, label: date };
    } else if (field.labels !== null) {
      const label = field.labels.get(code);
      if (label === undefined && field.strict) return { ok: false, reason: { kind: 'dictionary', field: field.label, code } };
      values[field.key] = { code, label: label ?? code };
    } else {
      values[field.key] = { code, label: code };
    }
  }
  return { ok: true, values };
}

/** A name written by the rule from one code per field (the inverse of parseName; tests and the seed). */
export function formatName(body: NameRuleBody, codes: readonly string[]): string {
  return codes.join(body.separator);
}

/** Where a check found the body wrong: the field's index (null for the separator or the whole rule) and why. */
export interface NameRuleProblem {
  field: number | null;
  message: string;
}

/**
 * What is wrong with a body before it is saved (empty when nothing). The server refuses a save with the first
 * message (code 1901); the editor shows each beside its field.
 */
export function checkNameRuleBody(body: NameRuleBody): NameRuleProblem[] {
  const problems: NameRuleProblem[] = [];
  const add = (field: number | null, message: string) => problems.push({ field, message });
  const sep = body.separator;
  if ([...sep].length < 1 || [...sep].length > NAME_RULE_LIMITS.SEPARATOR_MAX) add(null, `分隔符须为1～${NAME_RULE_LIMITS.SEPARATOR_MAX}个字符`);
  else if (BAD_SEPARATOR.test(sep)) add(null, '分隔符不能含文字、数字或空格');
  if (body.fields.length < 1) add(null, '请至少添加一个字段');
  if (body.fields.length > NAME_RULE_LIMITS.FIELDS_MAX) add(null, `字段最多${NAME_RULE_LIMITS.FIELDS_MAX}个`);
  const keys = new Set<string>();
  const labels = new Set<string>();
  body.fields.forEach((f, i) => {
    const title = f.label.trim() || `第${i + 1}个字段`;
    if (!KEY_PATTERN.test(f.key)) add(i, `「${title}」的字段标识须以小写字母开头，只含小写字母、数字和下划线，最多20个字符`);
    else if (keys.has(f.key)) add(i, `字段标识"${f.key}"重复`);
    keys.add(f.key);
    const label = f.label.trim();
    if (!label) add(i, `第${i + 1}个字段请填写名称`);
    else if ([...label].length > NAME_RULE_LIMITS.LABEL_MAX) add(i, `「${label}」名称最多${NAME_RULE_LIMITS.LABEL_MAX}个字`);
    else if (labels.has(label)) add(i, `字段名称「${label}」重复`);
    labels.add(label);
    if (f.kind === 'date' && !NAME_DATE_FORMATS.includes(f.date?.format as NameDateFormat)) add(i, `「${title}」请选择日期格式`);
    if (f.kind === 'dictionary' || f.kind === 'designer') {
      const entries = f.dictionary?.entries ?? [];
      if (entries.length === 0) add(i, `「${title}」的字典至少需要一项`);
      if (entries.length > NAME_RULE_LIMITS.ENTRIES_MAX) add(i, `「${title}」的字典最多${NAME_RULE_LIMITS.ENTRIES_MAX}项`);
      const codes = new Set<string>();
      for (const e of entries) {
        if (!e.code) add(i, `「${title}」的字典有空代码`);
        else if ([...e.code].length > NAME_RULE_LIMITS.CODE_MAX) add(i, `「${title}」的代码"${e.code}"超过${NAME_RULE_LIMITS.CODE_MAX}个字符`);
        // A code holding the separator is split in two before the dictionary is asked: it could never match.
        else if (sep && e.code.includes(sep)) add(i, `「${title}」的代码"${e.code}"含分隔符"${sep}"，按它拆分的名称永远匹配不上`);
        else if (codes.has(e.code)) add(i, `「${title}」的代码"${e.code}"重复`);
        codes.add(e.code);
        if (!e.label.trim()) add(i, `「${title}」的代码"${e.code}"请填写含义`);
        else if ([...e.label].length > NAME_RULE_LIMITS.ENTRY_LABEL_MAX) add(i, `「${title}」的含义"${e.label}"超过${NAME_RULE_LIMITS.ENTRY_LABEL_MAX}个字`);
        if (f.kind === 'designer' && !(Number.isInteger(e.userId) && (e.userId as number) > 0)) add(i, `「${title}」的代码"${e.code}"请选择对应的设计师`);
      }
    }
  });
  return problems;
}

/** Where a field sits in a name (0-based), -1 when the rule has no such field. */
export function namePartIndex(body: NameRuleBody, key: string): number {
  return body.fields.findIndex((f) => f.key === key);
}
