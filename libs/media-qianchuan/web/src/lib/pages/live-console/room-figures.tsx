// The console's left side: the room's current (or latest) stream, compact (design §5.1 live-console): its 抖音号 and
// account, state and start, the headline figures of the stream so far, asked again every 5 s, and a link to the
// full screen. An expired or unbound 抖音号 says so with a way to 我的抖音号 (design §7).
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { LIVE_METRICS, formatChinaTime } from '@toufang/domain';
import { Banner, Card, SandboxTag, Space, Spin, Tag, Typography } from '@toufang/ui';
import { Link } from 'react-router';
import { LIVE_TIKTOK_PATH, liveRoomPathOf } from '../../live-paths';
import { liveRoomGetQuery } from '../../queries/live-room-get';
import { LIVE_CONSOLE_TEXTS as T, LIVE_WORDS as W } from '../../texts';
import { CONSOLE, CONSOLE_FIGURES, figureText, type RoomChoice } from './live-console-rules';
import '../live-links.css';

export function RoomFigures({ room }: { room: RoomChoice }) {
  const got = useQuery({ ...liveRoomGetQuery(room), refetchInterval: CONSOLE.FIGURES_POLL_MS });
  if (got.isPending) return <Spin />;
  if (!got.data) {
    return <Banner type="danger" closeIcon={null} description={got.isError && isApiError(got.error) ? got.error.message : T.ROOM_FAILED} />;
  }
  const data = got.data;
  const stream = data.stream;
  const totals = stream?.totals ?? null;
  return (
    <Card className="tf-live-console__figures" title={T.FIGURES} headerExtraContent={
        <Link className="tf-live-link" to={liveRoomPathOf(room.accountId, room.awemeId)} target="_blank" rel="noopener noreferrer">
          {T.OPEN_SCREEN}
        </Link>
      }>
      <Space vertical align="start" spacing={8} style={{ width: '100%' }}>
        <Space spacing={6} wrap>
          <Typography.Text strong>{data.awemeName}</Typography.Text>
          {data.sandbox ? <SandboxTag /> : null}
          {stream?.state === 'living' ? (
            <Tag size="small" color="red">
              {W.ROOM_LIVING}
            </Tag>
          ) : (
            <Tag size="small" color="grey">
              {stream ? W.ROOM_ENDED : W.ROOM_NONE}
            </Tag>
          )}
        </Space>
        <Typography.Text type="tertiary" size="small">
          {`${data.accountName} ${room.accountId}`}
        </Typography.Text>
        {stream ? (
          <Typography.Text type="tertiary" size="small">
            {stream.endedAt ? T.FIGURES_ENDED(formatChinaTime(stream.endedAt)) : T.STARTED(formatChinaTime(stream.startedAt))}
          </Typography.Text>
        ) : null}
        {stream?.totalsAt ? (
          <Typography.Text type="tertiary" size="small">
            {T.FIGURES_AS_OF(formatChinaTime(stream.totalsAt))}
          </Typography.Text>
        ) : null}
        {data.awemeState === 'expired' || data.awemeState === 'unbound' ? (
          <Banner type="warning" closeIcon={null} description={
              <Link className="tf-live-link" to={LIVE_TIKTOK_PATH}>
                {T.AWEME_EXPIRED}
              </Link>
            } />
        ) : null}
        {totals ? (
          <dl className="tf-live-console__grid" aria-label={T.FIGURES}>
            {CONSOLE_FIGURES.map((key) => (
              <div key={key} className="tf-live-console__figure">
                <dt>{LIVE_METRICS[key].label}</dt>
                <dd>{figureText(key, totals)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Space>
    </Card>
  );
}
