// Mail through the desk's one outgoing server (docs/design/tools.md §4.1, D8): nodemailer, a real SMTP
// client, one connection per job. TOUFANG_SMTP_URL is smtp:// (STARTTLS required: a server that does not
// offer it is refused before any mail goes in clear) or smtps:// (TLS from the first byte). No URL, no mail:
// the channel says 未配置邮件服务.
//
// The one exception to STARTTLS is the local receiver: an smtp:// URL whose exact origin is listed in
// TOUFANG_PUSH_ALLOW (the server's own list of local receivers) AND whose host is a loopback address speaks
// plain SMTP, as nothing leaves the machine. A listed origin on any other host still needs STARTTLS.
import nodemailer, { type SMTPSentMessageInfo } from 'nodemailer';
import ExcelJS from 'exceljs';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { DeliveryOutcome, NotifyContent, NotifyTable } from './types';
import { keepAnswer } from './types';
import { NOTIFY_TEXTS } from './texts';
import { CHANNEL_LIMITS } from './pacing';
import { failsForGood } from './fails-for-good';
import { normaliseOrigin, parseAllowList } from './url-guard';

export const SMTP_LIMITS = {
  RECIPIENTS: CHANNEL_LIMITS.email.recipients ?? 20,
  CONNECTION_TIMEOUT_MS: 10_000,
  GREETING_TIMEOUT_MS: 10_000,
  SOCKET_TIMEOUT_MS: 30_000,
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SmtpConfig {
  host: string;
  port: number;
  /** smtps://: TLS from the connection's start. */
  secure: boolean;
  /** smtp:// to anything but a listed local receiver: STARTTLS or nothing. */
  requireTLS: boolean;
  /** A listed local receiver on loopback: plain SMTP. */
  plainLocal: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

export type SmtpConfigResult = { ok: true; config: SmtpConfig } | { ok: false; message: string };

function isLoopback(host: string): boolean {
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (bare === 'localhost') return true;
  if (!isIP(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/**
 * The outgoing server from the environment: TOUFANG_SMTP_URL (user and password in the URL's user info,
 * percent-encoded), TOUFANG_SMTP_FROM (default noreply@ the server's host), TOUFANG_PUSH_ALLOW for the local
 * receiver. Null when no URL is set.
 */
export function smtpConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpConfigResult | null {
  const raw = env.TOUFANG_SMTP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: NOTIFY_TEXTS.SMTP_URL_INVALID };
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) return { ok: false, message: NOTIFY_TEXTS.SMTP_URL_INVALID };
  const secure = url.protocol === 'smtps:';
  const origin = normaliseOrigin(url.href);
  const plainLocal = !secure && origin !== null && parseAllowList(env.TOUFANG_PUSH_ALLOW).includes(origin) && isLoopback(url.hostname);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return {
    ok: true,
    config: {
      host,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      requireTLS: !secure && !plainLocal,
      plainLocal,
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      from: env.TOUFANG_SMTP_FROM?.trim() || `noreply@${host}`,
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The mail's HTML: the title, the text's paragraphs and the table, every value escaped. */
export function mailHtml(content: NotifyContent): string {
  const paragraphs = (content.text ?? '').split('\n').filter((line) => line.trim() !== '').map((line) => `<p>${escapeHtml(line)}</p>`);
  const cellStyle = 'border:1px solid #d9d9d9;padding:4px 8px;';
  const table = content.table
    ? [
        '<table style="border-collapse:collapse;font-size:13px">',
        `<thead><tr>${content.table.columns.map((column) => `<th style="${cellStyle}background:#fafafa;text-align:left">${escapeHtml(column)}</th>`).join('')}</tr></thead>`,
        `<tbody>${content.table.rows.map((row) => `<tr>${row.map((value) => `<td style="${cellStyle}${typeof value === 'number' ? 'text-align:right' : ''}">${escapeHtml(String(value))}</td>`).join('')}</tr>`).join('')}</tbody>`,
        '</table>',
      ]
    : [];
  return ['<!doctype html><html><body style="font-family:sans-serif">', `<h2>${escapeHtml(content.title)}</h2>`, ...paragraphs, ...table, '</body></html>'].join('\n');
}

/** The table as an xlsx workbook (exceljs, as the delivery tables' export): one sheet, headers bold. */
export async function tableToXlsx(table: NotifyTable, sheetName: string = NOTIFY_TEXTS.ATTACHMENT_SHEET): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface Mail {
  to: string[];
  content: NotifyContent;
  /** Attach the table as this xlsx file (e.g. 日报-2026-11-30.xlsx). */
  attachmentName?: string;
}

interface SmtpErrorLike {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
  rejectedErrors?: SmtpErrorLike[];
}

function smtpFailure(responseCode: number | undefined, message: string, answer: string): DeliveryOutcome {
  return { state: 'failed', retry: failsForGood({ kind: 'smtp', responseCode }) ? 'no' : 'backoff', message, ...(responseCode ? { code: String(responseCode) } : {}), answer: keepAnswer(answer) };
}

/** One mail, one connection. `config` null (no URL) or refused: the delivery fails for good with the reason. */
export async function sendMail(configResult: SmtpConfigResult | null, mail: Mail): Promise<DeliveryOutcome> {
  if (!configResult) return { state: 'failed', retry: 'no', message: NOTIFY_TEXTS.SMTP_NOT_CONFIGURED, code: 'not-configured' };
  if (!configResult.ok) return { state: 'failed', retry: 'no', message: configResult.message, code: 'not-configured' };
  if (mail.to.length === 0) return { state: 'failed', retry: 'no', message: NOTIFY_TEXTS.SMTP_NO_RECIPIENT, code: 'no-recipient' };
  if (mail.to.length > SMTP_LIMITS.RECIPIENTS) return { state: 'failed', retry: 'no', message: NOTIFY_TEXTS.SMTP_TOO_MANY_RECIPIENTS(SMTP_LIMITS.RECIPIENTS), code: 'too-many-recipients' };
  const { config } = configResult;
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTLS,
    ignoreTLS: config.plainLocal,
    ...(config.auth ? { auth: config.auth } : {}),
    connectionTimeout: SMTP_LIMITS.CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_LIMITS.GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_LIMITS.SOCKET_TIMEOUT_MS,
  });
  try {
    const attachments = mail.attachmentName && mail.content.table ? [{ filename: mail.attachmentName, content: await tableToXlsx(mail.content.table), contentType: XLSX_CONTENT_TYPE }] : [];
    const info: SMTPSentMessageInfo = await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.content.title,
      html: mailHtml(mail.content),
      attachments,
    });
    if (info.rejected.length > 0) {
      // Sent to the others: never again (they would get it twice), so failed for good with the refusal.
      const errors = ((info as unknown as SmtpErrorLike).rejectedErrors ?? []) as SmtpErrorLike[];
      const reply = errors[0]?.response ?? '';
      return { state: 'failed', retry: 'no', message: NOTIFY_TEXTS.SMTP_PARTLY_REFUSED(info.rejected.join('、'), reply), ...(errors[0]?.responseCode ? { code: String(errors[0].responseCode) } : {}), answer: keepAnswer(reply) };
    }
    const code = /^\d{3}/.exec(info.response)?.[0];
    return { state: 'sent', retry: 'no', message: NOTIFY_TEXTS.SENT, ...(code ? { code } : {}), answer: keepAnswer(info.response) };
  } catch (caught) {
    const error = caught as SmtpErrorLike;
    // All recipients refused: nodemailer's envelope error carries each refusal.
    const first = error.rejectedErrors?.[0] ?? error;
    const reply = first.response ?? first.message ?? String(caught);
    const responseCode = first.responseCode;
    return smtpFailure(responseCode, responseCode ? NOTIFY_TEXTS.SMTP_REFUSED(reply) : NOTIFY_TEXTS.SMTP_FAILED(reply), reply);
  } finally {
    transport.close();
  }
}
