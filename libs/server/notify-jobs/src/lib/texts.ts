// The outside deliveries' Chinese texts (docs/design/tools.md §4; the channels' own are NOTIFY_TEXTS).
export const NOTIFY_JOB_TEXTS = {
  JOB_TITLE: '推送消息',
  ACTOR: '消息推送',
  UNEXPECTED: (detail: string) => `推送失败：${detail}`,
} as const;
