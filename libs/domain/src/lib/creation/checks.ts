// The preview's checks on every row (issue 22 "Preview"; docs/design/creation.md §1): what the media would refuse,
// said before any call. Errors block the submission; warnings (a name the engine suffixed, some 低效 materials)
// can be accepted. Run by the editor on the live preview and again by the server with its own facts.
import { chinaDay } from '../china-time';
import { titleLengthOf, titleRuleOf, wordPacksOf, type TitleCounting } from '../title-rules';
import { deliveringLevel } from './combine';
import { CREATION_TASK_MAX_ADS, type CreationField, type CreationLevelSpec, type CreationVariantSpec } from './spec';
import { CREATION_TEXTS } from './texts';
import type { CreationRow, CreationTemplateBody, PreviewFacts, RowCheck } from './types';
import type { Wave } from './waves';

export interface CheckOptions {
  /** The waves planned for the rows: rows of a wave on a later China day do not count against today's creates. */
  waves?: readonly Wave[];
  /** Now, for the China day of the waves; default Date.now(). */
  now?: number;
}

// Texts made only of characters that never join a neighbour into one character a reader sees (ASCII and Latin-1,
// CJK ideographs and punctuation, kana without their combining marks, full-width forms) are counted plainly;
// any other, or one with word-pack braces, takes titleLengthOf's grapheme segmentation, which costs far more
// over a thousand rows.
const PLAIN = /^[\u0020-\u007a\u007c\u007e\u00a0-\u00ff\u2010-\u2027\u2030-\u205e\u3000-\u3029\u3030-\u303f\u3041-\u3096\u30a1-\u30fa\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff9d\uffe0-\uffe6]*$/;

/** titleLengthOf, with a plain count where segmentation cannot change it. */
export function creationTextLength(text: string, counting: TitleCounting): number {
  if (!PLAIN.test(text)) return titleLengthOf(text, counting);
  if (counting === 'char') return text.length;
  let n = 0;
  for (let i = 0; i < text.length; i++) n += text.charCodeAt(i) > 0xff ? 2 : 1;
  return n;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function visible(field: CreationField, settings: Record<string, unknown>): boolean {
  if (!field.when) return true;
  const v = settings[field.when.field];
  return field.when.values.includes(String(v));
}

/** The settings of a row and its ancestors, nearest first (a child sees its parent's goal). */
function inherited(row: CreationRow, byKey: ReadonlyMap<string, CreationRow>): Record<string, unknown> {
  const chain: CreationRow[] = [];
  for (let r: CreationRow | undefined = row; r; r = r.parentKey ? byKey.get(r.parentKey) : undefined) chain.push(r);
  return Object.assign({}, ...chain.reverse().map((r) => r.settings));
}

function fieldChecks(
  row: CreationRow,
  levelSpec: CreationLevelSpec,
  body: CreationTemplateBody,
  withParents: Record<string, unknown>,
  add: (field: string, code: string, message: string) => void,
) {
  const settings = row.settings;
  for (const field of levelSpec.fields) {
    // A field shown by another's value (own, or a parent's: 1.0's landing page follows its 广告组's 推广目的).
    if (!visible(field, withParents)) continue;
    const value = settings[field.key];
    // A per-account id shown is asked of every account, as the template's save asks it (required or not: the media
    // cannot create the object without the account's own id), so the preview and the submission block on it too.
    if (empty(value) || (field.perAccount && typeof value === 'string' && !value.trim())) {
      if (!field.required && !field.perAccount) continue;
      if (field.perAccount) add(field.key, 'per_account_missing', CREATION_TEXTS.PER_ACCOUNT_MISSING(field.label, body.accounts[row.account]?.name ?? ''));
      else add(field.key, 'required', CREATION_TEXTS.REQUIRED(field.label));
      continue;
    }
    if ((field.kind === 'number' || field.kind === 'money') && (field.min !== undefined || field.max !== undefined)) {
      const n = Number(value);
      const min = field.min ?? -Infinity;
      const max = field.max ?? Infinity;
      if (!Number.isFinite(n) || n < min || n > max) {
        const ep = field.errorPrevention;
        if (ep === 'bid' || ep === 'deepBid') add(field.key, 'bid_out_of_range', CREATION_TEXTS.BID_RANGE(min, max));
        else if (ep === 'budgetAd' || ep === 'budgetPlan' || field.kind === 'money') add(field.key, 'budget_out_of_range', CREATION_TEXTS.BUDGET_RANGE(field.label, min, max));
        else add(field.key, 'value_out_of_range', CREATION_TEXTS.NUMBER_RANGE(field.label, min, max));
      }
    }
    // A 7×24 grid: 168 hourly or 336 half-hourly 0/1 characters, at least one hour chosen (widgets spec §3).
    if (field.kind === 'schedule' && (typeof value !== 'string' || !/^[01]+$/.test(value) || (value.length !== 168 && value.length !== 336) || !value.includes('1'))) {
      add(field.key, 'invalid_schedule', CREATION_TEXTS.SCHEDULE);
      continue;
    }
    const options = field.options;
    if ((field.kind === 'select' || field.kind === 'multiSelect') && options && !field.perAccount) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => !options.some((o) => o.value === String(v)))) add(field.key, 'invalid_option', CREATION_TEXTS.INVALID_OPTION(field.label));
    }
  }
}

