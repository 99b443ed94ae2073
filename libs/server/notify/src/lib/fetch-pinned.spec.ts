import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('postPinned over https', () => {
  // A certificate for robot.test only, made on the spot (openssl, as on every machine of the project): the
  // pinned connection must still verify it against the URL's name, which it sends as SNI.
  let dir = '';
  let secure: https.Server;
  let securePort = 0;
  let ca = '';
  const names: Array<string | undefined> = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'toufang-pinned-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=robot.test', '-addext', 'subjectAltName=DNS:robot.test', '-days', '1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    secure = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: ca }, (req, res) => {
      names.push((req.socket as TLSSocket).servername || undefined);
      req.resume();
      req.on('end', () => res.end('{"code":0,"msg":"success"}'));
    });
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', () => resolve()));
    securePort = (secure.address() as AddressInfo).port;
  });

  afterAll(async () => {
    secure.closeAllConnections();
    await new Promise<void>((resolve) => secure.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the name as SNI and verifies the certificate against it', async () => {
    const answer = await postPinned({ url: new URL(`https://robot.test:${securePort}/hook`), address: pinned, body: '{}', ca });
    expect(answer).toMatchObject({ kind: 'answer', status: 200 });
    expect(names.at(-1)).toBe('robot.test');
  });

  it('refuses a certificate for another name', async () => {
    const answer = await postPinned({ url: new URL(`https://other.test:${securePort}/hook`), address: pinned, body: '{}', ca });
    expect(answer).toEqual({ kind: 'network', detail: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });
});
