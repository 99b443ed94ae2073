// 标题组: a company's named groups of titles in order, each with its titles' figures and their sum.
import type { components } from '@toufang/api/contract';
import { BASE_METRICS, chinaDateStart, formatChinaTime, ZERO_SUMS, type BaseSums, type MetricKey } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { containsPattern, pageOffset, type SessionUser } from '@toufang/server-http';
import type { Expression, SqlBool } from 'kysely';
import { mustFindTitles } from './edits';
import { figuresOf, NO_FIGURES, sumsByTitle, type FigureRange } from './figures';
import { appendToGroup, mustFindGroup } from './group-items';
import { ids, titleCreators } from './records';
import { badRequest, groupNotFound, taken, TITLE_TEXTS } from './texts';
import { TITLE_LIMITS } from '@toufang/domain';

type TitleGroup = components['schemas']['TitleGroup'];
type ListQuery = components['schemas']['TitleGroupListQuery'];
type Page = components['schemas']['TitleGroupPage'];
type SaveRequest = components['schemas']['TitleGroupSaveRequest'];

const FIGURE_SORTS: Readonly<Record<string, MetricKey>> = { cost: 'cost', show: 'show', click: 'click', ctr: 'ctr', convert: 'convert', convertCost: 'convertCost' };

const audit = (session: SessionUser, row: { id: number; name: string }) => ({ companyId: session.customerId, object: { level: 'titleGroup', id: String(row.id), name: row.name } });

/** The groups with these ids, in this order, with their titles in order and the figures. */
async function groupAnswers(db: Queryable, store: MetricsStore, customerId: number, wanted: readonly number[], range: FigureRange): Promise<TitleGroup[]> {
  if (wanted.length === 0) return [];
  const q = sqlOn(db);
  const groups = await q
    .selectFrom('title_groups as g')
    .leftJoin('users as u', 'u.id', 'g.created_by')
    .select(['g.id', 'g.name', 'g.created_by', 'g.created_at', 'g.updated_at', 'u.display_name'])
    .where('g.customer_id', '=', customerId)
    .where('g.id', 'in', [...wanted])
    .execute();
  const items = await q
    .selectFrom('title_group_items as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.group_id', 't.id', 't.text'])
    .where('i.group_id', 'in', [...wanted])
    .orderBy('i.group_id')
    .orderBy('i.position')
    .execute();
  const sums = await sumsByTitle(db, store, customerId, range, [...new Set(items.map((i) => i.text))]);
  const byId = new Map(groups.map((g) => [g.id, g]));
  return wanted.flatMap((id) => {
    const g = byId.get(id);
    if (!g) return [];
    const mine = items.filter((i) => i.group_id === id);
    const total: Record<string, number> = { ...ZERO_SUMS };
    let ads = 0;
    for (const i of mine) {
      const s = sums.get(i.text);
      if (!s) continue;
      for (const m of BASE_METRICS) total[m] += s.sums[m];
      ads += s.ads;
    }
    return [
      {
        id: g.id,
        name: g.name,
        titleCount: mine.length,
        titles: mine.map((i) => {
          const s = sums.get(i.text);
          return { id: Number(i.id), text: i.text, figures: s ? figuresOf(s.sums, s.ads) : NO_FIGURES };
        }),
        creator: g.created_by !== null && g.display_name ? { id: g.created_by, name: g.display_name } : null,
        createTime: formatChinaTime(g.created_at),
        updateTime: formatChinaTime(g.updated_at),
        figures: figuresOf(total as BaseSums, ads),
      },
    ];
  });
}

export async function listTitleGroups(db: Queryable, store: MetricsStore, customerId: number, q: ListQuery, range: FigureRange): Promise<Page> {
  const keyword = q.keyword?.trim();
  const base = sqlOn(db)
    .selectFrom('title_groups as g')
    .where('g.customer_id', '=', customerId)
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (keyword) and.push(eb('g.name', 'ilike', containsPattern(keyword)));
      if (q.creatorIds?.length) and.push(eb('g.created_by', 'in', q.creatorIds));
      if (q.from) and.push(eb('g.created_at', '>=', chinaDateStart(q.from)));
      if (q.to) and.push(eb('g.created_at', '<', chinaDateStart(q.to, 1)));
      return eb.and(and);
    });
  const sort = q.sort ?? 'createTime';
  const desc = (q.order ?? 'desc') === 'desc';
  const rows = await base.select(['g.id', 'g.name', 'g.created_at']).execute();
  let ordered: number[];
  if (sort === 'name' || sort === 'createTime') {
    const key = (r: (typeof rows)[number]) => (sort === 'name' ? r.name : r.created_at.getTime());
    ordered = rows
      .sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return ka === kb ? b.id - a.id : (ka < kb ? -1 : 1) * (desc ? -1 : 1);
      })
      .map((r) => r.id);
  } else {
    // Groups are few (dozens): their figures and sizes are computed for all of them, then ordered.
    const all = await groupAnswers(db, store, customerId, rows.map((r) => r.id), range);
    const value = (g: TitleGroup): number | null => {
      if (sort === 'titleCount') return g.titleCount;
      const metric = FIGURE_SORTS[sort];
      const v = metric === 'ctr' ? g.figures.ctr : metric === 'convertCost' ? g.figures.convertCost : g.figures[metric as 'cost' | 'show' | 'click' | 'convert'];
      return v ?? null;
    };
    ordered = all
      .map((g) => ({ id: g.id, v: value(g) }))
      .sort((a, b) => (a.v === null || b.v === null ? (a.v === b.v ? b.id - a.id : a.v === null ? 1 : -1) : a.v === b.v ? b.id - a.id : desc ? b.v - a.v : a.v - b.v))
      .map((g) => g.id);
  }
  const pageIds = ordered.slice(pageOffset(q.current, q.size), pageOffset(q.current, q.size) + q.size);
  return {
    records: await groupAnswers(db, store, customerId, pageIds, range),
    total: rows.length,
    current: q.current,
    size: q.size,
    creators: await titleCreators(db, customerId, 'title_groups'),
  };
}

