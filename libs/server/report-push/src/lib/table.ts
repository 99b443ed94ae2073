// The table a push rule sends (docs/design/tools.md §2, issue 23): its scope's figures today so far beside
// yesterday up to the same hour, grouped by media, account and/or plan, read from the metrics store's hourly
// rows (windowSums; the pivot reads day rows only, so it cannot cut yesterday at an hour). Whole hours: both days
// run from 00:00 to the last whole hour before the send (the hour in progress is not yet synced whole), or
// hour 00 alone for a send in the first hour. Rates come from the summed figures (metricValue).
import {
  addSums,
  chinaDate,
  chinaDay,
  DAY_MS,
  mediaHasLevel,
  MEDIA_DISPLAY_NAMES,
  METRICS,
  metricValue,
  roundMetric,
  ZERO_SUMS,
  type BaseSums,
  type DeliveryLevel,
  type MediaCode,
  type MetricKey,
} from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { NotifyContent } from '@toufang/server-notify';
import { accountInScope, accountScopeOfUser } from '@toufang/server-org';
import type { StoredPushBody } from './body';
import { REPORT_PUSH_TEXTS as T } from './texts';

/** Rows a message lists at most (by today's cost); the mail's xlsx carries the same rows. */
export const PUSH_TABLE_ROWS = 50;

/** The level the 计划 dimension reads on a media (design O5): its 广告计划 / 计划 level, else gdt's 广告 (group). */
export function planLevelOf(media: MediaCode): DeliveryLevel | null {
  if (mediaHasLevel(media, 'plan')) return 'plan';
  if (mediaHasLevel(media, 'group')) return 'group';
  return null;
}

export interface PushRuleForTable {
  id: number;
  companyId: number;
  ownerId: number | null;
  name: string;
  body: StoredPushBody;
}

interface Group {
  media: MediaCode;
  accountId: number | null;
  objectId: string | null;
  today: BaseSums;
  yesterday: BaseSums;
}

/** The accounts a rule's table covers now: its scope's, of its company, and (while its owner exists) in the owner's scope. */
async function scopeAccounts(db: Queryable, rule: PushRuleForTable) {
  let q = sqlOn(db).selectFrom('media_accounts as a').select(['a.id', 'a.media_code', 'a.account_name', 'a.sandbox']).where('a.customer_id', '=', rule.companyId);
  const scope = rule.body.scope;
  q = scope.kind === 'accounts' ? q.where('a.id', 'in', scope.accountIds.length ? scope.accountIds : [-1]) : q.where('a.project_id', 'in', scope.projectIds.length ? scope.projectIds : [-1]);
  const owner = rule.ownerId === null ? null : await accountScopeOfUser(db, rule.ownerId);
  if (owner) q = q.where(accountInScope(owner, 'a'));
  return q.orderBy('a.id').execute();
}

const hourLabel = (date: string, hour: number) => `${date} ${String(hour).padStart(2, '0')}:00`;

async function windowOf(store: MetricsStore, customerId: number, media: MediaCode, level: string, accountIds: number[], date: string, lastHour: number) {
  const out: { objectId: string; accountId: number; sums: BaseSums }[] = [];
  try {
    for await (const chunk of store.windowSums({ customerId, media, level, accountIds, from: hourLabel(date, 0), to: hourLabel(date, lastHour), granularity: 'hour' })) out.push(...chunk);
  } catch (error) {
    // A window before the kept hours (a fresh store) has no figures to show, not an error to send.
    if (!(error instanceof RangeError)) throw error;
  }
  return out;
}

function cell(key: MetricKey, sums: BaseSums): string | number {
  const value = metricValue(key, sums);
  if (value === null) return '-';
  return roundMetric(key, value);
}

function change(key: MetricKey, today: BaseSums, yesterday: BaseSums): string {
  const a = metricValue(key, today);
  const b = metricValue(key, yesterday);
  if (a === null || b === null || b === 0) return '-';
  const pct = ((a - b) / b) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** The message of a rule's table at `now` (the send's time). */
