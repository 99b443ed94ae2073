// Renders a delivery page as the shell does (sub-application context, query client, router at the page's
// path) against the typed fake server of libs/api, with a small in-memory delivery server behind it: rows
// filtered, sorted and paged the way the real one does, edits that run to their end on the next poll.
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, type Schemas, type UserInfo } from '@toufang/api';
import { SubAppContext } from '@toufang/api/sub-app';
import { fakeApi, testUser as baseTestUser, type FakeApi } from '@toufang/api/testing';
import { mediaMetrics, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DeliveryEdit, DeliveryEditRequest, DeliveryEditStart, DeliveryListQuery, DeliveryPathItem, DeliveryRow, MetricValues } from '../queries/delivery-types';

/** The delivery pages' user: an optimiser (OPERATE), unless the test says otherwise. */
export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo =>
  baseTestUser({ name: '王优化', username: 'operator', email: 'operator@example.com', userId: 3, role: 'OPERATE', ...overrides });

/** Metrics of one row: cost grows with i, so a cost sort has a visible order. */
export function metricsOf(media: MediaCode, i: number): MetricValues {
  const show = 1000 * (i + 1);
  const click = 10 * (i + 1);
  const cost = 12.5 * (i + 1);
  const convert = i % 3 === 0 ? 0 : i;
  const all: Record<string, number | null> = {
    cost,
    show,
    click,
    ctr: (click / show) * 100,
    avgShowCost: (cost / show) * 1000,
    avgClickCost: cost / click,
    convert,
    convertCost: convert ? cost / convert : null,
    convertRate: (convert / click) * 100,
    active: i,
    activeCost: i ? cost / i : null,
    activeRate: (i / click) * 100,
    register: 0,
    registerCost: null,
    pay: 0,
    payRate: i ? 0 : null,
    payCost: null,
    payAmount: 0,
    payRoi: 0,
  };
  return Object.fromEntries(mediaMetrics(media).map((key) => [key, all[key]])) as MetricValues;
}

export function deliveryRow(media: MediaCode, level: DeliveryLevel, i: number, overrides: Partial<DeliveryRow> = {}): DeliveryRow {
  return {
    id: String(1000 + i),
    level,
    accountId: 1 + (i % 2),
    advertiserId: String(1700000000000000 + (i % 2)),
    accountName: `沙箱账户-${1 + (i % 2)}`,
    sandbox: true,
    parentId: null,
    name: `计划-${String(i).padStart(2, '0')}`,
    status: 'enabled',
    statusClass: 'enabled',
    statusText: '投放中',
    review: 'approved',
    rejectReason: null,
    learning: 'learned',
    budget: 500,
    bid: 1.5,
    createdAt: '2026-05-01T02:00:00.000Z',
    metrics: metricsOf(media, i),
    ...overrides,
  };
}

export interface DeliveryServerOptions {
  media: MediaCode;
  level: DeliveryLevel;
  rows: DeliveryRow[];
  totals?: MetricValues;
  path?: DeliveryPathItem[];
  columns?: string[] | null;
  /** How a started edit answers; queued by default. */
  onEdit?: (request: DeliveryEditRequest, editId: number) => DeliveryEditStart;
  /** How an edit ends: every row applied unless this says otherwise. */
  editResult?: (request: DeliveryEditRequest, id: string) => { ok: boolean; reason?: string };
  /** The enabled naming rules' fields the 命名解析 filter offers (none by default: no such filter). */
  nameRules?: Schemas['NameRuleFields'][];
  /** How the group by a parsed field answers. */
  nameGroups?: (request: Schemas['DeliveryNameGroupQuery']) => Schemas['DeliveryNameGroups'];
}

