// Downloads of an export's file. The browser downloads by a plain navigation, which cannot send the
// session's Authorization header, so the desk asks for a link with its session (getDeliveryExport,
// exportDeliveryRows) and the link carries a single-use token: 256 random bits, bound to that user and that
// export, valid 5 minutes, stored only as its SHA-256. Issuing and downloading both check that the file is
// still kept (7 days) and that the user still may see every account whose rows it holds (org/account-scope).
import { newToken, tokenHash, CODES, Refusal, userStatus } from '@toufang/server-http';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { accountInScope, accountScopeOfUser } from '@toufang/server-org';
import { DELIVERY_TEXTS } from './texts';

export const DOWNLOAD_PATH = '/files/delivery-export';
/** A link works this long after it was issued, and once. */
export const DOWNLOAD_TOKEN_LIFETIME_MS = 5 * 60_000;
/** A written file is kept this long; then it must be exported again. */
export const EXPORT_KEEP_MS = 7 * 24 * 3_600_000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of an export the download rules read. */
export interface ExportFileRow {
  id: number;
  customer_id: number;
  user_id: number;
  state: 'queued' | 'running' | 'ready' | 'failed';
  finished_at: Date | null;
  accounts_recorded: boolean;
}

/**
 * Why a ready file may not be handed to its user now, or null when it may: gone past its keeping period
 * (or written before exports recorded their accounts), or holding an account the user no longer sees.
 */
export async function fileRefusal(db: Queryable, row: ExportFileRow, now: Date): Promise<string | null> {
  if (!row.finished_at || now.getTime() > new Date(row.finished_at).getTime() + EXPORT_KEEP_MS || !row.accounts_recorded) return DELIVERY_TEXTS.EXPORT_EXPIRED;
  const scope = await accountScopeOfUser(db, row.user_id);
  if (!scope || scope.customerId !== row.customer_id) return DELIVERY_TEXTS.EXPORT_NOT_VISIBLE;
  // An account deleted since counts as one the user no longer sees (no row in media_accounts).
  const hidden = await sqlOn(db)
    .selectFrom('delivery_export_accounts as e')
    .leftJoin('media_accounts as a', 'a.id', 'e.account_id')
    .select('e.account_id')
    .where('e.export_id', '=', row.id)
    .where((eb) => eb.or([eb('a.id', 'is', null), eb.not(accountInScope(scope, 'a'))]))
    .limit(1)
    .executeTakeFirst();
  return hidden ? DELIVERY_TEXTS.EXPORT_NOT_VISIBLE : null;
}

/** Records the accounts whose rows a file holds (the download's scope check reads them). */
export async function recordExportAccounts(db: Queryable, exportId: number, accountIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(accountIds)];
  const q = sqlOn(db);
  for (let i = 0; i < ids.length; i += 500) {
    await q
      .insertInto('delivery_export_accounts')
      .values(ids.slice(i, i + 500).map((account_id) => ({ export_id: exportId, account_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await q.updateTable('delivery_exports').set({ accounts_recorded: true }).where('id', '=', exportId).execute();
}

/** Issues a link to the file of `exportId` for its user: a new single-use token (expired ones are swept). */
export async function issueDownload(db: Db, exportId: number, userId: number, now: Date): Promise<{ url: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_TOKEN_LIFETIME_MS);
  const q = sqlOn(db);
  await q.deleteFrom('delivery_export_tokens').where('expires_at', '<', now).execute();
  await q.insertInto('delivery_export_tokens').values({ token_hash: tokenHash(token), export_id: exportId, user_id: userId, expires_at: expiresAt }).execute();
  return { url: `${DOWNLOAD_PATH}?exportId=${exportId}&token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The file a link names: its token is used up by this call, whatever the answer. */
export async function downloadFile(db: Db, exportId: number, token: string, now: Date): Promise<{ fileName: string; content: Buffer }> {
  // A link is opened by the browser, not the desk's client: the refusal carries the HTTP status too.
  const gone = (message: string) => new Refusal(CODES.NOT_FOUND, message, 404);
  const q = sqlOn(db);
  const used = await q
    .deleteFrom('delivery_export_tokens')
    .where('token_hash', '=', tokenHash(token))
    .returning(['export_id', 'user_id', 'expires_at'])
    .executeTakeFirst();
  if (!used || used.export_id !== exportId || new Date(used.expires_at).getTime() <= now.getTime()) throw gone(DELIVERY_TEXTS.DOWNLOAD_INVALID);
  const row = await q
    .selectFrom('delivery_exports')
    .select(['id', 'customer_id', 'user_id', 'state', 'finished_at', 'accounts_recorded', 'file_name', 'content'])
    .where('id', '=', used.export_id)
    .where('user_id', '=', used.user_id)
    .executeTakeFirst();
  if (!row || row.state !== 'ready' || !row.content) throw gone(DELIVERY_TEXTS.DOWNLOAD_INVALID);
  // A user disabled or expired since the link was issued downloads nothing more.
  const user = await q.selectFrom('users').select(['disabled_at', 'start_time', 'expire_time']).where('id', '=', row.user_id).executeTakeFirst();
  if (!user || userStatus(user, now) !== 'enabled') throw gone(DELIVERY_TEXTS.DOWNLOAD_INVALID);
  const refusal = await fileRefusal(db, row, now);
  if (refusal === DELIVERY_TEXTS.EXPORT_EXPIRED) throw gone(refusal);
  if (refusal) throw new Refusal(CODES.FORBIDDEN, refusal, 403);
  return { fileName: row.file_name, content: Buffer.from(row.content) };
}
