import { SESSION_KEYS, TOKEN_COOKIE_MAX_AGE_SECONDS } from './storage-keys';

/**
 * The parent domain of a host (`app.toufang.cn` → `toufang.cn`), or null for an IP address, localhost or a
 * two-label host, whose parent would be a public suffix the browser refuses anyway.
 */
export function parentDomain(hostname: string): string | null {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : null;
}

function write(name: string, value: string, maxAge: number, domain: string | null): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=None', 'Secure'];
  if (domain) parts.push(`Domain=${domain}`);
  document.cookie = parts.join('; ');
}

/** Shell spec section 4: set for the site and its parent domain, SameSite=None, Secure; 1 day by default. */
export function writeTokenCookie(token: string, maxAgeSeconds: number = TOKEN_COOKIE_MAX_AGE_SECONDS): void {
  write(SESSION_KEYS.token, token, maxAgeSeconds, null);
  const parent = parentDomain(location.hostname);
  if (parent) write(SESSION_KEYS.token, token, maxAgeSeconds, parent);
}

export function clearTokenCookie(): void {
  write(SESSION_KEYS.token, '', 0, null);
  const parent = parentDomain(location.hostname);
  if (parent) write(SESSION_KEYS.token, '', 0, parent);
}

export function readTokenCookie(): string | null {
  const prefix = `${SESSION_KEYS.token}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  const value = entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
  return value || null;
}
