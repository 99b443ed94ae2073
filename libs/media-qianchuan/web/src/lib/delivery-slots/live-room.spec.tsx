import { screen, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryPlanPage from '../pages/delivery-plan/delivery-plan-page';
import DeliveryGroupPage from '../pages/delivery-group/delivery-group-page';
import { liveRoomOf, liveRoomPath } from './live-room';

const LIVE = { marketing_goal: 'LIVE_PROM_GOODS', aweme_id: '1234567890123456', aweme_name: '好物严选直播间' };
const VIDEO = { marketing_goal: 'VIDEO_PROM_GOODS' };

afterEach(() => setApiClient(null));

describe('巨量千川 营销目标 and 直播间 (column and row-action slots of the delivery tables)', () => {
  it('reads the live room from the fields the media reports, and nothing for a short-video plan', () => {
    expect(liveRoomOf({ attributes: LIVE })).toEqual({ awemeId: '1234567890123456', awemeName: '好物严选直播间' });
    expect(liveRoomOf({ attributes: VIDEO })).toBeNull();
    expect(liveRoomOf({})).toBeNull();
    expect(liveRoomPath({ attributes: LIVE, advertiserId: '1700000000000001' })).toBe(
      '/qianchuan-app/live-control/live-monitor/live-room/1700000000000001/1234567890123456',
    );
  });

  it('shows each plan\'s goal and live room, and links a live-room plan to its real-time screen', async () => {
    serveDelivery({
      media: 'qianchuan',
      level: 'plan',
      rows: [
        deliveryRow('qianchuan', 'plan', 0, { name: '直播计划', advertiserId: '1700000000000001', attributes: LIVE }),
        deliveryRow('qianchuan', 'plan', 1, { name: '短视频计划', attributes: VIDEO }),
      ],
    });
    renderDeliveryPage(<DeliveryPlanPage />, '/qianchuan-app/promote/qianchuan/delivery/plan');
    const table = await screen.findByRole('region', { name: '广告计划列表' });
    await within(table).findByText('直播计划');
    expect(within(table).getByRole('columnheader', { name: '营销目标' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '直播间' })).toBeInTheDocument();
    const live = within(table).getByRole('row', { name: /直播计划/ });
    expect(within(live).getByText('直播带货')).toBeInTheDocument();
    expect(within(live).getByText('好物严选直播间')).toBeInTheDocument();
    expect(within(live).getByText('抖音号ID 1234567890123456')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: '查看 直播计划 的直播间' })).toHaveAttribute(
      'href',
      '/qianchuan-app/live-control/live-monitor/live-room/1700000000000001/1234567890123456',
    );
    const video = within(table).getByRole('row', { name: /短视频计划/ });
    expect(within(video).getByText('短视频带货')).toBeInTheDocument();
    expect(within(video).queryByRole('link', { name: /的直播间$/ })).toBeNull();
  });

  it('leaves the 广告组 table as it was', async () => {
    serveDelivery({ media: 'qianchuan', level: 'group', rows: [deliveryRow('qianchuan', 'group', 0, { name: '广告组-0' })] });
    renderDeliveryPage(<DeliveryGroupPage />, '/qianchuan-app/promote/qianchuan/delivery/group');
    const table = await screen.findByRole('region', { name: '广告组列表' });
    await within(table).findByText('广告组-0');
    expect(within(table).queryByRole('columnheader', { name: '营销目标' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: '直播间' })).toBeNull();
  });
});
