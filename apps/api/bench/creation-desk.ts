// The batch-creation benches' desk (creation-bench.ts, creation-preview-bench.ts): N more toutiao sandbox
// accounts of the demo company under one authorisation (the delivery fixture's import, as seed-bench.ts's), and a picture
// uploaded to the material library as the page does.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { importBenchAccounts } from '@toufang/server-delivery/testing';
// The delivery fixture's import seeds through the registered sandboxes: the composition hands them over.
import '../src/testing/compose';
import type { BenchAccount } from './creation-body';
// The delivery fixture's import takes the registered sandboxes from the composition, as a contract run's setup gives it.
import '../src/testing/compose';

/** Adds `count` sandbox advertisers per media and imports one media's into the demo company (the delivery fixture's import); answers them. */
export async function addBenchAccounts(db: Db, media: MediaCode, count: number): Promise<BenchAccount[]> {
  const ids = await importBenchAccounts(db, media, { accountsPerMedia: count, deliveringPerAccount: 0 });
  const rows = await sqlOn(db).selectFrom('media_accounts').select(['id', 'account_id', 'account_name']).where('id', 'in', ids).orderBy('id').execute();
  return rows.slice(0, count).map((r) => ({ id: r.id, advertiserId: r.account_id, name: r.account_name }));
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/user/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

export async function call<T>(baseUrl: string, token: string, urlPath: string, body: unknown): Promise<T> {
  const answer = await fetch(`${baseUrl}${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Toufang ${token}` }, body: JSON.stringify(body) });
  const envelope = (await answer.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${urlPath}: ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data).slice(0, 600)}`);
  return envelope.data;
}

/** A vertical picture (720×1280) uploaded to the library as the page does; answers its id. */
export async function uploadPicture(baseUrl: string, token: string): Promise<number> {
  const bytes = await sharp({ create: { width: 720, height: 1280, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  const params = new URLSearchParams({ md5: createHash('md5').update(bytes).digest('hex'), size: String(bytes.length), name: '压测竖版图.png' });
  const answer = await fetch(`${baseUrl}/api/material/upload/file?${params}`, { method: 'PUT', headers: { authorization: `Toufang ${token}`, 'content-type': 'application/octet-stream' }, body: bytes });
  const envelope = (await answer.json()) as { code: number; message: string; data: { id: number } };
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code} ${envelope.message}`);
  return envelope.data.id;
}
