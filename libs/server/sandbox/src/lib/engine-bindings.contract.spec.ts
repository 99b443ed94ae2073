// The packs a sandbox delivering object uses (bindings.ts) through the port, over a fresh database: the ads of a
// declared level name a targeting pack and audience packs their account held when they were made, the same on
// every listing; a pack made later moves none of them; a pack they use is refused removal with the media's
// in-use code, one they do not use is removed.
import { bindingsOfAttributes, type MediaObject } from '@toufang/server-media';
import { describe, expect, it } from 'vitest';
import { lazyTestDb } from '../testing/sandbox-contract';
import { sandboxHarness } from '../testing/sandbox-harness';
import { PROPERTY_TEST_CONFIG } from '../testing/property-test-config';
import type { SandboxMediaConfig } from './config';

const lazyDb = lazyTestDb();
const CONFIG: SandboxMediaConfig = { ...PROPERTY_TEST_CONFIG, bindings: { levels: ['ad'] } };

const idsOf = (outcomes: readonly { ok: boolean; value?: unknown }[]) => outcomes.map((o) => (o.ok ? (o.value as { id: string }).id : ''));

describe('the packs delivering objects use', () => {
  it('are named on the ads, stay put when a pack is made, and keep a pack in use from removal', async () => {
    const h = sandboxHarness(lazyDb, CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    const targets = idsOf(await h.port.createProperties(token, { advertiserId, type: 'target', drafts: [0, 1].map((i) => ({ name: `定向${i}`, values: {} })) }));
    const audiences = idsOf(await h.port.createProperties(token, { advertiserId, type: 'custom-audience', drafts: [0, 1, 2].map((i) => ({ name: `人群${i}`, values: {} })) }));
    h.clock.advance(1000);
    const limits = h.port.limits;
    const [project] = await h.port.createObjects(token, { advertiserId, level: 'project', drafts: [{ parentId: null, name: '绑定项目', budget: (limits.minBudget.project ?? 100) * 4, bid: limits.bidRange.min + 2 }] });
    const projectId = project.ok ? project.value.id : '';
    const ads = await h.port.createObjects(token, { advertiserId, level: 'ad', drafts: Array.from({ length: 8 }, (_, i) => ({ parentId: projectId, name: `绑定广告${i}` })) });
    expect(ads.every((a) => a.ok)).toBe(true);
    // The create's answer already names them, as the listing does.
    const answered = new Map(ads.map((a) => (a.ok ? [a.value.id, a.value.attributes] : ['', undefined])));
    h.clock.advance(1000);

    /** Every ad, page by page (the listing from the start). */
    const listAds = async (): Promise<MediaObject[]> => {
      const out: MediaObject[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await h.port.listObjects(token, { advertiserId, level: 'ad', cursor });
        out.push(...page.objects);
        if (!page.hasMore) return out;
        cursor = page.nextCursor;
      }
    };
    const listed = await listAds();
    expect(listed).toHaveLength(8);
    for (const ad of listed) expect(ad.attributes).toEqual(answered.get(ad.id));
    const bindings = listed.flatMap((ad) => bindingsOfAttributes(ad.attributes).map((b) => ({ ...b, ad: ad.id })));
    expect(bindings.filter((b) => b.type === 'target').every((b) => targets.includes(b.id))).toBe(true);
    expect(bindings.filter((b) => b.type === 'custom-audience').every((b) => audiences.includes(b.id))).toBe(true);
    for (const ad of listed) expect(bindingsOfAttributes(ad.attributes).filter((b) => b.type === 'custom-audience').length).toBeLessThanOrEqual(2);
    const used = bindings.find((b) => b.type === 'target');
    expect(used).toBeDefined();

    // A pack made after the ads is open to later ads only: every ad answers as before, and it goes at once.
    const [later] = idsOf(await h.port.createProperties(token, { advertiserId, type: 'target', drafts: [{ name: '后建定向', values: {} }] }));
    h.clock.advance(1000);
    const again = await listAds();
    expect(new Map(again.map((ad) => [ad.id, ad.attributes]))).toEqual(new Map(listed.map((ad) => [ad.id, ad.attributes])));
    expect(await h.port.deleteProperties(token, { advertiserId, type: 'target', ids: [later] })).toEqual([{ key: later, ok: true, value: null }]);

    // A pack the ads use stays, in the media's code and the desk's words.
    const users = bindings.filter((b) => b.type === 'target' && b.id === used?.id).length;
    expect(await h.port.deleteProperties(token, { advertiserId, type: 'target', ids: [used?.id ?? ''] })).toEqual([
      { key: used?.id, ok: false, mediaCode: h.errorCode('property_in_use'), reason: `巨量引擎：定向包正被${users}个在投广告使用，不能删除` },
    ]);
    const unused = targets.find((id) => !bindings.some((b) => b.id === id));
    if (unused) expect((await h.port.deleteProperties(token, { advertiserId, type: 'target', ids: [unused] }))[0].ok).toBe(true);
  });
});
