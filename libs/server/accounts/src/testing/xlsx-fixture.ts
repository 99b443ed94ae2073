// Hand-made .xlsx files for the upload's tests and bench: a minimal zip writer and the hostile workbooks an
// attacker would send (a tiny file that inflates hugely, a row of thousands of columns, more rows than the
// limit, a shared-strings table far larger than the sheet). exceljs cannot write these: it writes what it reads.
import zlib from 'node:zlib';

/** A zip of the given entries, deflated (or stored), in the order given. */
export function zipFiles(files: Record<string, string | Buffer>, options: { store?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = options.store ? data : zlib.deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(options.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(options.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="账户" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER_ROW = `<row r="1">${inline('A1', '账户ID')}${inline('B1', '账户名称')}${inline('C1', '备注')}</row>`;

/** A workbook whose first sheet's <sheetData> holds `rows` (the template's header row first unless told). */
export function workbook(rows: string, options: { header?: boolean; sharedStrings?: string } = {}): Buffer {
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${
    options.header === false ? '' : HEADER_ROW
  }${rows}</sheetData></worksheet>`;
  return zipFiles({
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': RELS,
    'xl/worksheets/sheet1.xml': sheet,
    ...(options.sharedStrings ? { 'xl/sharedStrings.xml': options.sharedStrings } : {}),
  });
}

/** `count` data rows from row 2 on, each with an account id, a name and a remark. */
export function accountRows(count: number): string {
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = i + 2;
    rows.push(`<row r="${r}"><c r="A${r}"><v>${1_000_000 + i}</v></c>${inline(`B${r}`, `账户${i}`)}${inline(`C${r}`, '备注')}</row>`);
  }
  return rows.join('');
}

/** A zip bomb: one row of `cells` empty styled cells (about 10 bytes each; 1,000,000 inflate ~10 MB from ~10 KB). */
export function emptyCellsRow(cells: number, rowNumber = 2): string {
  return `<row r="${rowNumber}">${'<c s="1"/>'.repeat(cells)}</row>`;
}
