// The benchmark data set: `npm run seed:bench`. On top of the demo data it adds, to the sandbox media, a few
// thousand advertisers of the demo company with up to 100,000 delivering ads, and imports them into the desk
// through one authorisation per media, so the account pages and the benchmarks run at scale.
// Where: DATABASE_URL when set, else the PGlite folder TOUFANG_DATA_DIR (default .data/pglite-bench).
// Size: BENCH_ACCOUNTS_PER_MEDIA (default 500, so 3,000 accounts) and BENCH_ADS_PER_ACCOUNT (default 34).
import path from 'node:path';
import type { MediaCode } from '@toufang/domain';
import { REPO_ROOT } from '../src/config';
import { migrate, openDb, sqlOn } from '@toufang/server-db';
import { createSandboxMedia, SANDBOX_CONFIGS } from '../src/media/sandbox-media';
import { seedSandboxMedia } from '../src/media/sandbox-seed';
import { seedIfEmpty } from '../src/seed/seed';

/** Benchmark advertisers are named so; the sandbox seed gives them this prefix. */
const BENCH_NAME = '压测账户_%';
/** Rows per INSERT of the imported accounts. */
const INSERT_CHUNK = 500;

const accountsPerMedia = Number(process.env.BENCH_ACCOUNTS_PER_MEDIA ?? 500);
const deliveringPerAccount = Number(process.env.BENCH_ADS_PER_ACCOUNT ?? 34);
const dataDir = process.env.TOUFANG_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite-bench');

const started = performance.now();
const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
try {
  await migrate(db);
  await seedIfEmpty(db);
  const q = sqlOn(db);
  const company = await q.selectFrom('customers').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  const present = await q.selectFrom('sandbox_advertisers').select('advertiser_id').where('name', 'like', BENCH_NAME).limit(1).execute();
  if (present.length === 0) {
    const seeded = await seedSandboxMedia(db, { demo: false, companies: { [company.id]: company.name }, bench: { accountsPerMedia, deliveringPerAccount } });
    console.log(`sandbox: ${seeded.advertisers} advertisers, ${seeded.objects} objects`);
  }
  let imported = 0;
  for (const { media } of Object.values(SANDBOX_CONFIGS)) {
    const waiting = await q
      .selectFrom('sandbox_advertisers as s')
      .leftJoin('media_accounts as a', (join) => join.onRef('a.media_code', '=', 's.media_code').onRef('a.account_id', '=', 's.advertiser_id'))
      .select(['s.advertiser_id', 's.name'])
      .where('s.media_code', '=', media)
      .where('s.name', 'like', BENCH_NAME)
      .where('a.id', 'is', null)
      .orderBy('s.advertiser_id')
      .execute();
    if (waiting.length === 0) continue;
    // One authorisation of the media for all of them, as a company granting its whole agency would.
    const port = createSandboxMedia(db, media as MediaCode);
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
    for (let i = 0; i < waiting.length; i += INSERT_CHUNK) {
      await q
        .insertInto('media_accounts')
        .values(
          waiting.slice(i, i + INSERT_CHUNK).map((w) => ({
            customer_id: company.id,
            media_code: media,
            account_id: w.advertiser_id,
            account_name: w.name,
            authorization_id: authorizationId,
            sandbox: true,
          })),
        )
        .execute();
    }
    imported += waiting.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`imported ${imported} benchmark accounts into ${company.name} in ${seconds} s (${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir})`);
} finally {
  await db.close();
}
