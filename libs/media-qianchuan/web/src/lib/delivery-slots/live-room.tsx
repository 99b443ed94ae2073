// 巨量千川's plans sell through short videos or in a 抖音 live room (营销目标). Its delivery tables show the
// goal and the live room's 抖音号 in columns of its own, and link a live-room plan to the room's real-time
// screen (直播间实时大屏): slots of the delivery page kit, filled from the fields the media reports of a plan
// (DeliveryRow.attributes: marketing_goal, aweme_id, aweme_name); the kit knows nothing of them.
import type { DeliveryRow, DeliveryRowAction, DeliverySlotColumn } from '@toufang/delivery';
import { Space, Typography } from '@toufang/ui';
import { liveRoomPathOf } from '../live-paths';
import { QIANCHUAN_WORDS as WORDS } from '../terms';

/** marketing_goal as 巨量千川 names it, and the words its console shows. */
export const MARKETING_GOALS = { LIVE_PROM_GOODS: WORDS.GOAL_LIVE, VIDEO_PROM_GOODS: WORDS.GOAL_VIDEO } as const;

/** The live room a plan promotes: its 抖音号 id and nickname; null for a short-video plan. */
export function liveRoomOf(row: Pick<DeliveryRow, 'attributes'>): { awemeId: string; awemeName: string } | null {
  const fields = row.attributes;
  if (fields?.marketing_goal !== 'LIVE_PROM_GOODS' || !fields.aweme_id) return null;
  return { awemeId: fields.aweme_id, awemeName: fields.aweme_name ?? fields.aweme_id };
}

/** The room's real-time screen (the qianchuanLiveRoom route: the account, then the 抖音号). */
export function liveRoomPath(row: Pick<DeliveryRow, 'attributes' | 'advertiserId'>): string | null {
  const room = liveRoomOf(row);
  return room ? liveRoomPathOf(row.advertiserId, room.awemeId) : null;
}

export const MARKETING_GOAL_COLUMN: DeliverySlotColumn = {
  key: 'marketing-goal',
  title: WORDS.MARKETING_GOAL,
  width: 110,
  levels: ['plan'],
  render: (row) => MARKETING_GOALS[row.attributes?.marketing_goal as keyof typeof MARKETING_GOALS] ?? '-',
};

export const LIVE_ROOM_COLUMN: DeliverySlotColumn = {
  key: 'live-room',
  title: WORDS.LIVE_ROOM,
  width: 190,
  levels: ['plan'],
  render: (row) => {
    const room = liveRoomOf(row);
    if (!room) return '-';
    return (
      <Space vertical align="start" spacing={0}>
        <Typography.Text>{room.awemeName}</Typography.Text>
        <Typography.Text type="tertiary" size="small">
          {WORDS.AWEME_ID(room.awemeId)}
        </Typography.Text>
      </Space>
    );
  },
};

export const LIVE_ROOM_ACTION: DeliveryRowAction = {
  key: 'live-room',
  label: WORDS.LIVE_ROOM,
  levels: ['plan'],
  href: liveRoomPath,
  ariaLabel: (row) => WORDS.OPEN_LIVE_ROOM(row.name),
};
