// The property push's rules without a database (docs/design/properties.md §2.10): which object × account pairs
// the desk refuses before any call (the target's cap counting what it holds and what is already queued for it,
// its authorisation, the source's own account), and the calls the rest go in: one source account a call (the
// media copies from one account), its token's targets cut into the type's push batch.
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';

/** An object pushed, with the account it lives in. */
export interface PushSource {
  /** The desk's id (media_properties). */
  id: number;
  name: string;
  /** The media's id. */
  mediaId: string;
  accountId: number;
  advertiserId: string;
  authorizationId: number | null;
}

/** A target account with what it holds of the type. */
export interface PushTarget {
  id: number;
  name: string;
  advertiserId: string;
  /** Its authorisation when alive, else null. */
  authorizationId: number | null;
  /** Objects of the type it holds (not deleted) plus pairs already queued for it by other pushes. */
  held: number;
}

/** One pair of the push, in the run's order: accounts first, then objects. */
export interface PushPair {
  seq: number;
  source: PushSource;
  target: PushTarget;
  /** The desk's refusal before any call, or null when the pair goes to the media. */
  refusal: string | null;
}

/** One media call: the source account's objects to at most the type's push batch of targets. */
export interface PushChunk {
  authorizationId: number;
  sourceAdvertiserId: string;
  sourceIds: string[];
  targetAdvertiserIds: string[];
  seqs: number[];
}

export const PUSH_PLAN_TEXTS = {
  AUTH_INACTIVE: '账户授权已失效，请重新授权后再推送',
  SOURCE_AUTH_INACTIVE: (name: string) => `源账户「${name}」授权已失效，请重新授权后再推送`,
  SAME_ACCOUNT: '不能推送到源账户',
  OTHER_AUTHORIZATION: '目标账户与源账户不在同一授权下，无法推送',
  CAP: (media: MediaCode, label: string, cap: number, account: string, held: number, asked: number) =>
    `${MEDIA_DISPLAY_NAMES[media]}每个账户最多${cap}个${label}，账户「${account}」已有${held}个，本次推送${asked}个`,
} as const;

/**
 * Every target × source pair. Per target, pairs that would pass the type's per-account cap (`cap`, null: none)
 * are refused with the figures, the first ones in order going through; a pair whose target has no live
 * authorisation, is the source's own account, or is another authorisation's is refused too.
 */
export function planPairs(sources: readonly PushSource[], targets: readonly PushTarget[], rules: { media: MediaCode; label: string; cap: number | null }): PushPair[] {
  let seq = 0;
  return targets.flatMap((target) => {
    const sendable = (s: PushSource) =>
      s.authorizationId !== null && target.authorizationId !== null && s.accountId !== target.id && s.authorizationId === target.authorizationId;
    const asked = sources.filter(sendable).length;
    let room = rules.cap === null ? Infinity : Math.max(0, rules.cap - target.held);
    return sources.map((source) => {
      let refusal: string | null = null;
      if (source.accountId === target.id) refusal = PUSH_PLAN_TEXTS.SAME_ACCOUNT;
      else if (target.authorizationId === null) refusal = PUSH_PLAN_TEXTS.AUTH_INACTIVE;
      else if (source.authorizationId === null) refusal = PUSH_PLAN_TEXTS.SOURCE_AUTH_INACTIVE(source.name);
      else if (source.authorizationId !== target.authorizationId) refusal = PUSH_PLAN_TEXTS.OTHER_AUTHORIZATION;
      else if (room <= 0) refusal = PUSH_PLAN_TEXTS.CAP(rules.media, rules.label, rules.cap ?? 0, target.name, target.held, asked);
      else room -= 1;
      return { seq: seq++, source, target, refusal };
    });
  });
}

/**
 * The calls that send the pairs still to send: per source account (and its authorisation), the targets in
 * slices of `pushAccounts`, each slice with the source objects any of its targets still needs. A slice's pairs
 * not to be sent (refused before any call) are left out of its seqs.
 */
export function pushChunks(pairs: readonly PushPair[], pushAccounts: number): PushChunk[] {
  const groups = new Map<string, PushPair[]>();
  for (const pair of pairs) {
    if (pair.refusal !== null || pair.source.authorizationId === null) continue;
    const key = `${pair.source.authorizationId}|${pair.source.advertiserId}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  const out: PushChunk[] = [];
  for (const group of groups.values()) {
    const { authorizationId, advertiserId } = group[0].source;
    const targets = [...new Set(group.map((p) => p.target.advertiserId))];
    for (let t = 0; t < targets.length; t += Math.max(1, pushAccounts)) {
      const slice = new Set(targets.slice(t, t + Math.max(1, pushAccounts)));
      const inSlice = group.filter((p) => slice.has(p.target.advertiserId));
      out.push({
        authorizationId: authorizationId as number,
        sourceAdvertiserId: advertiserId,
        sourceIds: [...new Set(inSlice.map((p) => p.source.mediaId))],
        targetAdvertiserIds: [...slice],
        seqs: inSlice.map((p) => p.seq),
      });
    }
  }
  return out;
}
