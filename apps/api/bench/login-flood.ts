// The login flood of issue 18: 16 connections log in with random usernames and wrong passwords while
// version.json, user info and a real login are measured. First the same measures without a flood (the
// machine's own figures), then two floods: from one address, and from a new address on every request
// (X-Forwarded-For, which the bench server trusts), so the per-address limits and the password-hashing
// queue are each seen at work.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '@toufang/server-http';

const FLOOD_CONNECTIONS = 16;
/** Seconds the flood runs before the measures start, so it has filled the server. */
const FLOOD_LEAD_SECONDS = 2;
const MEASURE_SECONDS = 8;
const REAL_LOGINS = 3;

const json = { 'content-type': 'application/json' };
const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}, 10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;

export interface FloodFigures {
  flood: string;
  floodAnswers: string;
  versionP50: number;
  versionP99: number;
  userP50: number;
  userP99: number;
  /** Each real login's time in ms and its answer (200, 429, …). */
  realLogins: string;
}

async function realLogin(baseUrl: string, username: string): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/user/user/login`, {
    method: 'POST',
    // The real user logs in from an address of their own.
    headers: { ...json, 'x-forwarded-for': '192.0.2.10' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number };
  return `${Math.round(performance.now() - started)} ms (${response.status}/${body.code})`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Flood = 'none' | 'one address' | 'many addresses';

export async function measureLoginFlood(baseUrl: string, token: string, kind: Flood): Promise<FloodFigures> {
  const oneAddress = '203.0.113.7';
  const manyAddresses = kind === 'many addresses';
  const flood = kind === 'none' ? null : autocannon({
    url: `${baseUrl}/api/user/user/login`,
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_LEAD_SECONDS + MEASURE_SECONDS + 2,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...json, 'x-forwarded-for': manyAddresses ? randomAddress() : oneAddress },
          body: JSON.stringify({ username: `flood-${randomUUID()}`, password: 'Wrong2026' }),
        }),
      },
    ],
  });
  if (flood) await sleep(FLOOD_LEAD_SECONDS * 1000);
  const auth = { ...json, authorization: `Toufang ${token}` };
  const logins: string[] = [];
  const [version, user] = await Promise.all([
    autocannon({ url: `${baseUrl}/version.json`, connections: 2, duration: MEASURE_SECONDS }),
    autocannon({ url: `${baseUrl}/api/user/user/get`, connections: 2, duration: MEASURE_SECONDS, method: 'POST', headers: auth }),
    (async () => {
      for (let i = 0; i < REAL_LOGINS; i++) logins.push(await realLogin(baseUrl, 'designer'));
    })(),
  ]);
  const floodResult = await flood;
  const stats = floodResult?.statusCodeStats ?? {};
  return {
    flood: kind === 'none' ? 'no flood' : manyAddresses ? 'a new address on every request' : 'one address',
    floodAnswers: floodResult
      ? `${floodResult['2xx']} 2xx, ${stats['429']?.count ?? 0} 429, ${floodResult.errors} errors, ${floodResult.timeouts} timeouts`
      : '–',
    versionP50: version.latency.p50,
    versionP99: version.latency.p99,
    userP50: user.latency.p50,
    userP99: user.latency.p99,
    realLogins: logins.join(', '),
  };
}

export function floodTable(figures: FloodFigures[]): string[] {
  return [
    `Login flood: ${FLOOD_CONNECTIONS} connections log in with random usernames; version.json and user/get at 2 connections each for ${MEASURE_SECONDS} s during it, and ${REAL_LOGINS} logins of a real user from another address.`,
    ``,
    `| flood from | flood answers | version.json p50 / p99 ms | user/get p50 / p99 ms | real logins |`,
    `|---|---|---|---|---|`,
    ...figures.map((f) => `| ${f.flood} | ${f.floodAnswers} | ${f.versionP50} / ${f.versionP99} | ${f.userP50} / ${f.userP99} | ${f.realLogins} |`),
  ];
}
