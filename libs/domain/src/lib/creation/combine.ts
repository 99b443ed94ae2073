// The combination engine (docs/design/creation.md §1, issue 22 "Combination"): a template body expands into the
// rows of the preview, one per object to create. Pure and isomorphic: the editor runs it on every change (the
// live count uses countTemplate, which builds no row) and the server runs it again on what it is sent.
import { SUBMISSION } from '../constants';
import type { DeliveryLevel } from '../delivery-levels';
import { MINUTE_MS } from '../china-time';
import { defaultNameRule, resolveName, uniqueName } from './naming';
import { submissionStart } from './waves';
import { CREATION_MAX_ACCOUNTS, CREATION_MAX_REPEATS, CREATION_TASK_MAX_ADS, type CreationLevelSpec, type CreationVariantSpec } from './spec';
import { CREATION_TEXTS } from './texts';
import type { CreationDimension, CreationRow, CreationTemplateBody, DimensionMode, PreviewFacts } from './types';

/** The most rows (all levels) one expansion builds: beyond it the browser would stall on a preview nobody reads. */
export const CREATION_EXPAND_MAX_ROWS = 50_000;

/** The dimensions in the order a row names them (and the combination nests them, outermost first). */
export const CREATION_DIMENSIONS: readonly CreationDimension[] = ['targeting', 'materials', 'titles'];

/** Why a template cannot expand; `message` is Chinese, shown beside the dimension modes. */
export interface CombinationProblem {
  code: 'no_accounts' | 'too_many_accounts' | 'pair_lengths' | 'too_many_ads' | 'too_many_rows';
  message: string;
  /** The dimensions concerned (pair_lengths). */
  dimensions?: CreationDimension[];
}

export type Expansion = { ok: true; rows: CreationRow[] } | { ok: false; problems: CombinationProblem[] };

export interface ExpandOptions {
  /** The submission instant the names stand for (date, time); default Date.now(). */
  now?: number;
  /** Repeats of a REPEAT rule; default from body.submission (1 unless REPEAT). */
  repeat?: number;
  /** Names taken in each account (preview facts): a rule's name that collides gets a suffix. */
  existingNames?: PreviewFacts['existingNames'];
}

/** The level that delivers (an 广告): the one the task cap and the quota count. */
export function deliveringLevel(spec: CreationVariantSpec): CreationLevelSpec {
  return spec.levels.find((l) => l.delivers) ?? spec.levels[spec.levels.length - 1];
}

/** How many times a REPEAT rule builds the template (1 for any other rule), bounded by CREATION_MAX_REPEATS. */
export function repeatCount(body: CreationTemplateBody): number {
  const rule = body.submission;
  if (rule.adsSubmitRule !== 'REPEAT') return 1;
  const n = Math.floor(Number(rule.adsSubmitNum ?? 1));
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), CREATION_MAX_REPEATS) : 1;
}

function dimensionSize(body: CreationTemplateBody, d: CreationDimension): number {
  return d === 'targeting' ? body.targeting.packs.length : d === 'materials' ? body.materials.groups.length : body.titles.groups.length;
}

function dimensionMode(body: CreationTemplateBody, d: CreationDimension): DimensionMode {
  return d === 'targeting' ? body.targeting.mode : d === 'materials' ? body.materials.mode : body.titles.mode;
}