/**
 * Every finding on the rows (field 'name', 'titles', 'materials', a setting's key, or 'row'):
 * name empty / too long (the media's counting) / duplicate in the task, across repeats, or in the account
 * (where the level demands unique names; a name the engine suffixed is a warning); required fields and every
 * shown per-account id (as the template's save asks them); bid, budget and number ranges; select values; the schedule grid; forbidden bid type × goal; title
 * count, length and word packs; material count and kinds, a file the media's limits refuse; all 低效 (refusing media) or some 低效 (warning); identical ads (refusing media); quota left
 * and creates left today per account; the task cap.
 */
export function checkRows(
  rows: readonly CreationRow[],
  body: CreationTemplateBody,
  spec: CreationVariantSpec,
  facts: PreviewFacts,
  options: CheckOptions = {},
): RowCheck[] {
  const out: RowCheck[] = [];
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const levels = new Map(spec.levels.map((l) => [l.level, l]));
  const delivering = deliveringLevel(spec);
  const counting = spec.titles.counting;
  const wordPacks = titleRuleOf(spec.media).wordPacks;
  const bidTypeKeys = spec.levels.flatMap((l) => l.fields.filter((f) => f.role === 'bidType').map((f) => f.key));
  const goalKeys = spec.levels.flatMap((l) => l.fields.filter((f) => f.errorPrevention === 'goal').map((f) => f.key));
  const kinds = spec.materials.kinds.map((k) => CREATION_TEXTS.MATERIAL_KIND_LABELS[k]).join('、');
  // The same titles recur on many rows: measured once each.
  const titleLengths = new Map<string, number>();
  const titleLength = (t: string) => {
    let n = titleLengths.get(t);
    if (n === undefined) titleLengths.set(t, (n = creationTextLength(t.trim(), counting)));
    return n;
  };

  // Names by account and level, for the duplicates.
  const names = new Map<string, CreationRow[]>();
  for (const row of rows) {
    const k = `${row.account}|${row.level}|${row.name}`;
    const list = names.get(k);
    if (list) list.push(row);
    else names.set(k, [row]);
  }

  // Identical ads: per account, the materials, titles and targeting (own or a parent's) of each row that carries materials.
  const identical = new Set<string>();
  if (spec.refusesIdenticalAds) {
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.materialGroups === null) continue;
      let targeting: number[] | null = null;
      for (let r: CreationRow | undefined = row; r && targeting === null; r = r.parentKey ? byKey.get(r.parentKey) : undefined) targeting = r.targeting;
      const materials = [...new Set(row.materialGroups.flatMap((g) => body.materials.groups[g]?.materialIds ?? []))].sort((a, b) => a - b);
      const titles = [...new Set((row.titleGroups ?? []).flatMap((g) => body.titles.groups[g]?.titles ?? []))].sort();
      const signature = JSON.stringify([row.account, targeting?.map((t) => body.targeting.packs[t]?.propertyId) ?? null, materials, titles]);
      if (seen.has(signature)) identical.add(row.key);
      else seen.add(signature);
    }
  }

  // Rows that count against today's creates: all, unless the waves put some on a later China day.
  const today = chinaDay(options.now ?? Date.now());
  const laterDay = new Set<string>();
  for (const wave of options.waves ?? []) if (chinaDay(wave.runAt) > today) for (const key of wave.rowKeys) laterDay.add(key);
  const created = new Map<number, number>();
  const delivered = new Map<number, number>();
  let ads = 0;

  for (const row of rows) {
    const add = (field: string, code: string, message: string, severity: RowCheck['severity'] = 'error') =>
      out.push({ rowKey: row.key, field, code, message, severity });
    const levelSpec = levels.get(row.level);
    if (!levelSpec) continue;
    const label = levelSpec.label;

    // Names.
    const name = row.name.trim();
    if (!name) add('name', 'name_empty', CREATION_TEXTS.NAME_EMPTY);
    else {
      const length = creationTextLength(name, counting);
      if (length > levelSpec.nameMaxLength) add('name', 'name_too_long', CREATION_TEXTS.NAME_TOO_LONG(label, levelSpec.nameMaxLength, length));
      if (levelSpec.nameUnique) {
        const same = names.get(`${row.account}|${row.level}|${row.name}`) ?? [];
        if (same.length > 1 && same[0] !== row) {
          if (same.some((o) => o.repeat !== row.repeat)) add('name', 'name_duplicate_repeat', CREATION_TEXTS.NAME_DUPLICATE_REPEAT(label));
          else add('name', 'name_duplicate', CREATION_TEXTS.NAME_DUPLICATE(label));
        }
        if (facts.existingNames[row.account]?.[row.level]?.includes(row.name)) add('name', 'name_exists', CREATION_TEXTS.NAME_EXISTS(label));
      }
      if (row.baseName !== undefined && row.name !== row.baseName && row.name.startsWith(row.baseName))
        add('name', 'name_suffixed', CREATION_TEXTS.NAME_SUFFIXED(row.baseName), 'warning');
    }

    const all = inherited(row, byKey);
    fieldChecks(row, levelSpec, body, all, add);

    // Forbidden bid type × goal (either may be set on a parent).
    if (spec.forbidden.length > 0) {
      const ownKeys = new Set(levelSpec.fields.map((f) => f.key));
      // Said once, on the row that sets either of the two.
      if ([...bidTypeKeys, ...goalKeys].some((k) => ownKeys.has(k))) {
        const bidType = bidTypeKeys.map((k) => all[k]).find((v) => !empty(v));
        const goal = goalKeys.map((k) => all[k]).find((v) => !empty(v));
        const hit = spec.forbidden.find((f) => f.bidType === String(bidType) && f.goal === String(goal));
        if (hit) add(bidTypeKeys.find((k) => ownKeys.has(k)) ?? goalKeys[0], 'forbidden_bid_goal', hit.reason);
      }
    }

    // Titles.
    if (row.titleGroups !== null) {
      const titles = row.titleGroups.flatMap((g) => body.titles.groups[g]?.titles ?? []);
      if (titles.length < spec.titles.min || titles.length > spec.titles.max)
        add('titles', 'title_count', CREATION_TEXTS.TITLE_COUNT(spec.titles.min, spec.titles.max, titles.length));
      const bad = titles.find((t) => {
        const n = titleLength(t);
        return n < spec.titles.minLength || n > spec.titles.maxLength;
      });
      if (bad !== undefined)
        add('titles', 'title_length', CREATION_TEXTS.TITLE_LENGTH(bad, spec.titles.minLength, spec.titles.maxLength, counting === 'cjk2'));
      const pack = titles.flatMap(wordPacksOf).find((p) => !wordPacks.includes(p));
      if (pack !== undefined) add('titles', 'title_word_pack', CREATION_TEXTS.TITLE_WORD_PACK(pack));
    }

    // Materials.
    if (row.materialGroups !== null) {
      const ids = row.materialGroups.flatMap((g) => body.materials.groups[g]?.materialIds ?? []);
      if (ids.length < spec.materials.min || ids.length > spec.materials.max)
        add('materials', 'material_count', CREATION_TEXTS.MATERIAL_COUNT(spec.materials.min, spec.materials.max, ids.length));
      const low = new Set(facts.lowEfficiencyMaterials[row.account] ?? []);
      const lowCount = ids.filter((id) => low.has(id)).length;
      if (ids.length > 0 && lowCount === ids.length && spec.refusesAllLowEfficiency) add('materials', 'all_low_efficiency', CREATION_TEXTS.ALL_LOW_EFFICIENCY);
      else if (lowCount > 0) add('materials', 'some_low_efficiency', CREATION_TEXTS.SOME_LOW_EFFICIENCY(lowCount), 'warning');
      if (facts.materialKinds && ids.some((id) => facts.materialKinds?.[id] !== undefined && !spec.materials.kinds.includes(facts.materialKinds[id])))
        add('materials', 'material_kind', CREATION_TEXTS.MATERIAL_KIND(kinds));
      // A file the media's format limits refuse would fail its push at execution: said here, once per material.
      const problems = facts.materialProblems;
      if (problems)
        for (const id of new Set(ids)) {
          const reason = problems[id];
          if (reason !== undefined) add('materials', 'material_unfit', CREATION_TEXTS.MATERIAL_UNFIT(facts.materialNames?.[id] ?? String(id), reason));
        }
      if (identical.has(row.key)) add('materials', 'identical_ad', CREATION_TEXTS.IDENTICAL_AD);
    }

    // Per account: creates left today (every level), quota left (delivering level); then the task cap.
    if (!laterDay.has(row.key)) {
      const n = (created.get(row.account) ?? 0) + 1;
      created.set(row.account, n);
      const left = facts.createsLeftToday[row.account];
      if (left !== undefined && n > left) add('row', 'daily_cap', CREATION_TEXTS.DAILY_CAP(left));
    }
    if (row.level === delivering.level) {
      const n = (delivered.get(row.account) ?? 0) + 1;
      delivered.set(row.account, n);
      const left = facts.quotaLeft[row.account];
      if (left !== undefined && n > left) add('row', 'quota', CREATION_TEXTS.QUOTA(left));
      ads++;
      if (ads > CREATION_TASK_MAX_ADS) add('row', 'task_cap', CREATION_TEXTS.TASK_CAP(CREATION_TASK_MAX_ADS, delivering.label));
    }
  }
  return out;
}

/** Whether the findings let the submission go (no error; warnings are accepted by submitting). */
export const checksBlock = (checks: readonly RowCheck[]) => checks.some((c) => c.severity === 'error');
