import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BID } from '@toufang/domain';
import { BID_MESSAGES, BID_TYPE_LABELS, EMPTY_BID_VALUE, isRangeBidType, toBidResult, validateBid, type BidFormValue } from './bid-rules';

const fixed = (num: number | null): BidFormValue => ({ type: 'FIXED', num, min: null, max: null });
const ranged = (min: number | null, max: number | null, type: 'LADDER' | 'RANDOM' = 'LADDER'): BidFormValue => ({ type, num: null, min, max });

describe('bid constants (widgets spec §9)', () => {
  it('range 0.01 to 99999.99, precision 2, unit 元', () => {
    expect(BID).toEqual({ MIN: 0.01, MAX: 99999.99, PRECISION: 2, UNIT: '元' });
  });
});

describe('bid types', () => {
  it('FIXED by default, labelled 固定出价, 阶梯出价, 随机出价', () => {
    expect(EMPTY_BID_VALUE).toEqual({ type: 'FIXED', num: null, min: null, max: null });
    expect(BID_TYPE_LABELS).toEqual({ FIXED: '固定出价', LADDER: '阶梯出价', RANDOM: '随机出价' });
  });

  it('FIXED is one value, LADDER and RANDOM a range', () => {
    expect(isRangeBidType('FIXED')).toBe(false);
    expect(isRangeBidType('LADDER')).toBe(true);
    expect(isRangeBidType('RANDOM')).toBe(true);
  });
});

describe('validateBid: fixed (widgets spec §5)', () => {
  it('empty gives 请填写出价, or 请填写ROI系数 in ROI mode', () => {
    expect(validateBid(fixed(null))).toEqual({ field: 'num', message: '请填写出价' });
    expect(validateBid(fixed(Number.NaN))?.message).toBe('请填写出价');
    expect(validateBid(fixed(null), { roiRatio: true })?.message).toBe('请填写ROI系数');
  });

  it('out of range gives 出价不少于0.01元，不超过99999.99元', () => {
    expect(validateBid(fixed(0))).toEqual({ field: 'num', message: '出价不少于0.01元，不超过99999.99元' });
    expect(validateBid(fixed(100000))?.message).toBe('出价不少于0.01元，不超过99999.99元');
    expect(validateBid(fixed(-1))?.message).toBe('出价不少于0.01元，不超过99999.99元');
  });

  it('in ROI mode: ROI系数不小于{min}，不大于{max}', () => {
    expect(validateBid(fixed(0), { roiRatio: true })?.message).toBe('ROI系数不小于0.01，不大于99999.99');
    expect(validateBid(fixed(6), { roiRatio: true, min: 0.5, max: 5 })?.message).toBe('ROI系数不小于0.5，不大于5');
  });

  it('accepts the bounds themselves', () => {
    expect(validateBid(fixed(0.01))).toBeUndefined();
    expect(validateBid(fixed(99999.99))).toBeUndefined();
  });

  it('uses the limits it is given', () => {
    expect(validateBid(fixed(3), { min: 5, max: 50 })?.message).toBe('出价不少于5元，不超过50元');
    expect(validateBid(fixed(5), { min: 5, max: 50 })).toBeUndefined();
  });

  it('accepts exactly the values within the range (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -10, max: 200000 }), (n) => {
        const ok = n >= BID.MIN && n <= BID.MAX;
        expect(validateBid(fixed(n)) === undefined).toBe(ok);
      }),
    );
  });
});

describe('validateBid: range (widgets spec §5)', () => {
  it('either missing gives 请填写最低出价与最高出价', () => {
    expect(validateBid(ranged(null, 5))).toEqual({ field: 'range', message: '请填写最低出价与最高出价' });
    expect(validateBid(ranged(5, null))?.message).toBe('请填写最低出价与最高出价');
    expect(validateBid(ranged(null, null, 'RANDOM'))?.message).toBe('请填写最低出价与最高出价');
  });

  it('lowest out of bounds gives 最低出价不能小于0.01元，不能大于99999.99元', () => {
    expect(validateBid(ranged(0, 5))).toEqual({ field: 'min', message: '最低出价不能小于0.01元，不能大于99999.99元' });
    expect(validateBid(ranged(100000, 100001))?.message).toBe('最低出价不能小于0.01元，不能大于99999.99元');
  });

  it('highest out of bounds gives 最高出价不能小于0.01元，不能大于99999.99元', () => {
    expect(validateBid(ranged(1, 100000))).toEqual({ field: 'max', message: '最高出价不能小于0.01元，不能大于99999.99元' });
  });

  it('lowest above highest gives 最低出价不能大于最高出价', () => {
    expect(validateBid(ranged(9, 3))).toEqual({ field: 'range', message: '最低出价不能大于最高出价' });
    expect(validateBid(ranged(3, 3))).toBeUndefined();
    expect(validateBid(ranged(3, 9, 'RANDOM'))).toBeUndefined();
  });

  it('ignores the fixed value in a range type and the range in FIXED', () => {
    expect(validateBid({ type: 'LADDER', num: null, min: 1, max: 2 })).toBeUndefined();
    expect(validateBid({ type: 'FIXED', num: 1, min: 9, max: 2 })).toBeUndefined();
  });

  it('has the spec’s texts as builders', () => {
    expect(BID_MESSAGES.lowestRange(1, 2)).toBe('最低出价不能小于1元，不能大于2元');
    expect(BID_MESSAGES.highestRange(1, 2)).toBe('最高出价不能小于1元，不能大于2元');
    expect(BID_MESSAGES.bidRange(1, 2)).toBe('出价不少于1元，不超过2元');
    expect(BID_MESSAGES.roiRange(1, 2)).toBe('ROI系数不小于1，不大于2');
  });
});

describe('toBidResult', () => {
  it('emits {type, num, min, max, precision}', () => {
    expect(toBidResult({ type: 'RANDOM', num: null, min: 1.5, max: 3 })).toEqual({ type: 'RANDOM', num: null, min: 1.5, max: 3, precision: 2 });
    expect(toBidResult(fixed(2), 3)).toEqual({ type: 'FIXED', num: 2, min: null, max: null, precision: 3 });
  });
});
