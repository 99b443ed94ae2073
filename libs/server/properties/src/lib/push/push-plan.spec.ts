import { describe, expect, it } from 'vitest';
import { planPairs, pushChunks, type PushSource, type PushTarget } from './push-plan';

const source = (id: number, accountId = 1, authorizationId: number | null = 9): PushSource => ({ id, name: `包${id}`, mediaId: `m${id}`, accountId, advertiserId: `adv${accountId}`, authorizationId });
const target = (id: number, held = 0, authorizationId: number | null = 9): PushTarget => ({ id, name: `账户${id}`, advertiserId: `adv${id}`, authorizationId, held });
const rules = { media: 'gdt' as const, label: '人群包', cap: 50 };

describe('planPairs', () => {
  it('lets the first pairs into a target up to its cap and refuses the rest with the figures', () => {
    const pairs = planPairs([source(1), source(2), source(3)], [target(2, 48)], rules);
    expect(pairs.map((p) => p.refusal)).toEqual([null, null, '腾讯广告3.0每个账户最多50个人群包，账户「账户2」已有48个，本次推送3个']);
  });

  it('refuses the source’s own account, a dead authorisation and another authorisation’s account, accounts first', () => {
    const pairs = planPairs([source(1)], [target(1), target(2, 0, null), target(3, 0, 8), target(4)], { ...rules, cap: null });
    expect(pairs.map((p) => [p.seq, p.target.id, p.refusal])).toEqual([
      [0, 1, '不能推送到源账户'],
      [1, 2, '账户授权已失效，请重新授权后再推送'],
      [2, 3, '目标账户与源账户不在同一授权下，无法推送'],
      [3, 4, null],
    ]);
  });
});

describe('pushChunks', () => {
  it('sends each source account’s objects to at most the batch of targets a call, leaving refused pairs out', () => {
    const sources = [source(1, 1), source(2, 1), source(3, 5)];
    const targets = [target(2), target(3), target(4, 49)];
    const pairs = planPairs(sources, targets, rules);
    const chunks = pushChunks(pairs, 2);
    expect(chunks.map((c) => [c.sourceAdvertiserId, c.targetAdvertiserIds, c.sourceIds, c.seqs])).toEqual([
      ['adv1', ['adv2', 'adv3'], ['m1', 'm2'], [0, 1, 3, 4]],
      ['adv1', ['adv4'], ['m1'], [6]],
      ['adv5', ['adv2', 'adv3'], ['m3'], [2, 5]],
    ]);
  });
});
