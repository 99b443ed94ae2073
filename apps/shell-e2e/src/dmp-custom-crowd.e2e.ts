import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, login, openPage, test } from './support/desk';

// 自定义人群 (数据平台, issue 21 "Tests and measures") against the real server: an admin picks a generated list of
// 500 IMEIs, sees 有效500行 / 无效0行 after the browser has hashed it (the worker under the desk's own
// Content-Security-Policy), uploads it, pushes the crowd to one account and sees its pack go 计算中 → 可用 in the
// list, which refetches while a pack computes (the sandbox computes 15 s and 1 s per 10,000 IDs). Only MD5 lines
// leave the browser: the upload's body is read here and holds no IMEI.
const PAGE = '/common-app/assets/dmp/custom-crowd';

let folder: string;
let file: string;
let imeis: string[];

test.beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'toufang-dmp-e2e-'));
  // Digits from the clock: a desk left from an earlier run has never seen this list.
  const base = 860_000_000_000_000 + (Date.now() % 1_000_000) * 1000;
  imeis = Array.from({ length: 500 }, (_, i) => String(base + i));
  file = path.join(folder, '老客设备号_e2e.txt');
  writeFileSync(file, `${imeis.join('\n')}\n`);
});
test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('an admin uploads a hashed device list and sees the pack become 可用', async ({ page }) => {
  test.setTimeout(180_000);
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dmp/crowd/upload')) bodies.push(request.postData() ?? '');
  });
  await login(page, 'admin');
  await openPage(page, PAGE, page.getByText('设备号在浏览器中加密（MD5）后上传，明文不会离开您的电脑'));
  const name = `老客召回_e2e_${Date.now() % 100_000}`;
  await page.getByLabel('人群名称').fill(name);
  await page.getByLabel('选择文件').setInputFiles(file);
  await expect(page.getByText('有效500行 / 无效0行')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText(`人群「${name}」已创建，可推送到账户`)).toBeVisible({ timeout: 30_000 });
  expect(bodies).toHaveLength(1);
  expect(bodies[0].split('\n').filter(Boolean).every((line) => /^[0-9a-f]{32}$/.test(line))).toBe(true);
  expect(imeis.some((imei) => bodies[0].includes(imei))).toBe(false);

  // The push dialog opened with the crowd: the first account offered.
  const dialog = page.getByRole('dialog');
  // Semi draws its box over the input, which takes the click for it; checking through it is what a pointer does.
  const first = dialog.getByRole('checkbox', { disabled: false }).first();
  await first.check({ force: true });
  await expect(first).toBeChecked();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已开始推送到1个账户/)).toBeVisible({ timeout: 30_000 });

  const table = page.getByRole('region', { name: '已上传的人群' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('计算中')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText('可用')).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousAxeViolations(page);
});
