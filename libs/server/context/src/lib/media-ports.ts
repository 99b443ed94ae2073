// How the account area reaches the media: the port of each media (today the six sandbox media), a gateway
// per authorisation whose tokens the gateway reads and renews, and the sandbox's own consent side.
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { MediaGateway, type TokenKeeper, type GatewayTime, type SandboxClock, type MediaAdvertiser, type MediaPort, type MediaTokens } from '@toufang/server-media';
import type { SandboxAuthoriser, SandboxMaterialFile, SiteLeadOutcome } from '@toufang/server-sandbox';

/** The consent side only a sandbox media has: the desk's server shows its consent page. */
export interface SandboxConsent {
  /** What the media shows this authoriser (a main login: the company's; a sub-login: what it was granted). */
  consentAdvertisers(authoriser: SandboxAuthoriser): Promise<MediaAdvertiser[]>;
  issueCode(advertiserIds: string[]): Promise<string>;
  /** The 抖音号 its 抖音号 consent page offers for some accounts of a company (a media with live rooms only). */
  awemeConsentChoices?(companyName: string, advertiserIds: readonly string[]): Promise<{ id: string; name: string; authType: 'official' | 'self' | 'partner' }[]>;
  /** The one-time code of that page's 同意授权 for one 抖音号 and the accounts. */
  issueAwemeCode?(companyName: string, awemeId: string, advertiserIds: string[]): Promise<string>;
  /** A published H5 site's page (the media's own site, getSandboxSite), null when there is none to show. */
  sitePage(id: string): Promise<string | null>;
  /** A lead a published site's form sent (addSandboxSiteLead), null when no published site of that id takes leads. */
  siteLead(id: string, sent: Readonly<Record<string, unknown>>): Promise<SiteLeadOutcome | null>;
  /** One of the media's materials for its public address (getSandboxMaterial), null when unknown. */
  materialFile(id: string): Promise<SandboxMaterialFile | null>;
}

export interface MediaPorts {
  port(media: MediaCode): MediaPort;
  /** The sandbox side of a media, when it is a sandbox. */
  sandbox(media: MediaCode): SandboxConsent | undefined;
  /** A gateway that calls the media with the tokens of one authorisation. */
  gateway(media: MediaCode, authorizationId: number): MediaGateway;
}

/** The tokens of one authorisation: read for every call, saved when the gateway renews them. */
export function authorizationTokens(db: Db, authorizationId: number): TokenKeeper {
  return {
    async get() {
      const row = await sqlOn(db)
        .selectFrom('media_authorizations')
        .select(['access_token', 'refresh_token'])
        .where('id', '=', authorizationId)
        .executeTakeFirstOrThrow();
      return { accessToken: row.access_token, refreshToken: row.refresh_token };
    },
    async save(_media: string, _advertiserId: string, tokens: MediaTokens) {
      await sqlOn(db)
        .updateTable('media_authorizations')
        .set({
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          access_expires_at: new Date(tokens.accessExpiresAt),
          refresh_expires_at: new Date(tokens.refreshExpiresAt),
          refreshed_at: new Date(),
          status: 'active',
        })
        .where('id', '=', authorizationId)
        .execute();
    },
  };
}

/** One media's adapter: its port, and the consent side when it is a sandbox. */
export interface MediaAdapter {
  port: MediaPort;
  sandbox?: SandboxConsent;
}

/** Builds a media's adapter at its first use. */
export type MediaAdapterFactory = () => MediaAdapter;

/**
 * The ports of the given adapters over the server's database (each adapter built once, at its first use).
 * Which adapter serves which media is decided in one place, the server's context (context/build.ts).
 */
export function mediaPorts(db: Db, adapters: Readonly<Record<MediaCode, MediaAdapterFactory>>, time?: GatewayTime): MediaPorts {
  const built = new Map<MediaCode, MediaAdapter>();
  const adapterOf = (media: MediaCode): MediaAdapter => {
    let adapter = built.get(media);
    if (!adapter) {
      adapter = adapters[media]();
      built.set(media, adapter);
    }
    return adapter;
  };
  return {
    port: (media) => adapterOf(media).port,
    sandbox: (media) => adapterOf(media).sandbox,
    gateway: (media, authorizationId) => new MediaGateway(adapterOf(media).port, { db, tokens: authorizationTokens(db, authorizationId), time }),
  };
}

/** Builds the media ports over the context's database and sandbox clock (tests: ports on a fake clock). */
export type MediaPortsFactory = (db: Db, sandboxClock: SandboxClock) => MediaPorts;
