// 消耗明细 (docs/design/properties.md §4.1): the spend of the delivering objects that use each crowd's copies
// (property_bindings, role include), from the metrics store's trend per media and level in chunks of 1,000 ids,
// folded by day, account or both. An object bound to two crowds counts for each. The latest day with spend is
// kept on each copy (我的人群's 最近使用).
import type { MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { AUDIENCE_TYPE } from './crowds';

type Query = components['schemas']['CrowdConsumeQuery'];
type Row = components['schemas']['CrowdConsumeRow'];

/** Ids a trend asks for at once (the titles' IDS_PER_QUERY). */
const IDS_PER_QUERY = 1000;

interface Binding {
  crowdId: number;
  crowdName: string;
  accountId: number;
  accountName: string;
  media: MediaCode;
  level: string;
  objectId: string;
}

export async function crowdConsume(db: Db, metrics: MetricsStore, scope: AccountScope, query: Query): Promise<{ rows: Row[] }> {
  let select = sqlOn(db)
    .selectFrom('dmp_crowd_copies as k')
    .innerJoin('dmp_crowds as c', 'c.id', 'k.crowd_id')
    .innerJoin('media_accounts as a', 'a.id', 'k.account_id')
    .innerJoin('property_bindings as b', (join) =>
      join.onRef('b.account_id', '=', 'k.account_id').onRef('b.media_code', '=', 'k.media_code').onRef('b.media_property_id', '=', 'k.media_property_id'),
    )
    .innerJoin('delivery_objects as o', (join) => join.onRef('o.media_code', '=', 'b.media_code').onRef('o.object_id', '=', 'b.object_id').onRef('o.account_id', '=', 'b.account_id'))
    .select(['c.id as crowd_id', 'c.name as crowd_name', 'a.id as account_id', 'a.account_name', 'k.media_code', 'o.level', 'o.object_id'])
    .where('c.customer_id', '=', scope.customerId)
    .where('c.removed_at', 'is', null)
    .where('k.state', '=', 'ok')
    .where('b.property_type', '=', AUDIENCE_TYPE)
    .where('b.role', '=', 'include')
    .where(accountInScope(scope, 'a'));
  if (query.crowdIds?.length) select = select.where('c.id', 'in', query.crowdIds);
  if (query.accountIds?.length) select = select.where('a.id', 'in', query.accountIds);
  const bindings: Binding[] = (await select.execute()).map((r) => ({
    crowdId: Number(r.crowd_id),
    crowdName: r.crowd_name,
    accountId: r.account_id,
    accountName: r.account_name,
    media: r.media_code as MediaCode,
    level: r.level,
    objectId: r.object_id,
  }));

  // Each object's figures by day, read once per media and level however many crowds use it.
  const byDay = new Map<string, Map<string, { cost: number; show: number; click: number; convert: number }>>();
  const groups = new Map<string, { media: MediaCode; level: string; ids: Set<string> }>();
  for (const b of bindings) {
    const key = `${b.media}|${b.level}`;
    const group = groups.get(key) ?? { media: b.media, level: b.level, ids: new Set<string>() };
    group.ids.add(b.objectId);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const ids = [...group.ids];
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const chunk = ids.slice(start, start + IDS_PER_QUERY);
      const series = await metrics.trend({ customerId: scope.customerId, media: group.media, level: group.level, from: query.from, to: query.to, granularity: 'day', objectIds: chunk, seriesIds: chunk });
      for (const s of series) {
        if (s.objectId === null) continue;
        const days = new Map<string, { cost: number; show: number; click: number; convert: number }>();
        for (const p of s.points) days.set(p.time.slice(0, 10), { cost: p.sums.cost, show: p.sums.show, click: p.sums.click, convert: p.sums.convert });
        byDay.set(`${group.media}|${s.objectId}`, days);
      }
    }
  }

  const rows = new Map<string, Row>();
  const lastUsed = new Map<string, string>();
  for (const b of bindings) {
    for (const [day, sums] of byDay.get(`${b.media}|${b.objectId}`) ?? []) {
      if (sums.cost > 0) {
        const copyKey = `${b.crowdId}|${b.accountId}`;
        if ((lastUsed.get(copyKey) ?? '') < day) lastUsed.set(copyKey, day);
      }
      const withDay = query.groupBy !== 'account';
      const withAccount = query.groupBy !== 'day';
      const key = `${b.crowdId}|${withDay ? day : ''}|${withAccount ? b.accountId : ''}`;
      const row = rows.get(key) ?? {
        crowdId: b.crowdId,
        crowdName: b.crowdName,
        day: withDay ? day : null,
        accountId: withAccount ? b.accountId : null,
        accountName: withAccount ? b.accountName : null,
        media: withAccount ? b.media : null,
        cost: 0,
        show: 0,
        click: 0,
        convert: 0,
      };
      row.cost = Math.round((row.cost + sums.cost) * 100) / 100;
      row.show += sums.show;
      row.click += sums.click;
      row.convert += sums.convert;
      rows.set(key, row);
    }
  }
  for (const [key, day] of lastUsed) {
    const [crowdId, accountId] = key.split('|').map(Number);
    await sqlOn(db)
      .updateTable('dmp_crowd_copies')
      .set({ last_used_at: day })
      .where('crowd_id', '=', crowdId)
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', day)]))
      .execute();
  }
  return {
    rows: [...rows.values()].sort((a, b) => (b.day ?? '').localeCompare(a.day ?? '') || a.crowdId - b.crowdId || (a.accountId ?? 0) - (b.accountId ?? 0)),
  };
}
