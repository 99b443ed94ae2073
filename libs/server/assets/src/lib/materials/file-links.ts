// Signed links to a material's file, thumbnail and poster. An <img>, a <video> or a plain navigation sends
// no Authorization header, so the answers carry links that prove themselves: with the object store, the
// store's own signed GET; with the folder, a link to the server's /files/material signed with HMAC-SHA256
// under a key derived from the server's kept secret. A link names the company and the MD5 it was made for,
// so it opens that file and nothing else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileStorage, StoredVariant } from '@toufang/server-context';

/** Links last at least this long; their expiry is rounded up to the hour so a page's links stay the same
 * for an hour and the browser's cache keeps the thumbnails. */
export const FILE_LINK_MIN_TTL_MS = 6 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface FileLinkQuery {
  c: number;
  md5: string;
  variant: StoredVariant;
  expires: number;
  name?: string;
  /** The media type the answer declares (a video element plays only what it recognises). */
  type?: string;
  signature: string;
}

export interface FileLinks {
  /** A link to the file (or its thumbnail or poster); `name` makes the browser save it under that name. */
  link(customerId: number, md5: string, variant: StoredVariant, options?: { name?: string; contentType?: string }): Promise<string>;
  /** The link is the server's own, unaltered and not expired. */
  verify(query: FileLinkQuery): boolean;
}

export function fileLinks(storage: FileStorage, secret: string, now: () => number = Date.now): FileLinks {
  // A key of its own: a link's signature never doubles as anything else the secret signs.
  const key = createHmac('sha256', secret).update('toufang material file links').digest();
  const sign = (q: Omit<FileLinkQuery, 'signature'>) =>
    createHmac('sha256', key)
      .update([q.c, q.md5, q.variant, q.expires, q.name ?? '', q.type ?? ''].join('\n'))
      .digest('hex');
  return {
    async link(customerId, md5, variant, options = {}) {
      const signed = await storage.signDownload({ customerId, md5 }, { variant, fileName: options.name, contentType: options.contentType });
      if (signed) return signed;
      const expires = Math.ceil((now() + FILE_LINK_MIN_TTL_MS) / HOUR_MS) * HOUR_MS;
      const query: Omit<FileLinkQuery, 'signature'> = {
        c: customerId,
        md5,
        variant,
        expires,
        ...(options.name ? { name: options.name } : {}),
        ...(options.contentType ? { type: options.contentType } : {}),
      };
      const params = new URLSearchParams({ c: String(customerId), md5, variant, expires: String(expires) });
      if (options.name) params.set('name', options.name);
      if (options.contentType) params.set('type', options.contentType);
      params.set('signature', sign(query));
      return `/files/material?${params.toString()}`;
    },
    verify(query) {
      if (query.expires < now()) return false;
      const expected = Buffer.from(sign(query), 'hex');
      const given = Buffer.from(query.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
