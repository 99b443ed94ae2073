// Where the gateway finds and keeps each advertiser's tokens (the media account store, or memory in tests),
// and the accounts one authorisation covers (a push goes to them in one call).
import { isMediaError, MediaError, type MediaTokens } from './port';

/** Where the gateway finds and keeps an advertiser's tokens (the media account store, or memory in tests). */
export interface TokenKeeper {
  get(media: string, advertiserId: string): Promise<{ accessToken: string; refreshToken: string }>;
  save(media: string, advertiserId: string, tokens: MediaTokens): Promise<void>;
}

/** Accounts grouped by the access token kept for them (one authorisation covers each group). */
export async function groupByToken(
  advertiserIds: readonly string[],
  tokenOf: (advertiserId: string) => Promise<{ accessToken: string }>,
): Promise<{ groups: { accessToken: string; advertiserIds: string[] }[]; unauthorised: [string, MediaError][] }> {
  const groups = new Map<string, string[]>();
  const unauthorised: [string, MediaError][] = [];
  for (const advertiserId of new Set(advertiserIds)) {
    try {
      const { accessToken } = await tokenOf(advertiserId);
      groups.set(accessToken, [...(groups.get(accessToken) ?? []), advertiserId]);
    } catch (error) {
      if (!isMediaError(error)) throw error;
      unauthorised.push([advertiserId, error]);
    }
  }
  return { groups: [...groups].map(([accessToken, advertiserIds]) => ({ accessToken, advertiserIds })), unauthorised };
}

/** Tokens kept in memory (tests, scripts). */
export function memoryTokenKeeper(): TokenKeeper & { set(media: string, advertiserId: string, tokens: MediaTokens): void } {
  const store = new Map<string, { accessToken: string; refreshToken: string }>();
  const key = (media: string, advertiserId: string) => `${media}:${advertiserId}`;
  return {
    set(media, advertiserId, tokens) {
      store.set(key(media, advertiserId), { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    },
    async get(media, advertiserId) {
      const tokens = store.get(key(media, advertiserId));
      if (!tokens) {
        throw new MediaError({ kind: 'auth_revoked', message: '该账户尚未授权，请先授权', mediaCode: 'gateway', mediaMessage: 'no tokens' });
      }
      return tokens;
    },
    async save(media, advertiserId, tokens) {
      for (const id of new Set([advertiserId, ...tokens.advertiserIds])) this.set(media, id, tokens);
    },
  };
}
