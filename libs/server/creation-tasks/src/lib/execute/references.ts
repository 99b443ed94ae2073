// A row's references in the account's own ids (docs/design/creation.md §4): the targeting pack where the account
// holds it (its own, a copy pushed before, the account's own pack of the same name, or pushed now from the pack's account under the same authorisation),
// the materials through the asset library's push (materialsInAccount: reused, or pushed and recorded), the titles
// as typed. Answers are kept for the run, so rows sharing a pack or a material ask once.
import type { CreationRow, CreationTemplateBody, MediaCode } from '@toufang/domain';
import { recordAuditBatch } from '@toufang/server-audit';
import { materialsInAccount, visibleMaterialFacts } from '@toufang/server-assets';
import { sqlOn } from '@toufang/server-db';
import { storeProperties } from '@toufang/server-properties';
import type { SessionUser } from '@toufang/server-http';
import { isMediaError, type MediaProperty, type PropertyValues } from '@toufang/server-media';
import { CREATION_TASK_TEXTS } from '../texts';
import type { AccountLane, WaveJob } from './types';

export type RowRefs = { ok: true; ids: { targetingId?: string; materialIds?: string[]; titles?: string[] } } | { ok: false; reason: string };

type Answer = { ok: true; id: string } | { ok: false; reason: string };

/** A row's titles as typed (its title groups' titles in order). */
export function titlesOfRow(body: CreationTemplateBody, row: CreationRow): string[] {
  return (row.titleGroups ?? []).flatMap((i) => body.titles.groups[i]?.titles ?? []);
}

export class ReferenceResolver {
  private readonly packs = new Map<number, Promise<Answer>>();
  private readonly materials = new Map<number, Answer>();

  constructor(
    private readonly job: WaveJob,
    private readonly task: { id: number; customerId: number; createdBy: number; media: MediaCode },
    private readonly account: AccountLane,
    private readonly body: CreationTemplateBody,
  ) {}

  async of(row: CreationRow): Promise<RowRefs> {
    const ids: { targetingId?: string; materialIds?: string[]; titles?: string[] } = {};
    const packIndex = row.targeting?.[0];
    const pack = packIndex === undefined ? undefined : this.body.targeting.packs[packIndex];
    if (pack) {
      let answer = this.packs.get(pack.propertyId);
      if (!answer) this.packs.set(pack.propertyId, (answer = this.packInAccount(pack.propertyId, pack.name)));
      const a = await answer;
      if (!a.ok) return a;
      ids.targetingId = a.id;
    }
    const groups = (row.materialGroups ?? []).map((i) => this.body.materials.groups[i]).filter((g) => g !== undefined);
    const materialIds = [...new Set(groups.flatMap((g) => g.materialIds))];
    if (materialIds.length > 0) {
      await this.pushMaterials(materialIds.filter((id) => !this.materials.has(id)));
      const answers = materialIds.map((id) => this.materials.get(id)!);
      const refused = answers.find((a): a is Extract<Answer, { ok: false }> => !a.ok);
      if (refused) return refused;
      ids.materialIds = answers.map((a) => (a as Extract<Answer, { ok: true }>).id);
    }
    const titles = titlesOfRow(this.body, row);
    if (titles.length > 0) ids.titles = titles;
    return { ok: true, ids };
  }

  private async pushMaterials(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const { job, task, account } = this;
    // The submission checked the person's view of the library; the job pushes what the task froze.
    const owner = { customerId: task.customerId, userId: task.createdBy, role: 'ADMIN' } as SessionUser;
    const facts = await visibleMaterialFacts(job.db, owner, ids);
    const factOf = new Map(facts.map((f) => [f.id, f]));
    for (const id of ids) if (!factOf.has(id)) this.materials.set(id, { ok: false, reason: CREATION_TASK_TEXTS.MATERIAL_GONE(id) });
    if (facts.length === 0) return;
    const answers = await materialsInAccount(
      job.server,
      owner,
      job.requestedBy,
      { id: account.accountId, media: task.media, advertiserId: account.advertiserId, name: account.name, authorizationId: account.authorizationId! },
      facts,
      job.now(),
    );
    for (const a of answers) {
      this.materials.set(a.materialId, a.ok ? { ok: true, id: a.mediaMaterialId } : { ok: false, reason: CREATION_TASK_TEXTS.MATERIAL_REFUSED(factOf.get(a.materialId)?.name ?? String(a.materialId), a.reason) });
    }
  }

