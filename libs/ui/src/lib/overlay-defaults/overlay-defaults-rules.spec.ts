import fc from 'fast-check';
import { SIZES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { OVERLAY_DEFAULTS, OVERLAY_TEXTS, tooltipDelay } from './overlay-defaults-rules';

describe('overlay defaults (widgets spec §2, §9)', () => {
  it('modal and drawer: no close on a backdrop click, 1200 px wide', () => {
    expect(OVERLAY_DEFAULTS.maskClosable).toBe(false);
    expect(OVERLAY_DEFAULTS.modalWidth).toBe(1200);
    expect(OVERLAY_DEFAULTS.drawerWidth).toBe(1200);
    expect(SIZES.MODAL_WIDTH).toBe(1200);
    expect(SIZES.DRAWER_WIDTH).toBe(1200);
  });

  it('tooltip max width 350, offset 10; tag max width 88', () => {
    expect(OVERLAY_DEFAULTS.tooltipOffset).toBe(10);
    expect(SIZES.TOOLTIP_OFFSET).toBe(10);
    expect(OVERLAY_DEFAULTS.tooltipMaxWidth).toBe(350);
    expect(SIZES.TOOLTIP_MAX_WIDTH_WIDGETS).toBe(350);
    expect(OVERLAY_DEFAULTS.tagMaxWidth).toBe(88);
    expect(SIZES.TAG_MAX_WIDTH).toBe(88);
  });

  it('names the close button in Chinese', () => {
    expect(OVERLAY_TEXTS.CLOSE).toBe('关闭');
  });
});

describe('tooltipDelay: 1000 ms by default, never below 250 ms (widgets spec §9)', () => {
  it('defaults to 1000 ms', () => {
    expect(SIZES.TOOLTIP_DELAY_MS).toBe(1000);
    expect(tooltipDelay()).toBe(1000);
    expect(tooltipDelay(undefined)).toBe(1000);
  });

  it('raises a shorter delay to 250 ms and keeps 250 ms itself', () => {
    expect(SIZES.TOOLTIP_MIN_DELAY_MS).toBe(250);
    expect(tooltipDelay(0)).toBe(250);
    expect(tooltipDelay(-100)).toBe(250);
    expect(tooltipDelay(249)).toBe(250);
    expect(tooltipDelay(250)).toBe(250);
    expect(tooltipDelay(251)).toBe(251);
    expect(tooltipDelay(3000)).toBe(3000);
  });

  it('falls back to 1000 ms for a value that is not a number of ms', () => {
    expect(tooltipDelay(Number.NaN)).toBe(1000);
    expect(tooltipDelay(Number.POSITIVE_INFINITY)).toBe(1000);
  });

  it('property: the delay is the asked one, or 250 ms when that is lower', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (ms) => {
        const result = tooltipDelay(ms);
        expect(result).toBeGreaterThanOrEqual(250);
        expect(result).toBe(ms < 250 ? 250 : ms);
      }),
    );
  });
});
