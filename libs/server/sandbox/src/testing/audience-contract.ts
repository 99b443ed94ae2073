// The data platform's audience calls against a sandbox media that has built its `custom-audience` type
// (docs/design/properties.md §4.1): an MD5 list becomes a pack computing 15 s + 1 s per 10,000 IDs and then
// 可用, a clear line or a wrong count is refused with nothing stored, a lookalike grows a ready seed and refuses a
// small one, handpicked packs are offered and added once, and the type's per-account cap refuses with its code.
import { createHash } from 'node:crypto';
import type { Db } from '@toufang/server-db';
import type { MediaPort, MediaProperty } from '@toufang/server-media';
import { refusalOf } from '@toufang/server-media/testing';
import { describe, expect, it } from 'vitest';
import { builtProperties, type SandboxMediaConfig } from '../lib/config';
import { audienceFigures, computingMs } from '../lib/audience-model';
import { sandboxHarness } from './sandbox-harness';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `rows` distinct MD5 lines, as the desk's worker writes them. */
export function hashedList(rows: number, salt = 'imei'): Uint8Array {
  return new TextEncoder().encode(Array.from({ length: rows }, (_, i) => `${md5(`${salt}${86_000_000_000_000 + i}`)}\n`).join(''));
}

async function allAudiences(port: MediaPort, token: string, advertiserId: string): Promise<MediaProperty[]> {
  const out: MediaProperty[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await port.listProperties(token, { advertiserId, type: 'custom-audience', cursor });
    out.push(...page.properties);
    cursor = page.nextCursor;
    if (!page.hasMore) return out;
  }
}

export function describeAudienceContract(config: SandboxMediaConfig, lazyDb: () => Db, title = `${config.media} sandbox audiences`): void {
  const spec = builtProperties(config).get('custom-audience');
  if (!spec?.lifecycle) return;
  const base = spec.lifecycle.computeMs;

  describe(title, () => {
    it('an uploaded MD5 list computes for the base time plus 1 s per 10,000 IDs, then is 可用 with a matched size', async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const rows = 25_000;
      const { propertyId } = await h.port.uploadAudience(tokens.accessToken, advertiserId, { name: '上传人群', idType: 'imei', content: hashedList(rows), rows });
      const [computing] = await allAudiences(h.port, tokens.accessToken, advertiserId);
      expect(computing).toMatchObject({ id: propertyId, lifecycle: 'computing', statusText: '计算中' });
      expect(computing.size).toBeGreaterThanOrEqual(Math.floor(rows * 0.55));
      expect(computing.size).toBeLessThanOrEqual(Math.ceil(rows * 0.85));
      h.clock.advance(computingMs(base, rows) - 1);
      expect((await allAudiences(h.port, tokens.accessToken, advertiserId)).at(-1)?.lifecycle).toBe('computing');
      h.clock.advance(1);
      expect((await allAudiences(h.port, tokens.accessToken, advertiserId)).at(-1)).toMatchObject({ id: propertyId, lifecycle: 'available', statusText: '可用' });
    });

    it('refuses a clear line, an empty list and a count that differs, storing nothing', async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const clear = new TextEncoder().encode(`${md5('a')}\n861234567890123\n`);
      const cases = [
        { content: clear, rows: 2 },
        { content: new Uint8Array(), rows: 0 },
        { content: hashedList(3), rows: 4 },
      ];
      for (const c of cases) {
        const error = await refusalOf(h.port.uploadAudience(tokens.accessToken, advertiserId, { name: '被拒人群', idType: 'imei', ...c }));
        expect(error.mediaCode).toBe(h.errorCode('audience_file_invalid'));
      }
      expect(await allAudiences(h.port, tokens.accessToken, advertiserId)).toEqual([]);
    });

    it('a lookalike of a ready seed grows it by level within the media’s maximum; a small or computing seed is refused', async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const { seedMin, expandMax } = audienceFigures(config.media);
      const rows = Math.ceil(seedMin / 0.55) + 10;
      const seed = await h.port.uploadAudience(tokens.accessToken, advertiserId, { name: '种子', idType: 'imei', content: hashedList(rows), rows });
      const early = await refusalOf(h.port.expandAudience(tokens.accessToken, advertiserId, { seedId: seed.propertyId, level: 3 }));
      expect(early.mediaCode).toBe(h.errorCode('audience_not_ready'));
      h.clock.advance(computingMs(base, rows));
      const lookalike = await h.port.expandAudience(tokens.accessToken, advertiserId, { seedId: seed.propertyId, level: 3 });
      const packs = await allAudiences(h.port, tokens.accessToken, advertiserId);
      const seedSize = packs.find((p) => p.id === seed.propertyId)?.size ?? 0;
      expect(packs.find((p) => p.id === lookalike.propertyId)?.size).toBe(Math.min(Math.round(seedSize * (1.8 + 0.9 * 3)), expandMax));

      const small = await h.port.uploadAudience(tokens.accessToken, advertiserId, { name: '小种子', idType: 'imei', content: hashedList(10, 'small'), rows: 10 });
      h.clock.advance(computingMs(base, 10));
      const error = await refusalOf(h.port.expandAudience(tokens.accessToken, advertiserId, { seedId: small.propertyId, level: 5 }));
      expect(error.mediaCode).toBe(h.errorCode('property_invalid'));
      expect(error.message).toContain(`不足${seedMin.toLocaleString('en-US')}`);
    });

    it('offers about forty handpicked packs; adding one twice answers the same pack', async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const offered = await h.port.listHandpicked(tokens.accessToken, advertiserId);
      expect(offered.length).toBeGreaterThan(30);
      expect(offered.every((p) => p.size > 0 && p.name !== '' && p.category !== '')).toBe(true);
      const first = await h.port.addHandpicked(tokens.accessToken, advertiserId, offered[0].handpickId);
      expect(await h.port.addHandpicked(tokens.accessToken, advertiserId, offered[0].handpickId)).toEqual(first);
      const [pack] = await allAudiences(h.port, tokens.accessToken, advertiserId);
      expect(pack).toMatchObject({ id: first.propertyId, size: offered[0].size });
      const missing = await refusalOf(h.port.addHandpicked(tokens.accessToken, advertiserId, 'hp_none'));
      expect(missing.mediaCode).toBe(h.errorCode('not_found'));
    });

    if (spec.limits.PER_ACCOUNT !== null && spec.limits.PER_ACCOUNT <= 60) {
      const cap = spec.limits.PER_ACCOUNT;
      it(`keeps the cap of ${cap} packs an account, refusing the next with the media’s code`, async () => {
        const h = sandboxHarness(lazyDb(), config);
        const { advertiserId, tokens } = await h.newAdvertiser();
        const offered = await h.port.listHandpicked(tokens.accessToken, advertiserId);
        for (let i = 0; i < cap; i++) {
          await h.port.uploadAudience(tokens.accessToken, advertiserId, { name: `人群${i}`, idType: 'imei', content: hashedList(1, String(i)), rows: 1 });
          // The media's per-second and per-minute windows run on the harness's clock.
          h.clock.advance(1_300);
        }
        const error = await refusalOf(h.port.addHandpicked(tokens.accessToken, advertiserId, offered[0].handpickId));
        expect(error.mediaCode).toBe(h.errorCode('property_quota'));
        expect(error.message).toContain(`最多${cap}个`);
      });
    }
  });
}
