// The lists that export (ListExportId in the contract): each names its own list operation, which the export
// re-runs page after page as the exporting user, and the columns of its file. A list added here exports
// with no other change; its id goes into the contract's enum.
import type { components } from '@toufang/api/contract';
import { MEDIA_DISPLAY_NAMES, PROPERTY_PAGES, type MediaCode, type PropertyPage } from '@toufang/domain';
import { accountHandlers } from '@toufang/server-accounts';
import type { AnswerOf, HandlerFor, OperationId, RouteDeps } from '@toufang/server-http';
import type { ServerContext } from '@toufang/server-context';
import { materialSummaryHandlers } from '@toufang/server-assets';
import { departmentHandlers, managedUserHandlers, roleHandlers } from '@toufang/server-org';
import { propertyHandlers } from '@toufang/server-properties';
import { insightHandlers } from '@toufang/server-insights';
import { operationLogHandlers } from '../routes/operation-log';
import { projectHandlers } from '../routes/project';

type Schemas = components['schemas'];
export type ListExportId = Schemas['ListExportId'];

export type ListRequest = 'paged' | 'query' | 'none';

export interface ListColumn<R> {
  header: string;
  cell: (record: R) => string | number | null;
  width?: number;
}

export interface ListSource {
  operationId: OperationId;
  /** The sheet's name and the file name's start. */
  title: string;
  /** A list of many kinds (property: one media's type) names its file after the kind the query asks for. */
  titleOf?: (query: Record<string, unknown>) => string;
  /** Rows asked per call of a paged list, when its operation takes fewer than the export's usual page. */
  pageRows?: number;
  /**
   * What the list's operation takes: paged (the query with current and size, page after page), query (the
   * query, one call answers every row) or none (no body: every row).
   */
  request: ListRequest;
  /** Runs the list's own handler as the given call. */
  run(server: ServerContext, ctx: Parameters<HandlerFor<OperationId>>[0]): Promise<{ records: unknown[]; total: number }>;
  columns: ListColumn<never>[];
  /** The desk account a row shows (media_accounts.id): the download checks the user still sees them all. */
  accountOf?: (record: never) => number;
}

/**
 * The handler factories of these lists read the server's context from their dependencies (a job has no
 * request's secrets: the file links a list answers are not written to the file, so none is needed).
 */
const depsOf = (server: ServerContext) => ({ partnerSecret: '', ...server }) as RouteDeps;

function source<K extends OperationId, R>(def: {
  operationId: K;
  title: string;
  titleOf?: (query: Record<string, unknown>) => string;
  pageRows?: number;
  request: ListRequest;
  handler: (server: ServerContext) => HandlerFor<K>;
  rows: (answer: NonNullable<Exclude<AnswerOf<K>, void>>) => { records: R[]; total: number };
  columns: ListColumn<R>[];
  accountOf?: (record: R) => number;
}): ListSource {
  return {
    operationId: def.operationId,
    title: def.title,
    ...(def.titleOf ? { titleOf: def.titleOf } : {}),
    ...(def.pageRows ? { pageRows: def.pageRows } : {}),
    request: def.request,
    async run(server, ctx) {
      const answer = await def.handler(server)(ctx as unknown as Parameters<HandlerFor<K>>[0]);
      return answer ? def.rows(answer as NonNullable<Exclude<AnswerOf<K>, void>>) : { records: [], total: 0 };
    },
    columns: def.columns as ListColumn<never>[],
    ...(def.accountOf ? { accountOf: def.accountOf as (record: never) => number } : {}),
  };
}

const all = <R>(records: R[]) => ({ records, total: records.length });
const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);
/** 巨量引擎定向包: the media's name and the type's page title (the query was checked against listProperties'). */
function propertyTitle(query: Record<string, unknown>): string {
  const media = MEDIA_DISPLAY_NAMES[query.media as MediaCode] ?? '';
  const page = PROPERTY_PAGES[query.type as PropertyPage] as { title: string } | undefined;
  return `${media}${page?.title ?? '媒体资产'}`;
}
/** A row's summary attributes in the media's words (地域：北京市、上海市；年龄：24-30岁). */
const summaryText = (summary: Record<string, string>) =>
  Object.entries(summary)
    .map(([key, value]) => `${key}：${value}`)
    .join('；') || '-';
const USER_STATUS = { enabled: '启用', disabled: '停用', expired: '已过期', pending: '未生效' } as const;

