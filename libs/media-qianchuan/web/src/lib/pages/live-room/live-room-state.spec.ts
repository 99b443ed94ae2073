// The screen's reducer without a DOM (docs/design/live-home.md §5.1): snapshot, tick, minute, a gap that asks for a
// reconnect, the replay that fills it, the stream's end and a new one, and the badge's texts.
import { describe, expect, it } from 'vitest';
import { ZERO_LIVE_SUMS, type LiveMinute, type LiveTotals } from '@toufang/domain';
import type { LiveRoomEvent, LiveSnapshotEvent } from './live-room-events';
import { INITIAL_LIVE_ROOM_STATE, liveRoomReducer, liveRoomStatus, resumeIdOf, type LiveRoomAction, type LiveRoomState } from './live-room-state';

const minute = (k: number): LiveMinute => ({ ...ZERO_LIVE_SUMS, minute: k, at: new Date(k * 60_000).toISOString(), online: k });
const totals: LiveTotals = { ...ZERO_LIVE_SUMS, online: 5, peakOnline: 9, newFollowers: 0 };
const stream = (roomId: string, endedAt: string | null = null) => ({ roomId, title: '直播', startedAt: '2026-12-01T00:00:00Z', endedAt, state: endedAt ? ('ended' as const) : ('living' as const) });
const snapshot = (roomId: string, minutes: number[], since = -1): LiveSnapshotEvent => ({
  room: { accountId: '1', awemeId: 'a', accountName: '账户', awemeName: '抖音号', sandbox: true, authExpired: false },
  stream: stream(roomId),
  totals,
  running: null,
  minutes: minutes.map(minute),
  since,
  products: [],
  traffic: [],
  late: null,
  asOf: 1_000,
  mediaNow: 1_000,
  fetchedAt: 50_000,
  sentAt: 50_000,
});
const ev = (event: LiveRoomEvent, at = 100_000): LiveRoomAction => ({ type: 'event', event, at });
const run = (...actions: LiveRoomAction[]): LiveRoomState => actions.reduce(liveRoomReducer, INITIAL_LIVE_ROOM_STATE);
const held = (state: LiveRoomState) => state.minutes.map((m) => m.minute);

describe('liveRoomReducer', () => {
  it('keeps each minute once, flags a gap, and fills it from the replay after since without losing the trend', () => {
    let state = run(ev({ event: 'snapshot', data: snapshot('r1', [0, 1, 2]) }), ev({ event: 'minute', data: minute(3) }), ev({ event: 'minute', data: minute(3) }));
    expect(held(state)).toEqual([0, 1, 2, 3]);
    expect(resumeIdOf(state)).toBe('r1:3');
    state = liveRoomReducer(state, ev({ event: 'minute', data: minute(6) }));
    expect(state.gap).toBe(true);
    expect(resumeIdOf(state)).toBe('r1:3');
    state = liveRoomReducer(state, { type: 'connection', connection: { state: 'connecting' } });
    state = liveRoomReducer(state, ev({ event: 'snapshot', data: snapshot('r1', [4, 5, 6], 3) }));
    expect(held(state)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(state.gap).toBe(false);
  });

  it('starts over on another stream, keeps the trend with the final totals when one ends', () => {
    let state = run(ev({ event: 'snapshot', data: snapshot('r1', [0, 1]) }));
    state = liveRoomReducer(state, ev({ event: 'stream', data: { change: 'ended', stream: stream('r1', '2026-12-01T04:30:00Z'), totals: { ...totals, gmvFen: 100 } } }));
    expect(held(state)).toEqual([0, 1]);
    expect(state.totals?.gmvFen).toBe(100);
    expect(liveRoomStatus(state, 100_000).text).toBe('直播已结束（12-01 12:30结束）');
    state = liveRoomReducer(state, ev({ event: 'snapshot', data: snapshot('r2', [0], 1) }));
    expect(held(state)).toEqual([0]);
    expect(state.stream?.roomId).toBe('r2');
  });

  it('says 实时, 数据延迟 N 秒, 数据已超过2分钟未更新 and 连接中断 from the last tick, and the reconnect texts', () => {
    const state = run(ev({ event: 'snapshot', data: snapshot('r1', [0]) }, 100_000));
    expect(liveRoomStatus(state, 101_000)).toEqual({ text: '实时', tone: 'live', greyed: false });
    const beat = (at: number) => liveRoomReducer(state, { type: 'alive', at });
    expect(liveRoomStatus(beat(118_000), 118_000).text).toBe('数据延迟 18 秒');
    expect(liveRoomStatus(beat(230_000), 230_000)).toEqual({ text: '数据已超过2分钟未更新', tone: 'stale', greyed: true });
    expect(liveRoomStatus(state, 121_000).text).toBe('连接中断');
    const down = liveRoomReducer(state, { type: 'connection', connection: { state: 'retrying', attempt: 3, since: 120_000 } });
    expect(liveRoomStatus(down, 130_000).text).toBe('连接中断，正在重连（第3次）…');
    expect(liveRoomStatus(down, 181_000)).toEqual({ text: '无法连接服务器，数据已停止更新', tone: 'offline', greyed: true });
    expect(liveRoomStatus(run({ type: 'connection', connection: { state: 'open' } }), 0).text).toBe('正在加载直播数据…');
  });

  it('stops on a session or scope end, not on a server restart', () => {
    const state = run(ev({ event: 'snapshot', data: snapshot('r1', []) }));
    expect(liveRoomReducer(state, ev({ event: 'end', data: { reason: 'shutdown', message: '服务器正在重启，请稍候自动重连' } })).stopped).toBeNull();
    expect(liveRoomReducer(state, ev({ event: 'end', data: { reason: 'scope', message: '直播间不存在或无权查看' } })).stopped).toEqual({ message: '直播间不存在或无权查看', retry: false });
  });
});
