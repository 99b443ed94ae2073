// The one call a notify.deliver job makes per attempt (docs/design/tools.md §4.1): the channel of a delivery
// row, its content, and the server's configuration read once from the environment.
import type { ChannelKind, DeliveryOutcome, NotifyContent } from './types';
import { type Lookup, parseAllowList } from './url-guard';
import { type SmtpConfigResult, sendMail, smtpConfigFromEnv } from './smtp';
import { type RobotOutcome, sendToRobot } from './robots/send';

export interface NotifyConfig {
  /** TOUFANG_PUSH_ALLOW, normalised. */
  allow: string[];
  /** TOUFANG_SMTP_URL (null: none set). */
  smtp: SmtpConfigResult | null;
  lookup?: Lookup;
  timeoutMs?: number;
  now?: () => number;
}

export function notifyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return { allow: parseAllowList(env.TOUFANG_PUSH_ALLOW), smtp: smtpConfigFromEnv(env) };
}

export type ChannelTarget =
  | { kind: 'wecom' | 'feishu' | 'dingtalk'; url: string; secret?: string }
  | { kind: 'email'; to: string[]; attachmentName?: string };

export interface AttemptState {
  /** Robot bodies delivered by earlier attempts of this delivery (Feishu's cut messages). */
  partsSent?: number;
}

export async function deliverOnce(target: ChannelTarget, content: NotifyContent, config: NotifyConfig, state: AttemptState = {}): Promise<DeliveryOutcome | RobotOutcome> {
  if (target.kind === 'email') return sendMail(config.smtp, { to: target.to, content, attachmentName: target.attachmentName });
  return sendToRobot(target, content, { allow: config.allow, lookup: config.lookup, timeoutMs: config.timeoutMs, now: config.now, partsSent: state.partsSent });
}

export type { ChannelKind };
