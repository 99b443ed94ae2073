import { describe, expect, it } from 'vitest';
import { WECOM, readWecomAnswer, wecomBody } from './wecom';

describe('WeCom robot', () => {
  it('writes the documented markdown body', () => {
    const body = wecomBody({ title: '日报', text: '昨日汇总', table: { columns: ['账户', '消耗'], rows: [['沙箱账户A', 12.5]] } });
    expect(body).toEqual({ msgtype: 'markdown', markdown: { content: '## 日报\n昨日汇总\n\n**账户** | **消耗**\n沙箱账户A | 12.5' } });
  });

  it('keeps the content within 4096 bytes, rows whole, saying how many were shown', () => {
    const rows = [...Array(400).keys()].map((i) => [`沙箱账户${i}`, i]);
    const { content } = wecomBody({ title: '日报', table: { columns: ['账户', '消耗'], rows } }).markdown;
    expect(Buffer.byteLength(content, 'utf8')).toBeLessThanOrEqual(WECOM.MARKDOWN_MAX_BYTES);
    expect(content).toMatch(/……共400行，此处列出前\d+行$/);
  });

  it('reads its answers: success, rate limit, invalid key, others', () => {
    expect(readWecomAnswer('{"errcode":0,"errmsg":"ok"}')).toEqual({ kind: 'ok', code: '0', detail: 'ok' });
    expect(readWecomAnswer('{"errcode":45009,"errmsg":"api freq out of limit"}')).toMatchObject({ kind: 'rate-limited', code: '45009' });
    expect(readWecomAnswer('{"errcode":93000,"errmsg":"invalid webhook url"}')).toMatchObject({ kind: 'invalid-key' });
    expect(readWecomAnswer('{"errcode":40058,"errmsg":"markdown.content exceed max length 4096"}')).toMatchObject({ kind: 'refused', code: '40058' });
    expect(readWecomAnswer('{"errcode":-1,"errmsg":"system busy"}')).toMatchObject({ kind: 'busy' });
    expect(readWecomAnswer('<html>gateway</html>')).toBeNull();
  });
});
