// 报表查看 (report-view/gdt, shell spec §2.2, §2.4; docs/design/live-home.md §4.2, §5.4): the gdt accounts the
// caller sees, each with its figures over a range of China days, a 合计 row and a daily trend, from the metrics
// store's account-level sums. A gadget session's scope is its auth code's accounts (account-scope.ts), so the
// embedded report shows those only. Rates come from the summed sums, never from means of rates.
import type { components } from '@toufang/api/contract';
import { addSums, chinaDatesBetween, DELIVERY_STATUS_FILTERS, metricValue, roundMetric, ZERO_SUMS, type BaseSums, type DeliveryStatusClass, type MetricKey } from '@toufang/domain';
import { checkRange } from '@toufang/server-delivery';
import { sqlOn } from '@toufang/server-db';
import { type HandlersFor, sessionOf, type RouteDeps } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';

type Schemas = components['schemas'];

const MEDIA = 'gdt';
/** A paused or deleted object's past spend is still the account's. */
const EVERY_STATUS = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');

const rate = (key: MetricKey, sums: BaseSums): number | null => {
  const value = metricValue(key, sums);
  return value === null ? null : roundMetric(key, value);
};

/** The six figures of the report from a range's sums. */
export function reportFigures(sums: BaseSums): Schemas['ReportViewFigures'] {
  return {
    cost: roundMetric('cost', sums.cost),
    show: sums.show,
    click: sums.click,
    ctr: rate('ctr', sums),
    convert: sums.convert,
    convertCost: rate('convertCost', sums),
  };
}

export function reportViewHandlers({ db, metrics, clock }: RouteDeps): HandlersFor<'getReportViewGdt'> {
  return {
    async getReportViewGdt(ctx) {
      const session = sessionOf(ctx);
      const { from, to } = ctx.body;
      checkRange({ from, to }, new Date(clock.now()));
      const accounts = await sqlOn(db)
        .selectFrom('media_accounts as a')
        .select(['a.id', 'a.account_id', 'a.account_name', 'a.sandbox'])
        .where(accountInScope(session, 'a'))
        .where('a.media_code', '=', MEDIA)
        .where('a.bound', '=', true)
        .orderBy('a.id')
        .execute();
      const dates = chinaDatesBetween(from, to);
      const bySum = new Map<number, BaseSums>();
      let total: BaseSums = ZERO_SUMS;
      const byDay = new Map<string, BaseSums>();
      if (accounts.length > 0) {
        const objectIds = accounts.map((a) => String(a.id));
        const scope = { customerId: session.customerId, media: MEDIA, level: 'account', from, to, objectIds, statuses: EVERY_STATUS } as const;
        const [page, trend] = await Promise.all([
          metrics.query({ ...scope, sort: { key: 'cost', order: 'desc' }, offset: 0, limit: accounts.length }),
          metrics.trend({ ...scope, granularity: 'day' }),
        ]);
        for (const row of page.rows) bySum.set(Number(row.objectId), row.sums);
        total = page.totals;
        for (const point of trend[0]?.points ?? []) byDay.set(point.time.slice(0, 10), addSums(byDay.get(point.time.slice(0, 10)) ?? ZERO_SUMS, point.sums));
      }
      const rows = accounts.map((a) => ({ account: a, sums: bySum.get(a.id) ?? ZERO_SUMS }));
      // By cost, the largest first; ties (and quiet accounts) by id, so the order never wobbles.
      rows.sort((x, y) => y.sums.cost - x.sums.cost || x.account.id - y.account.id);
      return {
        from,
        to,
        accounts: rows.map(({ account, sums }) => ({
          id: account.id,
          advertiserId: account.account_id,
          accountName: account.account_name,
          sandbox: account.sandbox,
          figures: reportFigures(sums),
        })),
        total: reportFigures(total),
        days: dates.map((date) => ({ date, figures: reportFigures(byDay.get(date) ?? ZERO_SUMS) })),
      } satisfies Schemas['ReportViewAnswer'];
    },
  };
}
