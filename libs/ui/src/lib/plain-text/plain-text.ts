// Plain-text extraction (widgets spec §5): strips tags, whitespace and line breaks and decodes basic entities.
//
// Why regular expressions and not the DOM: the function must never execute or load anything, must run where
// no DOM exists (tests in node, workers), and must be idempotent on its own output. A DOM parser would also
// decode every named entity and drop a lone '<' that has no closing '>', so text such as 'a<b' would shrink
// on a second pass. The expressions below only ever remove or decode text; nothing is parsed into a document.

/** Comments, and script/style blocks whose content is code, not text. */
const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Any '<' … '>' run. A '<' with no later '>' is kept as text (e.g. 'a < b'). */
const TAG = /<[^>]*>/g;
/** The basic entities of the brief plus decimal and hexadecimal numeric entities, decoded in one pass. */
const ENTITY = /&(amp|lt|gt|quot|#39|nbsp|#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;
/** Whitespace and line breaks, including the no-break space &nbsp; decodes to. */
const WHITESPACE = /\s+/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

const MAX_CODE_POINT = 0x10ffff;

/** A numeric entity's character, or undefined for code points that are not characters (0, surrogates, too large). */
function fromCodePoint(codePoint: number): string | undefined {
  if (codePoint === 0 || codePoint > MAX_CODE_POINT) return undefined;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return undefined;
  return String.fromCodePoint(codePoint);
}

/** Decodes &amp; &lt; &gt; &quot; &#39; &nbsp; and numeric entities; others stay as written. One pass, so '&amp;lt;' gives '&lt;'. */
export function decodeBasicEntities(text: string): string {
  return text.replace(ENTITY, (entity: string, name: string, decimal?: string, hex?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10)) ?? entity;
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16)) ?? entity;
    return NAMED_ENTITIES[name] ?? entity;
  });
}

/** Removes comments, script/style blocks and tags, keeping the text between them. */
export function stripTags(html: string): string {
  return html.replace(COMMENT, '').replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
}

/**
 * The plain text of an HTML fragment: tags removed, basic entities decoded, then every whitespace character
 * and line break removed (widgets spec §5). null and undefined give ''.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeBasicEntities(stripTags(html)).replace(WHITESPACE, '');
}