export async function findTitleGroup(db: Queryable, store: MetricsStore, customerId: number, id: number, range: FigureRange): Promise<TitleGroup> {
  const [group] = await groupAnswers(db, store, customerId, [id], range);
  return group;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(TITLE_TEXTS.GROUP_NAME_REQUIRED);
  if ([...trimmed].length > TITLE_LIMITS.GROUP_NAME) throw badRequest(TITLE_TEXTS.GROUP_NAME_TOO_LONG);
  return trimmed;
}

/** Creates a group, or renames one and sets its titles in this order; answers its id. */
export async function saveTitleGroup(db: Db, session: SessionUser, body: SaveRequest): Promise<number> {
  const name = cleanName(body.name);
  if (body.titleIds.length > TITLE_LIMITS.GROUP_TITLES) throw badRequest(TITLE_TEXTS.GROUP_TOO_LARGE);
  const actor = await actorOf(db, session);
  try {
    return await db.transaction(async (tx) => {
      const q = sqlOn(tx);
      if (body.titleIds.length > 0) await mustFindTitles(tx, session.customerId, body.titleIds);
      const other = await q.selectFrom('title_groups').select('id').where('customer_id', '=', session.customerId).where('name', '=', name).executeTakeFirst();
      if (other && other.id !== body.id) throw taken(TITLE_TEXTS.GROUP_NAME_TAKEN);
      let id: number;
      if (body.id === undefined) {
        ({ id } = await q.insertInto('title_groups').values({ customer_id: session.customerId, name, created_by: session.userId, updated_at: new Date() }).returning('id').executeTakeFirstOrThrow());
        await recordAudit(tx, { ...audit(session, { id, name }), actor, action: 'titleGroup.create', actionName: '新建标题组', before: null, after: { name, titles: body.titleIds.length } });
      } else {
        const group = await mustFindGroup(tx, session.customerId, body.id, true);
        id = group.id;
        await q.updateTable('title_groups').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
        await q.deleteFrom('title_group_items').where('group_id', '=', id).execute();
        await recordAudit(tx, { ...audit(session, { id, name }), actor, action: 'titleGroup.update', actionName: '修改标题组', before: { name: group.name }, after: { name, titles: body.titleIds.length } });
      }
      if (body.titleIds.length > 0) {
        await q
          .insertInto('title_group_items')
          .values(body.titleIds.map((titleId, i) => ({ group_id: id, title_id: String(titleId), position: i + 1 })))
          .execute();
      }
      return id;
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw taken(TITLE_TEXTS.GROUP_NAME_TAKEN);
    throw error;
  }
}

export async function changeGroupTitles(db: Db, session: SessionUser, body: { groupId: number; titleIds: number[] }, change: 'add' | 'remove'): Promise<void> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const group = await mustFindGroup(tx, session.customerId, body.groupId, true);
    await mustFindTitles(tx, session.customerId, body.titleIds);
    if (change === 'add') await appendToGroup(tx, group.id, ids(body.titleIds));
    else {
      await sqlOn(tx).deleteFrom('title_group_items').where('group_id', '=', group.id).where('title_id', 'in', ids(body.titleIds)).execute();
      await sqlOn(tx).updateTable('title_groups').set({ updated_at: new Date() }).where('id', '=', group.id).execute();
    }
    await recordAudit(tx, {
      ...audit(session, group),
      actor,
      action: change === 'add' ? 'titleGroup.addTitles' : 'titleGroup.removeTitles',
      actionName: change === 'add' ? '标题加入标题组' : '标题移出标题组',
      before: null,
      after: { titleIds: body.titleIds },
    });
  });
}

export async function removeTitleGroups(db: Db, session: SessionUser, body: { ids: number[] }): Promise<{ count: number }> {
  const actor = await actorOf(db, session);
  return db.transaction(async (tx) => {
    const groups = await sqlOn(tx).selectFrom('title_groups').select(['id', 'name']).where('customer_id', '=', session.customerId).where('id', 'in', body.ids).forUpdate().execute();
    if (groups.length !== new Set(body.ids).size) throw groupNotFound();
    await sqlOn(tx).deleteFrom('title_groups').where('id', 'in', body.ids).execute();
    for (const g of groups) await recordAudit(tx, { ...audit(session, g), actor, action: 'titleGroup.remove', actionName: '删除标题组', before: { name: g.name }, after: null });
    return { count: groups.length };
  });
}
