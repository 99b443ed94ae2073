// 看板 (issue 24, docs/design/live-home.md §4.6): each person's board, read (else the default board), saved after the
// editor's own check (checkBoardLayout) with the version it was read at, and one card's figures over its range.
import { checkBoardLayout, chinaDatesBetween, chinaToday, DEFAULT_BOARD, MEDIA_CODES, planLevelOf, type BoardLayout, type BoardRange, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { badRequest, Refusal } from '@toufang/server-http';
import { HOME_LIMITS, homeSums, shiftDate } from './figures';
import { homeAccounts, type HomeScope } from './scope';
import { HOME_SERVER_TEXTS } from './texts';

type Schemas = components['schemas'];
type Board = Schemas['Board'];

/** The flags the board's cards depend on (直播中的直播间 needs SHOW_QIANCHUAN_BUTTON). */
const flagsOf = (permissions: ReadonlySet<string>) => ({ SHOW_QIANCHUAN_BUTTON: permissions.has('SHOW_QIANCHUAN_BUTTON') });

export async function getBoard(server: Pick<ServerContext, 'db'>, userId: number): Promise<Board> {
  const row = await sqlOn(server.db).selectFrom('board_layouts').select(['layout', 'version']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { layout: DEFAULT_BOARD as Schemas['BoardLayout'], version: 0, saved: false };
  return { layout: row.layout as unknown as Schemas['BoardLayout'], version: row.version, saved: true };
}

/**
 * Saves the board when `version` is the one saved (0: none saved yet); another page's save since answers 409. The
 * update names the version it replaces, so two saves of the same version cannot both win.
 */
export async function saveBoard(server: Pick<ServerContext, 'db' | 'clock'>, userId: number, permissions: ReadonlySet<string>, body: Schemas['BoardSaveRequest']): Promise<Board> {
  const problems = checkBoardLayout(body.layout, flagsOf(permissions));
  if (problems.length > 0) throw badRequest(problems.map((p) => p.message).join('；'));
  const layout: BoardLayout = { slots: body.layout.slots, widthType: body.layout.widthType, ...(body.layout.scales ? { scales: body.layout.scales } : {}), cards: body.layout.cards as BoardLayout['cards'] };
  const json = JSON.stringify(layout);
  const at = new Date(server.clock.now());
  const q = sqlOn(server.db);
  const written =
    body.version === 0
      ? await q.insertInto('board_layouts').values({ user_id: userId, layout: json, version: 1, updated_at: at }).onConflict((c) => c.column('user_id').doNothing()).returning('version').executeTakeFirst()
      : await q.updateTable('board_layouts').set({ layout: json, version: body.version + 1, updated_at: at }).where('user_id', '=', userId).where('version', '=', body.version).returning('version').executeTakeFirst();
  if (!written) throw new Refusal(409, HOME_SERVER_TEXTS.BOARD_CONFLICT);
  return { layout: layout as Schemas['BoardLayout'], version: written.version, saved: true };
}

/** A card's range as China dates, inclusive (design §4.6: today, yesterday, the last 7 or 30 days). */
export function rangeDates(range: BoardRange, today: string): { from: string; to: string } {
  if (range === 'yesterday') return { from: shiftDate(today, -1), to: shiftDate(today, -1) };
  if (range === 'last7') return { from: shiftDate(today, -6), to: today };
  if (range === 'last30') return { from: shiftDate(today, -29), to: today };
  return { from: today, to: today };
}

/** One card's figures: a trend's days, the media's shares, or the top accounts or plans, in the caller's scope. */
export async function boardCard(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: HomeScope, body: Schemas['BoardCardRequest']): Promise<Schemas['BoardCardData']> {
  const { from, to } = rangeDates(body.range ?? 'today', chinaToday(server.clock.now()));
  const accounts = await homeAccounts(server.db, scope, body.media);
  const base = { kind: body.kind, from, to };
  const zero = homeSums({ cost: 0, show: 0, click: 0, convert: 0, active: 0, register: 0, pay: 0, payAmount: 0 });
  const days = () => chinaDatesBetween(from, to);
  if (accounts.length === 0) {
    return { ...base, rows: body.kind === 'trend' ? days().map((d) => ({ id: d, media: null, name: d, sums: zero })) : [], totals: zero };
  }
  const media = MEDIA_CODES.filter((m) => accounts.some((a) => a.media === m));
  const query = { customerId: scope.customerId, media, levels: Object.fromEntries(media.map((m) => [m, planLevelOf(m)])), from, to, accountIds: accounts.map((a) => a.id) };
  if (body.kind === 'trend') {
    const answer = await server.metrics.pivot({ ...query, groupBy: ['date'] });
    const byDay = new Map(answer.rows.map((r) => [r.key.date as string, r.sums]));
    return { ...base, rows: days().map((d) => ({ id: d, media: null, name: d, sums: byDay.has(d) ? homeSums(byDay.get(d) as NonNullable<ReturnType<typeof byDay.get>>) : zero })), totals: homeSums(answer.totals) };
  }
  if (body.kind === 'mediaShare') {
    const answer = await server.metrics.pivot({ ...query, groupBy: ['media'], orderBy: 'cost' });
    return { ...base, rows: answer.rows.map((r) => ({ id: r.key.media as string, media: r.key.media as MediaCode, name: r.key.media as string, sums: homeSums(r.sums) })), totals: homeSums(answer.totals) };
  }
  if (body.kind === 'topAccounts') {
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const answer = await server.metrics.pivot({ ...query, groupBy: ['account'], orderBy: 'cost', limit: HOME_LIMITS.TOP });
    return {
      ...base,
      rows: answer.rows.map((r) => ({ id: String(r.key.accountId), media: byId.get(r.key.accountId as number)?.media ?? null, name: byId.get(r.key.accountId as number)?.name ?? '', sums: homeSums(r.sums) })),
      totals: homeSums(answer.totals),
    };
  }
  const answer = await server.metrics.pivot({ ...query, groupBy: ['plan'], orderBy: 'cost', limit: HOME_LIMITS.TOP });
  return { ...base, rows: answer.rows.map((r) => ({ id: r.key.plan?.objectId ?? '', media: r.key.plan?.media ?? null, name: r.key.plan?.name ?? '', sums: homeSums(r.sums) })), totals: homeSums(answer.totals) };
}
