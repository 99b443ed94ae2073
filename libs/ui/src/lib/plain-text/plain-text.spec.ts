import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeBasicEntities, plainText, stripTags } from './plain-text';

describe('plainText (widgets spec §5)', () => {
  it('strips tags and keeps the text between them', () => {
    expect(plainText('<p>投放<b>计划</b></p>')).toBe('投放计划');
    expect(plainText('<a href="https://example.com" title="x">链接</a>')).toBe('链接');
    expect(plainText('<img src="x.png" alt="图"/>图片<br/>')).toBe('图片');
  });

  it('strips whitespace and line breaks, inside and between tags', () => {
    expect(plainText('  <div>\n  广告 标题\r\n</div>\t<span> 二 </span>  ')).toBe('广告标题二');
    expect(plainText('第一行<br>\n第二行')).toBe('第一行第二行');
    expect(plainText('全角\u3000空格')).toBe('全角空格');
  });

  it('decodes &amp; &lt; &gt; &quot; &#39; and removes &nbsp; as whitespace', () => {
    expect(plainText('A&amp;B')).toBe('A&B');
    expect(plainText('&lt;b&gt;')).toBe('<b>');
    expect(plainText('&quot;引号&quot;')).toBe('"引号"');
    expect(plainText('it&#39;s')).toBe("it's");
    expect(plainText('前&nbsp;后')).toBe('前后');
  });

  it('decodes decimal and hexadecimal numeric entities', () => {
    expect(plainText('&#20013;&#x6587;')).toBe('中文');
    expect(plainText('&#X41;&#66;')).toBe('AB');
    expect(plainText('&#128512;')).toBe('😀');
  });

  it('decodes in one pass, so an escaped entity stays an entity', () => {
    expect(plainText('&amp;lt;')).toBe('&lt;');
    expect(decodeBasicEntities('&amp;amp;')).toBe('&amp;');
  });

  it('keeps entities it does not know and numeric entities that are not characters', () => {
    expect(plainText('&copy;&unknown;')).toBe('&copy;&unknown;');
    expect(plainText('&#0;&#xD800;&#1114112;')).toBe('&#0;&#xD800;&#1114112;');
    expect(plainText('A & B')).toBe('A&B');
  });

  it('drops comments and script/style blocks entirely', () => {
    expect(plainText('前<!-- a > b -->后')).toBe('前后');
    expect(plainText('文<script>alert("x")</script>本')).toBe('文本');
    expect(plainText('<style type="text/css">p { color: red }</style>样式')).toBe('样式');
  });

  it('keeps a lone "<" that has no closing ">"', () => {
    expect(plainText('a < b')).toBe('a<b');
    expect(stripTags('1 < 2')).toBe('1 < 2');
  });

  it('gives an empty string for empty, null and undefined input', () => {
    expect(plainText('')).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
    expect(plainText('<p> \n </p>')).toBe('');
  });

  it('never executes anything: no script runs, no image loads, no DOM is touched', () => {
    const created = vi.spyOn(document, 'createElement');
    const win = window as unknown as { __tfPwned?: boolean };
    plainText('<img src=x onerror="window.__tfPwned=true"><script>window.__tfPwned=true</script>');
    expect(win.__tfPwned).toBeUndefined();
    expect(created).not.toHaveBeenCalled();
  });
});

/** Text without markup characters or '&' (so entities cannot produce markup). */
const safeText = fc.string({ unit: fc.constantFrom('a', '中', '文', '1', ' ', '\n', '\t', '"', "'", '=', '/', '\u00a0') });
const tagName = fc.constantFrom('p', 'b', 'span', 'div', 'a', 'br', 'img', 'em');
const attribute = fc.tuple(fc.constantFrom('class', 'href', 'title', 'data-x'), safeText).map(([k, v]) => ` ${k}="${v}"`);
const tag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 2 }), fc.constantFrom('open', 'close', 'self'))
  .map(([name, attrs, kind]) => (kind === 'close' ? `</${name}>` : kind === 'self' ? `<${name}${attrs.join('')}/>` : `<${name}${attrs.join('')}>`));
const html = fc.array(fc.oneof(safeText, tag), { maxLength: 12 }).map((parts) => parts.join(''));
/** Any string without '&', including stray '<' and '>'. */
const anyTextWithoutAmpersand = fc.string().map((s) => s.replace(/&/g, ''));

describe('plainText properties (fast-check)', () => {
  it('the result never contains <tag> markup', () => {
    fc.assert(
      fc.property(fc.oneof(html, anyTextWithoutAmpersand), (input) => {
        expect(plainText(input)).not.toMatch(/<[^>]*>/);
      }),
    );
  });

  it('the result never contains whitespace or line breaks, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(html, fc.string(), fc.string({ unit: 'grapheme' })), (input) => {
        expect(plainText(input)).not.toMatch(/\s/);
      }),
    );
  });

  it('is idempotent on its own output for text without "&"', () => {
    fc.assert(
      fc.property(fc.oneof(html, anyTextWithoutAmpersand), (input) => {
        const once = plainText(input);
        expect(plainText(once)).toBe(once);
      }),
    );
  });

  it('keeps every non-whitespace character of text that has no markup and no "&"', () => {
    fc.assert(
      fc.property(safeText, (text) => {
        expect(plainText(text)).toBe(text.replace(/\s/g, ''));
      }),
    );
  });

  it('keeps the text of markup made of tags around plain text', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, safeText), { maxLength: 8 }), (pairs) => {
        const input = pairs.map(([t, text]) => t + text).join('');
        const expected = pairs.map(([, text]) => text).join('').replace(/\s/g, '');
        expect(plainText(input)).toBe(expected);
      }),
    );
  });
});
