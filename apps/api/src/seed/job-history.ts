// The demo company's task-centre history: exports, bulk edits and syncs by the demo users and 系统 over the
// past days, in every state a person reads (成功, 部分成功, 失败, 已取消, 已过期, and 排队中 for a sync that
// waits for its retry; the start's own sync shows 进行中). Deterministic: the same rows, ids and files for
// the same `now`. Written as the worker and the delivery code would have left them, so 重试失败部分 and
// 下载 work on them.
import ExcelJS from 'exceljs';
import { chinaDate, chinaDay, formatChinaTime } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';

const DEMO_COMPANY = 1;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The fixed id of the n-th seeded job (deterministic, and apart from gen_random_uuid's). */
const jobId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface SeedJob {
  n: number;
  name: string;
  by: string | 'system';
  state: 'queued' | 'succeeded' | 'failed' | 'cancelled';
  /** When it was created, before now. */
  agoMs: number;
  /** How long it ran. */
  tookMs?: number;
  payload: unknown;
  result?: unknown;
  done?: number;
  total?: number;
  step?: string;
  itemErrors?: { item: string; message: string }[];
  lastError?: string;
  /** A queued job waits until then (a retry's back-off). */
  runInMs?: number;
}

async function workbook(rows: readonly (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // A fixed creation time keeps the file's bytes the same on every seed.
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet('广告计划');
  sheet.addRow(['广告计划名称', '账户名称', '消耗（元）', '展示数', '点击数']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function seedJobHistory(tx: Queryable, now: Date): Promise<void> {
  const q = sqlOn(tx);
  const users = new Map(
    (await q.selectFrom('users').select(['id', 'username', 'display_name']).where('customer_id', '=', DEMO_COMPANY).execute()).map((u) => [u.username, u]),
  );
  const accountsOf = (media: string) =>
    q
      .selectFrom('media_accounts')
      .select(['id', 'account_name'])
      .where('customer_id', '=', DEMO_COMPANY)
      .where('media_code', '=', media)
      .where('bound', '=', true)
      .orderBy('id')
      .limit(3)
      .execute();
  const toutiao = await accountsOf('toutiao');
  const gdt = await accountsOf('gdt');
  const kuaishou = await accountsOf('kuaishou');
  const allIds = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', DEMO_COMPANY).where('bound', '=', true).orderBy('id').execute()).map((a) => a.id);
  if (toutiao.length === 0 || gdt.length === 0 || kuaishou.length === 0) return;
  const at = (agoMs: number) => new Date(now.getTime() - agoMs);
  const day = (agoDays: number) => chinaDate(chinaDay(now.getTime() - agoDays * DAY_MS));
  const exportRequest = (fromDays: number, toDays: number) => ({
    media: 'toutiao',
    level: 'plan',
    dateRange: { from: day(fromDays), to: day(toDays) },
    columns: ['name', 'accountName', 'cost', 'show', 'click'],
  });

  // ---- exports: one kept (成功, downloadable by 钱 the manager), one past its 7 days (已过期), one failed.
  const exportRow = async (n: number, username: string, agoMs: number, state: 'ready' | 'failed', rows: number, reason: string | null) => {
    const user = users.get(username)!;
    const finished = at(agoMs - 40_000);
    const lines = Array.from({ length: rows }, (_, i) => [`春季拉新-计划${String(i + 1).padStart(2, '0')}`, toutiao[i % toutiao.length].account_name, 120 + i * 37.5, 8000 + i * 913, 160 + i * 21]);
    const content = state === 'ready' ? await workbook([...lines, ['合计', '', lines.reduce((s, l) => s + Number(l[2]), 0), '', '']]) : null;
    const stamp = formatChinaTime(at(agoMs)).replace(/[-: ]/g, '').slice(0, 12);
    const inserted = await q
      .insertInto('delivery_exports')
      .values({
        customer_id: DEMO_COMPANY,
        user_id: user.id,
        media_code: 'toutiao',
        level: 'plan',
        state,
        file_name: `广告计划数据_${stamp}.xlsx`,
        rows: state === 'ready' ? rows : null,
        content,
        reason,
        job_id: jobId(n),
        created_at: at(agoMs),
        finished_at: finished,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (state === 'ready') {
      await q.insertInto('delivery_export_accounts').values(toutiao.map((a) => ({ export_id: inserted.id, account_id: a.id }))).execute();
      await q.updateTable('delivery_exports').set({ accounts_recorded: true }).where('id', '=', inserted.id).execute();
    }
    return inserted.id;
  };

  // ---- bulk edits: their rows with the media's answers.
  const editRow = async (
    n: number,
    username: string,
    agoMs: number,
    media: string,
    level: string,
    field: 'budget' | 'bid' | 'status',
    accounts: { id: number; account_name: string }[],
    items: { name: string; before: unknown; after: unknown; ok: boolean | null; reason?: string }[],
    state: 'done' | 'failed',
  ) => {
    const user = users.get(username)!;
    const edit = await q
      .insertInto('delivery_edits')
      .values({ customer_id: DEMO_COMPANY, user_id: user.id, media_code: media, level, field, state, total: items.length, job_id: jobId(n), undo_of: null, created_at: at(agoMs), finished_at: at(agoMs - 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q
      .insertInto('delivery_edit_items')
      .values(
        items.map((item, i) => ({
          edit_id: edit.id,
          seq: i,
          object_id: String(1_900_000_000_000 + n * 1000 + i),
          account_id: accounts[i % accounts.length].id,
          name: item.name,
          account_name: accounts[i % accounts.length].account_name,
          before: JSON.stringify(item.before),
          after: JSON.stringify(item.after),
          ok: item.ok,
          reason: item.reason ?? null,
        })),
      )
      .execute();
  };

  const budgetItems = Array.from({ length: 5 }, (_, i) => ({ name: `春季拉新-计划${String(i + 1).padStart(2, '0')}`, before: 300 + i * 50, after: 500 + i * 50, ok: true }));
  const bidItems = Array.from({ length: 6 }, (_, i) => ({
    name: `品牌曝光-广告${String(i + 1).padStart(2, '0')}`,
    before: 1.2 + i / 10,
    after: 1.5 + i / 10,
    ok: i < 4,
    ...(i < 4 ? {} : { reason: i === 4 ? '出价超出允许范围' : '广告不存在或已删除' }),
  }));
  const statusItems = Array.from({ length: 8 }, (_, i) => ({ name: `直播引流-计划${String(i + 1).padStart(2, '0')}`, before: 'enabled', after: 'paused', ok: i < 2 ? true : null }));

  await editRow(2, 'operator', 1 * DAY_MS + 3 * HOUR_MS, 'toutiao', 'plan', 'budget', toutiao, budgetItems, 'done');
  await editRow(4, 'manager', 3 * DAY_MS + 5 * HOUR_MS, 'gdt', 'group', 'bid', gdt, bidItems, 'done');
  await editRow(6, 'operator', 5 * DAY_MS + 2 * HOUR_MS, 'kuaishou', 'plan', 'status', kuaishou, statusItems, 'failed');
  const kept = await exportRow(1, 'manager', 2 * DAY_MS + 1 * HOUR_MS, 'ready', 12, null);
  const expired = await exportRow(8, 'operator', 9 * DAY_MS + 4 * HOUR_MS, 'ready', 30, null);
  const failed = await exportRow(5, 'admin', 4 * DAY_MS + 6 * HOUR_MS, 'failed', 0, '导出失败：媒体数据暂不可用，请稍后重试');

  const jobs: SeedJob[] = [
    { n: 1, name: 'delivery.export', by: 'manager', state: 'succeeded', agoMs: 2 * DAY_MS + 1 * HOUR_MS, payload: { exportId: kept, request: exportRequest(7, 1) }, result: { rows: 12 }, done: 12, total: 12 },
    { n: 2, name: 'delivery.edit', by: 'operator', state: 'succeeded', agoMs: 1 * DAY_MS + 3 * HOUR_MS, payload: { editId: 0 }, result: { applied: 5, failed: 0 }, done: 5, total: 5, step: '修改预算' },
    { n: 3, name: 'media-account.sync', by: 'system', state: 'succeeded', agoMs: 1 * DAY_MS + 8 * HOUR_MS, payload: { accountIds: allIds }, result: { synced: allIds.length }, done: allIds.length, total: allIds.length, step: '同步账户' },
    { n: 4, name: 'delivery.edit', by: 'manager', state: 'succeeded', agoMs: 3 * DAY_MS + 5 * HOUR_MS, payload: { editId: 0 }, result: { applied: 4, failed: 2 }, done: 6, total: 6, step: '修改出价' },
    { n: 5, name: 'delivery.export', by: 'admin', state: 'failed', agoMs: 4 * DAY_MS + 6 * HOUR_MS, payload: { exportId: failed, request: exportRequest(6, 0) }, lastError: '导出失败：媒体数据暂不可用，请稍后重试', done: 0 },
    { n: 6, name: 'delivery.edit', by: 'operator', state: 'cancelled', agoMs: 5 * DAY_MS + 2 * HOUR_MS, payload: { editId: 0 }, done: 2, total: 8, step: '修改状态' },
    {
      n: 7,
      name: 'metrics.sync',
      by: 'system',
      state: 'succeeded',
      agoMs: 2 * DAY_MS + 9 * HOUR_MS,
      payload: { accountIds: allIds },
      result: { accounts: allIds.length - 1, rows: 2160, refused: [], busy: 0 },
      itemErrors: [{ item: `${kuaishou[0].account_name}`, message: '授权已失效，请重新授权' }],
      done: allIds.length,
      total: allIds.length,
      step: '同步投放数据',
    },
    { n: 8, name: 'delivery.export', by: 'operator', state: 'succeeded', agoMs: 9 * DAY_MS + 4 * HOUR_MS, payload: { exportId: expired, request: exportRequest(14, 8) }, result: { rows: 30 }, done: 30, total: 30 },
    { n: 9, name: 'metrics.sync', by: 'system', state: 'failed', agoMs: 6 * DAY_MS + 1 * HOUR_MS, payload: { accountIds: gdt.map((a) => a.id) }, lastError: '任务执行出错：媒体接口超时', done: 1, total: gdt.length },
    { n: 10, name: 'media-account.sync', by: 'manager', state: 'succeeded', agoMs: 7 * DAY_MS + 2 * HOUR_MS, payload: { accountIds: toutiao.map((a) => a.id) }, result: { synced: toutiao.length }, done: toutiao.length, total: toutiao.length },
    // Waits for its retry's back-off: 排队中 until then, a real sync when it comes.
    // (An account sync: the demo seed's first metrics fill is the only queued metrics.sync the tests expect.)
    { n: 11, name: 'media-account.sync', by: 'system', state: 'queued', agoMs: 20 * 60_000, payload: { accountIds: kuaishou.map((a) => a.id) }, lastError: '任务执行出错：媒体接口超时', runInMs: 6 * HOUR_MS, done: 0 },
  ];
  const edits = await q.selectFrom('delivery_edits').select(['id', 'job_id']).where('job_id', 'in', jobs.map((j) => jobId(j.n))).execute();
  for (const job of jobs) {
    const user = job.by === 'system' ? undefined : users.get(job.by)!;
    const created = at(job.agoMs);
    const finished = job.state === 'queued' ? null : at(job.agoMs - (job.tookMs ?? 45_000));
    const editId = edits.find((e) => e.job_id === jobId(job.n))?.id;
    await q
      .insertInto('jobs')
      .values({
        id: jobId(job.n),
        name: job.name,
        company_id: DEMO_COMPANY,
        actor_kind: user ? 'user' : 'system',
        actor_id: user ? String(user.id) : null,
        actor_name: user ? user.display_name : '定时任务',
        payload: JSON.stringify(editId === undefined ? job.payload : { editId }),
        state: job.state,
        run_at: job.runInMs === undefined ? created : new Date(now.getTime() + job.runInMs),
        attempts: job.state === 'queued' ? 1 : job.state === 'failed' ? 3 : 1,
        max_attempts: job.state === 'queued' ? 5 : 3,
        dedupe_key: `seed:${job.n}`,
        progress_done: job.done ?? 0,
        progress_total: job.total ?? null,
        progress_step: job.step ?? null,
        cancel_requested: job.state === 'cancelled',
        result: job.result === undefined ? null : JSON.stringify(job.result),
        item_errors: JSON.stringify(job.itemErrors ?? []),
        last_error: job.lastError ?? null,
        created_at: created,
        started_at: job.state === 'queued' ? null : created,
        finished_at: finished,
        updated_at: finished ?? created,
      })
      .execute();
  }
}
