// The mail server's local endpoint (smtp-server): takes any mail, refuses a recipient on a `refuse.` domain
// with 550 (as a real server refuses an unknown mailbox), and keeps each mail (.eml and a summary) in the
// inbox. Plain SMTP on loopback: STARTTLS and AUTH are not offered (the notifier speaks plain SMTP only to a
// listed local origin on loopback, smtp.ts).
import { SMTPServer } from 'smtp-server';
import type { Inbox } from './inbox';
import { decodeWords, readMimeParts } from './mime';

export const REFUSED_DOMAIN_PREFIX = 'refuse.';
/** The receiver's reply to a refused recipient. */
export const REFUSED_REPLY = '5.1.1 Recipient address rejected: mailbox unavailable (本机接收端拒收)';
const MAX_MAIL_BYTES = 25 * 1024 * 1024;

export function createMailServer(inbox: Inbox, now: () => number): SMTPServer {
  return new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'Toufang local mail receiver',
    size: MAX_MAIL_BYTES,
    onRcptTo(address, _session, callback) {
      const domain = address.address.split('@')[1]?.toLowerCase() ?? '';
      if (domain.startsWith(REFUSED_DOMAIN_PREFIX)) {
        callback(Object.assign(new Error(REFUSED_REPLY), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const nowMs = now();
        const id = inbox.newId(nowMs);
        const { headers, parts } = readMimeParts(raw);
        const mailFrom = session.envelope.mailFrom;
        inbox
          .keep(
            {
              id,
              at: new Date(nowMs).toISOString(),
              channel: 'email',
              accepted: true,
              mail: {
                from: mailFrom ? mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                subject: decodeWords(headers.get('subject') ?? ''),
                attachments: parts.filter((part) => part.filename).map((part) => ({ filename: part.filename ?? '', contentType: part.contentType, size: part.content.length })),
                eml: `${id}.eml`,
              },
            },
            raw,
          )
          .then(() => callback(), (error: Error) => callback(error));
      });
    },
  });
}
