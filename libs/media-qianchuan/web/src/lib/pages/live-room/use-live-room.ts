// The screen's connection (docs/design/live-home.md §4.3): reads the room's push channel with the desk's token,
// feeds the reducer, reconnects with what it holds (a gap: at once), and turns refusals and `end` into what the
// screen shows. A session that ended logs out as a 401 does (shell spec §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_SCHEME, readEventStream, readRuntimeEnv, UNAUTHORIZED_RELOAD_DELAY_MS, useSessionStore, type StreamVerdict } from '@toufang/api';
import { parseLiveRoomEvent } from './live-room-events';
import { INITIAL_LIVE_ROOM_STATE, liveRoomReducer, resumeIdOf, type LiveRoomAction, type LiveRoomState } from './live-room-state';

export const LIVE_STREAM_PATH = '/api/live/room/stream';

function logoutAndReload(): void {
  useSessionStore.getState().logout();
  setTimeout(() => globalThis.location?.reload(), UNAUTHORIZED_RELOAD_DELAY_MS);
}

export interface UseLiveRoom {
  state: LiveRoomState;
  /** The browser's clock, moved every second for the badge. */
  now: number;
  retry(): void;
}

export function useLiveRoom(accountId: string, awemeId: string, fetchImpl?: typeof fetch): UseLiveRoom {
  const [state, setState] = useState(INITIAL_LIVE_ROOM_STATE);
  const held = useRef(INITIAL_LIVE_ROOM_STATE);
  const [now, setNow] = useState(() => Date.now());
  const [round, setRound] = useState(0);

  // The reducer runs here, not in React's queue: the reader asks at once whether a minute left a gap.
  const dispatch = useCallback((action: LiveRoomAction) => {
    held.current = liveRoomReducer(held.current, action);
    setState(held.current);
    return held.current;
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ accountId, awemeId });
    void readEventStream({
      url: () => `${readRuntimeEnv().apiBasePath ?? ''}${LIVE_STREAM_PATH}?${query}`,
      headers: (): Record<string, string> => {
        const token = useSessionStore.getState().token;
        return token ? { authorization: `${AUTH_SCHEME} ${token}` } : {};
      },
      resumeId: () => resumeIdOf(held.current),
      fetch: fetchImpl,
      signal: controller.signal,
      onAlive: () => dispatch({ type: 'alive', at: Date.now() }),
      onConnection: (connection) => {
        if (connection.state === 'retrying') dispatch({ type: 'connection', connection: { state: 'retrying', attempt: connection.attempt, since: connection.since } });
        else if (connection.state !== 'stopped') dispatch({ type: 'connection', connection: { state: connection.state } });
      },
      onEvent: (raw): StreamVerdict => {
        const event = parseLiveRoomEvent(raw.event, raw.data);
        if (!event) return 'continue';
        const next = dispatch({ type: 'event', event, at: Date.now() });
        if (event.event === 'end') {
          if (event.data.reason === 'session') logoutAndReload();
          return event.data.reason === 'shutdown' ? 'continue' : 'stop';
        }
        return next.gap ? 'reconnect' : 'continue';
      },
      onRefusal: (refusal) => {
        if (refusal.status === 401 || refusal.code === 401) {
          logoutAndReload();
          return 'stop';
        }
        // A full server, or no answer of ours (a proxy's page): try again after the back-off.
        if (refusal.status === 503 || refusal.status >= 500 || !refusal.message) return 'continue';
        dispatch({ type: 'stopped', message: refusal.message, retry: refusal.status === 429 || refusal.code === 429 });
        return 'stop';
      },
    });
    return () => controller.abort();
  }, [accountId, awemeId, round, dispatch, fetchImpl]);

  const retry = useCallback(() => {
    dispatch({ type: 'restart' });
    setRound((n) => n + 1);
  }, [dispatch]);

  return { state, now, retry };
}
