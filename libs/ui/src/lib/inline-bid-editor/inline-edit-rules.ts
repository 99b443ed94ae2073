// Rules shared by the inline editors (inline bid editor, inline add-action input): the caller supplies
// its own checks as functions returning a message, the first message wins (widgets spec §5).
import { BID } from '@toufang/domain';
import { BID_MESSAGES, type BidLimits } from '../bid-modify-dialog/bid-rules';

/** A check on the typed text: a message when it fails, undefined when it passes. */
export type InlineEditRule = (value: string) => string | undefined;

/** The first failing rule's message, or undefined. */
export function firstRuleError(value: string, rules: readonly InlineEditRule[] = []): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** Characters as a reader counts them: an emoji or other astral character is one. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** Whether the text is longer than maxLength; never without a maxLength. */
export function isOverMax(value: string, maxLength?: number): boolean {
  return maxLength !== undefined && textLength(value) > maxLength;
}

/**
 * The bid dialog's fixed-bid checks as inline rules (widgets spec §5): empty gives 请填写出价
 * (请填写ROI系数), anything not a number in range gives 出价不少于{min}元，不超过{max}元 (ROI: ROI系数…).
 */
export function bidInputRules(limits: BidLimits = {}): InlineEditRule[] {
  const { min = BID.MIN, max = BID.MAX, roiRatio = false } = limits;
  return [
    (value) => (value.trim() === '' ? (roiRatio ? BID_MESSAGES.ROI_REQUIRED : BID_MESSAGES.BID_REQUIRED) : undefined),
    (value) => {
      const n = Number(value.trim());
      return Number.isFinite(n) && n >= min && n <= max ? undefined : roiRatio ? BID_MESSAGES.roiRange(min, max) : BID_MESSAGES.bidRange(min, max);
    },
  ];
}
