// The URL guard (docs/design/tools.md §4.5): the server is no probe. A webhook must be https, carry no user
// info and resolve only to public unicast addresses; the connection then goes to the address checked here
// (fetch-pinned.ts), so a second lookup cannot point it elsewhere. Only exact origins of the server's own
// configuration (TOUFANG_PUSH_ALLOW: the local receivers) are exempt. Run at save and again at every send.
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { NOTIFY_TEXTS } from './texts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface UrlGuardOptions {
  /** Normalised exact origins that are exempt (parseAllowList). */
  allow?: readonly string[];
  /** Every address of a name; dns.lookup with `all` by default, a stand-in in tests. */
  lookup?: Lookup;
}

export type GuardRefusal = 'not-https' | 'user-info' | 'private' | 'unresolved';

export type GuardResult =
  | { ok: true; url: URL; addresses: ResolvedAddress[]; allowed: boolean }
  | { ok: false; reason: GuardRefusal; message: string };

const REFUSAL_TEXT: Record<GuardRefusal, string> = {
  'not-https': NOTIFY_TEXTS.URL_NOT_HTTPS,
  'user-info': NOTIFY_TEXTS.URL_USER_INFO,
  private: NOTIFY_TEXTS.URL_PRIVATE,
  unresolved: NOTIFY_TEXTS.URL_UNRESOLVED,
};

function refuse(reason: GuardRefusal): GuardResult {
  return { ok: false, reason, message: REFUSAL_TEXT[reason] };
}

/**
 * An origin as compared: scheme and host lowercased, the scheme's default port dropped (WHATWG URL does this
 * for http and https), no path. `smtp://` has no WHATWG origin, so it is built from the parts. Null when the
 * text is no absolute URL.
 */
export function normaliseOrigin(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (!url.host) return null;
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return null;
  }
}

/** TOUFANG_PUSH_ALLOW: comma-separated origins, each normalised; never a pattern. */
export function parseAllowList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => normaliseOrigin(item))
    .filter((origin): origin is string => origin !== null);
}

/**
 * Whether an address is public unicast: ipaddr.js names every special range (private, loopback, link-local with
 * the metadata address 169.254.169.254, unique-local, carrier-grade NAT, unspecified, broadcast, multicast,
 * reserved, 6to4, Teredo, NAT64, discard …) and calls only the rest `unicast`. An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export const systemLookup: Lookup = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((item) => ({ address: item.address, family: item.family === 6 ? 6 : 4 }));
};

/** A URL's host as dns.lookup takes it: an IPv6 literal without its brackets. */
function lookupName(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export async function checkWebhookUrl(raw: string, options: UrlGuardOptions = {}): Promise<GuardResult> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse('not-https');
  }
  const origin = normaliseOrigin(url.href);
  const allowed = origin !== null && (options.allow ?? []).includes(origin);
  if (!allowed && url.protocol !== 'https:') return refuse('not-https');
  if (url.username || url.password) return refuse('user-info');
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.lookup ?? systemLookup)(lookupName(url));
  } catch {
    return refuse('unresolved');
  }
  if (addresses.length === 0) return refuse('unresolved');
  // Every address, not the first: a name answering one public and one private address is refused.
  if (!allowed && addresses.some((item) => !isPublicUnicast(item.address))) return refuse('private');
  return { ok: true, url, addresses, allowed };
}
