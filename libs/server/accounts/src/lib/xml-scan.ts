// A push XML scanner for the few parts of an .xlsx the upload reads (workbook, its relationships, the first
// sheet, the shared strings): text arrives in chunks, elements and text leave as events. Written by hand
// rather than a SAX library because the subset is small and every cost must stay bounded per chunk: a tag
// or a pending construct longer than MARKUP_MAX is refused (it would make each chunk rescan it), a
// document type is refused (an .xlsx never has one), and text is handed out as it comes.

export interface XmlEvents {
  /** An element opens; `attrs` are keyed by local name (r:id → id). */
  open?(name: string, attrs: Record<string, string>): void;
  /** An element closes (also right after `open` for a self-closing tag). */
  close?(name: string): void;
  text?(text: string): void;
}

/** Refused XML: the reader turns it into the upload's "cannot read" message. */
export class XmlRefused extends Error {}

/** The longest tag, comment or processing instruction accepted; the template's tags are a few dozen bytes. */
export const MARKUP_MAX = 64 * 1024;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export class XmlScanner {
  private rest = '';

  constructor(private readonly on: XmlEvents) {}

  /** Scans what `chunk` completes; an unfinished tag waits for the next chunk. */
  push(chunk: string): void {
    const s = this.rest + chunk;
    let i = 0;
    for (;;) {
      const lt = s.indexOf('<', i);
      if (lt < 0) {
        // Text to the end, except an entity cut by the chunk's end.
        const amp = s.lastIndexOf('&');
        const cut = amp >= i && !s.includes(';', amp) ? amp : s.length;
        if (cut > i) this.on.text?.(decodeEntities(s.slice(i, cut)));
        i = cut;
        break;
      }
      if (lt > i) this.on.text?.(decodeEntities(s.slice(i, lt)));
      const end = this.markup(s, lt);
      if (end < 0) {
        i = lt;
        break;
      }
      i = end;
    }
    this.rest = s.slice(i);
    if (this.rest.length > MARKUP_MAX) throw new XmlRefused('markup too long');
  }

  /** Ends the document: nothing may be left unfinished. */
  end(): void {
    if (this.rest.trim() !== '') throw new XmlRefused('unfinished markup');
  }

  /** Handles the markup at `lt`; returns the index after it, or -1 when the chunk ends inside it. */
  private markup(s: string, lt: number): number {
    if (s.startsWith('<!--', lt)) return after(s, '-->', lt + 4);
    if (s.startsWith('<![CDATA[', lt)) {
      const end = s.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      this.on.text?.(s.slice(lt + 9, end));
      return end + 3;
    }
    if (s.startsWith('<!', lt)) {
      if (s.length - lt < 9) return -1;
      throw new XmlRefused('document type');
    }
    if (s[lt + 1] === '?') return after(s, '?>', lt + 2);
    // An element tag ends at the first '>' outside quotes.
    let quote = '';
    let j = lt + 1;
    for (; j < s.length; j++) {
      const c = s[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    if (j >= s.length) return -1;
    const body = s.slice(lt + 1, j);
    if (body[0] === '/') {
      this.on.close?.(localName(body.slice(1).trim()));
      return j + 1;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const nameEnd = inner.search(/\s|$/);
    const name = localName(inner.slice(0, nameEnd));
    const attrs: Record<string, string> = {};
    for (const m of inner.slice(nameEnd).matchAll(ATTRIBUTE)) attrs[localName(m[1])] = decodeEntities(m[2] ?? m[3] ?? '');
    this.on.open?.(name, attrs);
    if (selfClosing) this.on.close?.(name);
    return j + 1;
  }
}

function after(s: string, terminator: string, from: number): number {
  const end = s.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
}
