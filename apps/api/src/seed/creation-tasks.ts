// The demo company's past creation tasks (issue 22 "A fresh desk has … past creation tasks (one partly failed)"):
// on kuaishou, toutiao, qianchuan, baidu and bilibili accounts, finished ones, one 部分成功 whose refusals are the sandbox media's own answers,
// and one waiting for its DELAY time. Every created row is an object the sandbox made through the port, with the
// id it answered; the waiting task's wave is a durable job at its time, run by the desk's worker then.
import { chinaToday, formatChinaTime, type CreationRow, type CreationTemplateBody, type CreationVariantSpec, type MediaCode, type SubmissionRule } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { variantSpecOf } from '@toufang/server-creation';
import { creationWaveJob, draftOf, requestIdOf, settleTask, waveDedupeKey } from '@toufang/server-creation-tasks';
import type { Updateable } from 'kysely';
import { sqlOn, type CreationTaskRowsTable } from '@toufang/server-db';
import { enqueue } from '@toufang/server-jobs';
import type { ObjectLevel } from '@toufang/server-media';
import { qianchuanAwemes } from '@toufang/media-qianchuan-server';

const CUSTOMER = 1;
const HOUR = 3_600_000;

interface SeedTask {
  media: MediaCode;
  variant: string;
  name: string;
  kind: 'finished' | 'partial' | 'waiting';
  /** How long before now it was submitted. */
  agoMs: number;
  /** Who submitted it: an optimiser sees only their own tasks (decisions.md), so the operator has some too. */
  by?: 'manager' | 'operator';
}

/** The tasks, oldest first. */
export const DEMO_CREATION_TASKS: readonly SeedTask[] = [
  { media: 'kuaishou', variant: '', name: '磁力拉新-通用模板', kind: 'finished', agoMs: 50 * HOUR },
  { media: 'toutiao', variant: '', name: '巨量1.0-应用下载模板', kind: 'partial', agoMs: 26 * HOUR },
  { media: 'kuaishou', variant: '', name: '磁力拉新-周末定时', kind: 'waiting', agoMs: 2 * HOUR },
  // The 批量任务 page of 巨量千川 and the 创建报告 of the other media have a task of their own.
  { media: 'qianchuan', variant: 'live', name: '千川直播间-晚场引流', kind: 'finished', agoMs: 30 * HOUR },
  { media: 'baidu', variant: 'basic-settings', name: '百度搜索-品牌词', kind: 'finished', agoMs: 40 * HOUR },
  { media: 'bilibili', variant: '', name: 'B站-新番季通投', kind: 'finished', agoMs: 20 * HOUR },
  // The operator's own: their 自动创建任务, 批量任务 and 创建报告 open on a task too.
  { media: 'toutiao', variant: '', name: '巨量1.0-游戏拉活', kind: 'finished', agoMs: 8 * HOUR, by: 'operator' },
  { media: 'kuaishou', variant: '', name: '磁力-短剧付费', kind: 'finished', agoMs: 6 * HOUR, by: 'operator' },
  { media: 'qianchuan', variant: 'live', name: '千川直播间-午间场', kind: 'finished', agoMs: 5 * HOUR, by: 'operator' },
  { media: 'gdt', variant: '', name: '广点通-应用激活', kind: 'finished', agoMs: 4 * HOUR, by: 'operator' },
];

/** A field's value for the seed: its default, else a figure inside its range, else a word of its options. */
function valueOf(field: CreationVariantSpec['levels'][number]['fields'][number]): unknown {
  if (field.default !== undefined) return field.default;
  if (field.kind === 'money' || field.kind === 'number') return Math.max(field.min ?? 0, 1) * 2;
  if (field.options?.length) return field.kind === 'multiSelect' ? [field.options[0].value] : field.options[0].value;
  if (field.kind === 'dateRange') return [chinaToday(), chinaToday(Date.now() + 30 * 24 * HOUR)];
  if (field.kind === 'text') return field.perAccount ? '1800000001' : '官方';
  return undefined;
}

/** The ids an account holds on its media, for the fields asked per account (巨量千川's live room: its own 抖音号). */
function accountIdOf(media: MediaCode, field: string, advertiserId: string): string | undefined {
  if (media === 'qianchuan' && field === 'aweme_id') return qianchuanAwemes(advertiserId)[0]?.id;
  return undefined;
}

