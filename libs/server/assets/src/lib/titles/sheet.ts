// 标题's spreadsheets: the import (the template's columns 标题, 标签; row by row, good rows added, bad rows
// listed with why), the template, and the export of the filtered titles with their figures. The upload is read
// with the accounts' bounded .xlsx reader (it never inflates more than its budget); exceljs writes.
import type { components } from '@toufang/api/contract';
import { MEDIA_DISPLAY_NAMES, normalizeTitle, titleProblem, TITLE_LIMITS, type MediaCode } from '@toufang/domain';
import { readFirstSheet, UploadUnreadable } from '@toufang/server-accounts';
import { actorOf } from '@toufang/server-audit';
import { sqlOn, type Db } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import ExcelJS from 'exceljs';
import { storeTitles, type TitleEntry } from './edits';
import type { Title } from './records';
import { TITLE_TEXTS } from './texts';

type ImportRequest = components['schemas']['TitleImportRequest'];
type ImportResult = components['schemas']['TitleImportResult'];
type ImportError = components['schemas']['TitleImportError'];
type TitleFile = components['schemas']['TitleFile'];

export const IMPORT_COLUMNS = ['标题', '标签'] as const;
/** Titles in one export. */
export const EXPORT_MAX_ROWS = 20_000;
/** Label names in the 标签 cell are separated by any of these. */
const LABEL_SEPARATORS = /[,，、;；|]/;

/** The rows of an upload as (row, title, label names); throws a Chinese refusal for a file that is not the template. */
export async function readTitleRows(base64: string): Promise<{ row: number; text: string; labels: string[] }[]> {
  let rows;
  try {
    rows = (await readFirstSheet(Buffer.from(base64, 'base64'), IMPORT_COLUMNS.length, TITLE_LIMITS.IMPORT_ROWS)).rows;
  } catch (error) {
    throw badRequest(error instanceof UploadUnreadable && error.reason === 'tooLarge' ? TITLE_TEXTS.IMPORT_TOO_LARGE : TITLE_TEXTS.IMPORT_UNREADABLE);
  }
  const header = (rows.find((r) => r.row === 1)?.cells ?? []).map((h) => (h ?? '').trim());
  if (header[0] !== IMPORT_COLUMNS[0]) throw badRequest(TITLE_TEXTS.IMPORT_HEADER);
  const data = rows
    .filter((r) => r.row > 1)
    .map((r) => ({
      row: r.row,
      text: r.cells[0] ?? '',
      labels: (r.cells[1] ?? '')
        .split(LABEL_SEPARATORS)
        .map((l) => l.trim())
        .filter(Boolean),
    }))
    .filter((r) => r.text.trim() !== '' || r.labels.length > 0);
  if (data.length === 0) throw badRequest(TITLE_TEXTS.IMPORT_EMPTY);
  if (data.length > TITLE_LIMITS.IMPORT_ROWS) throw badRequest(TITLE_TEXTS.IMPORT_TOO_MANY);
  return data;
}

