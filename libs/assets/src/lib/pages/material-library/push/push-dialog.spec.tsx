import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { PushDialog } from './push-dialog';
import { PushRecordsDialog } from './push-records';
import { accountOptions, pushSummary, runJobState, type PushTargets } from './push-rules';

const PATH = '/common-app/assets/material-library-all';
const WIDE_REASON = '巨量引擎不接受：图片尺寸1200×628不符合要求，支持：横版大图16:9（1280×720及以上）';

const TARGETS: PushTargets = {
  accounts: [
    { id: 3, name: '品牌一号', advertiserId: '1750000001', mediaCode: 'toutiao', sandbox: true, authorised: true },
    { id: 4, name: '品牌二号', advertiserId: '1750000002', mediaCode: 'toutiao', sandbox: true, authorised: false },
    { id: 9, name: '腾讯主户', advertiserId: '2900001', mediaCode: 'gdt', sandbox: true, authorised: true },
  ],
  media: [
    { mediaCode: 'toutiao', refused: [{ materialId: 2, name: '大图.png', reason: WIDE_REASON }] },
    { mediaCode: 'gdt', refused: [{ materialId: 1, name: '横版.png', reason: '腾讯广告不接受：x' }, { materialId: 2, name: '大图.png', reason: '腾讯广告不接受：y' }] },
  ],
};

const RUN: Schemas['MaterialPushRun'] = {
  pushId: 41,
  jobId: 'job-41',
  state: 'done',
  total: 2,
  done: 2,
  succeeded: 1,
  refused: 1,
  createdAt: '2026-11-29 10:00:00',
  finishedAt: '2026-11-29 10:00:05',
  results: [
    { materialId: 1, materialName: '横版.png', md5: 'a'.repeat(32), mediaCode: 'toutiao', mediaAccountId: 3, advertiserId: '1750000001', accountName: '品牌一号', state: 'succeeded', mediaMaterialId: '7279272252911259018', reason: null },
    { materialId: 2, materialName: '大图.png', md5: 'b'.repeat(32), mediaCode: 'toutiao', mediaAccountId: 3, advertiserId: '1750000001', accountName: '品牌一号', state: 'refused', mediaMaterialId: null, reason: WIDE_REASON },
  ],
};

function serve() {
  const api = fakeApi()
    .on('post', '/api/material/push/targets', () => TARGETS)
    .on('post', '/api/material/push/start', () => ({ pushId: 41, jobId: 'job-41', total: 2, refusedBeforeCall: 1 }))
    .on('post', '/api/material/push/detail', () => RUN);
  api.install();
  return api;
}


afterEach(() => setApiClient(null));

describe('push rules', () => {
  it('offers only live accounts of media that take some chosen material, and counts what goes', () => {
    expect(accountOptions(TARGETS, 2).map((o) => [o.mediaAccountId, o.disabled])).toEqual([
      [3, false],
      [4, true],
      [9, true],
    ]);
    expect(accountOptions(TARGETS, 2)[1].mediaAccountName).toBe('品牌二号（授权已失效）');
    expect(pushSummary(TARGETS, 2, [3, 4])).toEqual({ pairs: 4, refused: 2 });
    expect(runJobState({ state: 'done', succeeded: 1, refused: 1 })).toBe('partial');
    expect(runJobState({ state: 'done', succeeded: 0, refused: 2 })).toBe('failed');
    expect(runJobState({ state: 'done', succeeded: 2, refused: 0 })).toBe('succeeded');
    expect(runJobState({ state: 'running', succeeded: 0, refused: 0 })).toBe('running');
  });
});

