// Uploading media accounts: the rows of a .xlsx (read by xlsx-read.ts) or .csv file with the template's
// columns 账户ID, 账户名称, 备注, checked row by row, then bound through the company's authorisations. An
// upload binds accounts an authorisation already covers; it never grants access by itself.
import type { MediaCode } from '@toufang/domain';
import { badRequest } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import { bindAccounts, type BindEntry } from './account-bind';
import { type AccountContext } from './accounts';
import { CsvParser } from './csv';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, UPLOAD_COLUMNS } from './texts';
import { readFirstSheet, UploadUnreadable, type SheetRow } from './xlsx-read';

export { parseCsv } from './csv';

/** One data row of the file: its number in the file (the header is row 1) and its cells. */
export interface UploadRow {
  row: number;
  accountId: string;
  accountName: string;
  remark: string;
}

export interface UploadError {
  row: number;
  accountId: string;
  message: string;
}

/** Characters of CSV parsed per event-loop turn. */
const CSV_SLICE = 16 * 1024;

const isBlank = (cells: string[]) => cells.slice(0, UPLOAD_COLUMNS.length).every((c) => (c ?? '').trim() === '');

/** The CSV's rows, a slice per turn, until the data rows break the limit by one. */
async function readCsv(text: string, limit: number): Promise<SheetRow[]> {
  const parser = new CsvParser();
  let dataRows = 0;
  let counted = 0;
  for (let at = 0; at < text.length && dataRows <= limit; at += CSV_SLICE) {
    parser.push(text.slice(at, at + CSV_SLICE));
    for (; counted < parser.rows.length; counted++) if (counted > 0 && !isBlank(parser.rows[counted])) dataRows += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (dataRows <= limit) parser.end();
  return parser.rows.map((cells, i) => ({ row: i + 1, cells }));
}

const REFUSALS = { unreadable: ACCOUNT_TEXTS.UPLOAD_UNREADABLE, tooLarge: ACCOUNT_TEXTS.UPLOAD_TOO_LARGE } as const;

/**
 * The data rows of an upload; throws a Chinese refusal when the file cannot be read as the template. Reading
 * stops at the row past the limit and never holds the event loop for more than a chunk (xlsx-read.ts).
 */
export async function readUpload(fileName: string, base64: string): Promise<UploadRow[]> {
  const content = Buffer.from(base64, 'base64');
  const limit = ACCOUNT_LIMITS.UPLOAD_ROWS_MAX;
  let table: SheetRow[];
  try {
    table = /\.xlsx$/i.test(fileName)
      ? (await readFirstSheet(content, UPLOAD_COLUMNS.length, limit)).rows
      : await readCsv(content.toString('utf8'), limit);
  } catch (error) {
    throw badRequest(REFUSALS[error instanceof UploadUnreadable ? error.reason : 'unreadable']);
  }
  const header = (table.find((r) => r.row === 1)?.cells ?? []).map((h) => (h ?? '').trim());
  if (UPLOAD_COLUMNS.some((column, i) => header[i] !== column)) throw badRequest(ACCOUNT_TEXTS.UPLOAD_NO_HEADER);
  const rows = table
    .filter((r) => r.row > 1)
    .map(({ row, cells }) => ({ row, accountId: (cells[0] ?? '').trim(), accountName: (cells[1] ?? '').trim(), remark: (cells[2] ?? '').trim() }))
    .filter((r) => r.accountId !== '' || r.accountName !== '' || r.remark !== '');
  if (rows.length === 0) throw badRequest(ACCOUNT_TEXTS.UPLOAD_EMPTY);
  if (rows.length > limit) throw badRequest(ACCOUNT_TEXTS.UPLOAD_TOO_MANY);
  return rows;
}

/** Field limits of a row: the same as updateMediaAccount's (openapi/components/media-account.yaml). */
const NAME_MAX = 100;
const REMARK_MAX = 200;

export async function uploadMediaAccounts(ctx: AccountContext, input: { mediaCode: MediaCode; fileName: string; content: string }) {
  const rows = await readUpload(input.fileName, input.content);
  const errors: UploadError[] = [];
  const fail = (row: UploadRow, message: string) => errors.push({ row: row.row, accountId: row.accountId, message });

  const authorizations = await sqlOn(ctx.db)
    .selectFrom('media_authorizations')
    .select(['id', 'advertiser_ids'])
    .where('customer_id', '=', ctx.session.customerId)
    .where('media_code', '=', input.mediaCode)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Set<string>();
  const byAuthorization = new Map<number, { row: UploadRow; entry: BindEntry }[]>();
  for (const row of rows) {
    if (row.accountId === '') fail(row, ACCOUNT_TEXTS.UPLOAD_ID_MISSING);
    else if (seen.has(row.accountId)) fail(row, ACCOUNT_TEXTS.UPLOAD_ID_DUPLICATE);
    else if ([...row.accountName].length > NAME_MAX) fail(row, ACCOUNT_TEXTS.UPLOAD_NAME_TOO_LONG);
    else if ([...row.remark].length > REMARK_MAX) fail(row, ACCOUNT_TEXTS.UPLOAD_REMARK_TOO_LONG);
    else {
      seen.add(row.accountId);
      // The newest active authorisation that covers the account.
      const auth = authorizations.find((a) => a.advertiser_ids.includes(row.accountId));
      if (!auth) fail(row, ACCOUNT_TEXTS.UPLOAD_NOT_AUTHORIZED);
      else {
        const entry: BindEntry = { advertiserId: row.accountId, ...(row.accountName ? { name: row.accountName } : {}), ...(row.remark ? { remark: row.remark } : {}) };
        byAuthorization.set(auth.id, [...(byAuthorization.get(auth.id) ?? []), { row, entry }]);
      }
    }
  }

  let imported = 0;
  for (const [authorizationId, items] of byAuthorization) {
    const outcomes = await bindAccounts(ctx, authorizationId, items.map((i) => i.entry));
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.result === 'otherCompany') fail(items[i].row, ACCOUNT_TEXTS.UPLOAD_OTHER_COMPANY);
      else imported += 1;
    }
  }
  errors.sort((x, y) => x.row - y.row);
  const status = errors.length === 0 ? 'succeed' : imported > 0 ? 'portionSucceed' : 'error';
  return { status, imported, errors } as const;
}
