// The rule editor's live preview (design §4.2 "Preview against real names"): a body not yet saved, parsed over the
// distinct names the caller sees — delivering objects of the accounts in their scope, or the materials they see —
// in pages of 5,000. Past 200,000 names an even sample is read (every k-th by name) and the answer says so.
import type { components } from '@toufang/api/contract';
import { NAME_RULE_LIMITS, nameMismatchText, parseName, type NameRuleBody } from '@toufang/domain';
import { visibleMaterials } from '@toufang/server-assets';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { sql } from 'kysely';

type Preview = components['schemas']['NameRulePreview'];
type PreviewRequest = components['schemas']['NameRulePreviewRequest'];

const PAGE = 5_000;
const SAMPLE_DEFAULT = 20;
const TOP_VALUES = 20;

/** The distinct names the caller sees for a target, as a subquery with one column `name`. */
function visibleNames(db: Queryable, session: SessionUser, request: Pick<PreviewRequest, 'target' | 'media' | 'levels'>) {
  const q = sqlOn(db);
  if (request.target === 'material') {
    return q.selectFrom('materials as m').where(visibleMaterials(session)).select('m.name').distinct();
  }
  let names = q
    .selectFrom('delivery_objects as o')
    .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
    .where('o.customer_id', '=', session.customerId)
    .where(accountInScope(session, 'a'))
    .where('o.opt_status', '<>', 'deleted')
    .select('o.name')
    .distinct();
  if (request.media !== undefined) names = names.where('o.media_code', '=', request.media);
  if (request.levels?.length) names = names.where('o.level', 'in', request.levels);
  return names;
}

/** Every name the caller sees for the target (at most 200,000: an even sample past that), by name. */
export async function readVisibleNames(db: Queryable, session: SessionUser, request: Pick<PreviewRequest, 'target' | 'media' | 'levels'>): Promise<{ total: number; names: string[]; sampled: boolean }> {
  const q = sqlOn(db);
  const { total } = await q
    .selectFrom(visibleNames(db, session, request).as('d'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const step = Math.max(1, Math.ceil(count / NAME_RULE_LIMITS.PREVIEW_NAMES_MAX));
  const numbered = q.selectFrom(visibleNames(db, session, request).as('d')).select(['d.name', sql<number>`row_number() OVER (ORDER BY d.name)`.as('rn')]);
  const names: string[] = [];
  // Keyset pages over the row numbers: each page is one short statement, and the sample is every step-th name.
  for (let after = 0; ; ) {
    const page = await q
      .selectFrom(numbered.as('x'))
      .select(['x.name', 'x.rn'])
      .where('x.rn', '>', after)
      .where(sql<boolean>`(x.rn - 1) % ${step} = 0`)
      .orderBy('x.rn')
      .limit(PAGE)
      .execute();
    for (const row of page) names.push(row.name);
    if (page.length < PAGE) break;
    after = Number((page[page.length - 1] as { rn: number }).rn);
  }
  return { total: count, names, sampled: step > 1 };
}

/** Counts and samples of a body parsed over names (pure: the bench and the contract test call it too). */
export function previewOver(body: NameRuleBody, names: readonly string[], sample = SAMPLE_DEFAULT): Omit<Preview, 'total' | 'sampled'> {
  const rows: Preview['rows'] = [];
  const unmatched: Preview['unmatched'] = [];
  const counts = new Map<string, Map<string, { code: string; label: string; count: number }>>(body.fields.map((f) => [f.key, new Map()]));
  let matched = 0;
  for (const name of names) {
    const parsed = parseName(body, name);
    if (!parsed.ok) {
      if (unmatched.length < sample) unmatched.push({ name, reason: nameMismatchText(parsed.reason) });
      continue;
    }
    matched += 1;
    if (rows.length < sample) rows.push({ name, values: parsed.values });
    for (const [key, value] of Object.entries(parsed.values)) {
      const byCode = counts.get(key) as Map<string, { code: string; label: string; count: number }>;
      const seen = byCode.get(value.code);
      if (seen) seen.count += 1;
      else byCode.set(value.code, { ...value, count: 1 });
    }
  }
  const byField: Preview['byField'] = {};
  for (const [key, byCode] of counts) byField[key] = [...byCode.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)).slice(0, TOP_VALUES);
  return { matched, rows, unmatched, byField };
}

export async function previewNameRule(db: Queryable, session: SessionUser, request: PreviewRequest, body: NameRuleBody): Promise<Preview> {
  const { total, names, sampled } = await readVisibleNames(db, session, request);
  return { total, sampled, ...previewOver(body, names, request.sample ?? SAMPLE_DEFAULT) };
}
