// The batch-creation benches' desk (creation-bench.ts, creation-preview-bench.ts): N more toutiao sandbox
// accounts of the demo company under one authorisation (as seed-bench.ts imports its accounts), and a picture
// uploaded to the material library as the page does.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { createSandboxMedia } from '../src/media/sandbox-media';
import { seedSandboxMedia } from '../src/media/sandbox-seed';
import type { BenchAccount } from './creation-body';

const BENCH_NAME = '压测账户_%';

/** Adds `count` sandbox advertisers per media and imports the toutiao ones into the demo company; answers them. */
export async function addBenchAccounts(db: Db, media: MediaCode, count: number): Promise<BenchAccount[]> {
  const q = sqlOn(db);
  const company = await q.selectFrom('customers').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  await seedSandboxMedia(db, { demo: false, companies: { [company.id]: company.name }, bench: { accountsPerMedia: count, deliveringPerAccount: 0 } });
  const waiting = await q.selectFrom('sandbox_advertisers').select(['advertiser_id', 'name']).where('media_code', '=', media).where('name', 'like', BENCH_NAME).orderBy('advertiser_id').execute();
  // One authorisation for all of them, as a company granting its whole agency would (seed-bench.ts).
  const port = createSandboxMedia(db, media);
  const tokens = await port.exchangeCode(await port.issueCode(waiting.map((w) => w.advertiser_id)));
  const { id: authorizationId } = await q
    .insertInto('media_authorizations')
    .values({
      customer_id: company.id,
      media_code: media,
      sandbox: true,
      subject: company.name,
      advertiser_ids: JSON.stringify(tokens.advertiserIds),
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      access_expires_at: new Date(tokens.accessExpiresAt),
      refresh_expires_at: new Date(tokens.refreshExpiresAt),
      authorized_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await q
    .insertInto('media_accounts')
    .values(waiting.map((w) => ({ customer_id: company.id, media_code: media, account_id: w.advertiser_id, account_name: w.name, authorization_id: authorizationId, sandbox: true })))
    .returning(['id', 'account_id', 'account_name'])
    .execute();
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
