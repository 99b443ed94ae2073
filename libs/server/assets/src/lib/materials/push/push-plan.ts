// The push's rules without a database: which material × account pairs a media's format limits refuse before
// any call (checkMaterialFile of @toufang/domain on the port's limits, the reason in the media's words), and
// the chunks the rest is sent in: per media and authorisation (one call covers the accounts one token does),
// at most the media's PUSH accounts × PUSH materials a call.
import { checkMaterialFile, materialProblemText, MEDIA_DISPLAY_NAMES, type MaterialLimits, type MediaCode } from '@toufang/domain';

/** A material as the push checks it (the facts the desk read from its file). */
export interface PushMaterial {
  id: number;
  name: string;
  md5: string;
  kind: 'image' | 'video';
  format: string;
  size: number;
  width: number;
  height: number;
  durationMs: number | null;
}

export interface PushAccount {
  id: number;
  media: MediaCode;
  advertiserId: string;
  name: string;
  /** The authorisation that covers it; null when it has none alive (every pair refused before any call). */
  authorizationId: number | null;
}

/** One pair of the push, in the run's order: accounts first, then materials. */
export interface PushPair {
  seq: number;
  material: PushMaterial;
  account: PushAccount;
  /** The desk's refusal before any call, or null when the pair goes to the media. */
  refusal: string | null;
}

/** One call to the media: these accounts (one authorisation) × these materials, by the pairs' seq. */
export interface PushChunk {
  media: MediaCode;
  authorizationId: number;
  advertiserIds: string[];
  materialIds: number[];
  seqs: number[];
}

export const PUSH_TEXTS = {
  AUTH_INACTIVE: '账户授权已失效，请重新授权后再推送',
} as const;

/** The first format limit of the media the material breaks, worded with the media's name, or null when it fits. */
export function materialRefusal(media: MediaCode, limits: MaterialLimits, m: PushMaterial): string | null {
  const problem = checkMaterialFile(limits, { kind: m.kind, format: m.format, size: m.size, width: m.width, height: m.height, duration: m.durationMs === null ? undefined : m.durationMs / 1000 });
  if (problem) return `${MEDIA_DISPLAY_NAMES[media]}不接受：${materialProblemText(problem)}`;
  if ([...m.name].length > limits.FILE_NAME_MAX_LENGTH) return `${MEDIA_DISPLAY_NAMES[media]}不接受：文件名最长${limits.FILE_NAME_MAX_LENGTH}个字`;
  return null;
}

/** Every account × material pair, refused before any call where the desk already knows the media's answer. */
export function planPairs(materials: readonly PushMaterial[], accounts: readonly PushAccount[], limitsOf: (media: MediaCode) => MaterialLimits): PushPair[] {
  const refusals = new Map<string, string | null>();
  const refusalOf = (media: MediaCode, m: PushMaterial) => {
    const key = `${media}|${m.id}`;
    if (!refusals.has(key)) refusals.set(key, materialRefusal(media, limitsOf(media), m));
    return refusals.get(key) ?? null;
  };
  let seq = 0;
  return accounts.flatMap((account) =>
    materials.map((material) => ({
      seq: seq++,
      material,
      account,
      refusal: account.authorizationId === null ? PUSH_TEXTS.AUTH_INACTIVE : refusalOf(account.media, material),
    })),
  );
}

/**
 * The calls that send the pairs still to send: per media and authorisation, the accounts in slices of the
 * batch's accounts and, for each slice, the materials any of its accounts still needs in slices of its
 * materials. A slice's pairs that are not to be sent (refused before, or already answered) are left out of
 * its seqs; the call still names only accounts and materials that have a pair in it.
 */
export function pushChunks(pairs: readonly PushPair[], batchOf: (media: MediaCode) => { ACCOUNTS: number; MATERIALS: number }): PushChunk[] {
  const groups = new Map<string, PushPair[]>();
  for (const pair of pairs) {
    if (pair.refusal !== null || pair.account.authorizationId === null) continue;
    const key = `${pair.account.media}|${pair.account.authorizationId}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  const chunks: PushChunk[] = [];
  for (const group of groups.values()) {
    const { media, authorizationId } = group[0].account;
    const batch = batchOf(media);
    const accounts = [...new Map(group.map((p) => [p.account.advertiserId, p.account])).values()];
    for (let a = 0; a < accounts.length; a += batch.ACCOUNTS) {
      const slice = new Set(accounts.slice(a, a + batch.ACCOUNTS).map((x) => x.advertiserId));
      const inSlice = group.filter((p) => slice.has(p.account.advertiserId));
      const materials = [...new Set(inSlice.map((p) => p.material.id))];
      for (let m = 0; m < materials.length; m += batch.MATERIALS) {
        const wanted = new Set(materials.slice(m, m + batch.MATERIALS));
        const chunkPairs = inSlice.filter((p) => wanted.has(p.material.id));
        chunks.push({
          media,
          authorizationId: authorizationId as number,
          advertiserIds: [...new Set(chunkPairs.map((p) => p.account.advertiserId))],
          materialIds: [...new Set(chunkPairs.map((p) => p.material.id))],
          seqs: chunkPairs.map((p) => p.seq),
        });
      }
    }
  }
  return chunks;
}
