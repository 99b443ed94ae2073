// 直播中控台 (shell spec §2.3 live-monitor/console; issue 24; design §4.5, §5.1 live-console): one room at a time,
// named by `?account=&aweme=` (the account's media id and the 抖音号, as the screen's path); without them the first
// living room in scope, with a picker of the rooms. Left the room's figures, right its live plans and their edits.
import { useQuery } from '@tanstack/react-query';
import { ListEmpty } from '@toufang/list-kit';
import { PageFrame, Select, Spin } from '@toufang/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { liveRoomListQuery } from '../../queries/live-room-list';
import { LIVE_CONSOLE_TEXTS as T, LIVE_WORDS as W } from '../../texts';
import { CONSOLE, chooseRoom, uniqueRooms } from './live-console-rules';
import { RoomFigures } from './room-figures';
import './live-console.css';

// The plans and their edits stand on the delivery kit: loaded beside the figures, so the page's own chunk stays small.
const ConsolePlans = lazy(() => import('./console-plans').then((m) => ({ default: m.ConsolePlans })));

export default function LiveConsolePage() {
  const [params, setParams] = useSearchParams();
  // Today's streams, living first then the latest start (the server's order): the picker and the default room.
  const rooms = useQuery(liveRoomListQuery({ current: 1, size: CONSOLE.ROOMS_FOR_PICKER }));
  const records = rooms.data ? uniqueRooms(rooms.data.records) : undefined;
  const room = chooseRoom(params, records);
  const named = params.has('account') && params.has('aweme');

  // The default room goes into the address, so a reload or a copied link shows the same room.
  useEffect(() => {
    if (!named && room) setParams({ account: room.accountId, aweme: room.awemeId }, { replace: true });
  }, [named, room, setParams]);

  const value = room ? `${room.accountId}:${room.awemeId}` : undefined;
  const options = (records ?? []).map((r) => ({ value: `${r.accountId}:${r.awemeId}`, label: T.ROOM_OPTION(r.awemeName, r.accountName, r.state === 'living') }));
  if (room && value && !options.some((o) => o.value === value)) options.unshift({ value, label: `${W.AWEME} ${room.awemeId}` });

  const picker = (
    <Select
      aria-label={T.ROOM_PICKER}
      placeholder={T.ROOM_PICKER}
      style={{ width: 340 }}
      filter
      value={value}
      optionList={options}
      loading={rooms.isPending}
      onChange={(next) => {
        const [account, aweme] = String(next).split(':');
        setParams({ account, aweme });
      }}
    />
  );

  let body;
  if (room) {
    body = (
      <div className="tf-live-console" key={value}>
        <RoomFigures room={room} />
        <Suspense fallback={<Spin />}>
          <ConsolePlans room={room} />
        </Suspense>
      </div>
    );
  } else if (rooms.isPending) body = <Spin />;
  else body = <ListEmpty list={rooms} failed={T.ROOMS_FAILED} empty={T.NO_ROOM} />;

  return (
    <PageFrame title={T.TITLE} extra={picker}>
      {body}
    </PageFrame>
  );
}
