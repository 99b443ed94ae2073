// The demo company's review queue on a fresh desk (issue 20, "Data on a fresh desk"): the older materials
// decided (通过, some 驳回 with a reason) by the design manager and the manager, the newest waiting (待审核), a
// few comments between the designers and their manager, and one live share link of the design manager's
// for a client to look at the waiting ones (it shows in the 分享 dialog's list of 素材审核).
// It runs after the demo materials (context/build.ts), once, on the start that seeded.
import { newShareToken } from '@toufang/server-assets';
import { sqlOn, type Db } from '@toufang/server-db';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_COMPANY = 1;
/** The newest share of the library still waits for review (at least a few, so a small desk has some). */
const PENDING_SHARE = 0.15;
const PENDING_AT_LEAST = 3;
/** Every so many decided materials is 驳回. */
const REJECT_EVERY = 5;
const REJECT_REASONS = ['画面中的字体未获授权，请更换为思源黑体', '开头三秒没有产品露出', '价格信息与落地页不一致', '画面偏暗，主体不够清晰', '含有绝对化用语「最」'];
const COMMENTS: readonly [string, string][] = [
  ['designmanager', '整体不错，标题字号可以再大一点'],
  ['designer', '已调整，换成了 48 号字'],
  ['manager', '这条投头条的信息流，记得做竖版'],
  ['designmanager', '背景色和品牌色有差异，麻烦对一下色卡'],
  ['designer', '收到，下午改完重新上传'],
];
/** The live share link's materials (the newest waiting ones) and its guest. */
const SHARE = { count: 4, guestName: '品牌方 王总', days: 7 };

export async function seedMaterialReview(db: Db, now = new Date()): Promise<{ decided: number; shareToken: string | null }> {
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const users = await q.selectFrom('users').select(['id', 'username', 'display_name']).where('customer_id', '=', DEMO_COMPANY).where('username', 'in', ['designmanager', 'manager', 'designer']).execute();
    const user = (name: string) => users.find((u) => u.username === name);
    const deciders = [user('designmanager'), user('manager')].filter((u) => u !== undefined);
    if (deciders.length === 0) return { decided: 0, shareToken: null };
    const materials = await q.selectFrom('materials').select(['id', 'created_at']).where('customer_id', '=', DEMO_COMPANY).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const waiting = Math.max(PENDING_AT_LEAST, Math.round(materials.length * PENDING_SHARE));
    const pending = materials.slice(0, waiting);
    const older = materials.slice(waiting);

    let decided = 0;
    for (const [index, material] of older.entries()) {
      const decider = deciders[index % deciders.length];
      const rejected = index % REJECT_EVERY === 2;
      const reason = rejected ? REJECT_REASONS[index % REJECT_REASONS.length] : null;
      // A few hours after upload (never in the future).
      const at = new Date(Math.min(material.created_at.getTime() + (2 + (index % 20)) * 3_600_000, now.getTime() - 60_000));
      const row = { material_id: material.id, customer_id: DEMO_COMPANY, state: rejected ? ('rejected' as const) : ('approved' as const), reason, decided_by: decider.id, decider_name: decider.display_name, share_id: null };
      await q.insertInto('material_reviews').values({ ...row, decided_at: at }).execute();
      await q.insertInto('material_review_events').values({ ...row, created_at: at }).execute();
      decided += 1;
    }

    // A conversation on a few of the materials, waiting and decided.
    const talkedAbout = [...pending.slice(0, 2), ...older.slice(0, 3)];
    for (const [index, material] of talkedAbout.entries()) {
      for (const [k, [username, body]] of COMMENTS.slice(index % 2, (index % 2) + 2 + (index % 3)).entries()) {
        const author = user(username);
        if (!author) continue;
        const at = new Date(Math.min(material.created_at.getTime() + (k + 1) * 3_600_000, now.getTime() - (talkedAbout.length - index) * 60_000));
        await q.insertInto('material_review_comments').values({ material_id: material.id, customer_id: DEMO_COMPANY, author_id: author.id, author_name: author.display_name, body, created_at: at }).execute();
      }
    }

    const sharer = user('designmanager');
    const shared = pending.slice(0, SHARE.count);
    if (!sharer || shared.length === 0) return { decided, shareToken: null };
    const token = newShareToken();
    const link = await q
      .insertInto('material_review_shares')
      .values({ customer_id: DEMO_COMPANY, token, guest_name: SHARE.guestName, rights: 'approve', password_hash: null, expires_at: new Date(now.getTime() + SHARE.days * DAY_MS), created_by: sharer.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q.insertInto('material_review_share_items').values(shared.map((m) => ({ share_id: link.id, material_id: m.id }))).execute();
    return { decided, shareToken: token };
  });
}
