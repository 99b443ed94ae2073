// The company's crowds as the contract answers them (数据平台, docs/design/properties.md §4.1): each crowd with its
// copies in accounts, the copies' lifecycle read from the desk's copy of the media's packs (media_properties), and
// the crowd's state the best of its copies'. Copies still 计算中 are read again from the media when shown, so an
// open page follows a pack becoming 可用 without waiting for the hourly sync.
import { formatChinaTime, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { isMediaError } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { syncAccountType } from '@toufang/server-properties';
import { COPY_STATE_TEXT, CROWD_STATE_TEXT, notFound } from './texts';

export type CrowdAnswer = components['schemas']['Crowd'];
export type CrowdDetail = components['schemas']['CrowdDetail'];
export type CrowdCopyAnswer = components['schemas']['CrowdCopy'];
export type CrowdState = components['schemas']['CrowdState'];
type Lifecycle = NonNullable<CrowdCopyAnswer['lifecycle']>;

export const AUDIENCE_TYPE = 'custom-audience';

/** The best state first: any 可用 makes the crowd 可用, all 计算中 make it 计算中 (§4.1). */
const STATE_ORDER: readonly CrowdState[] = ['available', 'expiring', 'computing', 'pushing', 'expired', 'offline', 'refused'];

export function crowdState(copies: readonly Pick<CrowdCopyAnswer, 'state' | 'lifecycle'>[]): CrowdState {
  if (copies.length === 0) return 'none';
  const states = new Set<CrowdState>(copies.map((c) => (c.state === 'queued' ? 'pushing' : c.state === 'refused' ? 'refused' : (c.lifecycle ?? 'computing'))));
  return STATE_ORDER.find((s) => states.has(s)) ?? 'none';
}

const crowdColumns = [
  'c.id',
  'c.name',
  'c.source',
  'c.id_type',
  'c.rows_total',
  'c.rows_valid',
  'c.rows_invalid',
  'c.file_size',
  'c.file_md5',
  'c.size',
  'c.seed_crowd_id',
  'c.expand_level',
  'c.handpick_id',
  'c.handpick_media',
  'c.created_at',
] as const;

export type CrowdRow = Awaited<ReturnType<typeof crowdRows>>[number];

/** The company's crowds among the ids (removed ones left out), with their creator's name. */
export async function crowdRows(q: Queryable, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return sqlOn(q)
    .selectFrom('dmp_crowds as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select([...crowdColumns, 'u.display_name as creator'])
    .where('c.customer_id', '=', customerId)
    .where('c.removed_at', 'is', null)
    .where('c.id', 'in', [...ids])
    .execute();
}

/** One crowd of the company, or 404 naming nothing. */
export async function ownCrowd(q: Queryable, customerId: number, id: number): Promise<CrowdRow> {
  const [row] = await crowdRows(q, customerId, [id]);
  if (!row) throw notFound();
  return row;
}

/** The copies of the crowds in the accounts the caller sees, with their packs as last read from the media. */
export async function copiesOf(q: Queryable, scope: AccountScope, crowdIds: readonly number[]) {
  if (crowdIds.length === 0) return [];
  return sqlOn(q)
    .selectFrom('dmp_crowd_copies as k')
    .innerJoin('media_accounts as a', 'a.id', 'k.account_id')
    .leftJoin('media_properties as p', 'p.id', 'k.media_property_row')
    .select([
      'k.crowd_id',
      'k.account_id',
      'k.media_code',
      'k.state',
      'k.reason',
      'k.media_property_id',
      'k.pushed_at',
      'k.last_used_at',
      'a.account_name',
      'a.account_id as advertiser_id',
      'a.authorization_id',
      'a.customer_id',
      'p.lifecycle',
      'p.status_text',
      'p.size',
      'p.synced_at',
    ])
    .where('k.crowd_id', 'in', [...crowdIds])
    .where(accountInScope(scope, 'a'))
    .orderBy('k.pushed_at')
    .orderBy('k.account_id')
    .execute();
}

type CopyRow = Awaited<ReturnType<typeof copiesOf>>[number];

const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : formatChinaTime(d).slice(0, 10));

function copyAnswer(row: CopyRow): CrowdCopyAnswer {
  const lifecycle = row.state === 'ok' ? ((row.lifecycle as Lifecycle | null) ?? 'computing') : null;
  return {
    accountId: row.account_id,
    accountName: row.account_name,
    advertiserId: row.advertiser_id,
    media: row.media_code as MediaCode,
    state: row.state,
    stateText: row.state === 'ok' ? (lifecycle ? CROWD_STATE_TEXT[lifecycle] : (row.status_text ?? CROWD_STATE_TEXT.computing)) : COPY_STATE_TEXT[row.state],
    reason: row.reason,
    mediaId: row.media_property_id,
    lifecycle,
    size: row.size === null ? null : Number(row.size),
    pushedAt: formatChinaTime(row.pushed_at),
    lastUsedAt: day(row.last_used_at),
  };
}

export function crowdAnswer(row: CrowdRow, copies: readonly CrowdCopyAnswer[]): CrowdAnswer {
  const made = copies.filter((c) => c.state === 'ok');
  const sizes = made.flatMap((c) => (c.size === null ? [] : [c.size]));
  const state = crowdState(copies);
  const used = copies.flatMap((c) => (c.lastUsedAt ? [c.lastUsedAt] : [])).sort();
  return {
    id: Number(row.id),
    name: row.name,
    source: row.source,
    state,
    stateText: CROWD_STATE_TEXT[state],
    idType: row.id_type,
    rowsTotal: row.rows_total,
    rowsValid: row.rows_valid,
    rowsInvalid: row.rows_invalid,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    size: sizes.length > 0 ? Math.max(...sizes) : row.size === null ? null : Number(row.size),
    media: [...new Set(made.map((c) => c.media))],
    accounts: new Set(made.map((c) => c.accountId)).size,
    seedCrowdId: row.seed_crowd_id === null ? null : Number(row.seed_crowd_id),
    expandLevel: row.expand_level,
    handpickId: row.handpick_id,
    createdBy: row.creator ?? null,
    createdAt: formatChinaTime(row.created_at),
    lastUsedAt: used.at(-1) ?? null,
  };
}

/**
 * Reads again from the media the accounts whose copies are 计算中 (one incremental list of the account's audience
 * packs each, paced by the gateway; a page refetches every 5 s only while one is computing); a media that refuses
 * leaves the copy as it was.
 */
async function refreshComputing(db: Db, ports: MediaPorts, copies: readonly CopyRow[], now: Date): Promise<boolean> {
  const due = new Map<number, CopyRow>();
  for (const c of copies) {
    if (c.state === 'ok' && (c.lifecycle === null || c.lifecycle === 'computing') && c.authorization_id !== null) due.set(c.account_id, c);
  }
  for (const c of due.values()) {
    const account = { id: c.account_id, customerId: c.customer_id, media: c.media_code as MediaCode, advertiserId: c.advertiser_id, name: c.account_name, authorizationId: c.authorization_id ?? 0 };
    try {
      await syncAccountType(db, ports, account, AUDIENCE_TYPE, now);
    } catch (error) {
      if (!isMediaError(error)) throw error;
    }
    await linkCopies(db, c.account_id);
  }
  return due.size > 0;
}

/** Points the account's made copies at the desk's rows of their packs (after a sync wrote them). */
export async function linkCopies(q: Queryable, accountId: number): Promise<void> {
  await sqlOn(q)
    .updateTable('dmp_crowd_copies as k')
    .set((eb) => ({
      media_property_row: eb
        .selectFrom('media_properties as p')
        .select('p.id')
        .whereRef('p.account_id', '=', 'k.account_id')
        .whereRef('p.media_code', '=', 'k.media_code')
        .where('p.property_type', '=', AUDIENCE_TYPE)
        .whereRef('p.media_property_id', '=', 'k.media_property_id'),
    }))
    .where('k.account_id', '=', accountId)
    .where('k.state', '=', 'ok')
    .execute();
}

/** The crowds (in the order given) with their copies, computing copies read again first. */
export async function answerCrowds(db: Db, ports: MediaPorts, scope: AccountScope, rows: readonly CrowdRow[], now: Date): Promise<CrowdDetail[]> {
  const ids = rows.map((r) => Number(r.id));
  let copies = await copiesOf(db, scope, ids);
  if (await refreshComputing(db, ports, copies, now)) copies = await copiesOf(db, scope, ids);
  const byCrowd = new Map<number, CrowdCopyAnswer[]>();
  for (const c of copies) {
    const list = byCrowd.get(Number(c.crowd_id)) ?? [];
    list.push(copyAnswer(c));
    byCrowd.set(Number(c.crowd_id), list);
  }
  return rows.map((row) => {
    const list = byCrowd.get(Number(row.id)) ?? [];
    return { ...crowdAnswer(row, list), copies: list };
  });
}

export async function getCrowd(db: Db, ports: MediaPorts, scope: AccountScope & { customerId: number }, id: number, now: Date): Promise<CrowdDetail> {
  const row = await ownCrowd(db, scope.customerId, id);
  const [answer] = await answerCrowds(db, ports, scope, [row], now);
  return answer;
}

export type CrowdListQuery = components['schemas']['CrowdListQuery'];

/**
 * A page of the company's crowds, newest first. The state and media filters apply to the crowds' shown state
 * and made copies, so they are applied after the copies are read (a company holds hundreds of crowds, not more).
 */
export async function listCrowds(db: Db, ports: MediaPorts, scope: AccountScope & { customerId: number }, query: CrowdListQuery, now: Date) {
  let select = sqlOn(db)
    .selectFrom('dmp_crowds as c')
    .select('c.id')
    .where('c.customer_id', '=', scope.customerId)
    .where('c.removed_at', 'is', null)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  if (query.source) select = select.where('c.source', '=', query.source);
  if (query.keyword) select = select.where('c.name', 'ilike', `%${query.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  const ids = (await select.execute()).map((r) => Number(r.id));
  const filtered = query.state !== undefined || query.media !== undefined;
  const start = (query.current - 1) * query.size;
  const wanted = filtered ? ids : ids.slice(start, start + query.size);
  const rows = await crowdRows(db, scope.customerId, wanted);
  const order = new Map(wanted.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0));
  let answers: CrowdAnswer[] = (await answerCrowds(db, ports, scope, rows, now)).map(({ copies: _copies, ...crowd }) => crowd);
  if (!filtered) return { total: ids.length, rows: answers };
  answers = answers.filter((c) => (query.state === undefined || c.state === query.state) && (query.media === undefined || c.media.includes(query.media)));
  return { total: answers.length, rows: answers.slice(start, start + query.size) };
}
