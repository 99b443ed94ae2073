import { describe, expect, it } from 'vitest';
import { bindingsOfAttributes } from '@toufang/server-media';
import { audienceCount, bindingAttributes, BINDING_SHARES, chooseAudiences, chooseTargeting, NO_PACKS, packKindOf, packsAt, rendezvous, usesPack } from './bindings';

const ads = Array.from({ length: 2000 }, (_, i) => `1700000${String(100000 + i)}`);
const packs = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `160000${String(1000 + from + i)}`);

describe('the packs a delivering object chooses', () => {
  it('answers the same packs for the same object and packs, whatever their order', () => {
    const targeting = packs(6);
    const audiences = packs(9, 50);
    for (const ad of ads.slice(0, 200)) {
      expect(chooseTargeting(ad, targeting)).toBe(chooseTargeting(ad, [...targeting].reverse()));
      expect(chooseAudiences(ad, audiences)).toEqual(chooseAudiences(ad, [...audiences].reverse()));
      expect(bindingAttributes(ad, { targeting, audiences })).toEqual(bindingAttributes(ad, { targeting, audiences }));
    }
  });

  it('moves only the objects that weigh a new pack highest to it, about one in n+1', () => {
    const before = packs(6);
    const after = [...before, '1600009999'];
    let moved = 0;
    let targeted = 0;
    for (const ad of ads) {
      const was = chooseTargeting(ad, before);
      const now = chooseTargeting(ad, after);
      if (was !== null) targeted += 1;
      if (was !== now) {
        moved += 1;
        // Whatever moved went to the new pack, never between old ones.
        expect(now).toBe('1600009999');
      }
    }
    expect(moved / targeted).toBeGreaterThan(0.08);
    expect(moved / targeted).toBeLessThan(0.2);
  });

  it('moves no object when a pack no object chose is removed', () => {
    const all = packs(8, 200);
    const chosen = new Set(ads.slice(0, 10).flatMap((ad) => chooseAudiences(ad, all)));
    const unused = all.find((id) => !chosen.has(id));
    expect(unused).toBeDefined();
    const rest = all.filter((id) => id !== unused);
    for (const ad of ads.slice(0, 10)) expect(chooseAudiences(ad, rest)).toEqual(chooseAudiences(ad, all));
  });

  it('leaves a believable share without a targeting pack and spreads 0–2 audience packs', () => {
    const none = ads.filter((ad) => chooseTargeting(ad, packs(4)) === null).length / ads.length;
    expect(Math.abs(none - BINDING_SHARES.noTargeting)).toBeLessThan(0.05);
    const counts = [0, 1, 2].map((n) => ads.filter((ad) => audienceCount(ad) === n).length / ads.length);
    counts.forEach((share, n) => expect(Math.abs(share - BINDING_SHARES.audiences[n])).toBeLessThan(0.05));
    // An account with fewer packs than asked answers what it has; one without answers none.
    expect(chooseAudiences(ads.find((ad) => audienceCount(ad) === 2) ?? '', ['1'])).toEqual(['1']);
    expect(chooseTargeting(ads.find((ad) => chooseTargeting(ad, ['1']) !== null) ?? '', [])).toBeNull();
  });

  it('spreads the objects over the packs', () => {
    const four = packs(4);
    const tally = new Map<string, number>();
    for (const ad of ads) for (const id of rendezvous('targeting', ad, four, 1)) tally.set(id, (tally.get(id) ?? 0) + 1);
    for (const id of four) expect(tally.get(id) ?? 0).toBeGreaterThan(ads.length / 4 / 1.5);
  });

  it('answers the attributes the desk reads back as bindings', () => {
    const targeting = packs(3);
    const audiences = packs(5, 70);
    const ad = ads.find((id) => chooseTargeting(id, targeting) !== null && audienceCount(id) === 2) ?? '';
    const attributes = bindingAttributes(ad, { targeting, audiences });
    expect(bindingsOfAttributes(attributes)).toEqual([
      { type: 'target', id: chooseTargeting(ad, targeting), role: 'bound' },
      ...chooseAudiences(ad, audiences).map((id) => ({ type: 'custom-audience', id, role: 'include' })),
    ]);
    expect(usesPack(ad, { targeting, audiences }, 'audiences', chooseAudiences(ad, audiences)[1])).toBe(true);
    expect(packKindOf('target')).toBe('targeting');
    expect(packKindOf('landing-page')).toBeNull();
  });
});

describe('the packs an object had to choose from', () => {
  it('offers an object only the packs made at or before it, so a new pack moves none of the older objects', () => {
    const day = 86_400_000;
    const dated = { targeting: [{ id: 't1', createdAt: 10 * day }, { id: 't2', createdAt: 20 * day }], audiences: [{ id: 'a1', createdAt: 5 * day }, { id: 'a2', createdAt: 30 * day }] };
    expect(packsAt(dated, 15 * day)).toEqual({ targeting: ['t1'], audiences: ['a1'] });
    expect(packsAt(dated, 40 * day)).toEqual({ targeting: ['t1', 't2'], audiences: ['a1', 'a2'] });
    const later = { ...dated, targeting: [...dated.targeting, { id: 't3', createdAt: 50 * day }] };
    for (const ad of ads.slice(0, 300)) expect(bindingAttributes(ad, packsAt(later, 40 * day))).toEqual(bindingAttributes(ad, packsAt(dated, 40 * day)));
    expect(packsAt(NO_PACKS, 40 * day)).toEqual({ targeting: [], audiences: [] });
  });
});
