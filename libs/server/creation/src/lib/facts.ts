// The preview's facts (docs/design/creation.md §1 PreviewFacts, §4 preview/facts): what the rows are checked
// against that only the desk knows, read from its own tables, never from the media at preview time:
// - names in use per account and level: the delivery objects the desk mirrors, not deleted;
// - quota left: the media's in-delivery quota (limits.deliveryQuota) less the account's enabled objects of the
//   variant's delivering level, as the media counts it (per level);
// - creates left today: the variant's daily create cap less the account's objects created since 00:00 China time;
// - 低效 materials: the quality labels the material library keeps per material and account;
// - each material's kind (image, video), for the check of the kinds the variant takes;
// - each material whose file the media's format limits refuse, with the reason its push would give
//   (materialRefusal of the asset library, on the facts the library read from the file).
import type { components } from '@toufang/api/contract';
import { chinaDay, chinaDayStart, CREATION_TASK_MAX_ADS, type CreationTemplateBody, type DeliveryLevel } from '@toufang/domain';
import { materialRefusal, visibleMaterialFacts } from '@toufang/server-assets';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { resolveReferences } from './references';
import { variantSpecOf } from './specs';

type Facts = components['schemas']['CreationPreviewFacts'];

/**
 * The words by which a media's quality label says 低效 (低效素材, 低效, 低质素材): the library keeps the media's
 * own text of each label, so the label is recognised by these (docs/decisions.md, Issue 22).
 */
export const LOW_EFFICIENCY_WORDS: readonly string[] = ['低效', '低质'];

export const isLowEfficiencyLabel = (label: string) => LOW_EFFICIENCY_WORDS.some((w) => label.includes(w));

export async function previewFacts(db: Queryable, media: MediaPorts, session: SessionUser, body: CreationTemplateBody, now: number): Promise<Facts> {
  const refs = await resolveReferences(db, session, body, { perAccountIds: false });
  const q = sqlOn(db);
  const port = media.port(body.media);
  const spec = variantSpecOf(body.media, body.variant);
  const accountIds = refs.accounts.map((a) => a.id);
  const indexOf = new Map(refs.accounts.map((a, i) => [a.id, i]));
  const facts: Facts = { existingNames: {}, quotaLeft: {}, createsLeftToday: {}, lowEfficiencyMaterials: {}, materialKinds: refs.materialKinds, materialProblems: {}, accountNames: {}, packNames: refs.packNames, materialNames: refs.materialNames };
  refs.accounts.forEach((a, i) => {
    facts.existingNames[i] = {};
    facts.accountNames[i] = a.name;
    facts.lowEfficiencyMaterials[i] = [];
  });
  // Whether a file fits is the media's, not the account's: answered with or without accounts (the 素材组 picker asks so).
  const limits = port.limits.material;
  for (const m of await visibleMaterialFacts(db, session, Object.keys(refs.materialNames).map(Number))) {
    const refusal = materialRefusal(body.media, limits, m);
    if (refusal) facts.materialProblems[m.id] = refusal;
  }
  if (accountIds.length === 0) return facts;

  const levels = spec ? spec.levels.map((l) => l.level as string) : null;
  let names = q.selectFrom('delivery_objects').select(['account_id', 'level', 'name']).distinct().where('account_id', 'in', accountIds).where('media_code', '=', body.media).where('opt_status', '<>', 'deleted');
  if (levels) names = names.where('level', 'in', levels);
  for (const n of await names.orderBy('account_id').orderBy('level').orderBy('name').execute()) {
    const byLevel = facts.existingNames[indexOf.get(n.account_id) as number] as Partial<Record<DeliveryLevel, string[]>>;
    (byLevel[n.level as DeliveryLevel] ??= []).push(n.name);
  }

  // The media counts its quota per delivering level (the variant's, else every one the media has): the fewest left.
  const delivering = (spec ? spec.levels.filter((l) => l.delivers).map((l) => l.level as string) : port.levels.filter((l) => l.delivers).map((l) => l.level as string));
  const enabled = delivering.length
    ? await q
        .selectFrom('delivery_objects')
        .select((eb) => ['account_id', 'level', eb.fn.countAll<number>().as('n')])
        .where('account_id', 'in', accountIds)
        .where('level', 'in', delivering)
        .where('opt_status', '=', 'enabled')
        .groupBy(['account_id', 'level'])
        .execute()
    : [];
  const todayStart = new Date(chinaDayStart(chinaDay(now)));
  const createdToday = await q
    .selectFrom('delivery_objects')
    .select((eb) => ['account_id', eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', accountIds)
    .where('created_at', '>=', todayStart)
    .groupBy('account_id')
    .execute();
  // Without a declared spec the media's daily cap is unknown: the task cap stands in for it.
  const perDay = spec?.createsPerDay ?? CREATION_TASK_MAX_ADS;
  refs.accounts.forEach((a, i) => {
    const on = Math.max(0, ...delivering.map((level) => Number(enabled.find((e) => e.account_id === a.id && e.level === level)?.n ?? 0)));
    const made = Number(createdToday.find((e) => e.account_id === a.id)?.n ?? 0);
    facts.quotaLeft[i] = Math.max(0, port.limits.deliveryQuota - on);
    facts.createsLeftToday[i] = Math.max(0, perDay - made);
  });

  const materialIds = Object.keys(refs.materialNames).map(Number);
  if (materialIds.length > 0) {
    const labelled = await q
      .selectFrom('material_pushes')
      .select(['material_id', 'media_account_id', 'quality_labels'])
      .where('media_account_id', 'in', accountIds)
      .where('material_id', 'in', materialIds)
      .execute();
    for (const p of labelled) {
      if (!p.quality_labels.some(isLowEfficiencyLabel)) continue;
      const list = facts.lowEfficiencyMaterials[indexOf.get(p.media_account_id) as number] as number[];
      if (!list.includes(Number(p.material_id))) list.push(Number(p.material_id));
    }
    for (const list of Object.values(facts.lowEfficiencyMaterials)) list.sort((a, b) => a - b);
  }
  return facts;
}
