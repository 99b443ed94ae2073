// Sending a push rule (docs/design/tools.md §4.1, §5.2): its table built now and one delivery per channel through
// the notifier (deliver of @toufang/server-notify-jobs, in one transaction). A scheduled send names its slot, so a
// channel gets one delivery per slot however often it is asked; a test send is marked 测试 and allowed once a
// minute per rule. The mail carries the table as an xlsx.
import type { Actor } from '@toufang/server-audit';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { deliver, type DeliveryChannel } from '@toufang/server-notify-jobs';
import { sql } from 'kysely';
import type { StoredPushBody } from './body';
import { buildPushContent, type PushRuleForTable } from './table';
import { tooMany, REPORT_PUSH_TEXTS as T } from './texts';

/** A test send is allowed once per this per rule. */
export const TEST_SEND_INTERVAL_MS = 60_000;

async function channelsOf(db: Db, ruleId: number) {
  return sqlOn(db).selectFrom('push_channels').selectAll().where('rule_id', '=', ruleId).where('removed_at', 'is', null).where('enabled', '=', true).orderBy('position').orderBy('id').execute();
}

function fileNameOf(name: string, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return `${name.replace(/[\\/:*?"<>|]/g, '_')}_${day}.xlsx`;
}

export async function ruleForTable(db: Db, ruleId: number): Promise<(PushRuleForTable & { enabled: boolean }) | null> {
  const row = await sqlOn(db).selectFrom('push_rules').select(['id', 'company_id', 'owner_id', 'name', 'body', 'enabled']).where('id', '=', ruleId).where('removed_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, companyId: row.company_id, ownerId: row.owner_id, name: row.name, body: row.body as StoredPushBody, enabled: row.enabled };
}

/** Builds the rule's table and delivers it to each of its channels; answers the deliveries made. */
export async function sendRule(db: Db, store: MetricsStore, rule: PushRuleForTable, now: Date, options: { slot: Date | null; test: boolean; actor?: Actor }): Promise<number[]> {
  const content = await buildPushContent(db, store, rule, now, { test: options.test });
  const channels = await channelsOf(db, rule.id);
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const channel of channels) {
      const target: DeliveryChannel =
        channel.kind === 'email'
          ? { kind: 'email', recipients: channel.target.split(','), channelId: channel.id, attachmentName: fileNameOf(rule.name, now) }
          : { kind: channel.kind, webhook: channel.target, secret: channel.secret, channelId: channel.id };
      const id = await deliver(tx, { companyId: rule.companyId, channel: target, content, origin: { kind: 'push', id: rule.id, slot: options.slot, test: options.test }, actor: options.actor, now });
      if (id !== null) ids.push(id);
    }
    return ids;
  });
}

/** A test send of a rule (its channels now, marked 测试); refused when the rule had one in the last minute. */
export async function testSend(db: Db, store: MetricsStore, ruleId: number, now: Date, actor: Actor): Promise<number[]> {
  const claimed = await sqlOn(db)
    .updateTable('push_rules')
    .set({ last_test_at: now })
    .where('id', '=', ruleId)
    .where((eb) => eb.or([eb('last_test_at', 'is', null), eb('last_test_at', '<=', sql<Date>`${new Date(now.getTime() - TEST_SEND_INTERVAL_MS)}`)]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw tooMany(T.TEST_TOO_SOON);
  const rule = await ruleForTable(db, ruleId);
  if (!rule) return [];
  return sendRule(db, store, rule, now, { slot: null, test: true, actor });
}
