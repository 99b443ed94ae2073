// One POST to the address the URL guard checked (docs/design/tools.md §4.1, §4.5). The design names an undici
// dispatcher; undici is Node's fetch inside but no importable package here, so this is node:http(s) with a
// lookup that answers the checked address: TLS still verifies the certificate against the URL's host (SNI and
// Host are the name), yet no second DNS answer can move the connection. No redirect is followed (a 3xx is an
// answer like any other, which the channels count as a failure); the answer is read to 64 KB; 10 s in all.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './url-guard';

export const PINNED_LIMITS = {
  /** §10: 推送超时（10秒未响应）. */
  TIMEOUT_MS: 10_000,
  /** More of an answer than this is not read. */
  ANSWER_MAX_BYTES: 64 * 1024,
} as const;

export interface PinnedPost {
  url: URL;
  /** The address the guard checked; the connection goes here and nowhere else. */
  address: ResolvedAddress;
  body: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Certificates to trust besides the system's (a test's own https server). */
  ca?: string | Buffer;
}

export type PinnedAnswer =
  | { kind: 'answer'; status: number; body: string; truncated: boolean }
  | { kind: 'timeout' }
  | { kind: 'network'; detail: string };

function pinnedLookup(address: ResolvedAddress): LookupFunction {
  // Node's net asks with `all: true` when it may try several addresses (autoSelectFamily): answer a list then.
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, list: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

export function postPinned(request: PinnedPost): Promise<PinnedAnswer> {
  const { url, address } = request;
  const secure = url.protocol === 'https:';
  const body = Buffer.from(request.body, 'utf8');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: PinnedAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const options: https.RequestOptions = {
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), ...request.headers },
      lookup: pinnedLookup(address),
      agent: false,
      ...(secure ? { servername: isIpLiteral(url.hostname) ? undefined : url.hostname, ca: request.ca } : {}),
    };
    const req = (secure ? https : http).request(options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      res.on('data', (chunk: Buffer) => {
        if (truncated) return;
        const room = PINNED_LIMITS.ANSWER_MAX_BYTES - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size += room;
          truncated = true;
          finish({ kind: 'answer', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), truncated });
          res.destroy();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => finish({ kind: 'answer', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), truncated }));
      res.on('error', (error) => finish({ kind: 'network', detail: error.message }));
    });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' });
      req.destroy();
    }, request.timeoutMs ?? PINNED_LIMITS.TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'network', detail: error.code ?? error.message }));
    req.end(body);
  });
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}