export async function buildPushContent(db: Queryable, store: MetricsStore, rule: PushRuleForTable, now: Date, { test = false }: { test?: boolean } = {}): Promise<NotifyContent> {
  const { body } = rule;
  const compare = body.compare !== null;
  const chinaMs = now.getTime() + 8 * 3600_000;
  const hourNow = new Date(chinaMs).getUTCHours();
  const lastHour = Math.max(0, hourNow - 1);
  const today = chinaDate(chinaDay(now.getTime()));
  const yesterday = chinaDate(chinaDay(now.getTime() - DAY_MS));
  const accounts = await scopeAccounts(db, rule);
  // Sandbox accounts say so wherever their figures are shown.
  const accountName = new Map(accounts.map((a) => [a.id, `${a.account_name}${a.sandbox ? T.SANDBOX : ''}`]));
  const byPlan = body.dimensions.includes('plan');
  const byAccount = body.dimensions.includes('account') || byPlan;
  const groups = new Map<string, Group>();
  const planNames = new Map<string, string>();
  const media = [...new Set(accounts.map((a) => a.media_code as MediaCode))];
  for (const code of media) {
    const level = byPlan ? planLevelOf(code) : 'account';
    if (level === null) continue;
    const ids = accounts.filter((a) => a.media_code === code).map((a) => a.id);
    const add = (rows: { objectId: string; accountId: number; sums: BaseSums }[], day: 'today' | 'yesterday') => {
      for (const row of rows) {
        const accountId = byAccount ? row.accountId : null;
        const objectId = byPlan ? row.objectId : null;
        const key = `${body.dimensions.includes('media') ? code : ''}|${accountId ?? ''}|${objectId ?? ''}`;
        const group = groups.get(key) ?? { media: code, accountId, objectId, today: ZERO_SUMS, yesterday: ZERO_SUMS };
        group[day] = addSums(group[day], row.sums);
        groups.set(key, group);
      }
    };
    add(await windowOf(store, rule.companyId, code, level, ids, today, lastHour), 'today');
    if (compare) add(await windowOf(store, rule.companyId, code, level, ids, yesterday, lastHour), 'yesterday');
    if (byPlan) {
      const planIds = [...groups.values()].filter((g) => g.media === code && g.objectId !== null).map((g) => g.objectId as string);
      if (planIds.length > 0) {
        const names = await sqlOn(db).selectFrom('delivery_objects').select(['object_id', 'name']).where('media_code', '=', code).where('level', '=', level).where('object_id', 'in', planIds).execute();
        for (const n of names) planNames.set(`${code}:${n.object_id}`, n.name);
      }
    }
  }
  const dimensionColumns = body.dimensions.map((d) => T.DIMENSION_LABELS[d] ?? d);
  const metricColumns = body.metrics.flatMap((key) => {
    const label = `${METRICS[key].label}${METRICS[key].unit === '元' ? '（元）' : METRICS[key].unit === '%' ? '（%）' : ''}`;
    return compare ? [label, `${T.YESTERDAY}${METRICS[key].label}`, `${METRICS[key].label}${T.CHANGE}`] : [label];
  });
  const metricCells = (today: BaseSums, before: BaseSums) => body.metrics.flatMap((key) => (compare ? [cell(key, today), cell(key, before), change(key, today, before)] : [cell(key, today)]));
  const sorted = [...groups.values()].sort((a, b) => b.today.cost - a.today.cost || b.yesterday.cost - a.yesterday.cost);
  const shown = sorted.slice(0, PUSH_TABLE_ROWS);
  const rows = shown.map((g) => [
    ...body.dimensions.map((d) =>
      d === 'media' ? MEDIA_DISPLAY_NAMES[g.media] : d === 'account' ? (accountName.get(g.accountId ?? 0) ?? String(g.accountId)) : (planNames.get(`${g.media}:${g.objectId}`) ?? String(g.objectId)),
    ),
    ...metricCells(g.today, g.yesterday),
  ]);
  const total = sorted.reduce((acc, g) => ({ today: addSums(acc.today, g.today), yesterday: addSums(acc.yesterday, g.yesterday) }), { today: ZERO_SUMS, yesterday: ZERO_SUMS });
  if (rows.length > 0) rows.push([T.TOTAL, ...body.dimensions.slice(1).map(() => ''), ...metricCells(total.today, total.yesterday)]);
  const lines = [T.AS_OF(today, `${String(lastHour + 1).padStart(2, '0')}:00`, compare)];
  if (sorted.length === 0) lines.push(T.NO_FIGURES);
  if (sorted.length > shown.length) lines.push(T.ROWS_CUT(shown.length, sorted.length));
  return {
    title: test ? T.TEST_TITLE(rule.name) : T.TITLE(rule.name),
    text: lines.join('\n'),
    table: { columns: [...dimensionColumns, ...metricColumns], rows },
  };
}
