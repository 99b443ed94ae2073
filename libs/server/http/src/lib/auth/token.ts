// Session tokens and one-time codes: 256 random bits, base64url; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const AUTH_SCHEME = 'Toufang';

/** The token of an `Authorization: Toufang <token>` header, or null. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match || match[1].toLowerCase() !== AUTH_SCHEME.toLowerCase()) return null;
  // A real token is 43 characters; anything far longer is not worth hashing.
  return match[2].length <= 128 ? match[2] : null;
}
