// Live control's Chinese texts on the server (issue 24, docs/design/live-home.md §4.2, §4.4, §4.5, §7). Messages the
// design words are kept as it words them; the alert rules' field messages and the alert's title are the domain's
// (LIVE_TEXTS of @toufang/domain).
import { CODES, Refusal } from '@toufang/server-http';

export const LIVE_SERVER_TEXTS = {
  /** design §7: a room (account) of another company, or unknown: the same for both, no id is confirmed. */
  ROOM_NOT_FOUND: '直播间不存在或无权查看',
  /** design §7: a 抖音号 not bound to that account. */
  AWEME_NOT_BOUND: '该抖音号未绑定此千川账户',
  /** An account chosen for a 抖音号 that is not a 巨量千川 account in the caller's scope. */
  ACCOUNT_NOT_FOUND: '千川账户不存在或无权查看',
  /** design §7: a console edit of a plan not of the room (the delivery edit's words). */
  PLANS_NOT_FOUND: '部分对象不存在或无权访问',
  /** A console edit id that is not a console edit in the caller's scope. */
  EDIT_NOT_FOUND: '操作记录不存在或无权查看',
  /** A rule of another person, removed, or unknown. */
  RULE_NOT_FOUND: '预警规则不存在或无权修改',
  /** A rule's recipient outside the company. */
  RECIPIENT_INVALID: '接收人不存在或不属于本公司',
  /** A rule's account or 抖音号 outside the caller's scope. */
  RULE_SCOPE_INVALID: '预警范围中有不存在或无权查看的千川账户或抖音号',
  /** A 抖音号 consent state that is used, expired, another's or unknown. */
  STATE_INVALID: '授权已失效，请重新发起授权',
  CONSENT_STATE_INVALID: '授权链接已失效或已使用，请回到投放平台重新发起抖音号授权。',
  CONSENT_NO_SANDBOX: '该媒体不是沙箱媒体，请在媒体侧完成授权。',
  NOT_AUTHORISED: '该千川账户未授权，请先在媒体账户中完成授权',
  MEDIA_NO_LIVE: '该媒体暂不支持',
  /** 抖音号 consent over accounts of different media authorisations: one token must cover them all. */
  ACCOUNTS_MIXED_AUTHORISATIONS: '请选择同一媒体授权下的千川账户（所选账户分属不同的授权）',
  /** The console edit of a room the desk knows no stream of. */
  NO_STREAM: '该直播间暂无直播场次，请稍后刷新',
  /** The media refused a live call; its words follow. */
  MEDIA_REFUSED: (message: string) => `媒体拒绝了操作：${message}`,
  /** O2: unbinding asks first, naming the live plans it stops. */
  UNBIND_CONFIRM: (plans: number) => (plans > 0 ? `解绑后，该账户下${plans}个投放中的直播计划将停止投放，确定解绑吗？` : '该账户下没有投放中的直播计划，确定解绑吗？'),
  UNBIND_DONE: '已解绑',
  /** The audit's action names. */
  AUDIT_GRANT: '抖音号授权',
  AUDIT_RENEW: '抖音号续期',
  AUDIT_UNBIND: '抖音号解绑',
  /** The console edit's actor name in the operation log (来源：直播中控台). */
  CONSOLE_ACTOR: (name: string) => `${name}（直播中控台）`,
  /** design §4.4: a 抖音号 expiring within 7 days raises one ACCOUNT message. */
  EXPIRY_TITLE: (awemeName: string, days: number) => `抖音号授权即将到期：${awemeName}（${days}天内）`,
  EXPIRY_CONTENT: (awemeName: string, accountName: string, until: string) =>
    `抖音号“${awemeName}”在千川账户“${accountName}”上的授权将于${until}到期，请在“我的抖音号”续期，到期后该抖音号的直播计划将无法投放。`,
  /** The alert message's link to the room's screen. */
  ALERT_LINK: '查看直播大屏',
  /** The jobs' titles in the task centre. */
  JOB_AWEMES: '同步抖音号',
  JOB_ROOMS: '同步直播间',
  JOB_ALERTS: '直播预警',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
