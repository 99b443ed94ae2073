// The live alerts' round (design §4.4 live.alerts, decision D8): every minute, for each living stream under an enabled
// rule, the closed minutes not yet stored (by a screen's producer or an earlier round) are read from the media and
// stored (live_room_minutes), then
// evaluateRoom of @toufang/domain decides; a raised alert is a live_alerts row and one ACCOUNT message to the rule's
// owner and recipients, in one transaction. Runs whether or not a screen is open.
import { evaluateRoom, LIVE_LIMITS, MINUTE_MS, liveAlertMessage, liveAlertRuleCovers, type LiveAlertKind, type LiveAlertRule, type LiveMinute } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { escapeHtml } from '@toufang/server-jobs';
import { accountScopeOfUser, accountInScope } from '@toufang/server-org';
import { liveOf, liveRoomPath, mediaNow, type LiveAccount } from './context';
import { storedMinutes, storeMinutes } from './minutes';
import { figuresColumns } from './rooms';
import { LIVE_SERVER_TEXTS as T } from './texts';

/**
 * Reads the minutes after the last stored from the media (pages of LIVE_LIMITS.FIGURES_PAGE_MINUTES) and stores them.
 * When the stored rows already reach the stream's last closed minute (a screen's producer wrote them, or an earlier
 * round), the media is not asked: answers false, and the round reads the stored minutes as they are.
 */
export async function catchUpMinutes(server: ServerContext, account: LiveAccount, stream: { id: number; roomId: string; startedAt: Date }): Promise<boolean> {
  const last = await sqlOn(server.db).selectFrom('live_room_minutes').select((eb) => eb.fn.max('minute').as('last')).where('live_room_id', '=', stream.id).executeTakeFirst();
  let since = last?.last === null || last?.last === undefined ? -1 : Number(last.last);
  // Minute k of the stream closes at startedAt + (k + 1) minutes, by the media's clock.
  const lastClosed = Math.floor((mediaNow(server) - stream.startedAt.getTime()) / MINUTE_MS) - 1;
  if (since >= lastClosed) return false;
  for (let page = 0; page * LIVE_LIMITS.FIGURES_PAGE_MINUTES < LIVE_LIMITS.REPLAY_MAX_MINUTES; page++) {
    const answer = await liveOf(server, account, (live, token) =>
      live.roomFigures(token, { advertiserId: account.accountId, roomId: stream.roomId, sinceMinute: since, limit: LIVE_LIMITS.FIGURES_PAGE_MINUTES }),
    );
    await server.db.transaction(async (tx) => {
      await storeMinutes(tx, stream.id, answer.minutes);
      await sqlOn(tx).updateTable('live_rooms').set(figuresColumns(answer)).where('id', '=', stream.id).execute();
    });
    if (answer.minutes.length < LIVE_LIMITS.FIGURES_PAGE_MINUTES) return true;
    since = answer.minutes[answer.minutes.length - 1].minute;
  }
  return true;
}

interface RuleOf {
  id: number;
  companyId: number;
  ownerId: number;
  recipients: number[];
  rule: LiveAlertRule;
}