/** A department tree as rows, each named with its path (总部 / 销售部). */
function departmentRows(nodes: readonly Schemas['Department'][], path: string[] = []): { path: string; node: Schemas['Department'] }[] {
  return nodes.flatMap((node) => [{ path: [...path, node.name].join(' / '), node }, ...departmentRows(node.children ?? [], [...path, node.name])]);
}

export const LIST_SOURCES: Record<ListExportId, ListSource> = {
  'operation-log': source({
    operationId: 'searchOperationLogs',
    title: '操作日志',
    request: 'paged',
    handler: (server) => operationLogHandlers(depsOf(server)).searchOperationLogs,
    rows: (page) => page,
    columns: [
      { header: '操作时间', cell: (r) => r.time, width: 20 },
      // A person and a rule (AI助手规则：…) are named as they are; a job or the schedule says it is a task.
      { header: '操作人', cell: (r) => (r.operatorKind === 'user' || r.operatorKind === 'rule' ? r.operator : `${r.operator}（任务）`) },
      { header: '媒体', cell: (r) => (r.mediaCode ? MEDIA_DISPLAY_NAMES[r.mediaCode as MediaCode] : '-') },
      { header: '账户', cell: (r) => (r.accountId ? `${r.accountName ?? ''}（${r.accountId}）` : '-'), width: 30 },
      { header: '操作对象', cell: (r) => (r.objectId ? `${r.objectName ?? ''}（${r.objectId}）` : '-'), width: 30 },
      { header: '操作', cell: (r) => r.actionName },
      { header: '修改前', cell: (r) => (r.before === null ? '-' : JSON.stringify(r.before)), width: 30 },
      { header: '修改后', cell: (r) => (r.after === null ? '-' : JSON.stringify(r.after)), width: 30 },
      { header: '结果', cell: (r) => (r.outcome === 'ok' ? '成功' : `媒体拒绝：${r.outcomeMessage ?? ''}`), width: 30 },
    ],
  }),
  'org.users': source({
    operationId: 'listManagedUsers',
    title: '用户',
    request: 'paged',
    handler: (server) => managedUserHandlers(depsOf(server)).listManagedUsers,
    rows: (page) => page,
    columns: [
      { header: '用户名', cell: (r) => r.username },
      { header: '姓名', cell: (r) => r.name },
      { header: '角色', cell: (r) => r.roleName },
      { header: '部门', cell: (r) => orDash(r.departmentName) },
      { header: '状态', cell: (r) => USER_STATUS[r.status] },
      { header: '有效期至', cell: (r) => r.expireTime, width: 20 },
      { header: '邮箱', cell: (r) => orDash(r.email), width: 24 },
      { header: '手机号', cell: (r) => orDash(r.phone) },
      { header: '账户数', cell: (r) => r.accountIds.length },
      { header: '项目数', cell: (r) => r.projectIds.length },
      { header: '最近登录', cell: (r) => r.lastLoginTime ?? '从未登录', width: 20 },
    ],
  }),
  'org.media-accounts': source({
    operationId: 'listMediaAccountPage',
    title: '媒体账户',
    request: 'paged',
    handler: (server) => accountHandlers(depsOf(server)).listMediaAccountPage,
    rows: (page) => page,
    accountOf: (r) => r.id,
    columns: [
      { header: '账户名称', cell: (r) => r.accountName, width: 30 },
      { header: '账户ID', cell: (r) => r.accountId },
      { header: '媒体', cell: (r) => MEDIA_DISPLAY_NAMES[r.mediaCode as MediaCode] ?? r.mediaCode },
      { header: '状态', cell: (r) => r.statusText },
      { header: '授权状态', cell: (r) => r.authStatusText },
      { header: '余额（元）', cell: (r) => r.balance },
      { header: '今日消耗（元）', cell: (r) => r.todayCost },
      { header: '日预算（元）', cell: (r) => r.dailyBudget },
      { header: '账户组', cell: (r) => orDash(r.groupName) },
      { header: '项目', cell: (r) => orDash(r.projectName) },
      { header: '备注', cell: (r) => orDash(r.remark), width: 30 },
    ],
  }),
  'org.projects': source({
    operationId: 'listProjects',
    title: '项目',
    request: 'query',
    handler: (server) => projectHandlers(depsOf(server)).listProjects,
    rows: (list) => all(list),
    columns: [
      { header: '项目名称', cell: (r) => r.name, width: 30 },
      { header: '账户数', cell: (r) => r.accounts.length },
      { header: '成员', cell: (r) => r.members.map((m) => m.name).join('、') || '-', width: 40 },
      { header: '创建时间', cell: (r) => r.createdAt, width: 20 },
    ],
  }),
  'org.departments': source({
    operationId: 'listDepartments',
    title: '部门',
    request: 'none',
    handler: (server) => departmentHandlers(depsOf(server)).listDepartments,
    rows: (tree) => all(departmentRows(tree)),
    columns: [
      { header: '部门', cell: (r) => r.path, width: 40 },
      { header: '人数', cell: (r) => r.node.userCount },
    ],
  }),
  'org.roles': source({
    operationId: 'listRoles',
    title: '角色',
    request: 'none',
    handler: (server) => roleHandlers(depsOf(server)).listRoles,
    rows: (list) => all(list),
    columns: [
      { header: '角色名称', cell: (r) => r.name },
      { header: '类型', cell: (r) => (r.builtin ? '内置角色' : '自定义角色') },
      { header: '说明', cell: (r) => orDash(r.description), width: 40 },
      { header: '用户数', cell: (r) => r.userCount },
    ],
  }),
  'material.summary': source({
    operationId: 'getMaterialSummary',
    title: '素材汇总',
    request: 'paged',
    handler: (server) => materialSummaryHandlers(depsOf(server)).getMaterialSummary,
    rows: (summary) => summary,
    columns: [
      { header: '素材名称', cell: (r) => r.name, width: 30 },
      { header: '素材MD5', cell: (r) => r.md5, width: 34 },
      { header: '类型', cell: (r) => (r.kind === 'video' ? '视频' : '图片') },
      { header: '设计师', cell: (r) => orDash(r.designer?.name) },
      { header: '消耗(元)', cell: (r) => r.figures.cost },
      { header: '展示数', cell: (r) => r.figures.show },
      { header: '点击数', cell: (r) => r.figures.click },
      { header: '点击率(%)', cell: (r) => orDash(r.figures.ctr) },
      { header: '转化数', cell: (r) => r.figures.convert },
      { header: '转化成本(元)', cell: (r) => orDash(r.figures.convertCost) },
      { header: '在用广告数', cell: (r) => r.figures.ads },
    ],
  }),
  'tools.return-orders': source({
    operationId: 'listReturnOrders',
    title: '退货日志',
    request: 'paged',
    handler: (server) => insightHandlers(depsOf(server)).listReturnOrders,
    rows: (page) => page,
    accountOf: (r) => r.accountId,
    columns: [
      { header: '订单号', cell: (r) => r.orderId, width: 22 },
      { header: '商品', cell: (r) => `${r.productName}（${r.productId}）`, width: 36 },
      { header: '计划', cell: (r) => `${r.planName ?? ''}（${r.planId}）`, width: 36 },
      // Sandbox accounts' orders are the sandbox's model: the file says so, as the page does.
      { header: '账户', cell: (r) => `${r.accountName}（${r.advertiserId}）${r.sandbox ? '【沙箱】' : ''}`, width: 36 },
      { header: '媒体', cell: (r) => MEDIA_DISPLAY_NAMES[r.media] },
      { header: '金额（元）', cell: (r) => r.amount },
      { header: '下单时间', cell: (r) => r.orderedAt, width: 20 },
      { header: '退款/退货时间', cell: (r) => r.refundedAt, width: 20 },
      { header: '原因', cell: (r) => r.reason, width: 24 },
      { header: '状态', cell: (r) => (r.state === 'returned' ? '退货' : '退款') },
    ],
  }),
  property: source({
    operationId: 'listProperties',
    title: '媒体资产',
    titleOf: propertyTitle,
    // listProperties takes at most 100 rows a page.
    pageRows: 100,
    request: 'paged',
    handler: (server) => propertyHandlers(depsOf(server)).listProperties,
    rows: (page) => ({ records: page.rows, total: page.total }),
    accountOf: (r) => r.accountId,
    columns: [
      { header: '名称', cell: (r) => r.name, width: 30 },
      { header: '媒体ID', cell: (r) => r.mediaId, width: 22 },
      { header: '账户', cell: (r) => `${r.accountName}（${r.advertiserId}）`, width: 36 },
      { header: '状态', cell: (r) => r.statusText },
      { header: '属性', cell: (r) => summaryText(r.summary), width: 60 },
      { header: '覆盖人数', cell: (r) => orDash(r.size) },
      { header: '创建时间', cell: (r) => r.createdAt, width: 20 },
      { header: '更新时间', cell: (r) => r.modifiedAt, width: 20 },
    ],
  }),
};
