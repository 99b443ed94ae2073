// The data platform's demo crowds (docs/design/properties.md §2.13): three uploaded crowds of the demo company,
// their hashed lists in the file storage, and their copies as audience packs on the sandbox accounts of the
// media that have built their `custom-audience` type: one 计算中 that becomes 可用 within minutes, one 可用 pushed
// to two media, one 即将过期. A media whose type is still pending is skipped (its copies are not made; the crowd
// then shows fewer media, or 未推送 when no media has the type yet).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_CODES, type MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { isMediaError } from '@toufang/server-media';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CUSTOMER = 1;
const AUDIENCE = 'custom-audience';

interface DemoCrowd {
  name: string;
  rows: number;
  /** How many media get a copy (the first ones with the type built). */
  media: number;
  /** The pack's times relative to now: when it was made, and when it is ready. */
  createdAgoMs: number;
  readyInMs: number;
}

/** The three crowds of §2.13. Expiry is 180 days after creation (the sandbox's); 即将过期 is its last 7 days. */
export const DEMO_CROWDS: readonly DemoCrowd[] = [
  { name: '近30天活跃用户（计算中）', rows: 5_000, media: 1, createdAgoMs: MINUTE_MS, readyInMs: 3 * MINUTE_MS },
  { name: '高价值老客召回', rows: 20_000, media: 2, createdAgoMs: 20 * DAY_MS, readyInMs: -20 * DAY_MS + MINUTE_MS },
  { name: '618大促购买人群', rows: 12_000, media: 1, createdAgoMs: 176 * DAY_MS, readyInMs: -176 * DAY_MS + MINUTE_MS },
];

/** `rows` distinct MD5 lines, as the browser's worker writes them (the IDs themselves are never made). */
function hashedList(name: string, rows: number): { bytes: Buffer; md5: string } {
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) lines.push(createHash('md5').update(`${name}:${i}`).digest('hex'));
  const bytes = Buffer.from(`${lines.join('\n')}\n`);
  return { bytes, md5: createHash('md5').update(bytes).digest('hex') };
}

/** The media with audience uploads built, in the registry's order. */
function openMedia(context: ServerContext): MediaCode[] {
  return MEDIA_CODES.filter((code) => context.media.port(code).properties.some((p) => p.type === AUDIENCE && p.lifecycle));
}

/** Seeds the crowds once (a company that has crowds is left as it is); answers how many copies it made. */
export async function seedDmpCrowds(context: ServerContext, now = new Date(), mediaClock: () => number = () => context.sandboxClock.now()): Promise<number> {
  const { db, storage } = context;
  const q = sqlOn(db);
  const has = await q.selectFrom('dmp_crowds').select('id').where('customer_id', '=', CUSTOMER).limit(1).executeTakeFirst();
  if (has) return 0;
  const media = openMedia(context);
  const admin = await q.selectFrom('users').select('id').where('customer_id', '=', CUSTOMER).where('role', '=', 'ADMIN').orderBy('id').executeTakeFirst();
  let copies = 0;
  for (const demo of DEMO_CROWDS) {
    const list = hashedList(demo.name, demo.rows);
    await storage.put({ customerId: CUSTOMER, md5: list.md5 }, Readable.from([list.bytes]), { size: list.bytes.length, contentType: 'text/plain' });
    const crowd = await q
      .insertInto('dmp_crowds')
      .values({
        customer_id: CUSTOMER,
        name: demo.name,
        source: 'upload',
        id_type: 'imei',
        rows_total: demo.rows + 37,
        rows_valid: demo.rows,
        rows_invalid: 37,
        file_md5: list.md5,
        file_size: list.bytes.length,
        created_by: admin?.id ?? null,
        created_at: new Date(now.getTime() - demo.createdAgoMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const code of media.slice(0, demo.media)) {
      const account = await q
        .selectFrom('media_accounts')
        .select(['id', 'account_id', 'authorization_id'])
        .where('customer_id', '=', CUSTOMER)
        .where('media_code', '=', code)
        .where('authorization_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirst();
      if (!account?.authorization_id) continue;
      let propertyId: string;
      try {
        ({ propertyId } = await context.media.gateway(code, account.authorization_id).uploadAudience(account.account_id, { name: demo.name.slice(0, 20), idType: 'imei', content: list.bytes, rows: demo.rows }));
      } catch (error) {
        // A media that refuses (its own name rules, a cap) leaves the crowd without that copy.
        if (isMediaError(error)) continue;
        throw error;
      }
      // The pack's times as if it had been made back then (the sandbox computes its lifecycle from them).
      const mediaNow = mediaClock();
      const created = mediaNow - demo.createdAgoMs;
      const ready = mediaNow + demo.readyInMs;
      await q
        .updateTable('sandbox_properties')
        .set({
          created_at: new Date(created),
          modified_at: new Date(created),
          ready_at: new Date(ready),
          expires_at: new Date(created + 180 * DAY_MS),
          next_transition_at: new Date(Math.max(mediaNow, Math.min(...[ready, created + 173 * DAY_MS, created + 180 * DAY_MS].filter((t) => t > mediaNow)))),
        })
        .where('media_code', '=', code)
        .where('property_id', '=', propertyId)
        .execute();
      await q
        .insertInto('dmp_crowd_copies')
        .values({ crowd_id: crowd.id, account_id: account.id, media_code: code, state: 'ok', media_property_id: propertyId, pushed_by: admin?.id ?? null, pushed_at: new Date(now.getTime() - demo.createdAgoMs) })
        .execute();
      copies += 1;
    }
  }
  return copies;
}
