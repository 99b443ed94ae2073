import { describe, expect, it } from 'vitest';
import { FEISHU, feishuBodies, feishuBody, feishuSign, readFeishuAnswer } from './feishu';

describe('Feishu robot', () => {
  it('signs as the documented sample does: HMAC-SHA256 keyed with timestamp + "\\n" + secret over nothing', () => {
    // Feishu's own Python sample (gen_sign), run with timestamp 1599360473 (the documentation's example) and the
    // secret "demo-secret", gives this value.
    expect(feishuSign(1599360473, 'demo-secret')).toBe('3/MaVZ8JLIy4TUG+7KSFJqvUkTKd+HWY8g+56DZWq8s=');
  });

  it('writes an interactive card with the table as columns, signed when the robot has a secret', () => {
    const content = { title: '日报', text: '昨日汇总', table: { columns: ['账户', '消耗'], rows: [['沙箱账户A', 12.5], ['沙箱账户B', 3]] } };
    const signed = feishuBody(content, 'demo-secret', 1599360473_000);
    expect(signed).toMatchObject({ msg_type: 'interactive', timestamp: '1599360473', sign: '3/MaVZ8JLIy4TUG+7KSFJqvUkTKd+HWY8g+56DZWq8s=' });
    expect(signed.card).toMatchObject({
      header: { title: { tag: 'plain_text', content: '日报' } },
      elements: [
        { tag: 'div', text: { tag: 'lark_md', content: '昨日汇总' } },
        { tag: 'column_set', columns: [{ elements: [{ tag: 'markdown', content: '**账户**\n沙箱账户A\n沙箱账户B' }] }, { elements: [{ tag: 'markdown', content: '**消耗**\n12.5\n3' }] }] },
      ],
    });
    const unsigned = feishuBody(content, undefined, 1599360473_000);
    expect('sign' in unsigned || 'timestamp' in unsigned).toBe(false);
  });

  it('cuts a large table into bodies under 20 KB', () => {
    const rows = [...Array(2000).keys()].map((i) => [`沙箱账户${i}`, i * 1.5]);
    const bodies = feishuBodies({ title: '日报', table: { columns: ['账户', '消耗'], rows } }, 'demo-secret', Date.now());
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(FEISHU.BODY_MAX_BYTES);
    expect((JSON.parse(bodies[1]) as { card: { header: { title: { content: string } } } }).card.header.title.content).toBe(`日报（续 2/${bodies.length}）`);
  });

  it('reads its answers: success (both shapes), rate limit, invalid token, signature, others', () => {
    expect(readFeishuAnswer('{"code":0,"data":{},"msg":"success"}')).toEqual({ kind: 'ok', code: '0', detail: 'success' });
    expect(readFeishuAnswer('{"StatusCode":0,"StatusMessage":"success"}')).toMatchObject({ kind: 'ok' });
    expect(readFeishuAnswer('{"code":11232,"data":{},"msg":"frequency limited psm[lark.oapi.app_platform_runtime]appID[1500]"}')).toMatchObject({ kind: 'rate-limited', code: '11232' });
    expect(readFeishuAnswer('{"code":19001,"data":{},"msg":"param invalid: incoming webhook access token invalid"}')).toMatchObject({ kind: 'invalid-key' });
    expect(readFeishuAnswer('{"code":19021,"msg":"sign match fail or timestamp is not within one hour from current time"}')).toMatchObject({ kind: 'signature' });
    expect(readFeishuAnswer('{"code":9499,"msg":"Bad Request"}')).toMatchObject({ kind: 'refused', code: '9499' });
    expect(readFeishuAnswer('not json')).toBeNull();
  });
});