describe('推送 dialog', () => {
  it('shows what each media refuses before pushing, starts the push to the chosen accounts and shows each pair’s result', async () => {
    const api = serve();
    const onStarted = vi.fn();
    renderSubAppPage(() => <PushDialog materialIds={[1, 2]} onClose={() => undefined} onStarted={onStarted} />, PATH);
    const check = await screen.findByRole('region', { name: '媒体格式检查' });
    expect(within(check).getByText(`大图.png：${WIDE_REASON}`)).toBeTruthy();
    expect(within(check).getByText('全部不符合要求，不能推送到该媒体')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: '推送到账户' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: /腾讯主户/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByText('品牌一号（1750000001）'));
    expect(await screen.findByText('将推送 2 个素材 × 账户组合，其中 1 个不符合媒体要求，不会发送')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '开始推送' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/push/start')).toEqual([{ materialIds: [1, 2], accountIds: [3] }]));
    expect(onStarted).toHaveBeenCalledWith(41);
    const results = await screen.findByRole('region', { name: '推送明细' });
    expect(await within(results).findByText('7279272252911259018')).toBeTruthy();
    expect(within(results).getByText('推送成功')).toBeTruthy();
    expect(within(results).getByText('推送失败')).toBeTruthy();
    expect(within(results).getByText(WIDE_REASON)).toBeTruthy();
    expect(screen.getByText('成功 1 个，失败 1 个，共 2 个')).toBeTruthy();
  });

  it('asks for an account before pushing, sending nothing', async () => {
    const api = serve();
    renderSubAppPage(() => <PushDialog materialIds={[1, 2]} onClose={() => undefined} />, PATH);
    await screen.findByRole('region', { name: '媒体格式检查' });
    await userEvent.click(screen.getByRole('button', { name: '开始推送' }));
    expect(await screen.findByText('请选择要推送到的媒体账户')).toBeTruthy();
    expect(api.bodiesOf('/api/material/push/start')).toEqual([]);
  });

  it('opens on a push’s results from its message link', async () => {
    const api = serve();
    renderSubAppPage(() => <PushDialog materialIds={[]} pushId={41} onClose={() => undefined} />, PATH);
    expect(await screen.findByText('7279272252911259018')).toBeTruthy();
    expect(api.bodiesOf('/api/material/push/detail')).toEqual([{ pushId: 41 }]);
    expect(api.bodiesOf('/api/material/push/targets')).toEqual([]);
  });
});

describe('推送记录', () => {
  it('lists where a material went with the media’s review, reason and quality labels, read from its detail', async () => {
    const push = { mediaCode: 'toutiao' as const, advertiserId: '1750000001', accountName: '品牌一号', rejectReason: null, pushTime: '2026-11-21 10:00:00' };
    const api = fakeApi()
      .on('post', '/api/material/detail', () => ({
        id: 5,
        md5: 'c'.repeat(32),
        name: '夏季大促_最好.png',
        kind: 'image',
        format: 'png',
        mime: 'image/png',
        size: 1000,
        width: 1280,
        height: 720,
        durationMs: null,
        bitrate: null,
        designer: null,
        uploader: null,
        source: 'upload',
        shared: false,
        labels: [],
        favorite: false,
        uploadTime: '2026-11-20 10:00:00',
        thumbnailUrl: '/t',
        posterUrl: null,
        fileUrl: '/f',
        pushes: [
          { ...push, mediaAccountId: 3, mediaMaterialId: 'm-3', reviewState: 'approved', qualityLabels: ['首发素材', '低效素材'] },
          { ...push, mediaAccountId: 4, accountName: '品牌二号', mediaMaterialId: 'm-4', reviewState: 'rejected', rejectReason: '素材含有绝对化用语“最”，违反《广告法》相关规定', qualityLabels: [] },
        ],
      }));
    api.install();
    renderSubAppPage(() => <PushRecordsDialog material={{ id: 5, name: '夏季大促_最好.png' }} onClose={() => undefined} />, PATH);
    const table = await screen.findByRole('region', { name: '推送记录' });
    expect(await within(table).findByText('m-3')).toBeTruthy();
    expect(within(table).getByText('首发素材')).toBeTruthy();
    expect(within(table).getByText('低效素材')).toBeTruthy();
    expect(within(table).getByText('审核拒绝')).toBeTruthy();
    expect(within(table).getByText(/违反《广告法》相关规定/)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/material/detail').map((c) => c.body)).toEqual([{ id: 5 }]);
  });
});