/** The fake server of one table, with what it was asked. */
export function serveDelivery(options: DeliveryServerOptions) {
  const { media, rows } = options;
  const lists: DeliveryListQuery[] = [];
  const edits: DeliveryEditRequest[] = [];
  const undos: number[] = [];
  const columnSaves: unknown[] = [];
  const editState = new Map<number, { request: DeliveryEditRequest; polls: number; undoneBy: number | null; undoOf: number | null }>();
  let nextEdit = 41;
  let columns = options.columns ?? null;

  const editOf = (editId: number): DeliveryEdit => {
    const state = editState.get(editId);
    if (!state) throw new Error(`no edit ${editId}`);
    state.polls += 1;
    const done = state.polls > 1;
    const results = state.request.items.map((item) => {
      const row = rows.find((r) => r.id === item.id);
      const outcome = options.editResult?.(state.request, item.id) ?? { ok: true };
      return {
        id: item.id,
        name: row?.name ?? item.id,
        accountName: row?.accountName ?? '',
        ok: done ? outcome.ok : null,
        reason: done && !outcome.ok ? (outcome.reason ?? '媒体拒绝') : null,
        before: null,
        after: item.value,
      };
    });
    return {
      editId,
      media,
      level: state.request.level,
      field: state.request.field,
      state: done ? 'done' : 'running',
      total: results.length,
      done: done ? results.length : 0,
      failed: results.filter((r) => r.ok === false).length,
      results,
      createdAt: '2026-05-20T02:00:00.000Z',
      finishedAt: done ? '2026-05-20T02:01:00.000Z' : null,
      undoUntil: done && !state.undoOf ? new Date(Date.now() + 600_000).toISOString() : null,
      undoneBy: state.undoneBy,
      undoOf: state.undoOf,
      link: `/${media}`,
    };
  };

  const start = (request: DeliveryEditRequest, undoOf: number | null = null): DeliveryEditStart => {
    const editId = nextEdit++;
    const answer = options.onEdit?.(request, editId) ?? { state: 'queued', editId, message: null, refusals: [] };
    if (answer.state === 'queued') editState.set(editId, { request, polls: 0, undoneBy: null, undoOf });
    return answer;
  };

  const api: FakeApi = fakeApi()
    .on('post', '/api/delivery/list', (body) => {
      lists.push(body);
      let found = [...rows];
      if (body.search) found = found.filter((r) => (body.search?.field === 'id' ? r.id : r.name).includes(body.search?.value ?? ''));
      if (body.status) found = found.filter((r) => r.statusClass === body.status);
      if (body.sort) {
        const { key, order } = body.sort;
        const value = (r: DeliveryRow) => (key in r.metrics ? (r.metrics as Record<string, number | null>)[key] ?? 0 : Number((r as unknown as Record<string, unknown>)[key]) || 0);
        found.sort((a, b) => (value(a) - value(b)) * (order === 'asc' ? 1 : -1));
      }
      return {
        records: found.slice((body.page - 1) * body.size, body.page * body.size),
        total: found.length,
        page: body.page,
        size: body.size,
        totals: options.totals ?? metricsOf(media, 99),
        path: body.parentId ? (options.path ?? []) : [],
        syncedAt: '2026-05-20T01:30:00.000Z',
      };
    })
    .on('post', '/api/delivery/columns/get', () => ({ columns }))
    .on('post', '/api/delivery/columns/save', (body) => {
      columnSaves.push(body);
      columns = body.columns;
      return { columns };
    })
    .on('post', '/api/delivery/edit', (body) => {
      edits.push(body);
      return start(body);
    })
    .on('post', '/api/delivery/edit/get', ({ editId }) => editOf(editId))
    .on('post', '/api/delivery/edit/undo', ({ editId }) => {
      undos.push(editId);
      const state = editState.get(editId);
      if (!state) throw new Error(`no edit ${editId}`);
      const answer = start({ ...state.request, items: state.request.items.map((i) => ({ id: i.id, value: null })) }, editId);
      if (answer.editId) state.undoneBy = answer.editId;
      return answer;
    })
    .on('post', '/api/delivery/trend', (body) => ({
      series: (body.ids ?? [null]).map((id) => ({
        id,
        name: id ? (rows.find((r) => r.id === id)?.name ?? id) : '合计',
        points: [
          { time: body.dateRange.from, values: metricsOf(media, 1) },
          { time: body.dateRange.to, values: metricsOf(media, 2) },
        ],
      })),
    }))
    .on('post', '/api/delivery/export', () => ({ exportId: 5, state: 'ready', fileName: '导出.xlsx', rows: rows.length, url: '/files/delivery-export?exportId=5&token=t', expiresAt: null, reason: null }))
    .on('post', '/api/delivery/refresh', ({ accountIds }) => ({ queued: accountIds, skipped: [] }))
    .on('post', '/api/delivery/accounts', () =>
      [1, 2].map((id) => ({ id, name: `沙箱账户-${id}`, advertiserId: String(1700000000000000 + id - 1), sandbox: true })),
    )
    .on('post', '/api/user/filter_template/list', () => [])
    .on('post', '/api/name-rule/fields', () => options.nameRules ?? [])
    .on('post', '/api/delivery/group-by-name', (request) => options.nameGroups?.(request) ?? { ruleName: '', fieldLabel: '', groups: [], total: 0, page: request.page, size: request.size, totals: {} });
  api.install();
  return { api, lists, edits, undos, columnSaves, lastList: () => lists[lists.length - 1] };
}

/** What renderDeliveryPage answers (written out: an inferred type would name a path inside node_modules). */
export interface RenderedDeliveryPage {
  client: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  view: RenderResult;
}

/** Renders `page` at `path`; other paths answer with their path and query, so a navigation can be seen. */
export function renderDeliveryPage(page: ReactElement, path: string, user: UserInfo = testUser()): RenderedDeliveryPage {
  const client = createQueryClient();
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <SubAppContext.Provider value={{ routerBase: '/', user, app: { menuCollapsed: false, gadget: false }, analytics: { track: () => undefined }, privateStorageUpload: false, routes: [] }}>
        <RouterProvider router={router} />
      </SubAppContext.Provider>
    </QueryClientProvider>,
  );
  return { client, router, view };
}

function Elsewhere() {
  return <p data-testid="elsewhere">elsewhere</p>;
}
