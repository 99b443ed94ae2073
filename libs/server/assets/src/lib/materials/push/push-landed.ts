// Where a pushed material landed (material_pushes): written the same way by the material.push job and by a
// push made within another write (a property's material field, push-now.ts), so the library's 推送记录, its
// review read-through and the next write's reuse see both alike.
import { sqlOn, type Queryable } from '@toufang/server-db';

export interface LandedPush {
  materialId: number | string;
  /** The desk's id of the media account. */
  accountId: number;
  media: string;
  mediaMaterialId: string;
  pushedBy: number;
  at: Date;
}

/** Records (or moves) a material's push to an account; the media's review starts again from 审核中. */
export async function recordLandedPush(q: Queryable, push: LandedPush): Promise<void> {
  await sqlOn(q)
    .insertInto('material_pushes')
    .values({
      material_id: push.materialId,
      media_account_id: push.accountId,
      media_code: push.media,
      media_material_id: push.mediaMaterialId,
      review_state: 'reviewing',
      reject_reason: null,
      quality_labels: [],
      pushed_by: push.pushedBy,
      pushed_at: push.at,
      checked_at: push.at,
    })
    .onConflict((oc) => oc.columns(['material_id', 'media_account_id']).doUpdateSet({ media_material_id: push.mediaMaterialId, pushed_by: push.pushedBy, pushed_at: push.at }))
    .execute();
}
