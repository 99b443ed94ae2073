// 直播间实时大屏 (qianchuanLiveRoom, live-room/{id}/{awemeId}; shell spec §2.3 live control, §2.5 full screen;
// docs/design/live-home.md §5.1, decisions D1, D2): the room's figures pushed by the server, full width without
// header or menu, on a dark background. The room is the account's media id and its 抖音号; the server resolves it in
// the caller's scope and answers the same refusal for an unknown room and another company's (§7).
import { Link, useParams } from 'react-router';
import { MEDIA_APP_PREFIX } from '@toufang/domain';
import { Button, SandboxTag } from '@toufang/ui';
import { LiveRoomFigures } from './live-room-figures';
import { LiveRoomProducts, LiveRoomTraffic } from './live-room-side';
import { liveRoomStatus, type LiveRoomState } from './live-room-state';
import { LIVE_ROOM_TEXTS as T } from './live-room-texts';
import { LiveRoomTrends } from './live-room-trends';
import { useLiveRoom } from './use-live-room';
import './live-room.css';

/** 我的抖音号, where an expired 抖音号 is renewed (§7). */
export const LIVE_TIKTOK_PATH = `/${MEDIA_APP_PREFIX.qianchuan}/live-control/authorization/tiktok`;

const ID = /^[0-9]{1,20}$/;
const AWEME = /^[0-9A-Za-z_.-]{1,32}$/;

export default function LiveRoomPage() {
  const { id = '', awemeId = '' } = useParams();
  if (!ID.test(id) || !AWEME.test(awemeId)) {
    return (
      <main className="live-room">
        <p className="live-room-stopped" role="alert">
          {T.BAD_PATH}
        </p>
      </main>
    );
  }
  return <LiveRoomScreen accountId={id} awemeId={awemeId} />;
}

export function LiveRoomScreen({ accountId, awemeId, fetchImpl }: { accountId: string; awemeId: string; fetchImpl?: typeof fetch }) {
  const { state, now, retry } = useLiveRoom(accountId, awemeId, fetchImpl);
  const status = liveRoomStatus(state, now);
  return (
    <main className={`live-room${status.greyed ? ' is-greyed' : ''}`} aria-busy={!state.loaded}>
      <LiveRoomHeader state={state} status={status} awemeId={awemeId} />
      {state.stopped ? (
        <div className="live-room-stopped" role="alert">
          <p>{state.stopped.message}</p>
          {state.stopped.retry && (
            <Button theme="solid" onClick={retry}>
              {T.RETRY}
            </Button>
          )}
        </div>
      ) : !state.loaded ? (
        <p className="live-room-loading">{status.text}</p>
      ) : (
        <>
          {(state.room?.authExpired || state.late?.reason === 'auth') && (
            <p className="live-room-warning" role="alert">
              {T.AUTH_EXPIRED} <Link to={LIVE_TIKTOK_PATH}>{T.AUTH_LINK}</Link>
            </p>
          )}
          <LiveRoomFigures totals={state.totals} />
          <LiveRoomTrends minutes={state.minutes} />
          <div className="live-room-side">
            <LiveRoomTraffic traffic={state.traffic} />
            <LiveRoomProducts products={state.products} />
          </div>
        </>
      )}
    </main>
  );
}

function LiveRoomHeader({ state, status, awemeId }: { state: LiveRoomState; status: ReturnType<typeof liveRoomStatus>; awemeId: string }) {
  const { room, stream } = state;
  return (
    <header className="live-room-header">
      <div className="live-room-who">
        <h1>{room?.awemeName ?? awemeId}</h1>
        {room?.sandbox && <SandboxTag className="live-room-sandbox" />}
        {room && <span className="live-room-account">{room.accountName}</span>}
        {stream && <span className="live-room-title">{stream.title}</span>}
      </div>
      <div className="live-room-state">
        {stream && (
          <span className="live-room-started">
            {T.STARTED_AT} {stream.startedAt ? new Date(stream.startedAt).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) : ''}
          </span>
        )}
        {state.late && <span className="live-room-late">{state.late.message}</span>}
        <span className={`live-room-badge tone-${status.tone}`} role="status">
          {status.text}
        </span>
      </div>
    </header>
  );
}
