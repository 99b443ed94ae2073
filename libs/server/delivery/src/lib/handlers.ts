// The delivery API's handlers (tag delivery of the contract), typed by operationId. Every call is scoped to
// the caller's company (session.customerId); ids of another company answer like missing ones.
import { isMetricKey, type MediaCode, type NameRuleBody } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { actorOf } from '@toufang/server-audit';
import { type CallContext, type HandlersFor, sessionOf, type RouteDeps } from '@toufang/server-http';
import { deliveryAccounts } from './accounts';
import { createEdit, editView, refusedStart, undoEdit } from './edits';
import { planEdit } from './edit-plan';
import { downloadFile, XLSX_TYPE } from './download';
import { exportOf, startExport } from './export';
// The task centre's view of the delivery jobs (registered at load, like the jobs themselves).
import './tasks';
import { checkLevel, checkMetric, checkSort, nameRuleField, notFound, resolveFilter } from './filters';
import { levelTree } from './ports';
import { refreshDelivery } from './refresh';
import { attributesOf, metricValues, rowsOf, syncedAt } from './rows';
import { DELIVERY_TEXTS } from './texts';
import { checkHourly, trendAxis, trendSeries } from './trend';

export type DeliveryOperation =
  | 'listDeliveryRows'
  | 'groupDeliveryByNameField'
  | 'deliveryTrend'
  | 'getDeliveryColumns'
  | 'saveDeliveryColumns'
  | 'startDeliveryEdit'
  | 'getDeliveryEdit'
  | 'undoDeliveryEdit'
  | 'exportDeliveryRows'
  | 'getDeliveryExport'
  | 'downloadDeliveryExport'
  | 'refreshDelivery'
  | 'listDeliveryAccounts';

export interface DeliveryHandlerOptions {
  now?: () => Date;
}

