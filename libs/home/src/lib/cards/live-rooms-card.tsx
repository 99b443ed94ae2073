// 直播中的直播间 (看板, with SHOW_QIANCHUAN_BUTTON): the rooms themselves are live control's (工作台); the card opens it.
import { Link } from 'react-router';
import { BOARD_CARD_KINDS } from '@toufang/domain';
import { Card, Typography } from '@toufang/ui';
import { BOARD_TEXTS } from '../texts';

export function LiveRoomsCard() {
  return (
    <section className="tf-home-card" aria-label={BOARD_CARD_KINDS.liveRooms.title}>
      <Card title={BOARD_CARD_KINDS.liveRooms.title} style={{ height: '100%' }}>
        <Typography.Paragraph type="tertiary">{BOARD_TEXTS.liveRoomsLater}</Typography.Paragraph>
        <Link to="/qianchuan-app/live-control/live-monitor/work-bench">{BOARD_TEXTS.liveConsole}</Link>
      </Card>
    </section>
  );
}
