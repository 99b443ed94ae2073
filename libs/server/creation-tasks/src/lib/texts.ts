// The Chinese texts and codes of creation tasks (issue 22, docs/design/creation.md §4). Where a text is the spec's
// it names the section; the rest are the desk's own wording (docs/decisions.md "Issue 22: creation tasks").

/** Envelope codes of the contract's description (openapi.yaml). */
export const CREATION_TASK_CODES = {
  /** The rows break the company's 防出错 rules; data.rules is the modal's list (shell spec §3, §4). */
  ERROR_PREVENTION: 2201,
} as const;

/** The bounds of execution (the design's §1 "Execution is durable and idempotent"). */
export const CREATION_LIMITS = {
  /** Sends of one row before a passing refusal (busy, too fast, no answer) fails it. */
  MAX_ATTEMPTS: 4,
  /** Back-off after a passing refusal: 30 s, 60 s, 120 s … (a wave job runs again at that time). */
  BACKOFF_BASE_MS: 30_000,
  BACKOFF_MAX_MS: 10 * 60_000,
  /** Accounts of one wave sent side by side at most; the gateway paces each account on its own. */
  ACCOUNT_CONCURRENCY: 8,
  /**
   * Accounts side by side from a wave's start; more open while the process idles (execute/lanes.ts). Two accounts
   * at the media's 10 calls/s fill what one process serves with PGlite (measured: 13–25 create calls/s with the
   * sandbox); more would share it without the wave ending sooner (docs/decisions.md "Issue 22: creation rate").
   */
  ACCOUNT_LANES_FIRST: 2,
  /** Failures a TASK message names; the rest are counted (the task's rows list them all). */
  MESSAGE_FAILURES_SHOWN: 10,
  /** A report's export: at most this many accounts (one row each). */
  REPORT_ACCOUNTS_MAX: 5000,
} as const;

export const CREATION_TASK_TEXTS = {
  TASK_NOT_FOUND: '创建任务不存在',
  TOO_MANY_ADS: (cap: number, count: number) => `单个创建任务最多创建${cap}条广告，当前${count}条，请减少后再提交`,
  ROWS_BLOCKED: (errors: number) => `预览中有${errors}处错误，请修改后再提交`,
  WARNINGS_NOT_ACCEPTED: (warnings: number) => `预览中有${warnings}处提醒，请确认后再提交`,
  ERROR_PREVENTION: '配置内容与防出错设置不一致，请修改广告设置',
  MEDIA_MISMATCH: '模板的媒体与所选账户的媒体不一致',
  VARIANT_UNKNOWN: (variant: string) => `媒体没有该创建方式：${variant || '快速创建'}`,
  ACCOUNT_INDEX: (key: string) => `第${key}行的账户不在模板的账户中`,
  PARENT_MISSING: (key: string) => `第${key}行的上级不在本次提交中`,
  LEVEL_UNKNOWN: (level: string) => `媒体没有该层级：${level}`,
  DUPLICATE_KEY: (key: string) => `行标识重复：${key}`,
  MATERIAL_GONE: (id: number) => `素材已删除或无权使用：${id}`,
  PACK_GONE: (name: string) => `定向包已删除或无权使用：${name}`,
  NOTHING_TO_RETRY: '没有可重试的失败行',
  NOTHING_TO_CANCEL: '没有未开始的批次',
  // 立即执行 (widgets spec §9: a BATCH wave waits its interval; a person may run the next wave now).
  WAVE_NOT_FOUND: (n: number) => `没有第${n}批`,
  WAVE_NOT_WAITING: (n: number, state: string) => `第${n}批${state}，不能立即执行`,
  WAVE_STATE_TEXT: { running: '正在执行', done: '已执行完', cancelled: '已取消', due: '已到执行时间' } as Record<string, string>,
  RUN_NOW_ACTION: '立即执行批次',
  NOTHING_CREATED: '本任务没有已创建的对象',
  // Execution (a row's reason).
  AUTH_INACTIVE: '账户授权已失效，请重新授权后重试',
  PARENT_FAILED: (name: string) => `上级未创建成功：${name}`,
  PARENT_CANCELLED: (name: string) => `上级已取消：${name}`,
  PACK_NOT_IN_ACCOUNT: (name: string) => `定向包未能推送到该账户：${name}`,
  // A pushed copy's status until the media's review is synced (the property push's own words).
  PACK_COPY_REVIEWING: '审核中',
  MATERIAL_REFUSED: (name: string, reason: string) => `素材未能推送到该账户：${name}（${reason}）`,
  NO_ANSWER: '媒体未返回该对象的结果',
  GAVE_UP: (reason: string) => `多次重试后仍未成功：${reason}`,
  CANCELLED_BY_USER: '已取消',
  // Task centre and messages.
  WAVE_TITLE: '批量创建广告',
  DELETE_TITLE: '删除创建任务的对象',
  REPORT_EXPORT_TITLE: '导出创建报告',
  WAVE_TARGET: (media: string, n: number, total: number) => `${media} 创建任务 第${n}批 共${total}个`,
  STEP: '创建中',
  DELETE_STEP: '删除中',
  FINISHED: (state: string, created: number, failed: number) => `批量创建${state}：成功${created}个${failed > 0 ? `，失败${failed}个` : ''}`,
  DELETED: (deleted: number, failed: number) => `删除创建任务的对象：成功${deleted}个${failed > 0 ? `，失败${failed}个` : ''}`,
  // Rule summaries (the list's 提交规则 column).
  RULE_NOW: '立即提交',
  RULE_DELAY: (at: string) => `定时提交 ${at}`,
  RULE_BATCH: (n: number, unit: string, interval: number) => `分批提交 每批${n}个${unit}，间隔${interval}分钟`,
  RULE_REPEAT: (n: number, interval: number) => `重复提交 ${n}次，间隔${interval}分钟`,
} as const;

/** The task states in Chinese (issue 22 "Tasks"). */
export const CREATION_TASK_STATE_TEXT = {
  waiting: '等待中',
  running: '执行中',
  succeeded: '已完成',
  partial: '部分成功',
  failed: '失败',
  cancelled: '已取消',
} as const;

/** The report export's columns (创建报告). */
export const CREATION_REPORT_COLUMNS = ['媒体', '账户', '账户ID', '创建成功', '创建失败', '失败原因', '审核中', '审核通过', '审核不通过', '展示数', '点击数', '消耗（元）', '转化数'] as const;