export function deliveryHandlers(deps: RouteDeps, options: DeliveryHandlerOptions = {}): HandlersFor<DeliveryOperation> {
  const { db, media: ports, metrics: store } = deps;
  const now = options.now ?? (() => new Date());
  const scopeOf = (ctx: CallContext<unknown, unknown>) => {
    const session = sessionOf(ctx);
    return { customerId: session.customerId, userId: session.userId, role: session.role };
  };

  return {
    async listDeliveryRows(ctx) {
      const body = ctx.body;
      const scope = scopeOf(ctx);
      const filter = await resolveFilter(db, scope, body, levelTree(ports, body.media), now());
      const sort = checkSort(body.media, body.sort);
      const page = await store.query({ ...filter.query, sort, offset: (body.page - 1) * body.size, limit: body.size });
      return {
        records: await rowsOf(db, scope.customerId, body.media, body.level, page.rows, filter.accounts, filter.metrics),
        total: page.total,
        page: body.page,
        size: body.size,
        totals: metricValues(filter.metrics, page.totals),
        path: filter.path,
        syncedAt: syncedAt(filter.accounts.values()),
      };
    },

    // 命名解析's group (design §4.2): the filtered set by one parsed field, labelled from the dictionary.
    async groupDeliveryByNameField(ctx) {
      const body = ctx.body;
      const scope = scopeOf(ctx);
      const filter = await resolveFilter(db, scope, body, levelTree(ports, body.media), now());
      const { ruleName, body: rule, index } = await nameRuleField(db, scope, body.media, body.level, body.groupBy.ruleId, body.groupBy.field);
      const field = rule.fields[index] as NameRuleBody['fields'][number];
      const labels = new Map((field.dictionary?.entries ?? []).map((e) => [e.code, e.label]));
      // The store pages in SQL (cost desc, then value, （未匹配） last) and sums every group for the 合计.
      const answer = await store.groupByNamePart({
        ...filter.query,
        groupBy: { separator: rule.separator, parts: rule.fields.length, index },
        offset: (body.page - 1) * body.size,
        limit: body.size,
      });
      return {
        ruleName,
        fieldLabel: field.label,
        groups: answer.groups.map((g) => ({
          value: g.value,
          label: g.value === null ? DELIVERY_TEXTS.NAME_UNMATCHED : (labels.get(g.value) ?? g.value),
          objects: g.objects,
          metrics: metricValues(filter.metrics, g.sums),
        })),
        total: answer.total,
        page: body.page,
        size: body.size,
        totals: metricValues(filter.metrics, answer.totals),
      };
    },

    async deliveryTrend(ctx) {
      const body = ctx.body;
      const scope = scopeOf(ctx);
      const at = now();
      const filter = await resolveFilter(db, scope, body, levelTree(ports, body.media), at);
      const metrics = body.metrics.map((m) => checkMetric(body.media, m));
      if (body.granularity === 'hour') checkHourly(filter.from, at);
      let names = new Map<string, string>();
      if (body.ids) {
        const found = await attributesOf(db, scope.customerId, body.media, body.level, body.ids, filter.accounts);
        if (found.size !== body.ids.length) throw notFound(DELIVERY_TEXTS.TREND_ROWS_NOT_FOUND);
        names = new Map([...found.values()].map((r) => [r.id, r.name]));
      }
      const series = await store.trend({ ...filter.query, granularity: body.granularity, seriesIds: body.ids });
      const axis = trendAxis(filter.from, filter.to, body.granularity, at);
      return { series: trendSeries(series, axis, metrics, (id) => names.get(id) ?? id) };
    },

    async getDeliveryColumns(ctx) {
      const { media, level } = ctx.body;
      checkLevel(media, level);
      const row = await sqlOn(db)
        .selectFrom('delivery_columns')
        .select('columns')
        .where('user_id', '=', sessionOf(ctx).userId)
        .where('media_code', '=', media)
        .where('level', '=', level)
        .executeTakeFirst();
      return { columns: row?.columns ?? null };
    },

    async saveDeliveryColumns(ctx) {
      const { media, level, columns } = ctx.body;
      checkLevel(media, level);
      // Attribute columns are the browser's; a metric must be one this media reports.
      for (const key of columns ?? []) if (isMetricKey(key)) checkMetric(media, key);
      const userId = sessionOf(ctx).userId;
      const q = sqlOn(db);
      if (columns === null) {
        await q.deleteFrom('delivery_columns').where('user_id', '=', userId).where('media_code', '=', media).where('level', '=', level).execute();
        return { columns: null };
      }
      const at = now();
      const json = JSON.stringify(columns);
      await q
        .insertInto('delivery_columns')
        .values({ user_id: userId, media_code: media, level, columns: json, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'media_code', 'level']).doUpdateSet({ columns: json, updated_at: at }))
        .execute();
      return { columns };
    },

    async startDeliveryEdit(ctx) {
      const scope = scopeOf(ctx);
      const at = now();
      const plan = await planEdit(deps, scope, ctx.body, at);
      if (!plan.ok) return refusedStart(plan.refusals);
      const actor = await actorOf(db, sessionOf(ctx));
      const editId = await db.transaction((tx) => createEdit(tx, scope, actor, ctx.body, plan.items, at));
      return { state: 'queued' as const, editId, message: null, refusals: [] };
    },

    async getDeliveryEdit(ctx) {
      return editView(db, scopeOf(ctx), ctx.body.editId, ctx.permitMedia);
    },

    async undoDeliveryEdit(ctx) {
      const scope = scopeOf(ctx);
      return undoEdit(deps, scope, await actorOf(db, sessionOf(ctx)), ctx.body.editId, now(), ctx.permitMedia);
    },

    async exportDeliveryRows(ctx) {
      return startExport(deps, scopeOf(ctx), await actorOf(db, sessionOf(ctx)), ctx.body, now());
    },

    async getDeliveryExport(ctx) {
      // The export's media settles its 2.0 code ('{media}Delivery'); a missing one answers 404 below.
      const owned = await sqlOn(db).selectFrom('delivery_exports').select('media_code').where('id', '=', ctx.body.exportId).where('user_id', '=', sessionOf(ctx).userId).executeTakeFirst();
      // A list's export (apps/api/src/lists) belongs to no media.
      if (owned?.media_code) ctx.permitMedia(owned.media_code as MediaCode);
      return exportOf(db, scopeOf(ctx), ctx.body.exportId, now());
    },

    async downloadDeliveryExport(ctx) {
      const file = await downloadFile(db, ctx.query.exportId, ctx.query.token, now());
      // The contract declares the file (format binary): the operation wrapper sends the bytes as they are.
      ctx.reply.header('content-type', XLSX_TYPE);
      ctx.reply.header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      ctx.reply.header('cache-control', 'no-store');
      return file.content;
    },

    async listDeliveryAccounts(ctx) {
      return deliveryAccounts(db, sessionOf(ctx), ctx.body.media, ctx.body.keyword);
    },

    async refreshDelivery(ctx) {
      const { media, accountIds } = ctx.body;
      return refreshDelivery(db, scopeOf(ctx), await actorOf(db, sessionOf(ctx)), media, accountIds, now());
    },
  };
}
