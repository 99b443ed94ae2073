import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openPage, test } from './support/desk';

// 定时报表推送 (issue 23 "Tests and measures") against the real server and the local receivers the config starts
// beside it (as scripts/start.sh does): a manager makes a push rule whose channel is the local WeCom receiver
// (本机接收端), presses 测试发送, sees the delivery 已送达 in the list, and finds the message in 本机接收端's inbox.
const LIST = '/tools-app/tool/scheduled-report-push/index';

test('a push rule’s test send arrives at the local WeCom receiver', async ({ page }) => {
  await login(page, 'manager');
  // The list's rules loaded: 本机接收端 joins the header then, beside 新建推送规则, and moves it (a click made
  // before that landed beside the button once, and the form never opened).
  await openPage(page, LIST, page.getByRole('button', { name: '本机接收端' }));
  const form = page.getByRole('form', { name: '推送规则' });
  await expect(async () => {
    if (await page.getByRole('button', { name: '新建推送规则' }).isVisible()) await page.getByRole('button', { name: '新建推送规则' }).click({ timeout: 10_000 });
    await expect(form).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 120_000 });

  // Digits from the clock: a desk left from an earlier run has never seen this name (a rule's test sends are
  // limited to one a minute).
  const name = `晨报_e2e_${Date.now() % 100_000}`;
  await form.getByRole('textbox', { name: '规则名称' }).fill(name);
  // One account is the scope; metrics, dimensions and the daily time keep the form's defaults.
  const accounts = form.getByRole('combobox', { name: '账户' });
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await accounts.click();
    await first.click({ timeout: 10_000 });
    await expect(accounts.locator('.semi-tag')).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: '使用本机接收端（企业微信）' }).click();
  await expect(form.getByRole('textbox', { name: '企业微信群机器人Webhook' })).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/wecom\//);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();

  const table = page.getByRole('region', { name: '推送规则列表' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('企业微信（本机）')).toBeVisible();
  await row.getByRole('button', { name: `测试发送 ${name}` }).click();
  await expect(page.getByText('已提交测试发送（1个渠道），结果见推送记录')).toBeVisible();
  // The send is the notifier's job: the list shows its delivery once it has been made (asked again with 查询).
  await expect(async () => {
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(row.getByText('已送达')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByText('测试', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 本机接收端: what the local receivers got, the WeCom robot's message among it.
  await page.getByRole('button', { name: '本机接收端', exact: true }).click();
  const inbox = page.getByRole('dialog', { name: '本机接收端收到的消息' });
  const arrived = inbox.getByRole('region', { name: '本机接收端消息列表' }).getByRole('row').filter({ hasText: `【测试】【定时报表】${name}` });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByText('企业微信')).toBeVisible();
  await expect(arrived.getByText('已接收')).toBeVisible();
});
