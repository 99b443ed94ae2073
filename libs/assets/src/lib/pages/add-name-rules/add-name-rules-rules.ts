// The pure rules of 添加命名规则 (design §4.2): the editor's draft, its body for the preview and the save, and the
// problems shown beside the fields (libs/domain's checks plus the editor's own: a name, known designers).
import type { Schemas } from '@toufang/api';
import { checkNameRuleBody, type DeliveryLevel, type MediaCode, type NameDateFormat, type NameFieldKind, type NameRuleBody } from '@toufang/domain';
import { NAMING_TEXTS as T } from '../../naming-terms';

export type NameRuleDetail = Schemas['NameRuleDetail'];
export interface Designer {
  id: number;
  name: string;
}

/** The URL's param naming the rule being edited (absent: a new rule). */
export const RULE_PARAM = 'id';
export const LIST_PATH = '/common-app/assets/name-analysis-management';
export const EDITOR_PATH = '/common-app/add-name-rules';
export const editorPath = (id?: number) => (id === undefined ? EDITOR_PATH : `${EDITOR_PATH}?${RULE_PARAM}=${id}`);

/** A dictionary row as the multi-input table edits it: code and meaning (a designer's name for a designer field). */
export type DictionaryRow = Record<string, string>;

export interface DraftField {
  key: string;
  label: string;
  kind: NameFieldKind;
  format: NameDateFormat;
  strict: boolean;
  rows: DictionaryRow[];
}

export interface Draft {
  name: string;
  target: 'delivery' | 'material';
  media: MediaCode | null;
  levels: DeliveryLevel[];
  separator: string;
  note: string;
  fields: DraftField[];
}

export function newField(existing: readonly DraftField[]): DraftField {
  let n = existing.length + 1;
  // Keys are never typed: they name a field in filter links, so a new one takes the first free fieldN.
  while (existing.some((f) => f.key === `field${n}`)) n += 1;
  return { key: `field${n}`, label: '', kind: 'text', format: 'YYYYMMDD', strict: true, rows: [] };
}

export function emptyDraft(): Draft {
  return { name: '', target: 'delivery', media: null, levels: [], separator: '_', note: '', fields: [newField([])] };
}

export function draftFromDetail(detail: NameRuleDetail, designers: readonly Designer[]): Draft {
  const { rule, body } = detail;
  return {
    name: rule.name,
    target: rule.target,
    media: rule.media ?? null,
    levels: (rule.levels ?? []) as DeliveryLevel[],
    separator: body.separator,
    note: '',
    fields: draftFields(body, designers),
  };
}

export function draftFields(body: NameRuleBody | Schemas['NameRuleBody'], designers: readonly Designer[]): DraftField[] {
  return body.fields.map((f) => ({
    key: f.key,
    label: f.label,
    kind: f.kind,
    format: f.date?.format ?? 'YYYYMMDD',
    strict: f.dictionary?.strict ?? true,
    rows: (f.dictionary?.entries ?? []).map((e) => ({
      code: e.code,
      label: f.kind === 'designer' ? (designers.find((d) => d.id === e.userId)?.name ?? e.label) : e.label,
    })),
  }));
}

/** The body the draft stands for; a designer row's name becomes the user it names (0 when nobody). */
export function draftBody(draft: Draft, designers: readonly Designer[]): NameRuleBody {
  return {
    separator: draft.separator,
    fields: draft.fields.map((f) => ({
      key: f.key,
      label: f.label.trim(),
      kind: f.kind,
      ...(f.kind === 'date' ? { date: { format: f.format } } : {}),
      ...(f.kind === 'dictionary' || f.kind === 'designer'
        ? {
            dictionary: {
              strict: f.kind === 'designer' ? true : f.strict,
              entries: f.rows
                .filter((r) => (r.code ?? '') !== '' || (r.label ?? '') !== '')
                .map((r) => (f.kind === 'designer' ? { code: r.code ?? '', label: r.label ?? '', userId: designers.find((d) => d.name === r.label)?.id ?? 0 } : { code: r.code ?? '', label: r.label ?? '' })),
            },
          }
        : {}),
    })),
  };
}

export interface DraftProblems {
  /** The rule's own problems (name, separator, field count). */
  rule: string[];
  /** By field index. */
  fields: Map<number, string[]>;
}

export function draftProblems(draft: Draft, designers: readonly Designer[]): DraftProblems {
  const problems: DraftProblems = { rule: [], fields: new Map() };
  if (!draft.name.trim()) problems.rule.push('请输入规则名称');
  const add = (index: number, message: string) => problems.fields.set(index, [...(problems.fields.get(index) ?? []), message]);
  draft.fields.forEach((f, i) => {
    if (f.kind !== 'designer') return;
    for (const row of f.rows) if (row.label && !designers.some((d) => d.name === row.label)) add(i, `${T.DESIGNER_UNKNOWN}：${row.label}`);
  });
  for (const p of checkNameRuleBody(draftBody(draft, designers))) {
    // The designer rows the editor already named are not named twice.
    if (p.field !== null && p.message.endsWith('请选择对应的设计师')) continue;
    if (p.field === null) problems.rule.push(p.message);
    else add(p.field, p.message);
  }
  return problems;
}

export const hasProblems = (problems: DraftProblems) => problems.rule.length > 0 || problems.fields.size > 0;

/** A name the rule would write, from each field's first dictionary code or a sample value (the editor's 示例). */
export function exampleName(draft: Draft): string {
  const sample: Record<NameDateFormat, string> = { YYYYMMDD: '20260312', YYMMDD: '260312', MMDD: '0312' };
  return draft.fields.map((f) => (f.kind === 'date' ? sample[f.format] : (f.rows[0]?.code ?? (f.label.trim() || '…')))).join(draft.separator);
}

export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
