// The port contract on comments (docs/design/properties.md §2.7, §3.1, §6.9): a media's 评论管理 lists the
// comments its users left on the account's delivering ads (never made through the port), incrementally, and
// applies the type's actions — reply within the media's length and never to a hidden comment, hide, one pinned
// comment per ad, block a commenter — answering each comment as it is after, or its refusal in the media's code.
import { MEDIA_REGISTRY } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import type { LevelSpec, MediaPort, MediaProperty, PropertyAction } from '../lib/port';
import { must, refusalOf, type PortHarness } from './contract-helpers';

const DAY = 86_400_000;

export interface CommentSample {
  type: string;
  actions: readonly PropertyAction[];
  replyMaxLength: number;
}

export function describeCommentContract(name: string, makeHarness: () => PortHarness, sample: CommentSample): void {
  describe(`comment port contract: ${name}`, () => {
    const h = makeHarness();
    const { port, clock } = h;
    const prefix = `${MEDIA_REGISTRY[port.media].displayName}：`;
    const offers = (action: PropertyAction) => sample.actions.includes(action);
    const deliverSpec = must(port.levels.find((l) => l.delivers));
    const line: LevelSpec[] = [];
    for (let s: LevelSpec | undefined = deliverSpec; s; s = port.levels.find((l) => l.level === s?.parent)) line.unshift(s);
    let serial = 0;

    /** An account with three delivering ads that have been up for five days. */
    const accountWithComments = async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
          const ads: string[] = [];
      for (let n = 0; n < 3; n++) {
        let parent: string | null = null;
        for (const spec of line) {
          const [made] = await port.createObjects(tokens.accessToken, {
            advertiserId,
            level: spec.level,
            drafts: [{ parentId: parent, name: `评论契约${spec.label}_${++serial}`, budget: spec.has.budget ? (port.limits.minBudget[spec.level] ?? 100) * 4 : undefined, bid: spec.has.bid ? port.limits.bidRange.min + 2 : undefined }],
          });
          if (!made.ok) throw new Error(`create refused: ${made.reason}`);
          parent = made.value.id;
        }
        ads.push(must(parent ?? undefined));
      }
      clock.advance(5 * DAY);
      // The access token has expired meanwhile; the refresh token has not.
      const fresh = await port.refreshTokens(tokens.refreshToken);
      return { advertiserId, token: fresh.accessToken, ads };
    };
    const listAll = async (p: MediaPort, token: string, advertiserId: string, cursor?: string) => {
      const properties: MediaProperty[] = [];
      for (;;) {
        const page = await p.listProperties(token, { advertiserId, type: sample.type, cursor });
        properties.push(...page.properties);
        cursor = page.nextCursor;
        if (!page.hasMore) return { properties, cursor };
      }
    };
    const act = (token: string, advertiserId: string, action: PropertyAction, ids: string[], input?: Record<string, unknown>) =>
      port.actOnProperties(token, { advertiserId, type: sample.type, action, ids, input });

    it('offers no create, edit, push or delete, and syncs', () => {
      const spec = must(port.properties.find((p) => p.type === sample.type));
      expect(spec.operations).toEqual({ create: false, edit: false, push: false, delete: false, sync: true });
      expect(spec.review).toBe(false);
    });

    it('lists the comments of the account’s delivering ads, the same ones every time, incrementally', async () => {
      const { advertiserId, token, ads } = await accountWithComments();
      const first = await listAll(port, token, advertiserId);
      expect(first.properties.length).toBeGreaterThan(0);
      for (const c of first.properties) {
        expect(ads).toContain(c.values.ad_id);
        expect(String(c.values.ad_name)).toMatch(/^评论契约/);
        expect(c.values).toMatchObject({ text: c.name, reply_text: null, hidden: false, pinned: false, blocked: false });
        expect(typeof c.values.nickname).toBe('string');
        expect(c.review).toBeNull();
      }
      // Nothing changed: the cursor answers nothing; a second reader derives the same comments.
      expect((await listAll(port, token, advertiserId, first.cursor)).properties).toEqual([]);
      expect((await listAll(h.again(), token, advertiserId)).properties.map((c) => c.id)).toEqual(first.properties.map((c) => c.id));
      // Hours later the ads may have new comments, answered after the cursor; the old ones are not.
      clock.advance(DAY / 2);
      const later = await listAll(port, token, advertiserId, first.cursor);
      expect(later.properties.filter((c) => first.properties.some((f) => f.id === c.id))).toEqual([]);
    });

    it('replies within the media’s length, and never to a hidden comment', async () => {
      const { advertiserId, token } = await accountWithComments();
      const { properties, cursor } = await listAll(port, token, advertiserId);
      const [a, b] = properties;
      const [ok] = await act(token, advertiserId, 'reply', [a.id], { text: '感谢关注，已私信您' });
      expect(ok).toMatchObject({ ok: true, value: { id: a.id, values: { reply_text: '感谢关注，已私信您' } } });
      const [long] = await act(token, advertiserId, 'reply', [a.id], { text: '好'.repeat(sample.replyMaxLength + 1) });
      expect(long).toMatchObject({ ok: false, mediaCode: h.errorCode('property_invalid'), reason: `${prefix}回复最长${sample.replyMaxLength}个字` });
      const [empty] = await act(token, advertiserId, 'reply', [a.id], { text: '  ' });
      expect(empty).toMatchObject({ ok: false, reason: `${prefix}回复内容不能为空` });
      if (offers('hide')) {
        expect((await act(token, advertiserId, 'hide', [b.id]))[0]).toMatchObject({ ok: true, value: { values: { hidden: true } } });
        const [hidden] = await act(token, advertiserId, 'reply', [b.id], { text: '您好' });
        expect(hidden).toMatchObject({ ok: false, mediaCode: h.errorCode('property_invalid'), reason: `${prefix}评论已隐藏，不能回复` });
      }
      // What changed comes back after the cursor, as it is now.
      const changed = (await listAll(port, token, advertiserId, cursor)).properties;
      expect(changed.find((c) => c.id === a.id)?.values.reply_text).toBe('感谢关注，已私信您');
    });

    // An action the media does not offer has no test of its own: the last test proves it refused.
    if (offers('pin')) it('keeps one pinned comment per ad', async () => {
      const { advertiserId, token } = await accountWithComments();
      const { properties } = await listAll(port, token, advertiserId);
      const byAd = new Map<string, MediaProperty[]>();
      for (const c of properties) byAd.set(String(c.values.ad_id), [...(byAd.get(String(c.values.ad_id)) ?? []), c]);
      const pair = must([...byAd.values()].find((cs) => cs.length >= 2));
      await act(token, advertiserId, 'pin', [pair[0].id]);
      const { cursor } = await listAll(port, token, advertiserId);
      const [second] = await act(token, advertiserId, 'pin', [pair[1].id]);
      expect(second).toMatchObject({ ok: true, value: { values: { pinned: true } } });
      const changed = (await listAll(port, token, advertiserId, cursor)).properties;
      expect(changed.find((c) => c.id === pair[0].id)?.values.pinned).toBe(false);
      const all = (await listAll(port, token, advertiserId)).properties;
      expect(all.filter((c) => c.values.ad_id === pair[0].values.ad_id && c.values.pinned)).toHaveLength(1);
      await act(token, advertiserId, 'unpin', [pair[1].id]);
      expect((await listAll(port, token, advertiserId)).properties.some((c) => c.values.pinned)).toBe(false);
    });

    if (offers('block')) it('blocks the commenter on every comment of theirs in the account', async () => {
      const { advertiserId, token } = await accountWithComments();
      const { properties } = await listAll(port, token, advertiserId);
      const [outcome] = await act(token, advertiserId, 'block', [properties[0].id]);
      expect(outcome.ok).toBe(true);
      const all = (await listAll(port, token, advertiserId)).properties;
      const theirs = all.filter((c) => c.values.user_id === properties[0].values.user_id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((c) => c.values.blocked === true)).toBe(true);
      expect(all.filter((c) => c.values.user_id !== properties[0].values.user_id).every((c) => c.values.blocked === false)).toBe(true);
    });

    it('answers another account’s or an unknown comment as not found, and refuses an action not offered whole', async () => {
      const other = await accountWithComments();
      const theirs = (await listAll(port, other.token, other.advertiserId)).properties[0];
      const { advertiserId, token } = await accountWithComments();
      const outcomes = await act(token, advertiserId, 'reply', [theirs.id, '7000000000000000000'], { text: '您好' });
      expect(outcomes).toEqual([
        expect.objectContaining({ key: theirs.id, ok: false, reason: `${prefix}评论不存在或已删除` }),
        expect.objectContaining({ key: '7000000000000000000', ok: false, mediaCode: h.errorCode('not_found') }),
      ]);
      const missing = (['reply', 'hide', 'pin', 'unpin', 'block', 'publish'] as const).find((a) => !offers(a));
      const error = await refusalOf(act(token, advertiserId, must(missing), [theirs.id]));
      expect(error.mediaCode).toBe(h.errorCode('property_not_offered'));
    });
  });
}
