// Just enough MIME to show a received mail in the inbox and to take its attachments back out in a test: headers
// (with RFC 2047 encoded words), multipart bodies (nested), base64 and quoted-printable parts, and attachment
// names (RFC 2231 continuations included). Not a general parser: it reads what nodemailer writes.
export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  filename?: string;
  content: Buffer;
}

function splitHead(raw: Buffer): { head: string; body: Buffer } {
  const text = raw.toString('latin1');
  const at = text.search(/\r?\n\r?\n/);
  if (at < 0) return { head: text, body: Buffer.alloc(0) };
  const gap = /\r?\n\r?\n/.exec(text.slice(at))?.[0].length ?? 2;
  return { head: text.slice(0, at), body: raw.subarray(at + gap) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?charset?B|Q?text?=), as nodemailer writes a Chinese subject. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
      return bytes.toString('utf8');
    });
}

function headerParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const match of value.matchAll(/;\s*([^=;\s]+)\s*=\s*("([^"]*)"|[^;]*)/g)) params.set(match[1].toLowerCase(), (match[3] ?? match[2]).trim());
  return params;
}

/** filename, filename*=utf-8''…, or filename*0*=…; filename*1*=… (RFC 2231). */
function filenameOf(disposition: string | undefined, contentType: string | undefined): string | undefined {
  for (const value of [disposition, contentType]) {
    if (!value) continue;
    const params = headerParams(value);
    const pieces = [...params.entries()].filter(([name]) => /^(file)?name\*\d+\*?$/.test(name)).sort((a, b) => Number(/\d+/.exec(a[0])?.[0]) - Number(/\d+/.exec(b[0])?.[0]));
    if (pieces.length > 0) {
      const joined = pieces.map(([, piece]) => piece).join('');
      return decodeURIComponent(joined.replace(/^[^']*'[^']*'/, ''));
    }
    const extended = params.get('filename*') ?? params.get('name*');
    if (extended) return decodeURIComponent(extended.replace(/^[^']*'[^']*'/, ''));
    const plain = params.get('filename') ?? params.get('name');
    if (plain) return decodeWords(plain);
  }
  return undefined;
}

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(body.toString('latin1').replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    default:
      return body;
  }
}

/** Every leaf part of a message, in order. */
export function readMimeParts(raw: Buffer): { headers: Map<string, string>; parts: MimePart[] } {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  return { headers, parts: leaves(headers, body) };
}

function leaves(headers: Map<string, string>, body: Buffer): MimePart[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParams(contentType).get('boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const text = body.toString('latin1');
    const marker = `--${boundary}`;
    const sections = text.split(marker).slice(1);
    const found: MimePart[] = [];
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = Buffer.from(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), 'latin1');
      const split = splitHead(part);
      found.push(...leaves(parseHeaders(split.head), split.body));
    }
    return found;
  }
  const filename = filenameOf(headers.get('content-disposition'), contentType);
  return [{ headers, contentType: contentType.split(';')[0].trim().toLowerCase(), ...(filename ? { filename } : {}), content: decodeBody(body, headers.get('content-transfer-encoding')) }];
}
