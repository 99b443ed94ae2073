import { acceptWarningsIfAny, seededTemplateId, shortenRefusedNames } from './support/creation';
import { chooseUntilShown, expect, login, openPage, test } from './support/desk';

// 防出错 on submission (issue 22; shell spec §3 and §5) against the real server: the seeded gdt rule
// 广点通只投激活和注册 allows only 激活 and 注册 as 优化目标. An operator opens the seeded 腾讯广告 template, sets
// 下单, the 投放日期 it lacks and 立即提交, previews and submits: the modal stops the submission with the spec's
// texts and the rule's line, 去修改 closes it, and no task was made (the media's 创建报告 counts the same tasks).
const REPORT = '/gdt-app/ad/add-report';
const RULE_LINE = /^广点通只投激活和注册\(\d+\)$/;

test.describe.serial('batch creation: 防出错', () => {
  // A bound, not a measure: the editor's chunk, the preview's facts and the check on a busy desk.
  test.describe.configure({ timeout: 300_000 });

  test('a 防出错 rule stops a gdt submission with the modal’s texts, and nothing is submitted', async ({ page }) => {
    await login(page, 'operator');
    const covers = page.getByText(/^共 \d+ 个任务$/);
    await openPage(page, REPORT, covers);
    const before = await covers.innerText();

    const id = await seededTemplateId(page, 'gdt', '');
    const editor = page.getByRole('main', { name: '腾讯广告批量创建' });
    await openPage(page, `/gdt-app/ad/ad-speed-create/${id}`, editor.getByRole('button', { name: '生成预览' }));
    const goal = editor.getByRole('combobox', { name: /^优化目标/ });
    await chooseUntilShown(goal, {
      list: page.getByRole('combobox', { name: /^优化目标/, expanded: true }),
      entry: page.getByRole('option').filter({ hasText: /^下单$/ }),
      shown: '下单',
    });
    // The template holds no 投放日期 yet (a required field of the 广告): from today (China's day) for thirty days, typed.
    const dates = editor.getByRole('group', { name: '投放日期' });
    const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10);
    await dates.getByPlaceholder('开始日期').fill(day(0));
    await dates.getByPlaceholder('结束日期').fill(day(30));
    await dates.getByPlaceholder('结束日期').press('Enter');
    await expect(dates.getByPlaceholder('开始日期')).toHaveValue(day(0));
    await expect(dates.getByPlaceholder('结束日期')).toHaveValue(day(30));
    // The seeded rule is 分批提交 from a start time long past: this submission goes at once.
    const now = editor.getByRole('radio', { name: '立即提交' });
    await now.check({ force: true });
    await expect(now).toBeChecked();
    await editor.getByRole('button', { name: '生成预览' }).click();
    await expect(editor.getByRole('table', { name: '预览' })).toBeVisible({ timeout: 60_000 });
    const submit = editor.getByRole('button', { name: '提交', exact: true });
    // The checks run once the server's facts are in; warnings (a name the desk holds already) need 我已知晓.
    await expect(editor.getByText(/^共 \d+ 行$/)).toBeVisible({ timeout: 60_000 });
    await shortenRefusedNames(page, '广点通短名');
    await acceptWarningsIfAny(page);
    await expect(submit).toBeEnabled();
    await submit.click();

    const modal = page.getByRole('dialog', { name: '防出错提示' });
    await expect(modal).toBeVisible({ timeout: 60_000 });
    await expect(modal.getByText('配置内容与防出错设置不一致，请修改广告设置', { exact: true })).toBeVisible();
    await expect(modal.getByText('若需修改防出错内容，请联系管理员或优化经理修改', { exact: true })).toBeVisible();
    await expect(modal.getByText(RULE_LINE)).toBeVisible();
    // The broken cell names the value set and what the rule allows.
    await expect(modal.getByText(/下单/).first()).toBeVisible();
    await modal.getByRole('button', { name: '去修改' }).click();
    await expect(modal).toBeHidden();
    // Still on the preview, to change the rows.
    await expect(editor.getByRole('table', { name: '预览' })).toBeVisible();

    await openPage(page, REPORT, covers);
    await expect(covers).toHaveText(before);
  });
});
