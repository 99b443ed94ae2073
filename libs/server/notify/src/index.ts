// The notifier's outside channels (docs/design/tools.md §4): SMTP mail and the three chat robots, the URL guard
// every webhook passes, the pinned POST, the channels' limits and which failures are final. The local
// receivers are the separate entry @toufang/server-notify/receivers.
export * from './lib/types';
export * from './lib/texts';
export * from './lib/url-guard';
export * from './lib/fetch-pinned';
export * from './lib/pacing';
export * from './lib/fails-for-good';
export * from './lib/smtp';
export * from './lib/channels';
export * from './lib/robots/answer';
export { WECOM, wecomBody, readWecomAnswer } from './lib/robots/wecom';
export { FEISHU, feishuSign, feishuCard, feishuBody, feishuBodies, readFeishuAnswer } from './lib/robots/feishu';
export { DINGTALK, dingtalkSign, dingtalkBody, dingtalkUrl, readDingtalkAnswer } from './lib/robots/dingtalk';
export { sendToRobot, type RobotTarget, type RobotSendOptions, type RobotOutcome } from './lib/robots/send';
