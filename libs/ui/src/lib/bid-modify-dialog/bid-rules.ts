// The batch bid dialog's rules, without the DOM (widgets spec §3, §4, §5, §9).
import { BID } from '@toufang/domain';

export type BidType = 'FIXED' | 'LADDER' | 'RANDOM';

/** What the dialog's inputs hold; null when an input is empty. */
export interface BidFormValue {
  type: BidType;
  num: number | null;
  min: number | null;
  max: number | null;
}

/** What 确定 emits (widgets spec §3). */
export interface BidDialogResult extends BidFormValue {
  precision: number;
}

export interface BidLimits {
  /** Lowest allowed bid. Default BID.MIN (0.01). */
  min?: number;
  /** Highest allowed bid. Default BID.MAX (99999.99). */
  max?: number;
  /** The value is an ROI coefficient rather than a bid in yuan. */
  roiRatio?: boolean;
}

export const BID_TYPES: readonly BidType[] = ['FIXED', 'LADDER', 'RANDOM'];

/** The bid types' labels; the Chinese words are the desk's choice (docs/decisions.md). */
export const BID_TYPE_LABELS: Readonly<Record<BidType, string>> = {
  FIXED: '固定出价',
  LADDER: '阶梯出价',
  RANDOM: '随机出价',
};

/** One line under the range types saying how the range is used. */
export const BID_TYPE_HELP: Readonly<Record<BidType, string>> = {
  FIXED: '所选对象统一修改为同一出价',
  LADDER: '所选对象的出价在最低与最高出价之间阶梯设置',
  RANDOM: '所选对象的出价在最低与最高出价之间随机设置',
};

/** widgets spec §5, exactly. */
export const BID_MESSAGES = {
  BID_REQUIRED: '请填写出价',
  ROI_REQUIRED: '请填写ROI系数',
  bidRange: (min: number, max: number) => `出价不少于${min}元，不超过${max}元`,
  roiRange: (min: number, max: number) => `ROI系数不小于${min}，不大于${max}`,
  RANGE_REQUIRED: '请填写最低出价与最高出价',
  lowestRange: (min: number, max: number) => `最低出价不能小于${min}元，不能大于${max}元`,
  highestRange: (min: number, max: number) => `最高出价不能小于${min}元，不能大于${max}元`,
  LOWEST_ABOVE_HIGHEST: '最低出价不能大于最高出价',
} as const;

/** FIXED shows one value; LADDER and RANDOM a min-max range (widgets spec §4). */
export function isRangeBidType(type: BidType): boolean {
  return type !== 'FIXED';
}

function isEmpty(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || Number.isNaN(value);
}

function outside(value: number, min: number, max: number): boolean {
  return value < min || value > max;
}

export interface BidError {
  /** Which input the message belongs to: the fixed value, the lowest or the highest bid, or the pair. */
  field: 'num' | 'min' | 'max' | 'range';
  message: string;
}

/** The first problem of the dialog's value, or undefined when it may be confirmed (widgets spec §5). */
export function validateBid(value: BidFormValue, limits: BidLimits = {}): BidError | undefined {
  const { min = BID.MIN, max = BID.MAX, roiRatio = false } = limits;
  if (!isRangeBidType(value.type)) {
    if (isEmpty(value.num)) return { field: 'num', message: roiRatio ? BID_MESSAGES.ROI_REQUIRED : BID_MESSAGES.BID_REQUIRED };
    if (outside(value.num, min, max)) return { field: 'num', message: roiRatio ? BID_MESSAGES.roiRange(min, max) : BID_MESSAGES.bidRange(min, max) };
    return undefined;
  }
  if (isEmpty(value.min) || isEmpty(value.max)) return { field: 'range', message: BID_MESSAGES.RANGE_REQUIRED };
  if (outside(value.min, min, max)) return { field: 'min', message: BID_MESSAGES.lowestRange(min, max) };
  if (outside(value.max, min, max)) return { field: 'max', message: BID_MESSAGES.highestRange(min, max) };
  if (value.min > value.max) return { field: 'range', message: BID_MESSAGES.LOWEST_ABOVE_HIGHEST };
  return undefined;
}

/** The dialog's starting value: FIXED, every input empty. */
export const EMPTY_BID_VALUE: BidFormValue = { type: 'FIXED', num: null, min: null, max: null };

/** The event 确定 emits: the type, the three inputs as they are, and the precision they were entered with. */
export function toBidResult(value: BidFormValue, precision: number = BID.PRECISION): BidDialogResult {
  const { type, num, min, max } = value;
  return { type, num, min, max, precision };
}
