// The property port contract against the sandbox engine, with a configuration of the kit's own (three types:
// reviewed targeting packs, audiences with a lifecycle, one pending), over a fresh database.
import type { MediaProperty } from '@toufang/server-media';
import { describePropertyContract, refusalOf } from '@toufang/server-media/testing';
import { describe, expect, it } from 'vitest';
import { lazyTestDb } from '../testing/sandbox-contract';
import { sandboxHarness } from '../testing/sandbox-harness';
import { PROPERTY_TEST_CONFIG, TEST_AUDIENCE, TEST_TARGET } from '../testing/property-test-config';
import type { SeedAccount } from './config';
import { seedSandboxProperties } from './seed-properties';

const lazyDb = lazyTestDb();

describePropertyContract('the kit’s test media', () => sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG), [
  {
    type: 'target',
    draft: (i) => ({ name: `定向包${i}`, values: { city: [110101, 310100], track_url: 'https://t.example.com/c?id=__CLICKID__' } }),
    refused: [
      { values: { city: [110199] }, rule: 'property_region', says: '地域编码不存在：110199' },
      { values: { city: [110101], track_url: 'https://t.example.com/c?id=__FOO__' }, rule: 'property_macro', says: '监测链接包含巨量引擎不支持的宏：__FOO__' },
    ],
  },
  { type: 'custom-audience', draft: (i) => ({ name: `人群包${i}`, values: {} }) },
]);

describe('sandbox properties', () => {
  it('keeps the per-account cap, counting objects not deleted', async () => {
    const h = sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const drafts = Array.from({ length: 5 }, (_, i) => ({ name: `上限${i}`, values: {} }));
    const made = await h.port.createProperties(tokens.accessToken, { advertiserId, type: 'target', drafts });
    expect(made.every((o) => o.ok)).toBe(true);
    const [over] = await h.port.createProperties(tokens.accessToken, { advertiserId, type: 'target', drafts: [{ name: '第六个', values: {} }] });
    expect(over).toMatchObject({ ok: false, mediaCode: h.errorCode('property_quota'), reason: '巨量引擎：每个账户最多5个target，账户已有5个' });
    const first = made[0];
    await h.port.deleteProperties(tokens.accessToken, { advertiserId, type: 'target', ids: [first.ok ? first.value.id : ''] });
    const [again] = await h.port.createProperties(tokens.accessToken, { advertiserId, type: 'target', drafts: [{ name: '第六个', values: {} }] });
    expect(again.ok).toBe(true);
  });

  it('refuses a batch over the type’s size whole', async () => {
    const h = sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const drafts = Array.from({ length: 6 }, (_, i) => ({ name: `批量${i}`, values: {} }));
    const error = await refusalOf(h.port.createProperties(tokens.accessToken, { advertiserId, type: 'target', drafts }));
    expect(error.mediaCode).toBe(h.errorCode('batch_too_large'));
  });

  it('answers a pending type as empty, its region tree at the media’s depth, and an unknown type as refused', async () => {
    const h = sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    expect(await h.port.listProperties(tokens.accessToken, { advertiserId, type: 'landing-page' })).toMatchObject({ properties: [], hasMore: false });
    const error = await refusalOf(h.port.listProperties(tokens.accessToken, { advertiserId, type: 'nothing' }));
    expect(error.mediaCode).toBe(h.errorCode('invalid_value'));
    const options = await h.port.propertyOptions('region');
    expect(options.tree).toHaveLength(34);
    expect(options.tree[0].children?.[0].children?.length).toBeGreaterThan(0);
    expect((await h.port.propertyOptions('region')).version).toBe(options.version);
    expect((await h.port.propertyOptions('interest')).tree).toEqual([]);
  });
});