/** One round over every company; answers the alerts raised. */
export async function runAlertRound(server: ServerContext, now: Date): Promise<number> {
  const db = server.db;
  const rules: RuleOf[] = (
    await sqlOn(db).selectFrom('live_alert_rules').select(['id', 'company_id', 'owner_id', 'recipients', 'body']).where('enabled', '=', true).where('removed_at', 'is', null).execute()
  ).map((r) => ({ id: r.id, companyId: r.company_id, ownerId: r.owner_id, recipients: r.recipients, rule: r.body as unknown as LiveAlertRule }));
  if (rules.length === 0) return 0;
  const streams = await sqlOn(db)
    .selectFrom('live_rooms as s')
    .innerJoin('media_accounts as a', 'a.id', 's.account_id')
    .leftJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 's.company_id').onRef('w.aweme_id', '=', 's.aweme_id'))
    .select(['s.id', 's.company_id', 's.account_id', 's.aweme_id', 's.room_id', 's.started_at', 'a.account_id as media_account_id', 'a.account_name', 'a.sandbox', 'a.authorization_id', 'w.name as aweme_name'])
    .where('s.state', '=', 'living')
    .where('s.company_id', 'in', [...new Set(rules.map((r) => r.companyId))])
    .execute();
  // Each owner's accounts: a rule never watches an account its owner no longer sees.
  const seen = new Map<number, Set<number>>();
  const ownerSees = async (ownerId: number, accountId: number) => {
    if (!seen.has(ownerId)) {
      const scope = await accountScopeOfUser(db, ownerId);
      const ids = scope ? (await sqlOn(db).selectFrom('media_accounts as a').select('a.id').where('a.customer_id', '=', scope.customerId).where(accountInScope(scope, 'a')).execute()).map((a) => a.id) : [];
      seen.set(ownerId, new Set(ids));
    }
    return seen.get(ownerId)?.has(accountId) === true;
  };
  let raised = 0;
  for (const s of streams) {
    const covering: RuleOf[] = [];
    for (const r of rules) if (r.companyId === s.company_id && liveAlertRuleCovers(r.rule, s.account_id, s.aweme_id) && (await ownerSees(r.ownerId, s.account_id))) covering.push(r);
    if (covering.length === 0) continue;
    const account: LiveAccount = { id: s.account_id, companyId: s.company_id, accountId: s.media_account_id, name: s.account_name, sandbox: Boolean(s.sandbox), authorizationId: s.authorization_id };
    try {
      await catchUpMinutes(server, account, { id: s.id, roomId: s.room_id, startedAt: s.started_at });
    } catch (error) {
      // A media refusing now (an expired 抖音号, a rate limit) waits for the next round; the stored minutes still count.
      server.log.warn({ err: error, liveRoomId: s.id }, 'live alert minutes failed');
    }
    const minutes = await storedMinutes(db, s.id);
    for (const r of covering) raised += await raiseFor(server, r, { ...s, awemeName: s.aweme_name ?? s.aweme_id, mediaAccountId: s.media_account_id }, minutes, now);
  }
  return raised;
}

async function raiseFor(
  server: ServerContext,
  r: RuleOf,
  s: { id: number; aweme_id: string; awemeName: string; mediaAccountId: string; account_name: string },
  minutes: readonly LiveMinute[],
  now: Date,
): Promise<number> {
  const last = await sqlOn(server.db)
    .selectFrom('live_alerts')
    .select(['kind', (eb) => eb.fn.max('raised_at').as('at')])
    .where('rule_id', '=', r.id)
    .where('live_room_id', '=', s.id)
    .groupBy('kind')
    .execute();
  const lastRaised: Partial<Record<LiveAlertKind, number>> = Object.fromEntries(last.map((l) => [l.kind, new Date(l.at as Date).getTime()]));
  const alerts = evaluateRoom(r.rule, minutes, lastRaised, now.getTime());
  let n = 0;
  for (const alert of alerts) {
    const { title, figures } = liveAlertMessage(alert, s.awemeName);
    await server.db.transaction(async (tx) => {
      const row = await sqlOn(tx)
        .insertInto('live_alerts')
        .values({
          rule_id: r.id,
          live_room_id: s.id,
          kind: alert.kind,
          value: alert.value,
          threshold: alert.threshold,
          window: JSON.stringify(alert.window),
          raised_minute: alert.minute,
          raised_at: now,
          title,
          figures,
          message_id: null,
        })
        .onConflict((oc) => oc.columns(['rule_id', 'live_room_id', 'kind', 'raised_minute']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return;
      const link = liveRoomPath(s.mediaAccountId, s.aweme_id);
      const messageId = await server.notifier.notifyUser(tx, [r.ownerId, ...r.recipients], {
        title,
        type: 'ACCOUNT',
        content: `<p>${escapeHtml(figures)}</p><p>千川账户：${escapeHtml(s.account_name)}（${escapeHtml(s.mediaAccountId)}）</p><p>预警规则：${escapeHtml(r.rule.name)}</p><p><a href="${escapeHtml(link)}">${T.ALERT_LINK}</a></p>`,
        link,
      });
      await sqlOn(tx).updateTable('live_alerts').set({ message_id: messageId }).where('id', '=', row.id).execute();
      n += 1;
    });
  }
  return n;
}