/** A level's fields asked per account, with the account's ids (as the editor keeps them on the account). */
function idsOf(spec: CreationVariantSpec, level: string, advertiserId: string): Record<string, string> {
  const fields = spec.levels.find((l) => l.level === level)?.fields ?? [];
  const out: Record<string, string> = {};
  for (const f of fields) if (f.perAccount) out[f.key] = accountIdOf(spec.media, f.key, advertiserId) ?? String(valueOf(f));
  return out;
}

function settingsOf(spec: CreationVariantSpec, level: string): Record<string, unknown> {
  const fields = (spec.levels.find((l) => l.level === level)?.fields ?? []).filter((f) => !f.perAccount);
  const out: Record<string, unknown> = {};
  for (const f of fields) if (!f.when) out[f.key] = valueOf(f);
  // A field shown only for some values of another (the bid of a bid type) when the seed's value shows it.
  for (const f of fields) if (f.when && f.when.values.includes(String(out[f.when.field]))) out[f.key] = valueOf(f);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Seeds the tasks once (a company that has creation tasks is left as it is); answers how many it made. */
export async function seedCreationTasks(context: ServerContext, now = new Date()): Promise<number> {
  const { db } = context;
  const q = sqlOn(db);
  if (await q.selectFrom('creation_tasks').select('id').where('customer_id', '=', CUSTOMER).limit(1).executeTakeFirst()) return 0;
  const people = await q.selectFrom('users').select(['id', 'username', 'display_name']).where('customer_id', '=', CUSTOMER).where('username', 'in', ['manager', 'operator']).execute();
  let made = 0;
  for (const [i, demo] of DEMO_CREATION_TASKS.entries()) {
    const by = people.find((p) => p.username === (demo.by ?? 'manager'));
    if (!by) continue;
    const spec = variantSpecOf(demo.media, demo.variant);
    if (!spec || spec.levels.length < 2) continue;
    const accounts = await q
      .selectFrom('media_accounts as a')
      .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select(['a.id', 'a.account_id', 'a.account_name', 'a.authorization_id'])
      .where('a.customer_id', '=', CUSTOMER)
      .where('a.media_code', '=', demo.media)
      .where('z.status', '=', 'active')
      .orderBy('a.id')
      .execute()
      // Each task of a media on the next two accounts (from the first again when the media has fewer).
      .then((all) => {
        const from = (DEMO_CREATION_TASKS.slice(0, i).filter((t) => t.media === demo.media).length * 2) % Math.max(all.length - 1, 1);
        return all.slice(from, from + 2);
      });
    if (accounts.length === 0) continue;
    const submittedAt = new Date(now.getTime() - demo.agoMs);
    const [top, second] = spec.levels;
    const rule: SubmissionRule =
      demo.kind === 'waiting'
        ? { submitType: 'submitAdOnly', adsSubmitRule: 'DELAY', adsDelaySubmitTime: formatChinaTime(now.getTime() + 48 * HOUR).slice(0, 16) }
        : { submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW' };
    const body: CreationTemplateBody = {
      media: demo.media,
      variant: demo.variant,
      accounts: accounts.map((a) => ({ mediaAccountId: a.id, advertiserId: a.account_id, name: a.account_name, ids: { ...idsOf(spec, top.level, a.account_id), ...idsOf(spec, second.level, a.account_id) } })),
      settings: { [top.level]: settingsOf(spec, top.level), [second.level]: settingsOf(spec, second.level) },
      targeting: { mode: 'cross', packs: [] },
      materials: { mode: 'cross', groups: [] },
      titles: { mode: 'cross', groups: [] },
      naming: {},
      submission: rule,
    };
    // Per account one object of the top level with two of the next; the creatives were left out of the preview.
    const stamp = formatChinaTime(submittedAt).slice(5, 16).replace(/[- :]/g, '');
    const rows: CreationRow[] = accounts.flatMap((a, k) => {
      const parent: CreationRow = { key: `${k}:${top.level}:1`, level: top.level, parentKey: null, account: k, name: `${demo.name}_${top.label}_${stamp}_${k + 1}`, targeting: null, materialGroups: null, titleGroups: null, settings: { ...body.settings[top.level], ...idsOf(spec, top.level, a.account_id) }, repeat: 1 };
      const children = [1, 2].map((n): CreationRow => ({ key: `${k}:${second.level}:${n}`, level: second.level, parentKey: parent.key, account: k, name: `${demo.name}_${second.label}_${stamp}_${k + 1}_${n}`, targeting: null, materialGroups: null, titleGroups: null, settings: { ...body.settings[second.level], ...idsOf(spec, second.level, a.account_id) }, repeat: 1 }));
      return [parent, ...children];
    });
    const runAt = demo.kind === 'waiting' ? new Date(now.getTime() + 48 * HOUR) : submittedAt;
    const task = await q
      .insertInto('creation_tasks')
      .values({ customer_id: CUSTOMER, created_by: by.id, media_code: demo.media, variant: demo.variant, template_id: null, template_name: demo.name, body: JSON.stringify(body), rule: JSON.stringify(rule), total: rows.length, waiting: rows.length, created_at: submittedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q
      .insertInto('creation_task_rows')
      .values(rows.map((r, seq) => ({ task_id: task.id, key: r.key, seq, level: r.level, parent_key: r.parentKey, account_id: accounts[r.account].id, account_name: accounts[r.account].account_name, name: r.name, payload: JSON.stringify(r), wave: 1, request_id: requestIdOf(task.id, r.key), updated_at: submittedAt })))
      .execute();
    if (demo.kind === 'waiting') {
      const job = await enqueue(db, creationWaveJob, { taskId: task.id, wave: 1 }, { companyId: CUSTOMER, actor: { kind: 'user', userId: by.id, name: by.display_name }, runAt, dedupeKey: waveDedupeKey(task.id, 1, 0), now: submittedAt });
      await q.insertInto('creation_task_waves').values({ task_id: task.id, n: 1, run_at: runAt, job_id: job.id }).execute();
      made += 1;
      continue;
    }
    await q.insertInto('creation_task_waves').values({ task_id: task.id, n: 1, run_at: runAt, state: 'done', job_id: null }).execute();
    const port = context.media.port(demo.media);
    for (const [k, account] of accounts.entries()) {
      if (account.authorization_id === null) continue;
      const gateway = context.media.gateway(demo.media, account.authorization_id);
      const parent = rows.find((r) => r.account === k && r.level === top.level)!;
      // 部分成功: the media already holds a 广告组 of that name in the second account, so it refuses the task's.
      if (demo.kind === 'partial' && k === accounts.length - 1) await gateway.createObjects(account.account_id, top.level as ObjectLevel, [{ parentId: null, name: parent.name, ...draftBudget(port.limits.minBudget, top.level) }]);
      let parentId: string | null = null;
      for (const level of [top.level, second.level]) {
        const mine = rows.filter((r) => r.account === k && r.level === level);
        if (level !== top.level && parentId === null) {
          for (const r of mine) await record(r.key, { state: 'failed', reason: `上级未创建成功：${parent.name}` });
          continue;
        }
        const outcomes = await gateway.createObjects(account.account_id, level as ObjectLevel, mine.map((r) => draftOf(port, spec, r, { name: r.name, parentId, requestId: requestIdOf(task.id, r.key) })));
        for (const [n, r] of mine.entries()) {
          const o = outcomes[n];
          if (o?.ok) await record(r.key, { state: 'created', media_id: o.value.id, review: o.value.review, review_reason: o.value.rejectReason, attempts: 1, sent_at: submittedAt });
          else await record(r.key, { state: 'failed', reason: o?.reason ?? '媒体未返回该对象的结果', attempts: 1, sent_at: submittedAt });
        }
        if (level === top.level) parentId = outcomes[0]?.ok ? outcomes[0].value.id : null;
      }
    }
    await settleTask(db, task.id, new Date(submittedAt.getTime() + 10 * 60_000));
    made += 1;

    async function record(key: string, set: Updateable<CreationTaskRowsTable>) {
      await q.updateTable('creation_task_rows').set({ ...set, updated_at: submittedAt }).where('task_id', '=', task.id).where('key', '=', key).execute();
    }
  }
  return made;
}

function draftBudget(minBudget: Readonly<Record<string, number | undefined>>, level: string): { budget?: number } {
  const min = minBudget[level];
  return min === undefined ? {} : { budget: min * 2 };
}
