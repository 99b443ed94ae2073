// Uploading media accounts: the rows of a .xlsx (read with exceljs) or .csv file with the template's
// columns 账户ID, 账户名称, 备注, checked row by row, then bound through the company's authorisations. An
// upload binds accounts an authorisation already covers; it never grants access by itself.
import ExcelJS from 'exceljs';
import type { MediaCode } from '@toufang/domain';
import { badRequest } from '../contract/envelope';
import { sqlOn } from '../db/kysely';
import { bindAccounts, type AccountContext, type BindEntry } from './accounts';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, UPLOAD_COLUMNS } from './texts';

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

/**
 * Parses CSV text: commas, CRLF or LF, double-quoted fields with "" inside. Written by hand: the grammar
 * is these few rules, and the template has three columns.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function parseXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer; a Node Buffer is one.
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = UPLOAD_COLUMNS.map((_, c) => row.getCell(c + 1).text ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The data rows of an upload; throws a Chinese refusal when the file cannot be read as the template. */
export async function readUpload(fileName: string, base64: string): Promise<UploadRow[]> {
  const content = Buffer.from(base64, 'base64');
  let table: string[][];
  try {
    table = /\.xlsx$/i.test(fileName) ? await parseXlsx(content) : parseCsv(content.toString('utf8'));
  } catch {
    throw badRequest(ACCOUNT_TEXTS.UPLOAD_UNREADABLE);
  }
  const header = (table[0] ?? []).map((h) => h.trim());
  if (UPLOAD_COLUMNS.some((column, i) => header[i] !== column)) throw badRequest(ACCOUNT_TEXTS.UPLOAD_NO_HEADER);
  const rows = table
    .slice(1)
    .map((cells, i) => ({ row: i + 2, accountId: (cells[0] ?? '').trim(), accountName: (cells[1] ?? '').trim(), remark: (cells[2] ?? '').trim() }))
    .filter((r) => r.accountId !== '' || r.accountName !== '' || r.remark !== '');
  if (rows.length === 0) throw badRequest(ACCOUNT_TEXTS.UPLOAD_EMPTY);
  if (rows.length > ACCOUNT_LIMITS.UPLOAD_ROWS_MAX) throw badRequest(ACCOUNT_TEXTS.UPLOAD_TOO_MANY);
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
