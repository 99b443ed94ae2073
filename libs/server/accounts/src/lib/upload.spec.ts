import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderConsentPage } from './consent-page';
import { parseCsv, readUpload } from './upload';

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('reading an upload', () => {
  it('parses CSV quoting, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"1,2","say ""hi""",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1,2', 'say "hi"', ''],
    ]);
    expect(parseCsv('x\ny')).toEqual([['x'], ['y']]);
  });

  it('numbers rows as the file does, skips blank ones and trims cells', async () => {
    const rows = await readUpload('a.csv', base64('账户ID,账户名称,备注\n 123 ,名,\n,,\n456,,备注'));
    expect(rows).toEqual([
      { row: 2, accountId: '123', accountName: '名', remark: '' },
      { row: 4, accountId: '456', accountName: '', remark: '备注' },
    ]);
  });

  it('reads the first sheet of an .xlsx, numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('账户');
    sheet.addRow(['账户ID', '账户名称', '备注']);
    sheet.addRow([1234567890, '甲', '乙']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    expect(await readUpload('A.XLSX', content)).toEqual([{ row: 2, accountId: '1234567890', accountName: '甲', remark: '乙' }]);
  });

  it('refuses files that are not the template, in Chinese', async () => {
    await expect(readUpload('a.xlsx', base64('not a zip'))).rejects.toThrow('文件无法读取，请使用模板填写后上传（.xlsx 或 .csv）');
    await expect(readUpload('a.csv', base64('id,name\n1,2'))).rejects.toThrow('文件缺少表头：账户ID、账户名称、备注');
    await expect(readUpload('a.csv', base64('账户ID,账户名称,备注\n'))).rejects.toThrow('文件中没有账户');
  });
});

describe('the sandbox consent page', () => {
  it('escapes what it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderConsentPage({
      mediaName: '腾讯广告',
      company: '<公司>',
      login: '子账号 <u>',
      advertisers: [{ advertiserId: '1', name: '<script>', companyName: '<公司>' }],
      agreeUrl: '/add?code=a&state=b',
      cancelUrl: '/add?error=access_denied&state=b',
    });
    expect(html).toContain('沙箱');
    expect(html).not.toContain('<script>');
    expect(html).toContain('当前登录：子账号 &lt;u&gt;');
    expect(html).toContain('href="/add?code=a&amp;state=b"');
  });

  it('offers only 取消 when there is nothing to grant', () => {
    const html = renderConsentPage({ mediaName: '百度营销', company: '公司', login: '子账号 agent1', advertisers: [], agreeUrl: null, cancelUrl: '/add?error=access_denied' });
    expect(html).not.toContain('同意授权');
    expect(html).toContain('取消');
    expect(html).toContain('该登录在沙箱中没有可授权的广告账户，请联系主账号在媒体侧分配账户。');
  });
});
