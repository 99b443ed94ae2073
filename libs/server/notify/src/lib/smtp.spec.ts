import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receivers, readMimeParts, startReceivers } from '../receivers';
import { XLSX_CONTENT_TYPE, mailHtml, sendMail, smtpConfigFromEnv } from './smtp';

describe('smtpConfigFromEnv', () => {
  it('is null without a URL, and refuses other schemes', () => {
    expect(smtpConfigFromEnv({})).toBeNull();
    expect(smtpConfigFromEnv({ TOUFANG_SMTP_URL: 'http://mail.example.com' })).toEqual({ ok: false, message: '邮件服务地址无效：须为 smtp://（要求 STARTTLS）或 smtps://' });
  });

  it('requires STARTTLS on smtp:// and TLS on smtps://', () => {
    expect(smtpConfigFromEnv({ TOUFANG_SMTP_URL: 'smtp://robot%40example.com:p%40ss@mail.example.com' })).toEqual({
      ok: true,
      config: { host: 'mail.example.com', port: 587, secure: false, requireTLS: true, plainLocal: false, auth: { user: 'robot@example.com', pass: 'p@ss' }, from: 'noreply@mail.example.com' },
    });
    expect(smtpConfigFromEnv({ TOUFANG_SMTP_URL: 'smtps://mail.example.com', TOUFANG_SMTP_FROM: '投放平台 <desk@example.com>' })).toMatchObject({ ok: true, config: { port: 465, secure: true, requireTLS: false, from: '投放平台 <desk@example.com>' } });
  });

  it('speaks plain SMTP only to a listed origin on loopback', () => {
    const local = { TOUFANG_SMTP_URL: 'smtp://127.0.0.1:2525', TOUFANG_PUSH_ALLOW: 'http://127.0.0.1:4310,smtp://127.0.0.1:2525' };
    expect(smtpConfigFromEnv(local)).toMatchObject({ ok: true, config: { plainLocal: true, requireTLS: false } });
    expect(smtpConfigFromEnv({ ...local, TOUFANG_PUSH_ALLOW: 'http://127.0.0.1:4310' })).toMatchObject({ ok: true, config: { plainLocal: false, requireTLS: true } });
    expect(smtpConfigFromEnv({ TOUFANG_SMTP_URL: 'smtp://mail.example.com:2525', TOUFANG_PUSH_ALLOW: 'smtp://mail.example.com:2525' })).toMatchObject({ ok: true, config: { plainLocal: false, requireTLS: true } });
  });
});

describe('mailHtml', () => {
  it('escapes every value', () => {
    const html = mailHtml({ title: '<日报>', text: 'a & b', table: { columns: ['名称'], rows: [['<script>x</script>']] } });
    expect(html).toContain('<h2>&lt;日报&gt;</h2>');
    expect(html).toContain('<p>a &amp; b</p>');
    expect(html).not.toContain('<script>');
  });
});

describe('sendMail through the local mail receiver', () => {
  let dir: string;
  let receivers: Receivers;
  const table = { columns: ['账户', '消耗（元）'], rows: [['沙箱账户A', 1234.5], ['沙箱账户B', 0]] };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'toufang-smtp-'));
    receivers = await startReceivers({ dir });
  });
  afterAll(async () => {
    await receivers.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says 未配置邮件服务 when no server is configured', async () => {
    expect(await sendMail(null, { to: ['a@example.com'], content: { title: 't' } })).toEqual({ state: 'failed', retry: 'no', message: '未配置邮件服务', code: 'not-configured' });
  });

  it('refuses more than 20 recipients before connecting', async () => {
    const to = [...Array(21).keys()].map((i) => `u${i}@example.com`);
    expect(await sendMail(smtpConfigFromEnv(receivers.env), { to, content: { title: 't' } })).toMatchObject({ state: 'failed', retry: 'no', message: '一封邮件最多20个收件人' });
  });

  it('delivers a mail with its HTML and its xlsx attachment', async () => {
    const outcome = await sendMail(smtpConfigFromEnv(receivers.env), { to: ['ops@example.com', 'boss@example.com'], content: { title: '沙箱日报', text: '昨日汇总', table }, attachmentName: '日报-2026-11-30.xlsx' });
    expect(outcome).toMatchObject({ state: 'sent', code: '250', retry: 'no' });
    const [entry] = await receivers.inbox('email');
    expect(entry.mail).toMatchObject({ to: ['ops@example.com', 'boss@example.com'], subject: '沙箱日报', attachments: [{ filename: '日报-2026-11-30.xlsx', contentType: XLSX_CONTENT_TYPE }] });
    const { parts } = readMimeParts(await readFile(receivers.emlPath(entry.id)));
    expect(parts.find((part) => part.contentType === 'text/html')?.content.toString('utf8')).toContain('沙箱账户A');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((parts.find((part) => part.filename)?.content ?? Buffer.alloc(0)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '账户', '消耗（元）']);
    expect(sheet.getRow(2).values).toEqual([undefined, '沙箱账户A', 1234.5]);
  });

  it('fails for good with the server reply when the recipient is refused (550)', async () => {
    const outcome = await sendMail(smtpConfigFromEnv(receivers.env), { to: ['nobody@refuse.example.com'], content: { title: '沙箱日报' } });
    expect(outcome).toMatchObject({ state: 'failed', retry: 'no', code: '550' });
    expect(outcome.message).toMatch(/^邮件服务拒收：550 5\.1\.1 Recipient address rejected/);
  });

  it('fails for good, without resending, when some recipients are refused', async () => {
    const outcome = await sendMail(smtpConfigFromEnv(receivers.env), { to: ['ops@example.com', 'nobody@refuse.example.com'], content: { title: '部分拒收' } });
    expect(outcome).toMatchObject({ state: 'failed', retry: 'no', code: '550' });
    expect(outcome.message).toContain('nobody@refuse.example.com');
    expect((await receivers.inbox('email'))[0].mail).toMatchObject({ subject: '部分拒收', to: ['ops@example.com'] });
  });

  it('will not send in clear to a server that offers no STARTTLS unless it is the listed local receiver', async () => {
    const outcome = await sendMail(smtpConfigFromEnv({ TOUFANG_SMTP_URL: receivers.smtpUrl }), { to: ['ops@example.com'], content: { title: '不应送达' } });
    // nodemailer asks for STARTTLS all the same; the receiver does not know it (500), which no retry changes.
    expect(outcome).toMatchObject({ state: 'failed', retry: 'no', code: '500' });
    expect((await receivers.inbox('email')).some((entry) => entry.mail?.subject === '不应送达')).toBe(false);
  });
});
