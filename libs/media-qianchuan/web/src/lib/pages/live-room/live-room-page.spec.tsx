// 直播间实时大屏 over a scripted push channel (docs/design/live-home.md §5.1, §7): the headline figures, 沙箱 beside the
// 抖音号, 讲解中, the badge; a refusal before the stream shown in the frame with 重试; a malformed path.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ZERO_LIVE_SUMS } from '@toufang/domain';
import type { LiveSnapshotEvent } from './live-room-events';
import LiveRoomPage, { LiveRoomScreen } from './live-room-page';

const NOW = Date.now();
const snapshot: LiveSnapshotEvent = {
  room: { accountId: '1700000001', awemeId: '88001', accountName: '千川账户一', awemeName: '好物直播间', sandbox: true, authExpired: false },
  stream: { roomId: '7000000000000000001', title: '双十二好物', startedAt: new Date(NOW - 3_600_000).toISOString(), endedAt: null, state: 'living' },
  totals: { ...ZERO_LIVE_SUMS, entries: 2_000, watch: 2_500, orders: 40, gmvFen: 1_234_500, costFen: 300_000, adGmvFen: 900_000, online: 321, peakOnline: 400, newFollowers: 12 },
  running: null,
  minutes: [],
  since: -1,
  products: [{ productId: 'p1', name: '保温杯', priceFen: 5_900, explaining: true, sold: 30, gmvFen: 177_000, refunds: 1, stock: 970 }],
  traffic: [{ source: 'ad', entries: 800, sharePct: 40 }],
  late: null,
  asOf: NOW,
  mediaNow: NOW,
  fetchedAt: NOW,
  sentAt: NOW,
};

const streamOf = (text: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        // Left open, as a live stream is.
      },
    }),
    { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
  );

describe('直播间实时大屏', () => {
  it('shows the headline figures, 沙箱 beside the 抖音号, 讲解中 and 实时', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => (urls.push(url), streamOf(`event: snapshot\nid: r:-1\ndata: ${JSON.stringify(snapshot)}\n\n`))) as unknown as typeof fetch;
    render(
      <MemoryRouter>
        <LiveRoomScreen accountId="1700000001" awemeId="88001" fetchImpl={fetchImpl} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '好物直播间' })).toBeTruthy();
    expect(screen.getByTestId('sandbox-tag').textContent).toBe('沙箱');
    const figures = within(screen.getByLabelText('实时数据'));
    const figure = (label: string) => figures.getByText(label).parentElement!.querySelector('dd')?.textContent;
    expect(figure('在线人数（人）')).toBe('321');
    expect(figure('成交金额（元）')).toBe('12,345.00');
    expect(figure('成交转化率')).toBe('2.00%');
    expect(figure('支付ROI')).toBe('3.00');
    expect(screen.getByText('讲解中')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('实时');
    expect(urls).toEqual(['/api/live/room/stream?accountId=1700000001&awemeId=88001']);
  });

  it('shows a refusal before the stream in the frame, with 重试 for the per-person cap', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ code: 429, message: '同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试', data: null }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      })) as unknown as typeof fetch;
    render(
      <MemoryRouter>
        <LiveRoomScreen accountId="1" awemeId="2" fetchImpl={fetchImpl} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('同时打开的直播大屏过多（最多60个），请关闭其他大屏后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('says so for a path that names no room', () => {
    render(
      <MemoryRouter initialEntries={['/live-room/abc/88001']}>
        <Routes>
          <Route path="/live-room/:id/:awemeId" element={<LiveRoomPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('直播间地址不正确');
  });
});
