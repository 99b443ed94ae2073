import { describe, expect, it } from 'vitest';
import { canDecide, shareAddress, toReviewQuery } from './material-review-rules';

describe('素材审核 rules', () => {
  it('turns the filters and the state tab into the queue\'s query, leaving out what is blank or malformed', () => {
    expect(toReviewQuery({}, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
    expect(
      toReviewQuery({ state: 'rejected', keyword: { value: ' 海报 ' }, designerIds: ['7', 'x', 8], dates: ['2026-11-01', '2026-11-30'] }, { current: 2, size: 50 }),
    ).toEqual({ current: 2, size: 50, state: 'rejected', keyword: '海报', designerIds: [7, 8], from: '2026-11-01', to: '2026-11-30' });
    expect(toReviewQuery({ state: 'all', dates: ['2026-11-01'] }, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
  });

  it('lets ADMIN, MANAGER and the design manager decide, not designers or optimisers', () => {
    expect(canDecide({ role: 'ADMIN' })).toBe(true);
    expect(canDecide({ role: 'MANAGER' })).toBe(true);
    expect(canDecide({ role: 'DESIGNER', isDesignManager: 1 })).toBe(true);
    expect(canDecide({ role: 'DESIGNER', isDesignManager: 0 })).toBe(false);
    expect(canDecide({ role: 'OPERATE' })).toBe(false);
    expect(canDecide({ role: 'AGENT_FIRST' })).toBe(false);
  });

  it('makes the guest\'s address from the desk\'s origin and the link\'s path', () => {
    expect(shareAddress('https://desk.example.com/', '/common-app/material-review-share/abc')).toBe('https://desk.example.com/common-app/material-review-share/abc');
  });
});
