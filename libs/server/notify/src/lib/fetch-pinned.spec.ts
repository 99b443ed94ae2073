import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_LIMITS, postPinned } from './fetch-pinned';

// A local server stands for the checked address; the URL names a host that does not resolve at all, so an
// answer proves the connection went to the pinned address without a lookup of the name.
let server: http.Server;
let port = 0;
const seen: Array<{ host?: string; body: string }> = [];
const held = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ host: req.headers.host, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (req.url === '/large') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(PINNED_LIMITS.ANSWER_MAX_BYTES + 5000));
      } else if (req.url === '/silent') {
        held.add(res);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"errcode":0,"errmsg":"ok"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const pinned = { address: '127.0.0.1', family: 4 as const };

describe('postPinned', () => {
  it('connects to the checked address and names the URL host in Host', async () => {
    const answer = await postPinned({ url: new URL(`http://robot.invalid:${port}/send?key=1`), address: pinned, body: '{"a":1}' });
    expect(answer).toEqual({ kind: 'answer', status: 200, body: '{"errcode":0,"errmsg":"ok"}', truncated: false });
    expect(seen.at(-1)).toEqual({ host: `robot.invalid:${port}`, body: '{"a":1}' });
  });

  it('answers a redirect as it came, without following it', async () => {
    const answer = await postPinned({ url: new URL(`http://robot.invalid:${port}/moved`), address: pinned, body: '{}' });
    expect(answer).toMatchObject({ kind: 'answer', status: 302 });
  });

  it('reads at most 64 KB of an answer', async () => {
    const answer = await postPinned({ url: new URL(`http://robot.invalid:${port}/large`), address: pinned, body: '{}' });
    expect(answer).toMatchObject({ kind: 'answer', status: 200, truncated: true });
    expect(answer.kind === 'answer' && answer.body.length).toBe(PINNED_LIMITS.ANSWER_MAX_BYTES);
  });

  it('gives up on a server that does not answer (a short limit here; 10 s by default)', async () => {
    expect(PINNED_LIMITS.TIMEOUT_MS).toBe(10_000);
    const answer = await postPinned({ url: new URL(`http://robot.invalid:${port}/silent`), address: pinned, body: '{}', timeoutMs: 300 });
    expect(answer).toEqual({ kind: 'timeout' });
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await postPinned({ url: new URL(`http://robot.invalid:${freePort}/`), address: pinned, body: '{}' })).toEqual({ kind: 'network', detail: 'ECONNREFUSED' });
  });
});
