// AI助手's bench (`npm run bench` runs it; alone: `node --import tsx apps/api/bench/ai-rules-bench.ts`), issue 23
// "Tests and measures" and docs/design/tools.md §11: one evaluation round of 500 rules over 100,000 ads, as the
// server runs it: the schedule enqueues `ai-rules.tick` for the slot, the tick the company's round, and the round
// (libs/server/ai-rules round.ts → evaluate-rules.ts, the domain's evaluator, planning and conflicts) reads the
// window sums, evaluates, records every action and creates the delivery edits. Measured: the round's wall time (tick
// enqueued → round done; p50 of a few rounds of the same slot, its record and edits removed between them so each
// does the same work), then the edit jobs that carry its actions to the sandbox media: their calls against the fewest
// possible (per media, level, field and account, ⌈objects / the media's batch⌉) and no object changed twice in a field.
// The desk: a PGlite folder with the demo seed and 100,000 ads (ai-rules-desk.ts), figures in DuckDB, the rules of
// ai-rules-rules.ts; the media are the sandboxes on a fake clock (their pacing is counted, not waited). The slot is
// today 14:02 China time (every schedule is due then), and the accounts count as synced at the slot (the hourly sync
// has just run): the round syncs nothing. Figures go to the terminal and to dist/bench/ai-rules.md.
// Size: BENCH_AI_RULES (default 500), BENCH_AI_RULES_ADS (100,000), BENCH_AI_RULES_ACCOUNTS (per media, 40),
// BENCH_AI_RULES_ROUNDS (3). BENCH_AI_RULES_PROFILE=<folder>: a CPU profile of each round alone (the desk's setup and the
// edit jobs left out), round-N.cpuprofile there, for Chrome DevTools or any .cpuprofile reader.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { chinaDate, chinaDateStart, chinaDay, HOUR_MS, type MediaCode } from '@toufang/domain';
import { aiRuleSchedules, aiRulesRoundJob, aiRulesTickJob, TICK } from '@toufang/server-ai-rules';
import { migrate, openDb, sqlOn } from '@toufang/server-db';
import { deliveryEditJob } from '@toufang/server-delivery';
import { drainJobs, testPorts } from '@toufang/server-delivery/testing';
import type { EditField, ObjectEdit, ObjectLevel } from '@toufang/server-media';
import { openDuckDbStore } from '@toufang/server-metrics';
import { openFileStorage } from '@toufang/server-storage';
import { assembleContext } from '../src/context/build';
import { seedIfEmpty } from '../src/seed/seed';
// The registered sandboxes the test ports take (as a contract run's setup gives them).
import '../src/testing/compose';
import { addBenchAds, loadBenchFigures, mirrorBenchAds } from './ai-rules-desk';
import { benchRules } from './ai-rules-rules';
import { countBy, quantile, secondsSince, writeReport } from './bench-support';

const RULES = Number(process.env.BENCH_AI_RULES ?? 500);
const ADS = Number(process.env.BENCH_AI_RULES_ADS ?? 100_000);
const ACCOUNTS_PER_MEDIA = Number(process.env.BENCH_AI_RULES_ACCOUNTS ?? 40);
const ROUNDS = Math.max(1, Number(process.env.BENCH_AI_RULES_ROUNDS ?? 3));
const PROFILE = process.env.BENCH_AI_RULES_PROFILE;
const GOAL_SECONDS = 10;
/** The round's China hour: 14:00 is on every everyMinutes (10 … 120). */
const ROUND_HOUR = 14;