  private async packInAccount(propertyId: number, name: string): Promise<Answer> {
    const { job, task, account } = this;
    const q = sqlOn(job.db);
    const pack = await q
      .selectFrom('media_properties as p')
      .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'p.account_id', 'p.property_type', 'p.media_property_id', 'p.parent_media_id', 'p.name', 'p.values', 'p.summary', 'p.status_text', 'p.lifecycle', 'p.size', 'a.account_id as advertiser_id', 'a.authorization_id'])
      .where('p.id', '=', String(propertyId))
      .where('p.customer_id', '=', task.customerId)
      .where('p.state', '<>', 'deleted')
      .executeTakeFirst();
    if (!pack) return { ok: false, reason: CREATION_TASK_TEXTS.PACK_GONE(name) };
    if (pack.account_id === account.accountId) return { ok: true, id: pack.media_property_id };
    const copied = await q
      .selectFrom('property_push_items')
      .select('media_property_id')
      .where('property_id', '=', String(propertyId))
      .where('account_id', '=', account.accountId)
      .where('ok', '=', true)
      .where('media_property_id', 'is not', null)
      .orderBy('run_id', 'desc')
      .executeTakeFirst();
    if (copied?.media_property_id) return { ok: true, id: copied.media_property_id };
    // The account keeps a pack of that name already (packs are named alike across a company's accounts, and a
    // media refuses a second of the same name): the account's own is the one this targeting means there.
    const namesake = await q
      .selectFrom('media_properties')
      .select('media_property_id')
      .where('customer_id', '=', task.customerId)
      .where('account_id', '=', account.accountId)
      .where('property_type', '=', pack.property_type)
      .where('name', '=', pack.name)
      .where('state', '<>', 'deleted')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (namesake) return { ok: true, id: namesake.media_property_id };
    if (pack.authorization_id === null) return { ok: false, reason: CREATION_TASK_TEXTS.PACK_NOT_IN_ACCOUNT(name) };
    // Pushed now from the pack's account (the media answers the copy it already has for a repeated push).
    const gateway = job.server.media.gateway(task.media, pack.authorization_id);
    let answer: Answer;
    try {
      const [outcome] = await gateway.pushProperties({ type: pack.property_type, advertiserId: pack.advertiser_id, ids: [pack.media_property_id], targetAdvertiserIds: [account.advertiserId] });
      answer = outcome?.ok ? { ok: true, id: outcome.propertyId } : { ok: false, reason: `${CREATION_TASK_TEXTS.PACK_NOT_IN_ACCOUNT(name)}${outcome ? `（${outcome.reason}）` : ''}` };
    } catch (error) {
      if (!isMediaError(error)) throw error;
      answer = { ok: false, reason: `${CREATION_TASK_TEXTS.PACK_NOT_IN_ACCOUNT(name)}（${error.message}）` };
    }
    if (answer.ok) await this.keepCopy(pack, answer.id, name);
    await recordAuditBatch(job.db, [
      {
        companyId: task.customerId,
        actor: job.requestedBy,
        jobId: job.jobId,
        at: job.now(),
        media: task.media,
        account: { id: account.advertiserId, name: account.name },
        object: { level: pack.property_type, id: answer.ok ? answer.id : pack.media_property_id, name },
        action: `property.${pack.property_type}.push`,
        actionName: '推送定向包',
        before: null,
        after: { sourceId: pack.media_property_id, sourceAccount: pack.advertiser_id, copyId: answer.ok ? answer.id : null },
        answer: answer.ok ? { outcome: 'ok' } : { outcome: 'refused', message: answer.reason },
      },
    ]);
    return answer;
  }

  /**
   * The pushed copy in the desk's pack list at once (the next property sync reconciles it), and recorded as a
   * push of the task's submitter (a finished push run of one item, no job), so the next task finds it among the
   * account's copies instead of pushing again. One transaction: both or neither.
   */
  private async keepCopy(pack: PackSource, copyId: string, name: string): Promise<void> {
    const { job, task, account } = this;
    const at = job.now();
    const review = job.server.media.port(task.media).properties.find((p) => p.type === pack.property_type)?.review ? 'reviewing' : null;
    await job.db.transaction(async (tx) => {
      await storeProperties(tx, { id: account.accountId, customerId: task.customerId, media: task.media, advertiserId: account.advertiserId, name: account.name }, [
        {
          id: copyId,
          type: pack.property_type,
          advertiserId: account.advertiserId,
          parentId: pack.parent_media_id,
          name: pack.name,
          values: pack.values,
          state: 'enabled',
          review,
          rejectReason: null,
          statusText: review === 'reviewing' ? CREATION_TASK_TEXTS.PACK_COPY_REVIEWING : pack.status_text,
          lifecycle: pack.lifecycle,
          size: pack.size === null ? null : Number(pack.size),
          summary: pack.summary,
          sourceId: pack.media_property_id,
          createdAt: at.toISOString(),
          modifiedAt: at.toISOString(),
        },
      ], at);
      const t = sqlOn(tx);
      const run = await t
        .insertInto('property_push_runs')
        .values({ customer_id: task.customerId, user_id: task.createdBy, media_code: task.media, property_type: pack.property_type, state: 'running', total: 1, job_id: null, created_at: at, finished_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A run starts running (the table's insert states); this one is done when written.
      await t.updateTable('property_push_runs').set({ state: 'done', finished_at: at }).where('id', '=', run.id).execute();
      await t
        .insertInto('property_push_items')
        .values({ run_id: run.id, seq: 1, property_id: pack.id, property_name: name, account_id: account.accountId, account_name: account.name, advertiser_id: account.advertiserId, ok: true, media_property_id: copyId, reason: null, sent_at: at })
        .execute();
    });
  }
}

/** The pack as the desk holds it in its own account (what a copy carries). */
type PackSource = {
  id: string | number;
  property_type: string;
  media_property_id: string;
  parent_media_id: string | null;
  name: string;
  values: PropertyValues;
  summary: Readonly<Record<string, string>>;
  status_text: string;
  lifecycle: MediaProperty['lifecycle'];
  size: string | number | null;
};
