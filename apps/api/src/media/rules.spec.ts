import { MEDIA_REGISTRY } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { BAIDU } from './baidu/config';
import { BILIBILI } from './bilibili/config';
import { TOUTIAO } from './toutiao/config';
import { GDT } from './gdt/config';
import { KUAISHOU } from './kuaishou/config';
import { checkBudgetEdit, checkName, deskMessage, refusal, SANDBOX_RULES } from './rules';
import { SANDBOX_CONFIGS } from './sandbox-media';
import { decode, encode, ruleOf } from './sandbox/wire';

const budget = (limits = TOUTIAO.limits, over: Partial<Parameters<typeof checkBudgetEdit>[0]> = {}) =>
  checkBudgetEdit({ limits, scope: 'project', label: '项目', current: 1000, next: 1500, editsToday: 0, todayCost: 0, ...over });

describe('edit rules', () => {
  it('toutiao: at most 20 budget changes a day, each at least 100 元, never under the minimum', () => {
    expect(budget()).toBeNull();
    expect(budget(TOUTIAO.limits, { next: 1050 })?.rule).toBe('budget_step_too_small');
    expect(budget(TOUTIAO.limits, { editsToday: 20 })?.rule).toBe('budget_edit_cap');
    expect(budget(TOUTIAO.limits, { next: 200 })?.rule).toBe('budget_too_low');
    expect(budget(TOUTIAO.limits, { next: 1000 })).toBeNull();
  });

  it('gdt: the account budget at most 5 changes a day, each at least 50 元', () => {
    const account = { scope: 'account' as const, label: '账户' };
    expect(budget(GDT.limits, { ...account, editsToday: 5 })?.rule).toBe('budget_edit_cap');
    expect(budget(GDT.limits, { ...account, next: 1040 })?.rule).toBe('budget_step_too_small');
    expect(budget(GDT.limits, { ...account, next: 40, current: 100 })?.rule).toBe('budget_too_low');
  });

  it('kuaishou: a new budget at least 120% of what was spent today', () => {
    const kuaishou = (next: number) => budget(KUAISHOU.limits, { scope: 'plan', current: 1000, next, todayCost: 800 });
    expect(kuaishou(959)?.rule).toBe('budget_below_spend');
    expect(kuaishou(960)).toBeNull();
    expect(deskMessage('kuaishou', kuaishou(959) ?? refusal('system_busy'))).toBe('磁力智投：新预算不能低于今日消耗的120%（960元）');
  });

  it('names: not empty, not too long (counted in characters)', () => {
    expect(checkName(GDT.limits, ' ')?.rule).toBe('name_empty');
    expect(checkName(GDT.limits, '春'.repeat(60))).toBeNull();
    expect(checkName(GDT.limits, '春'.repeat(61))?.rule).toBe('name_too_long');
  });
});

describe('each media answers every rule with its own code, read back to the desk\'s Chinese', () => {
  it.each(Object.values(SANDBOX_CONFIGS).map((c) => [c.media, c] as const))('%s', (media, config) => {
    for (const rule of SANDBOX_RULES) {
      const body = encode(config, refusal(rule, { limit: 10, value: 12, until: 0, retryAfterMs: 800, label: '单元' }));
      const wire = config.envelope.read(body);
      expect(wire && ruleOf(config, wire)).toBe(rule);
      expect(wire?.detail).toEqual({ limit: 10, value: 12, until: 0, retryAfterMs: 800, label: '单元' });
      const error = decode(config, body);
      expect(error.mediaCode).toBe(config.errors[rule].code);
      expect(error.message).toMatch(/^[^a-zA-Z]*[\u4e00-\u9fa5]/);
      expect(error.message.startsWith(`${MEDIA_REGISTRY[media].displayName}：`)).toBe(true);
    }
    expect(decode(config, encode(config, refusal('rate_limited', { retryAfterMs: 800 }))).retryAfterMs).toBe(800);
    // An answer the adapter cannot read is the media being busy, never a crash.
    expect(decode(config, '<html>502</html>')).toMatchObject({ kind: 'unavailable', mediaCode: 'unreadable' });
  });

  it('wraps refusals the way each media answers', () => {
    const busy = refusal('system_busy');
    expect(encode(TOUTIAO, busy)).toMatchObject({ code: 50000, message: '系统错误，请稍后重试', request_id: expect.any(String) });
    expect(encode(GDT, busy)).toMatchObject({ code: 10000, errors: [{ description: 'We are unable to process your request at this time.' }] });
    expect(encode(BAIDU, busy)).toMatchObject({ header: { status: 2, failures: [{ code: 8000, message: '系统内部错误' }] } });
    expect(encode(BILIBILI, busy)).toMatchObject({ code: -500, ttl: 1 });
  });
});
