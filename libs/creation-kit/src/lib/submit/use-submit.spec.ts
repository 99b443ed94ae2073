import { describe, expect, it } from 'vitest';
import type { CreationRow } from '@toufang/domain';
import { TEST_SPEC } from '../../testing';
import { debugBypass, errorPreventionInput } from './use-submit';

describe('the 防出错 check’s input', () => {
  it('gives each row the fields the spec maps, bids as cpxBid so the modal shows its bid column', () => {
    const rows = [
      { key: '0:project:1', level: 'project', parentKey: null, account: 0, name: '项目', targeting: null, materialGroups: null, titleGroups: null, settings: { budget: 1000, goal: 'ACTIVE' }, repeat: 1 },
      { key: '0:ad:1', level: 'ad', parentKey: '0:project:1', account: 0, name: '广告', targeting: null, materialGroups: [0], titleGroups: [0], settings: { bid: 1.5 }, repeat: 1 },
    ] satisfies CreationRow[];
    expect(errorPreventionInput(rows, TEST_SPEC)).toEqual([{ budgetPlan: [1000], goal: ['ACTIVE'] }, { cpxBid: [1.5] }]);
  });

  it('lets ?debug=1 bypass the check in a development build only', () => {
    expect(debugBypass('?debug=1', true)).toBe(true);
    expect(debugBypass('?debug=1', false)).toBe(false);
    expect(debugBypass('', true)).toBe(false);
  });
});
