import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './support/axe';
import { chooseUntilShown, expect, login, test } from './support/desk';

// 上传素材 (common-app › 素材管理, issue 20) against the real server: a designer opens it from 素材库, checks
// against 巨量引擎, uploads two images and a video made here (sharp's PNG and JPEG, ffmpeg's MP4), sees them
// done with the dimensions the server read, uploads the same bytes again under another name and is told
// 重复素材, and finds a new material in 素材库 through its link. The MD5 runs in the worker under the desk's
// own Content-Security-Policy: a refused worker would fail the files.
const LIBRARY = '/common-app/assets/material-library-all';

let folder: string;
const files = { wide: '', tall: '', video: '', again: '' };

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'toufang-upload-e2e-'));
  // Colours from the clock: a desk left from an earlier run has never seen these bytes.
  const shade = Date.now() % 200;
  files.wide = path.join(folder, '夏季大促_横版_e2e.png');
  files.tall = path.join(folder, '夏季大促_竖版_e2e.jpg');
  files.video = path.join(folder, '口播_竖版_e2e.mp4');
  files.again = path.join(folder, '再传一次.png');
  await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: shade, g: 120, b: 200 } } }).png().toFile(files.wide);
  await sharp({ create: { width: 720, height: 1280, channels: 3, background: { r: 240, g: shade, b: 80 } } }).jpeg({ quality: 80 }).toFile(files.tall);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=720x1280:rate=15:duration=5`, '-vf', `hue=h=${shade}`, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-y', files.video]);
  copyFileSync(files.wide, files.again);
});
test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.describe.serial('material upload', () => {
  test('a designer uploads two images and a video, sees their dimensions, and is told 重复素材 for the same bytes again', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) refused.push(message.text());
    });
    await login(page, 'designer');
    await expect(async () => {
      await page.goto(LIBRARY);
      await expect(page.getByRole('button', { name: '上传素材' })).toBeVisible({ timeout: 30_000 });
    }).toPass({ timeout: 300_000 });
    await page.getByRole('button', { name: '上传素材' }).click();
    await expect(page).toHaveURL(/\/common-app\/assets\/material-library-upload-all\/image$/);
    await expect(page.getByRole('heading', { name: '上传素材' })).toBeVisible();
    await expect(page.getByText('还没有选择文件')).toBeVisible();

    // Checked against 巨量引擎: its image and video limits are what the hint shows.
    const target = page.getByRole('combobox', { name: '目标媒体' });
    await chooseUntilShown(target, { list: page.getByRole('listbox'), entry: page.getByRole('option', { name: '巨量引擎' }), shown: '巨量引擎' });
    await expect(page.getByText(/^图片：jpg、png、gif，不超过 1.5MB/)).toBeVisible({ timeout: 30_000 });
    // A designer's upload is their own design.
    await expect(page.getByRole('combobox', { name: '设计师' })).not.toContainText('不指定');
    await expectNoSeriousAxeViolations(page);

    await page.locator('input[type=file]').setInputFiles([files.wide, files.tall, files.video]);
    const list = page.getByRole('list', { name: '上传列表' });
    const row = (file: string) => list.getByRole('listitem', { name: path.basename(file) });
    for (const file of [files.wide, files.tall, files.video]) await expect(row(file).getByText('已完成')).toBeVisible({ timeout: 120_000 });
    await expect(row(files.wide)).toContainText(/1280×720 · [\d.]+KB/);
    await expect(row(files.tall)).toContainText(/720×1280 · [\d.]+KB/);
    await expect(row(files.video)).toContainText(/720×1280 · [\d.]+(KB|MB) · 5秒/);
    await expect(page.getByText('共 3 个文件：已完成 3')).toBeVisible();

    // The same bytes under another name: the material they already are, nothing uploaded.
    await page.locator('input[type=file]').setInputFiles([files.again]);
    await expect(row(files.again).getByText('重复素材', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(row(files.again)).toContainText(`重复素材：已在素材库中（「${path.basename(files.wide)}」，上传人 `);
    await expectNoSeriousAxeViolations(page);
    expect(refused).toEqual([]);

    // The link opens 素材库 on that material.
    await row(files.tall).getByRole('link', { name: '查看素材' }).click();
    await expect(page).toHaveURL(/material-library-all\?filters=/);
    const cards = page.getByRole('list', { name: '素材网格' }).getByRole('listitem');
    await expect(cards).toHaveCount(1, { timeout: 60_000 });
    await expect(cards.first()).toHaveAttribute('aria-label', path.basename(files.tall));
    await expect(cards.first()).toContainText('720×1280');
  });
});
