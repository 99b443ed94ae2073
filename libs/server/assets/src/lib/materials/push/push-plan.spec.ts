import { describe, expect, it } from 'vitest';
import type { MaterialLimits, MediaCode } from '@toufang/domain';
import { materialRefusal, planPairs, pushChunks, PUSH_TEXTS, type PushAccount, type PushMaterial } from './push-plan';

const LIMITS: MaterialLimits = {
  IMAGE: { FORMATS: ['jpg', 'png'], MAX_BYTES: 1024 * 1024, SPECS: [{ NAME: '横版大图', RATIO: [16, 9], MIN: [1280, 720] }] },
  VIDEO: { FORMATS: ['mp4'], MAX_BYTES: 100 * 1024 * 1024, SPECS: [{ NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] }], DURATION_S: { MIN: 4, MAX: 60 } },
  FILE_NAME_MAX_LENGTH: 20,
  PUSH: { ACCOUNTS: 2, MATERIALS: 3 },
  UPLOADS_PER_DAY: 100,
};

let next = 0;
const image = (over: Partial<PushMaterial> = {}): PushMaterial => {
  next += 1;
  return { id: next, name: `图${next}.png`, md5: String(next).padStart(32, '0'), kind: 'image', format: 'png', size: 1000, width: 1280, height: 720, durationMs: null, ...over };
};
const account = (id: number, over: Partial<PushAccount> = {}): PushAccount => ({ id, media: 'toutiao', advertiserId: `a${id}`, name: `账户${id}`, authorizationId: 1, ...over });

describe('materialRefusal', () => {
  it('answers null for a file that fits, and the media name with the limit it breaks otherwise', () => {
    expect(materialRefusal('toutiao', LIMITS, image())).toBeNull();
    expect(materialRefusal('toutiao', LIMITS, image({ width: 1200, height: 628 }))).toBe('巨量引擎不接受：图片尺寸1200×628不符合要求，支持：横版大图16:9（1280×720及以上）');
    expect(materialRefusal('kuaishou', LIMITS, image({ format: 'gif' }))).toBe('磁力智投不接受：不支持的图片格式gif，仅支持jpg、png');
    expect(materialRefusal('toutiao', LIMITS, image({ kind: 'video', format: 'mp4', width: 720, height: 1280, durationMs: 90_000 }))).toMatch(/时长90秒不在4～60秒之间/);
    expect(materialRefusal('toutiao', LIMITS, image({ name: '一'.repeat(21) }))).toBe('巨量引擎不接受：文件名最长20个字');
  });
});

describe('planPairs', () => {
  it('makes accounts × materials in order, refusing before any call what the media limits or a dead authorisation refuse', () => {
    const fits = image();
    const wide = image({ width: 1200, height: 628 });
    const pairs = planPairs([fits, wide], [account(1), account(2, { authorizationId: null })], () => LIMITS);
    expect(pairs.map((p) => [p.seq, p.account.id, p.material.id, p.refusal === null])).toEqual([
      [0, 1, fits.id, true],
      [1, 1, wide.id, false],
      [2, 2, fits.id, false],
      [3, 2, wide.id, false],
    ]);
    expect(pairs[2].refusal).toBe(PUSH_TEXTS.AUTH_INACTIVE);
    expect(pairs[1].refusal).toMatch(/^巨量引擎不接受/);
  });

  it('checks each material against the limits of each account’s own media', () => {
    const m = image({ format: 'jpg' });
    const limitsOf = (media: MediaCode): MaterialLimits => (media === 'gdt' ? { ...LIMITS, IMAGE: { ...LIMITS.IMAGE, FORMATS: ['png'] } } : LIMITS);
    const pairs = planPairs([m], [account(1), account(2, { media: 'gdt' })], limitsOf);
    expect(pairs.map((p) => p.refusal === null)).toEqual([true, false]);
  });
});

describe('pushChunks', () => {
  it('cuts each media and authorisation into calls of at most its batch of accounts × materials', () => {
    const materials = Array.from({ length: 4 }, () => image());
    const accounts = [account(1), account(2), account(3), account(4, { authorizationId: 2 })];
    const pairs = planPairs(materials, accounts, () => LIMITS);
    const chunks = pushChunks(pairs, () => LIMITS.PUSH);
    expect(chunks.map((c) => [c.authorizationId, c.advertiserIds, c.materialIds.length])).toEqual([
      [1, ['a1', 'a2'], 3],
      [1, ['a1', 'a2'], 1],
      [1, ['a3'], 3],
      [1, ['a3'], 1],
      [2, ['a4'], 3],
      [2, ['a4'], 1],
    ]);
    // Every pair to send is in exactly one chunk, and a chunk is the whole rectangle of its accounts × materials.
    const seqs = chunks.flatMap((c) => c.seqs).sort((a, b) => a - b);
    expect(seqs).toEqual(pairs.map((p) => p.seq));
    for (const c of chunks) expect(c.seqs.length).toBe(c.advertiserIds.length * c.materialIds.length);
  });

  it('leaves out pairs refused before any call and accounts of different media apart', () => {
    const fits = image();
    const wide = image({ width: 1200, height: 628 });
    const pairs = planPairs([fits, wide], [account(1), account(2, { media: 'kuaishou' })], () => LIMITS);
    const chunks = pushChunks(pairs, () => ({ ACCOUNTS: 10, MATERIALS: 10 }));
    expect(chunks.map((c) => [c.media, c.advertiserIds, c.materialIds])).toEqual([
      ['toutiao', ['a1'], [fits.id]],
      ['kuaishou', ['a2'], [fits.id]],
    ]);
  });

  it('answers the same chunks whatever was answered since, so a restart resumes on the same calls', () => {
    const pairs = planPairs(Array.from({ length: 5 }, () => image()), [account(1), account(2), account(3)], () => LIMITS);
    expect(pushChunks(pairs, () => LIMITS.PUSH)).toEqual(pushChunks([...pairs], () => LIMITS.PUSH));
  });
});
