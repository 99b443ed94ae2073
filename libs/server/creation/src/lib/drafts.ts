// The editor's draft (issue 22: "A draft is saved as the person types"): one per person and key, `template:{id}`
// for a template being edited or `new:{media}:{variant}` for a new one. A draft is the person's own: nobody else
// reads it, and it is not checked (the save and the submission check what they keep). Not audited: it changes
// nothing anyone else sees, and the editor saves it every few seconds (docs/decisions.md, Issue 22).
import type { components } from '@toufang/api/contract';
import { formatChinaTime, type CreationTemplateBody } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { templateVisible } from './templates';
import { CREATION_TEXTS as T, notFound } from './texts';

type Draft = components['schemas']['CreationDraft'];
type SaveRequest = components['schemas']['CreationDraftSaveRequest'];

export async function getDraft(db: Queryable, session: SessionUser, key: string): Promise<Draft | null> {
  const row = await sqlOn(db).selectFrom('creation_drafts').select(['key', 'name', 'body', 'saved_at']).where('user_id', '=', session.userId).where('key', '=', key).executeTakeFirst();
  return row ? { key: row.key, name: row.name, body: row.body, savedAt: formatChinaTime(row.saved_at) } : null;
}

export async function saveDraft(db: Queryable, session: SessionUser, request: SaveRequest, now: Date): Promise<Draft> {
  const templateId = /^template:(\d+)$/.exec(request.key)?.[1];
  if (templateId !== undefined && !(await templateVisible(db, session, Number(templateId)))) throw notFound(T.DRAFT_TEMPLATE_NOT_FOUND);
  const body = request.body as CreationTemplateBody;
  const name = request.name?.trim() ?? '';
  await sqlOn(db)
    .insertInto('creation_drafts')
    .values({ user_id: session.userId, key: request.key, name, body: JSON.stringify(body), saved_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ name, body: JSON.stringify(body), saved_at: now }))
    .execute();
  return { key: request.key, name, body, savedAt: formatChinaTime(now) };
}

export async function removeDraft(db: Queryable, session: SessionUser, key: string): Promise<void> {
  await sqlOn(db).deleteFrom('creation_drafts').where('user_id', '=', session.userId).where('key', '=', key).execute();
}
