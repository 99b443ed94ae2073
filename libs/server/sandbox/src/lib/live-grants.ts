// Which 抖音号 a sandbox advertiser may use (sandbox_aweme_grants, migration 050): its own (the live model's,
// from the media's configuration) granted for a year by the seed, and each company's two spare 抖音号 bound to
// nothing, which the 抖音号 consent page offers (docs/design/live-home.md §3.2).
import { sqlOn, type Queryable, type SandboxAwemeAuthType } from '@toufang/server-db';
import { AWEME_GRANT_DAYS, DAY_MS } from '@toufang/server-media';
import type { SandboxMediaConfig, SandboxLive } from './config';
import { unitHash } from './model';
import type { LiveAweme } from './live-model';

/** A 抖音号 the sandbox knows, with how it would be bound. */
export interface SandboxAweme extends LiveAweme {
  readonly authType: SandboxAwemeAuthType;
}

/** The account's own 抖音号: the first is its 官方 24-hour room, the others 自运营. */
export function ownAwemes(live: SandboxLive, advertiserId: string): SandboxAweme[] {
  return live.awemes(advertiserId).map((a, i) => ({ id: a.id, name: a.name, allDay: i === 0, authType: i === 0 ? 'official' : 'self' }));
}

/** The company's two 抖音号 bound to no account (合作达人), the same on every call. */
export function spareAwemes(live: SandboxLive, companyName: string): SandboxAweme[] {
  if (live.spareNames.length === 0) return [];
  return [0, 1].map((k) => ({
    // 16 digits, as 抖音's ids are; a leading 2 keeps them apart from the accounts' own (which start with 1).
    id: String(2_000_000_000_000_000 + Math.floor(unitHash('spare-aweme', companyName, k) * 7_000_000_000_000_000)),
    name: live.spareNames[Math.floor(unitHash('spare-name', companyName, k) * live.spareNames.length)],
    allDay: false,
    authType: 'partner',
  }));
}

/** The seed's exceptions: per company, one 抖音号 a few days from expiry and one expired (续期 means something). */
export const LIVE_GRANT_SEED = { expiringInDays: 5, expiredDaysAgo: 3 } as const;

/**
 * Grants advertisers their own 抖音号 for a year from `now` (the seed and the contract harness). With
 * `exceptions`, the second 抖音号 of each company's first advertiser expires in a few days and that of its second
 * has expired; the first 抖音号 (the 24-hour room) never does, so every account keeps a room on air.
 */
export async function grantSandboxAwemes(
  db: Queryable,
  config: SandboxMediaConfig,
  advertisers: readonly { readonly advertiserId: string; readonly company: string }[],
  now: number,
  exceptions = false,
): Promise<number> {
  const live = config.live;
  if (!live) return 0;
  const seen = new Map<string, number>();
  const rows = advertisers.flatMap(({ advertiserId, company }) => {
    const place = seen.get(company) ?? 0;
    seen.set(company, place + 1);
    return ownAwemes(live, advertiserId).map((aweme, i) => {
      let expires = now + AWEME_GRANT_DAYS * DAY_MS;
      if (exceptions && i === 1 && place === 0) expires = now + LIVE_GRANT_SEED.expiringInDays * DAY_MS;
      if (exceptions && i === 1 && place === 1) expires = now - LIVE_GRANT_SEED.expiredDaysAgo * DAY_MS;
      return {
        media_code: config.media,
        aweme_id: aweme.id,
        advertiser_id: advertiserId,
        aweme_name: aweme.name,
        auth_type: aweme.authType,
        granted_at: new Date(expires - AWEME_GRANT_DAYS * DAY_MS),
        expires_at: new Date(expires),
      };
    });
  });
  for (let i = 0; i < rows.length; i += 500) {
    await sqlOn(db)
      .insertInto('sandbox_aweme_grants')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['media_code', 'advertiser_id', 'aweme_id']).doNothing())
      .execute();
  }
  return rows.length;
}