export async function importTitles(db: Db, session: SessionUser, body: ImportRequest): Promise<ImportResult> {
  const media: MediaCode | null = body.mediaCode ?? null;
  const rows = await readTitleRows(body.content);
  const labels = await sqlOn(db).selectFrom('labels').select(['id', 'name']).where('customer_id', '=', session.customerId).execute();
  const labelId = new Map(labels.map((l) => [l.name, l.id]));
  const errors: ImportError[] = [];
  const entries: TitleEntry[] = [];
  for (const r of rows) {
    const text = normalizeTitle(r.text);
    const problem = titleProblem(r.text, media);
    const unknown = r.labels.find((name) => !labelId.has(name));
    if (problem) errors.push({ row: r.row, text, message: problem });
    else if (unknown !== undefined) errors.push({ row: r.row, text, message: TITLE_TEXTS.UNKNOWN_LABEL(unknown) });
    else if (new Set(r.labels).size > TITLE_LIMITS.LABELS) errors.push({ row: r.row, text, message: TITLE_TEXTS.TOO_MANY_LABELS });
    else entries.push({ line: r.row, text, labelIds: [...new Set(r.labels.flatMap((name) => labelId.get(name) ?? []))] });
  }
  const actor = await actorOf(db, session);
  const { created, duplicates } = await db.transaction((tx) => storeTitles(tx, session, actor, entries, media));
  const firstRow = new Map<string, number>();
  for (const e of entries) if (!firstRow.has(e.text)) firstRow.set(e.text, e.line);
  for (const d of duplicates) {
    errors.push({ row: d.line, text: d.text, message: d.reason === 'exists' ? TITLE_TEXTS.DUPLICATE_EXISTS : TITLE_TEXTS.DUPLICATE_REPEATED(firstRow.get(d.text) ?? d.line) });
  }
  errors.sort((a, b) => a.row - b.row);
  return { status: created.length === 0 ? 'error' : errors.length > 0 ? 'portionSucceed' : 'succeed', imported: created.length, errors };
}

const toFile = async (fileName: string, workbook: ExcelJS.Workbook): Promise<TitleFile> => ({
  fileName,
  content: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
});

/** A cell a spreadsheet would read as a formula is kept as text. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export async function titleTemplate(): Promise<TitleFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('标题');
  sheet.columns = [
    { header: IMPORT_COLUMNS[0], key: 'text', width: 48 },
    { header: IMPORT_COLUMNS[1], key: 'labels', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ text: '{地区}姐妹都在回购的补水面膜', labels: '美妆、限时折扣' });
  sheet.addRow({ text: '9.9元体验英语启蒙课，不满意随时退', labels: '' });
  const notes = workbook.addWorksheet('填写说明');
  for (const line of [
    '每行一个标题，默认 6-30 个字符；导入时选择了媒体的，按该媒体的规则计算长度。',
    '动态词包写成 {地区} 的形式，可用：地区、城市、日期、星期、年龄、性别、手机品牌（以媒体支持为准）。',
    '标签填写标签管理中已有的标签名称，多个用顿号或逗号分隔，可不填。',
    '标题库已有的标题、与前面行重复的标题不会重复导入，会在结果中列出。',
    `一次最多导入 ${TITLE_LIMITS.IMPORT_ROWS} 行。`,
  ])
    notes.addRow([line]);
  notes.getColumn(1).width = 90;
  return toFile('标题导入模板.xlsx', workbook);
}

export async function exportWorkbook(titles: readonly Title[], range: { from: string; to: string }): Promise<TitleFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('标题');
  sheet.columns = [
    { header: '标题', key: 'text', width: 48 },
    { header: '适用媒体', key: 'media', width: 12 },
    { header: '字数', key: 'length', width: 8 },
    { header: '标签', key: 'labels', width: 24 },
    { header: '标题组', key: 'groups', width: 24 },
    { header: `消耗(元) ${range.from}~${range.to}`, key: 'cost', width: 22 },
    { header: '展示数', key: 'show', width: 12 },
    { header: '点击数', key: 'click', width: 12 },
    { header: '点击率(%)', key: 'ctr', width: 12 },
    { header: '转化数', key: 'convert', width: 12 },
    { header: '转化成本(元)', key: 'convertCost', width: 14 },
    { header: '使用广告数', key: 'ads', width: 12 },
    { header: '创建人', key: 'creator', width: 12 },
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const t of titles) {
    sheet.addRow({
      text: safe(t.text),
      media: t.mediaCode ? MEDIA_DISPLAY_NAMES[t.mediaCode] : '通用',
      length: t.length,
      labels: safe(t.labels.map((l) => l.name).join('、')),
      groups: safe(t.groups.map((g) => g.name).join('、')),
      ...t.figures,
      creator: t.creator?.name ?? '',
      createTime: t.createTime,
    });
  }
  return toFile(`标题库_${range.from}_${range.to}.xlsx`, workbook);
}