describe('seeded properties', () => {
  it('spreads audiences over every lifecycle state and leaves some targeting packs under review, listed as any other', async () => {
    const h = sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const audience = { ...TEST_AUDIENCE, seed: { perAccount: 6, make: (_random: () => number, _account: unknown, i: number) => ({ name: `种子人群${i}`, values: {} }) } };
    const target = { ...TEST_TARGET, seed: { perAccount: 5, make: (_random: () => number, _account: unknown, i: number) => ({ name: `种子定向${i}`, values: { city: [110101] } }) } };
    let n = 900_000;
    const made = await seedSandboxProperties(lazyDb, {
      config: { ...PROPERTY_TEST_CONFIG, properties: { target, 'custom-audience': audience, 'landing-page': 'pending' } },
      advertisers: [{ id: advertiserId, name: '种子账户' }],
      random: () => 0.5,
      nextId: () => ++n,
      now: h.clock.now(),
    });
    expect(made).toBe(11);
    // The test media's pages hold two objects: every page, as a sync reads them.
    const listAll = async (type: string) => {
      const all: MediaProperty[] = [];
      for (let cursor: string | undefined, more = true; more; ) {
        const page = await h.port.listProperties(tokens.accessToken, { advertiserId, type, cursor });
        all.push(...page.properties);
        cursor = page.nextCursor;
        more = page.hasMore;
      }
      return all;
    };
    const audiences = await listAll('custom-audience');
    expect(audiences.map((a) => a.lifecycle).sort()).toEqual(['available', 'available', 'computing', 'expired', 'expiring', 'offline']);
    expect(audiences.every((a) => a.size !== null && a.size > 0)).toBe(true);
    const targets = await listAll('target');
    expect(targets.filter((t) => t.review === 'reviewing').map((t) => t.name)).toEqual(['种子定向4']);
    expect(targets.filter((t) => t.review !== 'reviewing')).toHaveLength(4);
  });

  it('seeds a child type after its parent type, under the account’s seeded parents, and none where no parent was seeded', async () => {
    const h = sandboxHarness(lazyDb, PROPERTY_TEST_CONFIG);
    const { advertiserId, tokens } = await h.newAdvertiser();
    const bare = await h.newAdvertiser();
    const seenParents: string[][] = [];
    // The child is declared before its parent: the seed still seeds the parent first.
    const child = {
      ...TEST_TARGET,
      parentType: 'custom-audience',
      seed: {
        perAccount: 3,
        make: (_random: () => number, account: SeedAccount, i: number) => {
          seenParents.push((account.parents ?? []).map((p) => p.id));
          return { name: `分包${i}`, values: { city: [110101] } };
        },
      },
    };
    const parent = { ...TEST_AUDIENCE, seed: { perAccount: 2, make: (_random: () => number, _account: unknown, i: number) => ({ name: `上级${i}`, values: {} }) } };
    const noParent = { ...parent, seed: { ...parent.seed, perAccount: 0 } };
    let n = 950_000;
    const seed = (audience: typeof parent, id: string) =>
      seedSandboxProperties(lazyDb, {
        config: { ...PROPERTY_TEST_CONFIG, properties: { target: child, 'custom-audience': audience, 'landing-page': 'pending' } },
        advertisers: [{ id, name: '种子账户' }],
        random: () => 0.5,
        nextId: () => ++n,
        now: h.clock.now(),
      });
    expect(await seed(parent, advertiserId)).toBe(5);
    const parents = (await h.port.listProperties(tokens.accessToken, { advertiserId, type: 'custom-audience' })).properties.map((p) => p.id).sort();
    expect(seenParents.map((ids) => [...ids].sort())).toEqual([parents, parents, parents]);
    const children: MediaProperty[] = [];
    for (let cursor: string | undefined, more = true; more; ) {
      const page = await h.port.listProperties(tokens.accessToken, { advertiserId, type: 'target', cursor });
      children.push(...page.properties);
      cursor = page.nextCursor;
      more = page.hasMore;
    }
    expect(children).toHaveLength(3);
    expect(new Set(children.map((c) => c.parentId))).toEqual(new Set(parents));
    expect(await seed(noParent, bare.advertiserId)).toBe(0);
  });
});
