// 一键优化 (docs/design/tools.md §7): one finding's fix, found again by diagnosing its object now (the browser
// names the finding, never the value), sent through the delivery tables' edit path: planEdit checks the media's
// limits before any call and a refusal comes back in the media's words with nothing sent; otherwise the fix is a
// row of diagnosis_fixes and a delivery edit whose origin is that row, audited and undone like any edit.
import type { components } from '@toufang/api/contract';
import type { DeliveryLevel } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { createEdit, planEdit, refusedStart } from '@toufang/server-delivery';
import { sqlOn } from '@toufang/server-db';
import { diagnose, type DiagnosisCallContext } from './diagnose';
import { conflict, DIAGNOSIS_SERVER_TEXTS as T } from './texts';

type Schemas = components['schemas'];

export async function applyFix(ctx: DiagnosisCallContext, request: Schemas['DiagnosisApplyRequest']): Promise<Schemas['DeliveryEditStart']> {
  const { result, findings } = await diagnose(ctx, { accountId: request.accountId, level: request.level, objectId: request.objectId });
  const finding = findings.find((f) => f.code === request.code && f.objectId === request.objectId);
  const fix = finding?.fix;
  if (!finding || !fix || fix.kind !== 'edit' || fix.field === null) throw conflict(T.FINDING_GONE);
  const scope = { customerId: ctx.session.customerId, userId: ctx.session.userId, role: ctx.session.role };
  const edit = { media: result.media, level: request.level as DeliveryLevel, field: fix.field, items: [{ id: request.objectId, value: fix.after }] };
  const plan = await planEdit(ctx.server, scope, edit, ctx.now);
  if (!plan.ok) return refusedStart(plan.refusals);
  const actor = await actorOf(ctx.server.db, ctx.session);
  const editId = await ctx.server.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const row = await q
      .insertInto('diagnosis_fixes')
      .values({
        company_id: ctx.session.customerId,
        user_id: ctx.session.userId,
        media: result.media,
        account_id: result.accountId,
        level: request.level,
        object_id: request.objectId,
        finding_code: finding.code,
        at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await createEdit(tx, scope, actor, edit, plan.items, ctx.now, { origin: { kind: 'diagnosis', id: row.id } });
    await q.updateTable('diagnosis_fixes').set({ edit_id: id }).where('id', '=', row.id).execute();
    return id;
  });
  return { state: 'queued', editId, message: null, refusals: [] };
}