const slot = new Date(chinaDateStart(chinaDate(chinaDay(Date.now()))).getTime() + ROUND_HOUR * HOUR_MS + TICK.OFFSET_MS);
/** The round runs 30 s into its slot. */
const asOf = new Date(slot.getTime() + 30_000);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-ai-rules-bench-'));
const setupStarted = performance.now();
const db = await openDb({ dataDir: path.join(scratch, 'pglite') });
await migrate(db);
await seedIfEmpty(db);
const store = await openDuckDbStore({ path: path.join(scratch, 'metrics.duckdb') });
await store.migrate();
mkdirSync(path.join(scratch, 'files'));
const storage = await openFileStorage({ kind: 'folder', root: path.join(scratch, 'files') });
const ports = testPorts(db, { start: asOf.getTime() });
/** What each round logs of its phases (round.ts RoundPhases). */
const phases: Record<string, number>[] = [];
const log = { info: (data: object, message: string) => void (message === 'AI助手 round' && phases.push(data as Record<string, number>)), warn: () => undefined, error: () => undefined };
const server = assembleContext({ db, metrics: store, storage, media: () => ports, log });
const q = sqlOn(db);
try {
  // The seeded rules stay out of the round (they act on the demo accounts).
  await q.updateTable('ai_rules').set({ enabled: false }).execute();
  const users = new Map((await q.selectFrom('users').select(['id', 'username']).where('customer_id', '=', 1).execute()).map((u) => [u.username, u.id]));
  const owners = { admin: users.get('admin')!, manager: users.get('manager')!, operator: users.get('operator')! };
  const media = await addBenchAds(db, ports, { accountsPerMedia: ACCOUNTS_PER_MEDIA, ads: ADS, syncedAt: slot, operatorId: owners.operator });
  await mirrorBenchAds(store, db, media);
  await loadBenchFigures(store, asOf.getTime());
  const rules = benchRules(server, media, owners, RULES, ROUND_HOUR);
  for (const [i, r] of rules.entries()) {
    const created = new Date(slot.getTime() - (rules.length - i) * 60_000 - 86_400_000);
    await q
      .insertInto('ai_rules')
      .values({ company_id: 1, owner_id: r.ownerId, name: r.body.name, media_code: r.body.media, level: r.body.level, body: JSON.stringify(r.body), priority: r.body.priority, enabled: true, created_at: created, updated_at: created, updated_by: r.ownerId, next_due_at: slot })
      .execute();
  }
  const setupSeconds = secondsSince(setupStarted);
  console.error(`desk ready in ${setupSeconds.toFixed(0)} s: ${ADS} ads, ${rules.length} rules`);

  // ---- The round, as the schedule starts it: tick → round, on the worker. ----
  const profiler = PROFILE ? new Session() : null;
  if (profiler && PROFILE) {
    mkdirSync(PROFILE, { recursive: true });
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  const runRound = async (n: number) => {
    await profiler?.post('Profiler.start');
    const started = performance.now();
    const cpu = process.cpuUsage();
    await aiRuleSchedules[0].enqueueFor(db, slot, asOf);
    await drainJobs(server, [aiRulesTickJob, aiRulesRoundJob], asOf);
    const used = process.cpuUsage(cpu);
    if (profiler && PROFILE) writeFileSync(path.join(PROFILE, `round-${n}.cpuprofile`), JSON.stringify((await profiler.post('Profiler.stop')).profile));
    return { seconds: secondsSince(started), cpuSeconds: (used.user + used.system) / 1e6 };
  };
  /** The round's record and edits removed, and its jobs, so the next round of the slot does the same work. */
  const forgetRound = async () => {
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM ai_rule_actions WHERE slot = $1`, [slot]);
      await tx.query(`DELETE FROM delivery_edit_items WHERE edit_id IN (SELECT id FROM delivery_edits WHERE origin_kind = 'rule_run')`);
      await tx.query(`DELETE FROM delivery_edits WHERE origin_kind = 'rule_run'`);
      await tx.query(`DELETE FROM ai_rule_runs WHERE slot = $1`, [slot]);
      await tx.query(`DELETE FROM jobs WHERE name IN ('ai-rules.tick', 'ai-rules.round', 'delivery.edit') AND created_at >= $1`, [new Date(slot.getTime() - 60_000)]);
    });
  };
  /**
   * What a round wrote, as a digest: its record, runs, edits and their rows, and the messages and mails of the last
   * round (ids, the runs' in messages' links too, and times left out; the slot is today's, so compare runs of one day),
   * so that two versions of the round can be shown to do the same.
   */
  const digestOfRound = async (messagesAfter: number, deliveriesAfter: number) => {
    const text = async (sqlText: string, params: unknown[] = []) => JSON.stringify(await db.query(sqlText, params));
    const editKey = `(SELECT e.media_code || '|' || e.level || '|' || e.field FROM delivery_edits e WHERE e.id = x.edit_id)`;
    const parts = [
      await text(
        `SELECT x.rule_id, x.seq, x.media_code, x.level, x.object_id, x.account_id, x.object_name, x.type, x.before, x.after, x.figures, x.outcome, x.reason_code, x.reason, x.china_day, ${editKey} AS edit
         FROM ai_rule_actions x WHERE x.slot = $1 ORDER BY x.rule_id, x.seq`,
        [slot],
      ),
      await text(`SELECT rule_id, kind, state, rule_version, evaluated, matched, acted, skipped, failed, error FROM ai_rule_runs WHERE slot = $1 ORDER BY rule_id`, [slot]),
      await text(
        `SELECT e.media_code, e.level, e.field, e.total, e.origin_kind, e.user_id, i.seq, i.object_id, i.account_id, i.name, i.account_name, i.before, i.after, i.actor
         FROM delivery_edits e JOIN delivery_edit_items i ON i.edit_id = e.id WHERE e.origin_kind = 'rule_run' ORDER BY e.media_code, e.level, e.field, i.seq`,
      ),
      await text(
        `SELECT m.title, m.type, m.content, regexp_replace(m.link, 'runId=[0-9]+', 'runId=') AS link, (SELECT array_agg(u.user_id ORDER BY u.user_id) FROM user_messages u WHERE u.message_id = m.id) AS users
         FROM messages m WHERE m.id > $1 ORDER BY m.id`,
        [messagesAfter],
      ),
      await text(`SELECT company_id, channel, target, content, origin_kind, origin_id FROM notify_deliveries WHERE id > $1 ORDER BY id`, [deliveriesAfter]),
    ];
    return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
  };
  const lastIds = async () => ({
    messages: Number((await db.query<{ n: number | null }>(`SELECT max(id) AS n FROM messages`))[0].n ?? 0),
    deliveries: Number((await db.query<{ n: number | null }>(`SELECT max(id) AS n FROM notify_deliveries`))[0].n ?? 0),
  });
  const rounds: { seconds: number; cpuSeconds: number }[] = [];
  let before = await lastIds();
  for (let r = 0; r < ROUNDS; r++) {
    if (r > 0) await forgetRound();
    before = await lastIds();
    rounds.push(await runRound(r + 1));
    console.error(`round ${r + 1}: ${rounds[r].seconds.toFixed(1)} s (CPU ${rounds[r].cpuSeconds.toFixed(1)} s)`);
  }
  profiler?.disconnect();
  const digest = await digestOfRound(before.messages, before.deliveries);
  console.error(`the round's digest: ${digest}`);

  // ---- What the last round decided. ----
  const runs = await q
    .selectFrom('ai_rule_runs as u')
    .innerJoin('ai_rules as r', 'r.id', 'u.rule_id')
    .select(['u.state', 'u.evaluated', 'u.matched', 'r.name'])
    .where('u.slot', '=', slot)
    .execute();
  const actions = await q.selectFrom('ai_rule_actions').select(['type', 'outcome', 'reason_code', 'edit_id']).where('slot', '=', slot).execute();
  const edits = await q.selectFrom('delivery_edits').select(['id', 'media_code', 'level', 'field', 'total']).where('origin_kind', '=', 'rule_run').execute();
  const items = await q
    .selectFrom('delivery_edit_items as i')
    .innerJoin('delivery_edits as e', 'e.id', 'i.edit_id')
    .select(['e.media_code', 'e.level', 'e.field', 'i.account_id', 'i.object_id', 'i.before', 'i.after'])
    .where('e.origin_kind', '=', 'rule_run')
    .execute();

  // ---- Its edits carried to the media by their jobs: every updateObjects counted with its size. ----
  const sent: { media: MediaCode; advertiserId: string; level: ObjectLevel; field: EditField; size: number }[] = [];
  const gatewayOf = ports.gateway.bind(ports);
  ports.gateway = (m, authorizationId) => {
    const gateway = gatewayOf(m, authorizationId);
    const update = gateway.updateObjects.bind(gateway);
    gateway.updateObjects = (edit: ObjectEdit) => {
      sent.push({ media: m, advertiserId: edit.advertiserId, level: edit.level, field: edit.field, size: edit.items.length });
      return update(edit);
    };
    return gateway;
  };
  const callsBefore = { ...ports.calls };
  const editsStarted = performance.now();
  await drainJobs(server, [deliveryEditJob], asOf);
  const editSeconds = secondsSince(editsStarted);
  const callsByMethod = Object.fromEntries(Object.entries(ports.calls).map(([k, v]) => [k, v - (callsBefore[k] ?? 0)]).filter(([, v]) => Number(v) > 0));
  const answered = await q
    .selectFrom('delivery_edit_items as i')
    .innerJoin('delivery_edits as e', 'e.id', 'i.edit_id')
    .select(['i.ok'])
    .where('e.origin_kind', '=', 'rule_run')
    .execute();

  // The fewest calls: the objects whose value changes, per media, level, field and account, in the media's batches.
  const batchOf = (m: MediaCode, field: string) => ports.port(m).limits.batch[field as EditField];
  const changing = items.filter((i) => JSON.stringify(i.before) !== JSON.stringify(i.after));
  const groups = countBy(changing.map((i) => `${i.media_code}|${i.level}|${i.field}|${i.account_id}`));
  const fewestBy = new Map<string, number>();
  for (const [key, n] of Object.entries(groups)) {
    const [m, , field] = key.split('|');
    fewestBy.set(m, (fewestBy.get(m) ?? 0) + Math.ceil(n / batchOf(m as MediaCode, field)));
  }
  const fewest = [...fewestBy.values()].reduce((s, n) => s + n, 0);
  const madeBy = countBy(sent.map((s) => s.media));
  // Nothing acted on twice: one row per object and field, and no budget or bid change beside a pause.
  const perField = countBy(items.map((i) => `${i.media_code}|${i.object_id}|${i.field}`));
  const twice = Object.values(perField).filter((n) => n > 1).length;
  const paused = new Set(items.filter((i) => i.field === 'status').map((i) => `${i.media_code}|${i.object_id}`));
  const besidePause = items.filter((i) => i.field !== 'status' && paused.has(`${i.media_code}|${i.object_id}`)).length;

  const p50 = quantile(rounds.map((r) => r.seconds), 0.5);
  const phaseP50 = (key: string) => (phases.length === 0 ? '–' : (quantile(phases.map((p) => p[key] ?? 0), 0.5) / 1000).toFixed(1));
  const evaluated = runs.reduce((s, r) => s + r.evaluated, 0);
  const matched = runs.reduce((s, r) => s + r.matched, 0);
  const outcomes = countBy(actions.map((a) => (a.outcome === 'skipped' ? `skipped ${a.reason_code}` : a.outcome === 'planned' && a.edit_id !== null ? 'sent in an edit' : a.outcome)));
  const byType = countBy(actions.filter((a) => a.outcome === 'planned' || a.outcome === 'applied').map((a) => a.type));
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ');
  const callsMet = sent.length === fewest;
  const kindOf = (name: string) => name.replace(/_\d+$/, '');
  const share = (list: typeof runs) => {
    const n = list.reduce((s, r) => s + r.evaluated, 0);
    return `${list.length} rules ${((100 * list.reduce((s, r) => s + r.matched, 0)) / Math.max(1, n)).toFixed(1)} % of ${n.toLocaleString('en')}`;
  };
  const report = [
    `# AI助手 benchmark: one round of ${rules.length} rules over ${ADS.toLocaleString('en')} ads`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (load average ${os.loadavg()[0].toFixed(1)} at the end) · ` +
      `${media.length} sandbox media × ${ACCOUNTS_PER_MEDIA} accounts · PGlite and DuckDB (embedded) · the slot ${chinaDate(chinaDay(slot.getTime()))} ${ROUND_HOUR}:02 China time · desk ready in ${setupSeconds.toFixed(0)} s`,
    '',
    '| measure | figure |',
    '|---|---|',
    `| round wall time, tick enqueued → round done: p50 of ${rounds.length} (each) | ${p50.toFixed(1)} s (${rounds.map((r) => r.seconds.toFixed(1)).join(' / ')}) |`,
    `| … of which (p50): reading and evaluating (steps 2–3, conflicts) / the record / acting (planEdit, the edits, EMAIL messages) / closing the runs | ${phaseP50('evaluateMs')} / ${phaseP50('recordMs')} / ${phaseP50('actMs')} / ${phaseP50('closeMs')} s |`,
    `| CPU of this process in the round (each; DuckDB and PGlite work inside it) | ${rounds.map((r) => r.cpuSeconds.toFixed(1)).join(' / ')} s |`,
    `| rules run / evaluations (rule × object) / matched | ${runs.length} (${list(countBy(runs.map((r) => r.state)))}) / ${evaluated.toLocaleString('en')} / ${matched.toLocaleString('en')} |`,
    `| matched / evaluated, by kind of rule | ${[...new Set(runs.map((r) => kindOf(r.name)))].sort().map((k) => `${k} ${share(runs.filter((r) => kindOf(r.name) === k))}`).join(', ')} |`,
    `| actions recorded | ${actions.length.toLocaleString('en')}: ${list(outcomes)} |`,
    `| actions taken, by type | ${list(byType)} |`,
    `| delivery edits created (one per media, level and field) / their rows | ${edits.length} / ${items.length.toLocaleString('en')} |`,
    `| edit jobs: wall time (the media's pacing counted on a fake clock, not waited) | ${editSeconds.toFixed(1)} s |`,
    `| media calls: updateObjects made / fewest possible (Σ per media, level, field and account of ⌈objects / batch⌉) | ${sent.length} / ${fewest} |`,
    `| … by media, made / fewest (batch) | ${[...fewestBy.keys()].sort().map((m) => `${m} ${madeBy[m] ?? 0}/${fewestBy.get(m)} (${batchOf(m as MediaCode, 'status')})`).join(', ')} |`,
    `| every call to the media during the edits (the port's; a call the media refused for its rate and the gateway sent again counts twice) | ${list(callsByMethod)} |`,
    `| rows the media answered: applied / refused | ${answered.filter((a) => a.ok === true).length.toLocaleString('en')} / ${answered.filter((a) => a.ok === false).length.toLocaleString('en')} |`,
    `| objects changed twice in one field / a budget or bid change beside a pause | ${twice} / ${besidePause} |`,
    `| digest of what the last round wrote (record, runs, edit rows, messages, mails; ids and times left out) | ${digest} |`,
    '',
    `Goal (issue 23): the round under ${GOAL_SECONDS} s on this machine: ${p50 < GOAL_SECONDS ? 'met' : 'missed'}; its media calls chunked to the fewest possible: ${callsMet ? 'met' : 'missed'}; nothing acted on twice: ${twice === 0 && besidePause === 0 ? 'met' : 'missed'}.`,
    `The machine is shared: a load average above the CPU count means other work took part of it, and the wall time grows with it; the CPU time is the round's own cost.`,
    '',
  ].join('\n');
  writeReport('ai-rules.md', report);
  if (!callsMet || twice > 0 || besidePause > 0) process.exitCode = 1;
} finally {
  await storage.close();
  await store.close();
  await db.close();
  rmSync(scratch, { recursive: true, force: true });
}
