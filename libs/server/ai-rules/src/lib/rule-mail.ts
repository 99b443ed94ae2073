// The mail of a rule's run (docs/design/tools.md §4.2): an EMAIL action's one mail per rule and run to all its
// recipients, listing the objects and the figures, and a failed run's mail; both a delivery of the notifier
// (`deliver` of @toufang/server-notify-jobs: a notify_deliveries row and its notify.deliver job) written in the
// caller's transaction, the one that already makes the run's message happen once.
import { AI_RULE_LIMITS, ALERT_CONDITIONS, METRICS, type AiRuleBody } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { deliver } from '@toufang/server-notify-jobs';
import { AI_RULES_TEXTS as T } from './texts';

/** A rule as its mail needs it. */
export interface MailedRule {
  id: number;
  name: string;
  ownerId: number | null;
  body: AiRuleBody;
}

/** An object an EMAIL action lists, with each condition's value. */
export interface MailedObject {
  objectId: string;
  name: string;
  conditions: readonly { metric: string; value: number | null }[];
}

function metricLabel(metric: string): string {
  return ALERT_CONDITIONS.find((c) => c.value === metric)?.label ?? (METRICS as Readonly<Record<string, { label: string }>>)[metric]?.label ?? metric;
}

/**
 * Where a rule's mail goes: its EMAIL action's typed addresses and the addresses of the desk users it names (still
 * internal users of the company, not disabled), and the owner's when asked (a failed run); at most the 20 a mail
 * carries (AI_RULE_LIMITS.RECIPIENTS_MAX, the SMTP channel's limit).
 */
export async function ruleMailAddresses(tx: Queryable, companyId: number, rule: MailedRule, withOwner: boolean): Promise<string[]> {
  const recipients = rule.body.actions.flatMap((a) => (a.type === 'EMAIL' ? a.recipients : []));
  const userIds = [...recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])), ...(withOwner && rule.ownerId !== null ? [rule.ownerId] : [])];
  const users =
    userIds.length === 0
      ? []
      : await sqlOn(tx).selectFrom('users').select('email').where('customer_id', '=', companyId).where('id', 'in', userIds).where('disabled_at', 'is', null).where('email', 'is not', null).execute();
  const all = [...recipients.flatMap((r) => (r.kind === 'address' ? [r.address] : [])), ...users.map((u) => u.email ?? '')].map((e) => e.trim()).filter(Boolean);
  return [...new Set(all)].slice(0, AI_RULE_LIMITS.RECIPIENTS_MAX);
}

/** An EMAIL action's mail: the objects of the run and each condition's value, one row an object. */
export function actionMail(rule: MailedRule, objects: readonly MailedObject[]) {
  const metrics = rule.body.conditions.map((c) => c.metric);
  return {
    title: T.EMAIL_TITLE(rule.name),
    text: [T.EMAIL_INTRO(objects.length), T.MAIL_RECORD_HINT].join('\n'),
    table: {
      columns: [T.MAIL_OBJECT_NAME, T.MAIL_OBJECT_ID, ...metrics.map(metricLabel)],
      rows: objects.map((o) => [o.name, o.objectId, ...metrics.map((_, i) => o.conditions[i]?.value ?? '-')]),
    },
  };
}

/** A failed run's mail: its counts and what the run noted. */
export function failureMail(rule: MailedRule, counts: { acted: number; skipped: number; failed: number }, at: string, note: string | null) {
  return {
    title: counts.acted === 0 ? T.RUN_FAILED_TITLE(rule.name) : T.RUN_PARTLY_FAILED_TITLE(rule.name),
    text: [T.RUN_MESSAGE(counts.acted, counts.skipped, counts.failed), ...(note ? [note] : []), at].join('\n'),
  };
}

/** Enqueues one mail of a rule in `tx` (nothing when it has no address); answers the delivery's id. */
export async function mailRule(tx: Queryable, companyId: number, rule: MailedRule, to: readonly string[], content: ReturnType<typeof actionMail> | ReturnType<typeof failureMail>, now: Date): Promise<number | null> {
  if (to.length === 0) return null;
  return deliver(tx, { companyId, channel: { kind: 'email', recipients: to }, content, origin: { kind: 'rule', id: rule.id }, actor: { kind: 'system', name: T.ROUND_TITLE }, now });
}
