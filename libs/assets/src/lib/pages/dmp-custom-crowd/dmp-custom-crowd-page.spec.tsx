import { createHash } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { FakeXhr, fakeApi, renderSubAppPage, sentXhr as sent } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import DmpCustomCrowdPage from './dmp-custom-crowd-page';

const PATH = '/common-app/assets/dmp/custom-crowd';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const ok = (data: unknown) => ({ code: 200, message: 'success', data });

function crowd(over: Partial<Schemas['Crowd']> = {}): Schemas['Crowd'] {
  return {
    id: 5, name: '老客召回', source: 'upload', state: 'none', stateText: '未推送', idType: 'imei', rowsTotal: 3, rowsValid: 2, rowsInvalid: 1, fileSize: 66,
    size: null, media: [], accounts: 0, seedCrowdId: null, expandLevel: null, handpickId: null, createdBy: '赵磊', createdAt: '2026-11-30 10:00:00', lastUsedAt: null, ...over,
  };
}

function serve(rows: Schemas['Crowd'][] = []) {
  const api = fakeApi()
    .on('post', '/api/dmp/crowd/list', () => ({ total: rows.length, rows }))
    .on('post', '/api/dmp/crowd/check', () => ({ existing: null }))
    .on('post', '/api/dmp/accounts', () => [
      { accountId: 1, accountName: '巨量-美妆旗舰', advertiserId: '1001', media: 'toutiao', authorized: true, packs: 3, perAccount: null },
      { accountId: 2, accountName: '腾讯-满额账户', advertiserId: '2002', media: 'gdt', authorized: true, packs: 50, perAccount: 50 },
    ])
    .on('post', '/api/dmp/crowd/push', () => ({ jobId: 'j1', queued: 1, refused: [] }));
  api.install();
  return api;
}

const pick = (lines: string[]) => fireEvent.change(screen.getByLabelText('选择文件'), { target: { files: [new File([lines.join('\n')], 'imei.txt', { type: 'text/plain' })] } });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('自定义人群', () => {
  it('hashes the list in the browser, counts valid and invalid lines, and sends only the MD5 lines', async () => {
    const api = serve();
    renderSubAppPage(DmpCustomCrowdPage, PATH);
    expect(screen.getByText('设备号在浏览器中加密（MD5）后上传，明文不会离开您的电脑')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('人群名称'), '老客召回');
    pick(['861234567890123', 'not-an-id', '861234567890124', '861234567890123']);
    expect(await screen.findByText('有效2行 / 无效1行（已去除重复1行）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    const expected = `${md5('861234567890123')}\n${md5('861234567890124')}\n`;
    await waitFor(() => expect(api.bodiesOf('/api/dmp/crowd/check')).toEqual([{ name: '老客召回', idType: 'imei', hashed: true, rowsTotal: 4, rowsValid: 2, rowsInvalid: 1, md5: md5(expected), size: 66 }]));
    const xhr = await sent(1);
    expect(new URL(xhr.url).pathname).toBe('/api/dmp/crowd/upload');
    expect(await (xhr.body as Blob).text()).toBe(expected);
    act(() => xhr.respond(200, ok(crowd())));
    expect(await screen.findByText('人群「老客召回」已创建，可推送到账户')).toBeTruthy();
    // The push dialog opens at once; a full account is not offered.
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已有50个，已达上限50个')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: '腾讯广告3.0 · 腾讯-满额账户' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '巨量引擎 · 巨量-美妆旗舰' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/dmp/crowd/push')).toEqual([{ crowdId: 5, accountIds: [1] }]));
  });

  it('refuses a file of two ID types with both counts, and sends nothing', async () => {
    const api = serve();
    renderSubAppPage(DmpCustomCrowdPage, PATH);
    pick(['861234567890123', '6D92078A-8246-4BA4-AE5B-76104861E7DC', '861234567890124']);
    expect(await screen.findByText('文件中混有多种ID类型（IMEI 2行，IDFA 1行），请按类型分开上传')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上传' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.paths.filter((p) => p !== '/api/dmp/crowd/list')).toEqual([]);
  });

  it('lists the uploads with their state', async () => {
    serve([crowd({ state: 'computing', stateText: '计算中', media: ['toutiao'], accounts: 1, size: 1200 })]);
    renderSubAppPage(DmpCustomCrowdPage, PATH);
    const table = await screen.findByRole('region', { name: '已上传的人群' });
    expect(await within(table).findByText('老客召回')).toBeTruthy();
    expect(within(table).getByText('计算中')).toBeTruthy();
    expect(within(table).getByText('1,200')).toBeTruthy();
  });
});
