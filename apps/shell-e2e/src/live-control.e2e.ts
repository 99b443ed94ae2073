import type { Page } from '@playwright/test';
import { expect, login, openPage, test } from './support/desk';

// 直播控制 (issue 24 "Journeys", docs/design/live-home.md §4.3, §4.5, §8) against the real server and its sandbox's
// live rooms: a manager opens a living room's 实时大屏 and watches its figures change by themselves (pushed by the
// server over the room's event stream, the page never loaded again), then pauses one of the room's live plans in
// 直播中控台 and finds that edit in 操作日志 (修改状态, by the manager through the console, 成功).
const LIVE = '/qianchuan-app/live-control/live-monitor';
const LOG = '/tools-app/tool/account-tool/operation-log';

interface RoomRow {
  accountId: string;
  awemeId: string;
  awemeName: string;
  state: 'living' | 'ended';
}
interface ConsolePlan {
  planId: string;
  name: string;
  status: 'enabled' | 'paused' | 'deleted';
  statusText: string;
}

/** Calls the desk with the page's own session (a second login would end it). */
async function call<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('toufang_token') ?? sessionStorage.getItem('toufang_token'));
  const answer = await page.request.post(path, { headers: { authorization: `Toufang ${token}` }, data });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code, path).toBe(200);
  return body.data;
}

/** A living room of the manager's with an enabled live plan past review (the seed gives every 抖音号 such plans). */
async function livingRoomWithPlan(page: Page): Promise<{ room: RoomRow; plan: ConsolePlan }> {
  const { records } = await call<{ records: RoomRow[] }>(page, '/api/live/room/list', { current: 1, size: 50, state: 'living' });
  for (const room of records) {
    const { rows } = await call<{ rows: ConsolePlan[] }>(page, '/api/live/console/plans', { accountId: room.accountId, awemeId: room.awemeId });
    const plan = rows.find((r) => r.status === 'enabled' && r.statusText !== '审核中');
    if (plan) return { room, plan };
  }
  throw new Error('No living room has an enabled live plan (apps/api/src/seed/live.ts gives each 抖音号 some)');
}

test('a manager watches a room’s screen move by itself, pauses a live plan in the console and finds it in 操作日志', async ({ page }) => {
  // A bound, not a measure: a figure of the room changes within a minute, and the pause is a media edit job that
  // waits behind the fresh desk's first syncs.
  test.setTimeout(300_000);
  await login(page, 'manager');
  const { room, plan } = await livingRoomWithPlan(page);

  // 实时大屏: the stream's figures, then a change of them with no load of the page in between.
  const figures = page.getByLabel('实时数据');
  await openPage(page, `${LIVE}/live-room/${room.accountId}/${room.awemeId}`, figures);
  await expect(page.getByRole('heading', { name: room.awemeName })).toBeVisible();
  const first = await figures.innerText();
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));
  await expect(async () => expect(await figures.innerText()).not.toBe(first)).toPass({ timeout: 150_000 });
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

  // 直播中控台 of that room: the plan's switch pauses it through the delivery edit, followed to its end.
  await openPage(page, `${LIVE}/console?account=${room.accountId}&aweme=${room.awemeId}`, page.getByRole('switch', { name: `${plan.name}的投放开关` }));
  const toggle = page.getByRole('switch', { name: `${plan.name}的投放开关` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const progress = page.getByRole('dialog', { name: '修改状态' });
  await expect(progress.getByText('修改完成：成功1个')).toBeVisible({ timeout: 180_000 });
  // The footer's 关闭 (the header's ✕ is named 关闭 too).
  await progress.locator('.semi-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(progress).toBeHidden();
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });

  // 操作日志: the pause, by the manager through the console, with its values and the media's answer.
  await openPage(page, LOG, page.getByLabel('操作对象'));
  await page.getByLabel('操作对象').fill(plan.planId);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const logged = page.getByRole('region', { name: '操作日志列表' }).getByRole('row').filter({ hasText: '修改状态' }).filter({ hasText: `（${plan.planId}）` });
  await expect(logged.first()).toBeVisible();
  await expect(logged.first()).toContainText('暂停');
  await expect(logged.first()).toContainText('直播中控台');
  await expect(logged.first().getByText('成功')).toBeVisible();
});
