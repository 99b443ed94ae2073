import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CsvParser, parseCsv } from './csv';
import { readUpload } from './upload';
import { MARKUP_MAX, XmlRefused, XmlScanner } from './xml-scan';
import { accountRows, emptyCellsRow, workbook, zipFiles } from '../testing/xlsx-fixture';
import { readFirstSheet, UploadUnreadable, XLSX_LIMITS } from './xlsx-read';

const LIMIT = 2_000;
const TOO_MANY = '一次最多上传2000个账户';
const TOO_LARGE = '文件内容过大，请使用模板填写后上传（一次最多2000个账户）';
const UNREADABLE = '文件无法读取，请使用模板填写后上传（.xlsx 或 .csv）';

/** Counts event-loop turns (setImmediate callbacks) while `work` runs: proof that it yields, not how fast it is. */
async function turnsDuring<T>(work: Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work, turns };
  } finally {
    running = false;
  }
}

describe('reading a hostile .xlsx', () => {
  it('stops at the row past the limit and refuses with the limit message', async () => {
    const file = workbook(accountRows(2_500));
    const read = await readFirstSheet(file, 3, LIMIT);
    expect(read.dataRowsRead).toBe(LIMIT + 1);
    expect(read.rows.at(-1)?.row).toBe(LIMIT + 2);
    await expect(readUpload('a.xlsx', file.toString('base64'))).rejects.toThrow(TOO_MANY);
    // Exactly the limit is still read whole.
    expect(await readUpload('a.xlsx', workbook(accountRows(LIMIT)).toString('base64'))).toHaveLength(LIMIT);
  });

  it('refuses a tiny file that inflates past the budget', async () => {
    // 17 MB of blanks between rows in a file of about 20 KB (the bench sends 5,000,000 blank rows).
    const file = workbook(`${' '.repeat(17 * 1024 * 1024)}${accountRows(1)}`);
    expect(file.length).toBeLessThan(100 * 1024);
    const error = await readFirstSheet(file, 3, LIMIT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadUnreadable);
    expect((error as UploadUnreadable).reason).toBe('tooLarge');
    await expect(readUpload('bomb.xlsx', file.toString('base64'))).rejects.toThrow(TOO_LARGE);
  });

  it('reads a sheet a chunk per event-loop turn', async () => {
    // One row of 400,000 empty styled cells: 4 MB inflated, within the budget, nothing to keep.
    const file = workbook(emptyCellsRow(400_000));
    const { result, turns } = await turnsDuring(readFirstSheet(file, 3, LIMIT));
    const chunks = Math.floor(4_000_000 / XLSX_LIMITS.CHUNK_BYTES);
    expect(result.chunks).toBeGreaterThanOrEqual(chunks);
    expect(turns).toBeGreaterThanOrEqual(chunks / 4);
    expect(result.rows).toEqual([{ row: 1, cells: ['账户ID', '账户名称', '备注'] }]);
  });

  it('keeps the first three columns of a row of many', async () => {
    const cells = Array.from({ length: 16_384 }, (_, i) => `<c t="inlineStr"><is><t>${i + 1}</t></is></c>`).join('');
    const read = await readFirstSheet(workbook(`<row r="2">${cells}</row>`), 3, LIMIT);
    expect(read.rows[1]).toEqual({ row: 2, cells: ['1', '2', '3'] });
  });

  it('reads shared strings only up to the last one the rows use, within the same budget', async () => {
    const strings = `<sst>${'<si><t>x</t></si>'.repeat(3)}<si><r><t>甲</t></r><r><t>乙</t></r><rPh><t>ジア</t></rPh></si>${' '.repeat(17 * 1024 * 1024)}<si><t>x</t></si></sst>`;
    const rows = '<row r="2"><c r="A2"><v>42</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" t="b"><v>1</v></c></row>';
    const read = await readFirstSheet(workbook(rows, { sharedStrings: strings }), 3, LIMIT);
    expect(read.rows[1]).toEqual({ row: 2, cells: ['42', '甲乙', 'true'] });
    const bomb = workbook('<row r="2"><c r="A2" t="s"><v>4</v></c></row>', { sharedStrings: strings });
    await expect(readUpload('a.xlsx', bomb.toString('base64'))).rejects.toThrow(TOO_LARGE);
  });

  it('reads stored entries and what exceljs writes (shared strings, rich text, formulas)', async () => {
    const stored = zipFiles(
      {
        'xl/workbook.xml': '<workbook><sheets><sheet r:id="rId9"/></sheets></workbook>',
        'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId9" Target="/xl/worksheets/other.xml"/></Relationships>',
        'xl/worksheets/other.xml': '<worksheet><sheetData><row><c t="inlineStr"><is><t>a &amp; b</t></is></c></row></sheetData></worksheet>',
      },
      { store: true },
    );
    expect((await readFirstSheet(stored, 3, LIMIT)).rows).toEqual([{ row: 1, cells: ['a & b', '', ''] }]);
    const relative = zipFiles({
      'xl/workbook.xml': '<x:workbook><x:sheets><x:sheet r:id="rId1"/></x:sheets></x:workbook>',
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="./worksheets/../worksheets/s.xml"/></Relationships>',
      'xl/worksheets/s.xml': '<x:worksheet><x:sheetData><x:row r="1"><x:c r="B1" t="str"><x:v>公式</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    });
    expect((await readFirstSheet(relative, 3, LIMIT)).rows).toEqual([{ row: 1, cells: ['', '公式', ''] }]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('账户');
    sheet.addRow(['账户ID', '账户名称', '备注']);
    sheet.addRow([{ formula: '1+1', result: 2 }, { richText: [{ text: '甲' }, { text: '乙', font: { bold: true } }] }, '备注']);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    expect(await readUpload('a.xlsx', content)).toEqual([{ row: 2, accountId: '2', accountName: '甲乙', remark: '备注' }]);
  });

  it('refuses what is not an .xlsx it can read', async () => {
    await expect(readUpload('a.xlsx', Buffer.from('PK\u0005\u0006').toString('base64'))).rejects.toThrow(UNREADABLE);
    const noSheet = zipFiles({ 'xl/workbook.xml': '<workbook><sheets/></workbook>' });
    await expect(readUpload('a.xlsx', noSheet.toString('base64'))).rejects.toThrow(UNREADABLE);
    const doctype = zipFiles({ 'xl/workbook.xml': '<!DOCTYPE x [<!ENTITY a "b">]><workbook/>' });
    await expect(readUpload('a.xlsx', doctype.toString('base64'))).rejects.toThrow(UNREADABLE);
  });
});

describe('the XML scanner', () => {
  it('reads entities, CDATA and tags cut anywhere by chunks', () => {
    const doc = '<?xml version="1.0"?><!-- c --><a x="1 > 0" y=\'&lt;\'><b/>t&amp;u&#x4e2d;<![CDATA[<raw>]]></a>';
    for (let cut = 1; cut < doc.length; cut++) {
      const events: string[] = [];
      const scanner = new XmlScanner({
        open: (n, attrs) => events.push(`<${n} ${JSON.stringify(attrs)}>`),
        close: (n) => events.push(`</${n}>`),
        text: (t) => events.push(t),
      });
      scanner.push(doc.slice(0, cut));
      scanner.push(doc.slice(cut));
      scanner.end();
      expect(events.join('')).toBe('<a {"x":"1 > 0","y":"<"}><b {}></b>t&u中<raw></a>');
    }
  });

  it('refuses a tag longer than it will rescan', () => {
    const scanner = new XmlScanner({});
    expect(() => scanner.push(`<a b="${'x'.repeat(MARKUP_MAX)}`)).toThrow(XmlRefused);
  });
});

describe('the CSV parser', () => {
  it('parses a text cut anywhere as it parses the whole', () => {
    const text = '\uFEFFa,b\r\n"1,""2""",x\r\n"q"\n';
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new CsvParser();
      parser.push(text.slice(0, cut));
      parser.push(text.slice(cut));
      expect(parser.end()).toEqual(parseCsv(text));
    }
    expect(parseCsv(text)).toEqual([['a', 'b'], ['1,"2"', 'x'], ['q']]);
  });

  it('stops a CSV at the row past the limit', async () => {
    const lines = ['账户ID,账户名称,备注', ...Array.from({ length: 2_500 }, (_, i) => `${i},名,`)].join('\n');
    await expect(readUpload('a.csv', Buffer.from(lines).toString('base64'))).rejects.toThrow(TOO_MANY);
  });
});