/** A factor of the combination: one dimension, or the dimensions paired together. */
interface Unit {
  dims: CreationDimension[];
  /** Per account: the unit's options, each the value indices of every dim of the unit (same order as dims). */
  options(account: number, accounts: number): number[][][];
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function unitsOf(body: CreationTemplateBody, spec: CreationVariantSpec): Unit[] {
  const used = CREATION_DIMENSIONS.filter((d) => spec.levels.some((l) => l.dimensions.includes(d)));
  const paired = used.filter((d) => dimensionMode(body, d) === 'pair');
  const units: Unit[] = [];
  for (const d of used) {
    const n = dimensionSize(body, d);
    const mode = dimensionMode(body, d);
    if (mode === 'pair') {
      if (d !== paired[0]) continue; // the pair group is one unit, at its first dimension's place
      const size = Math.min(...paired.map((p) => dimensionSize(body, p)));
      units.push({ dims: paired, options: () => (size === 0 ? [paired.map(() => [])] : range(size).map((i) => paired.map(() => [i]))) });
    } else if (mode === 'shared') {
      units.push({ dims: [d], options: () => [[range(n)]] });
    } else if (mode === 'spread') {
      units.push({
        dims: [d],
        options: (a, accounts) => {
          if (n === 0) return [[[]]];
          // Fewer values than accounts: each account still gets one (account k the value k mod n).
          if (n < accounts) return [[[a % n]]];
          return range(n)
            .filter((i) => i % accounts === a)
            .map((i) => [[i]]);
        },
      });
    } else {
      units.push({ dims: [d], options: () => (n === 0 ? [[[]]] : range(n).map((i) => [[i]])) });
    }
  }
  return units;
}

/**
 * What stops the template from expanding (before the ad caps): no account, more accounts than CREATION_MAX_ACCOUNTS,
 * paired dimensions of unequal lengths.
 */
export function combinationProblems(body: CreationTemplateBody, spec: CreationVariantSpec): CombinationProblem[] {
  const problems: CombinationProblem[] = [];
  if (body.accounts.length === 0) problems.push({ code: 'no_accounts', message: CREATION_TEXTS.NO_ACCOUNTS });
  if (body.accounts.length > CREATION_MAX_ACCOUNTS) problems.push({ code: 'too_many_accounts', message: CREATION_TEXTS.TOO_MANY_ACCOUNTS(CREATION_MAX_ACCOUNTS, body.accounts.length) });
  const used = CREATION_DIMENSIONS.filter((d) => spec.levels.some((l) => l.dimensions.includes(d)));
  const paired = used.filter((d) => dimensionMode(body, d) === 'pair');
  if (paired.length > 1 && new Set(paired.map((d) => dimensionSize(body, d))).size > 1) {
    const parts = paired.map((d) => `${CREATION_TEXTS.DIMENSION_LABELS[d]}${dimensionSize(body, d)}个`).join('，');
    problems.push({ code: 'pair_lengths', message: CREATION_TEXTS.PAIR_LENGTHS(parts), dimensions: paired });
  }
  return problems;
}

/** Each level's dimensions together with its ancestors' (what tells its objects apart). */
function cumulativeDims(spec: CreationVariantSpec): Set<CreationDimension>[] {
  const out: Set<CreationDimension>[] = [];
  spec.levels.forEach((l, i) => out.push(new Set([...(i > 0 ? out[i - 1] : []), ...l.dimensions])));
  return out;
}

/**
 * Objects per level, all accounts and repeats together, without building them (the live count). Zero
 * everywhere while combinationProblems has something to say.
 */
export function countTemplate(body: CreationTemplateBody, spec: CreationVariantSpec, options: { repeat?: number } = {}): Partial<Record<DeliveryLevel, number>> {
  const counts: Partial<Record<DeliveryLevel, number>> = {};
  for (const l of spec.levels) counts[l.level] = 0;
  if (combinationProblems(body, spec).length > 0) return counts;
  const units = unitsOf(body, spec);
  const cumulative = cumulativeDims(spec);
  const repeat = options.repeat ?? repeatCount(body);
  const accounts = body.accounts.length;
  spec.levels.forEach((l, i) => {
    let total = 0;
    for (let a = 0; a < accounts; a++) {
      let product = 1;
      for (const u of units) if (u.dims.some((d) => cumulative[i].has(d))) product *= u.options(a, accounts).length;
      total += product;
    }
    counts[l.level] = total * repeat;
  });
  return counts;
}

/** The caps an expansion is refused at: the task's ads (CREATION_TASK_MAX_ADS) and the rows one preview builds. */
function capProblems(body: CreationTemplateBody, spec: CreationVariantSpec, repeat: number): CombinationProblem[] {
  const counts = countTemplate(body, spec, { repeat });
  const delivering = deliveringLevel(spec);
  const ads = counts[delivering.level] ?? 0;
  const rows = Object.values(counts).reduce((s, n) => s + (n ?? 0), 0);
  const problems: CombinationProblem[] = [];
  if (ads > CREATION_TASK_MAX_ADS) problems.push({ code: 'too_many_ads', message: CREATION_TEXTS.TOO_MANY_ADS(CREATION_TASK_MAX_ADS, ads, delivering.label) });
  if (rows > CREATION_EXPAND_MAX_ROWS) problems.push({ code: 'too_many_rows', message: CREATION_TEXTS.TOO_MANY_ROWS(CREATION_EXPAND_MAX_ROWS, rows) });
  return problems;
}

type Combo = Partial<Record<CreationDimension, number[]>>;

function combosOf(units: Unit[], account: number, accounts: number): Combo[] {
  let combos: Combo[] = [{}];
  for (const u of units) {
    const options = u.options(account, accounts);
    const next: Combo[] = [];
    for (const c of combos)
      for (const o of options) {
        const combo = { ...c };
        u.dims.forEach((d, k) => (combo[d] = o[k]));
        next.push(combo);
      }
    combos = next;
  }
  return combos;
}

interface Node {
  level: number;
  combo: Combo;
  children: Node[];
}

/**
 * The time a row's names stand for: the submission, or under a REPEAT rule the repeat's planned run (its wave:
 * the start, then an interval apart), so the repeats' names differ by their time.
 */
function namingTime(body: CreationTemplateBody, now: number, repeat: number): number {
  if (body.submission.adsSubmitRule !== 'REPEAT') return now;
  const interval = body.submission.adsSubmitInterval ?? SUBMISSION.REPEAT_DEFAULT_INTERVAL_MIN;
  return submissionStart(body.submission, now) + (repeat - 1) * interval * MINUTE_MS;
}

/**
 * The rows of the preview: by repeat, then account, then each parent followed by its children. Keys are
 * `${account}:${level}:${n}` (n from 1 per account and level, counting on through the repeats): the same
 * body gives the same keys. Names follow the level's rule (or defaultNameRule) and, where the level demands
 * unique names, get `-2`, `-3` … when they collide in the task or with `existingNames` (baseName keeps the
 * rule's name; the check warns).
 */
export function expandTemplate(body: CreationTemplateBody, spec: CreationVariantSpec, options: ExpandOptions = {}): Expansion {
  const repeat = options.repeat ?? repeatCount(body);
  const problems = combinationProblems(body, spec);
  if (problems.length === 0) problems.push(...capProblems(body, spec, repeat));
  if (problems.length > 0) return { ok: false, problems };
  const now = options.now ?? Date.now();
  const units = unitsOf(body, spec);
  const cumulative = cumulativeDims(spec);
  const accounts = body.accounts.length;
  const rows: CreationRow[] = [];
  const keySeq = new Map<string, number>();
  const taken = new Map<string, Set<string>>();
  for (let a = 0; a < accounts; a++) {
    const account = body.accounts[a];
    // The tree of one account: a node per distinct projection of the combinations on a level's dimensions.
    const roots: Node[] = [];
    const byKey = new Map<string, Node>();
    for (const combo of combosOf(units, a, accounts)) {
      let parent: Node | null = null;
      for (let i = 0; i < spec.levels.length; i++) {
        const projection: Combo = {};
        for (const d of cumulative[i]) projection[d] = combo[d];
        const id = `${i}|${JSON.stringify(projection)}`;
        let node = byKey.get(id);
        if (!node) {
          node = { level: i, combo: projection, children: [] };
          byKey.set(id, node);
          (parent ? parent.children : roots).push(node);
        }
        parent = node;
      }
    }
    for (let r = 1; r <= repeat; r++) {
      const seq = new Map<number, number>();
      const at = namingTime(body, now, r);
      const emit = (node: Node, parentKey: string | null) => {
        const levelSpec = spec.levels[node.level];
        const level = levelSpec.level;
        const k = `${a}:${level}`;
        const n = (keySeq.get(k) ?? 0) + 1;
        keySeq.set(k, n);
        const s = (seq.get(node.level) ?? 0) + 1;
        seq.set(node.level, s);
        const own = (d: CreationDimension) => (levelSpec.dimensions.includes(d) ? [...(node.combo[d] ?? [])] : null);
        const targeting = node.combo.targeting?.[0];
        const material = node.combo.materials?.[0];
        const titleGroup = node.combo.titles?.[0];
        const name = resolveName(body.naming[level] ?? defaultNameRule(levelSpec.label), {
          now: at,
          account: account.name,
          targeting: targeting === undefined ? undefined : body.targeting.packs[targeting]?.name,
          material: material === undefined ? undefined : body.materials.groups[material]?.name,
          title: titleGroup === undefined ? undefined : body.titles.groups[titleGroup]?.titles[0],
          seq: s,
          repeat: r,
          variant: spec.title,
        });
        const settings = { ...(body.settings[level] ?? {}) };
        for (const f of levelSpec.fields) if (f.perAccount && account.ids[f.key] !== undefined) settings[f.key] = account.ids[f.key];
        const row: CreationRow = {
          key: `${k}:${n}`,
          level,
          parentKey,
          account: a,
          name,
          targeting: own('targeting'),
          materialGroups: own('materials'),
          titleGroups: own('titles'),
          settings,
          repeat: r,
        };
        if (levelSpec.nameUnique) {
          let set = taken.get(k);
          if (!set) taken.set(k, (set = new Set(options.existingNames?.[a]?.[level] ?? [])));
          const unique = uniqueName(name, set);
          if (unique !== name) {
            row.name = unique;
            row.baseName = name;
          }
        }
        rows.push(row);
        for (const child of node.children) emit(child, row.key);
      };
      for (const root of roots) emit(root, null);
    }
  }
  // Repeat outermost: the whole build, then its repeats (each repeat is one wave of a REPEAT rule).
  return { ok: true, rows: repeat > 1 ? [...rows].sort((x, y) => x.repeat - y.repeat || 0) : rows };
}
