// The addresses of live control's pages (routes.ts's live-control table, shell spec §2.3): the room's real-time
// screen (`live-room/:id/:awemeId`, design decision D1: the account's media id, then the 抖音号), the console of a
// room (`console?account=&aweme=`) and 我的抖音号. Built in one place so the plan rows, 工作台 and 中控台 agree.
import { MEDIA_APP_PREFIX } from '@toufang/domain';

const LIVE = `/${MEDIA_APP_PREFIX.qianchuan}/live-control`;

/** 直播间实时大屏 of one room (route qianchuanLiveRoom). */
export function liveRoomPathOf(advertiserId: string, awemeId: string): string {
  return `${LIVE}/live-monitor/live-room/${encodeURIComponent(advertiserId)}/${encodeURIComponent(awemeId)}`;
}

/** 直播中控台, on one room when given (route qianchuanLiveConsole): `accountId` is the account's media id. */
export function liveConsolePath(room?: { accountId: string; awemeId: string }): string {
  const path = `${LIVE}/live-monitor/console`;
  return room ? `${path}?${new URLSearchParams({ account: room.accountId, aweme: room.awemeId })}` : path;
}

/** 我的抖音号 (route qianchuanLiveTiktok), where an expired 抖音号 is renewed. */
export const LIVE_TIKTOK_PATH = `${LIVE}/authorization/tiktok`;
