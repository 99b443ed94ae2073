import { describe, expect, it } from 'vitest';
import { alertValue, draftProblems, emailsOf, emptyDraft, mayWriteMonitors, thresholdLines, todayLines } from './monitoring-account-rules';

describe('监测账户 rules', () => {
  it('says an account not synced yet is not judged, and shows a synced one\'s figures with separators', () => {
    const today = { balance: 0, cost: 0, show: null, click: null, convert: null, ctr: null, convertCost: null, stopped: null, syncTime: null, breaches: [], alerted: [] };
    expect(todayLines(today)).toEqual(['账户尚未同步，同步后开始监测']);
    expect(todayLines({ ...today, balance: 429422.74, cost: 87.64, ctr: 2.24, syncTime: '2026-12-01 07:50:00' })).toEqual(['余额 429,422.74 元', '消耗 87.64 元', '点击率 2.24%']);
  });

  it('lets the holders of 监测 write (ADMIN, MANAGER, OPERATE) and no other role', () => {
    expect(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'AGENT_FIRST'].map((role) => mayWriteMonitors({ role }))).toEqual([true, true, true, false, false]);
    expect(mayWriteMonitors({ role: 'DESIGNER', isDesignManager: 1 })).toBe(false);
  });

  it('reads addresses one a line or separated by commas, once each', () => {
    expect(emailsOf(' a@x.cn\nb@x.cn, a@x.cn；c@x.cn ')).toEqual(['a@x.cn', 'b@x.cn', 'c@x.cn']);
    expect(emailsOf('')).toEqual([]);
  });

  it('checks the draft', () => {
    expect(draftProblems({ ...emptyDraft(), accountId: 1 })).toEqual({});
    expect(draftProblems({ ...emptyDraft(), notifyStopped: false })).toEqual({ accountId: '请选择账户', '': '启用监测时至少设置一项监测条件' });
    expect(draftProblems({ ...emptyDraft(), accountId: 1, enabled: false, notifyStopped: false })).toEqual({});
    expect(draftProblems({ ...emptyDraft(), accountId: 1, ctrAbove: 101, balanceBelow: -1 })).toEqual({ ctrAbove: '不能超过100', balanceBelow: '不能小于0' });
    expect(draftProblems({ ...emptyDraft(), accountId: 1, recipientEmails: Array.from({ length: 11 }, (_, i) => `u${i}@x.cn`).join('\n') })).toEqual({ recipientEmails: '接收邮箱最多10个' });
  });

  it('writes the lines and the history\'s values in their units', () => {
    expect(thresholdLines({ balanceBelow: 100, costAbove: null, ctrBelow: 0.5, ctrAbove: 3, convertCostAbove: 80.5, notifyStopped: true })).toEqual([
      '余额 < 100.00 元',
      '点击率 < 0.50%',
      '点击率 > 3.00%',
      '转化成本 > 80.50 元',
      '账户停投',
    ]);
    expect([alertValue('ctr_high', 6), alertValue('cost', 512.3), alertValue('stopped', null)]).toEqual(['6.00%', '512.30 元', '-']);
  });
});
