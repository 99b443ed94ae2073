import { describe, expect, it } from 'vitest';
import { checkMaterialFile } from '@toufang/domain';
import type { MediaLimits } from './port';
import { checkBatch, checkBid, checkBudgetEdit, checkName, deskMessage, refusal, RULE_KIND, SANDBOX_RULES } from './rules';

// Figures of no media in particular: each media's own are pinned in its adapter's specs
// (libs/media-<code>/server).
const LIMITS: MediaLimits = {
  batch: { status: 10, budget: 10, bid: 10, schedule: 10, name: 10, create: 10 },
  callsPerSecond: 10,
  callsPerMinute: 100,
  lockoutMs: 60_000,
  budgetEditsPerDay: 20,
  budgetMinStep: 100,
  budgetOverSpendRatio: null,
  minBudget: { account: 1000, plan: 300 },
  bidRange: { min: 0.1, max: 5000 },
  nameMaxLength: 60,
  deliveryQuota: 500,
  pageSize: 100,
  reportIds: 100,
  material: {
    IMAGE: { FORMATS: ['jpg', 'png'], MAX_BYTES: 1024 * 1024, SPECS: [{ NAME: '横版图', RATIO: [16, 9], MIN: [1280, 720] }] },
    VIDEO: { FORMATS: ['mp4'], MAX_BYTES: 100 * 1024 * 1024, SPECS: [{ NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] }], DURATION_S: { MIN: 4, MAX: 60 } },
    FILE_NAME_MAX_LENGTH: 100,
    PUSH: { ACCOUNTS: 10, MATERIALS: 10 },
    UPLOADS_PER_DAY: 100,
  },
};

const budget = (limits: MediaLimits = LIMITS, over: Partial<Parameters<typeof checkBudgetEdit>[0]> = {}) =>
  checkBudgetEdit({ limits, scope: 'plan', label: '计划', current: 1000, next: 1500, editsToday: 0, todayCost: 0, ...over });

describe('edit rules', () => {
  it('a budget: a daily cap of changes, a smallest step, never under the minimum', () => {
    expect(budget()).toBeNull();
    expect(budget(LIMITS, { next: 1050 })?.rule).toBe('budget_step_too_small');
    expect(budget(LIMITS, { editsToday: 20 })?.rule).toBe('budget_edit_cap');
    expect(budget(LIMITS, { next: 200 })?.rule).toBe('budget_too_low');
    expect(budget(LIMITS, { next: 1000 })).toBeNull();
  });

  it('a media without a cap or a step takes any change above the minimum', () => {
    const free = { ...LIMITS, budgetEditsPerDay: null, budgetMinStep: 0 };
    expect(budget(free, { editsToday: 500, next: 1001 })).toBeNull();
  });

  it('a new budget at least a multiple of what was spent today, where the media says so', () => {
    const spend = (next: number) => budget({ ...LIMITS, budgetOverSpendRatio: 1.2, budgetMinStep: 0 }, { current: 1000, next, todayCost: 800 });
    expect(spend(959)?.rule).toBe('budget_below_spend');
    expect(spend(960)).toBeNull();
    expect(deskMessage('kuaishou', spend(959) ?? refusal('system_busy'))).toBe('磁力智投：新预算不能低于今日消耗的120%（960元）');
  });

  it('bids inside the range, names not empty and not too long (counted in characters), batches within the size', () => {
    expect(checkBid(LIMITS, 0.1)).toBeNull();
    expect(checkBid(LIMITS, 5000.01)?.rule).toBe('bid_out_of_range');
    expect(checkName(LIMITS, ' ')?.rule).toBe('name_empty');
    expect(checkName(LIMITS, '春'.repeat(60))).toBeNull();
    expect(checkName(LIMITS, '春'.repeat(61))?.rule).toBe('name_too_long');
    expect(checkBatch(LIMITS, 'status', 10)).toBeNull();
    expect(checkBatch(LIMITS, 'status', 11)?.rule).toBe('batch_too_large');
  });

  it('gives every rule a kind', () => {
    for (const rule of SANDBOX_RULES) expect(RULE_KIND[rule]).toBeDefined();
  });

  it('words material refusals as the upload page does, prefixed with the media', () => {
    const problem = checkMaterialFile(LIMITS.material, { kind: 'image', format: 'jpg', size: 2 * 1024 * 1024, width: 1280, height: 720 });
    expect(problem && deskMessage('toutiao', problem)).toBe('巨量引擎：图片大小2MB超过上限1MB');
    expect(deskMessage('kuaishou', refusal('material_push_too_large', { limit: 10, value: 11, label: '账户' }))).toBe('磁力智投：单次最多推送10个账户，本次11个');
    expect(deskMessage('gdt', refusal('material_quota', { limit: 2000 }))).toBe('腾讯广告3.0：该账户今日新增素材已达上限2000个');
    expect(RULE_KIND.material_quota).toBe('quota');
    expect(RULE_KIND.material_signature).toBe('invalid');
  });
});
