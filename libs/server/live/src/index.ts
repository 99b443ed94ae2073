// Live control's server area (issue 24, docs/design/live-home.md §4): 我的抖音号 (consent, renew, unbind, refresh),
// 工作台's rooms, 直播中控台's plans and edits through the delivery edit path, live alert rules with their history,
// and the jobs that read 抖音号, streams and minutes from the media and raise alerts (migration 051).
export { liveHandlers } from './lib/handlers';
export { LIVE_SERVER_TEXTS } from './lib/texts';
export { endLiveStreams, liveHubOf, liveStreamHandlers } from './lib/stream/stream-handler';
export { liveAlertsJob, liveAwemesJob, liveRoomsJob, liveSchedules, LIVE_SCHEDULE, noticeExpiringAwemes } from './lib/jobs';
// For the seed and the tests: the reads the jobs make, for some accounts at once.
export { storeAccountAwemes, syncAccountAwemes } from './lib/awemes';
export { syncAccountRooms, syncRoomsOf } from './lib/rooms';
export { runAlertRound } from './lib/alerts';
export { storeMinutes, storedMinutes } from './lib/minutes';
export { authorisedLiveAccounts, LIVE_MEDIA, liveRoomPath, type LiveAccount } from './lib/context';
