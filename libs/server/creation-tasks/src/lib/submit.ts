// task/submit (docs/design/creation.md §3, §4): the body and the rows as the preview stood are checked again with
// the server's own facts (checkRows of libs/domain on previewFacts, then the 防出错 rules of server-creation), frozen in creation_tasks / creation_task_rows, cut into waves, and each wave enqueued as
// a durable job at its time in the same transaction: a task exists exactly when its jobs do.
import { checkRows, CREATION_MAX_ACCOUNTS, CREATION_MAX_REPEATS, CREATION_TASK_MAX_ADS, CREATION_TEXTS as CREATION_ENGINE_TEXTS, isMediaCode, planWaves, validateSubmission, type CreationRow, type CreationTemplateBody, type MediaCode, type RowCheck } from '@toufang/domain';
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { enqueue } from '@toufang/server-jobs';
import { badRequest, Refusal, CODES, type SessionUser } from '@toufang/server-http';
import { checkErrorPrevention, markTemplateUsed, previewFacts, variantSpecOf } from '@toufang/server-creation';
import { CREATION_TASK_CODES, CREATION_TASK_TEXTS } from './texts';
import { creationWaveJob, waveDedupeKey } from './execute/wave-job';

export interface SubmitInput {
  templateId?: number | null;
  templateName?: string | null;
  body: CreationTemplateBody;
  rows: CreationRow[];
  acceptWarnings: boolean;
}

export interface SubmitAnswer {
  taskId: number;
  waves: { n: number; runAt: string; rows: number; state: 'waiting' }[];
}

/** A 400 carrying the rows' checks (the contract's CreationTaskSubmitBlocked). */
const blocked = (message: string, checks: RowCheck[]) => new Refusal(CODES.BAD_REQUEST, message, 400, undefined, { checks });

/** The row's stable id as the media's request id (gdt answers the object it already made for a repeated one). */
export const requestIdOf = (taskId: number, key: string) => `toufang-${taskId}-${key}`;

export async function submitCreationTask(server: ServerContext, session: SessionUser, actor: Actor, input: SubmitInput, now: Date): Promise<SubmitAnswer> {
  const { body, rows } = input;
  if (!isMediaCode(body.media)) throw badRequest(CREATION_TASK_TEXTS.MEDIA_MISMATCH);
  const media: MediaCode = body.media;
  const spec = variantSpecOf(media, body.variant);
  if (!spec) throw badRequest(CREATION_TASK_TEXTS.VARIANT_UNKNOWN(body.variant));
  const levelOrder = spec.levels.map((l) => l.level as string);

  // The rule, then the cap, before anything is read: both are answered from the request alone.
  const problem = validateSubmission(body.submission, now.getTime())[0];
  if (problem) throw badRequest(problem.message);
  const ads = rows.filter((r) => spec.levels.some((l) => l.delivers && l.level === r.level)).length;
  if (ads > CREATION_TASK_MAX_ADS) throw badRequest(CREATION_TASK_TEXTS.TOO_MANY_ADS(CREATION_TASK_MAX_ADS, ads));
  // The accounts and repeats: the template's figures (libs/domain spec.ts), bounded by the contract too.
  if (body.accounts.length > CREATION_MAX_ACCOUNTS) throw badRequest(CREATION_ENGINE_TEXTS.TOO_MANY_ACCOUNTS(CREATION_MAX_ACCOUNTS, body.accounts.length));
  const repeat = rows.reduce((most, r) => Math.max(most, r.repeat), 0);
  if (repeat > CREATION_MAX_REPEATS) throw badRequest(CREATION_ENGINE_TEXTS.TOO_MANY_REPEATS(CREATION_MAX_REPEATS, repeat));

  // The rows' shape: keys unique, accounts of the body, parents among the rows, levels of the variant.
  const keys = new Set<string>();
  for (const row of rows) {
    if (keys.has(row.key)) throw badRequest(CREATION_TASK_TEXTS.DUPLICATE_KEY(row.key));
    keys.add(row.key);
    if (!levelOrder.includes(row.level)) throw badRequest(CREATION_TASK_TEXTS.LEVEL_UNKNOWN(row.level));
    if (!body.accounts[row.account]) throw badRequest(CREATION_TASK_TEXTS.ACCOUNT_INDEX(row.key));
  }
  for (const row of rows) if (row.parentKey !== null && !keys.has(row.parentKey)) throw badRequest(CREATION_TASK_TEXTS.PARENT_MISSING(row.key));

  // The server's facts (accounts the caller sees, packs and materials not removed, names taken, quota and creates
  // left, 低效 materials): a bad reference is a 400 naming it, as the preview's facts answer it.
  const facts = await previewFacts(server.db, server.media, session, body, now.getTime());
  const accountNames = body.accounts.map((a, i) => facts.accountNames[i] ?? a.name);
  const waves = planWaves(rows, body.submission, spec, now.getTime());

  // The rows checked again; errors block, warnings need the person's acceptance, then the 防出错 rules.
  const checks = checkRows(rows, body, spec, facts, { waves, now: now.getTime() });
  const errors = checks.filter((c) => c.severity === 'error');
  if (errors.length > 0) throw blocked(CREATION_TASK_TEXTS.ROWS_BLOCKED(errors.length), errors);
  const warnings = checks.filter((c) => c.severity === 'warning');
  if (warnings.length > 0 && !input.acceptWarnings) throw blocked(CREATION_TASK_TEXTS.WARNINGS_NOT_ACCEPTED(warnings.length), warnings);
  const rules = await checkErrorPrevention({ db: server.db, session }, media, body, rows);
  if (rules.length > 0) throw new Refusal(CREATION_TASK_CODES.ERROR_PREVENTION, CREATION_TASK_TEXTS.ERROR_PREVENTION, 200, undefined, { rules });

  const waveOf = new Map(waves.flatMap((w) => w.rowKeys.map((k) => [k, w.n] as const)));

  return server.db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const task = await t
      .insertInto('creation_tasks')
      .values({
        customer_id: session.customerId,
        created_by: session.userId,
        media_code: media,
        variant: body.variant,
        template_id: input.templateId ?? null,
        template_name: input.templateName ?? null,
        body: JSON.stringify(body),
        rule: JSON.stringify(body.submission),
        total: rows.length,
        waiting: rows.length,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // In the preview's order, parents first within an account (the executor reads them by seq).
    const ordered = orderRows(rows, levelOrder);
    const CHUNK = 500;
    for (let i = 0; i < ordered.length; i += CHUNK) {
      await t
        .insertInto('creation_task_rows')
        .values(
          ordered.slice(i, i + CHUNK).map((row, j) => {
            const account = body.accounts[row.account];
            return {
              task_id: task.id,
              key: row.key,
              seq: i + j,
              level: row.level,
              parent_key: row.parentKey,
              account_id: account.mediaAccountId,
              account_name: accountNames[row.account],
              name: row.name,
              payload: JSON.stringify(row),
              wave: waveOf.get(row.key)!,
              request_id: requestIdOf(task.id, row.key),
              updated_at: now,
            };
          }),
        )
        .execute();
    }
    for (const wave of waves) {
      const job = await enqueue(tx, creationWaveJob, { taskId: task.id, wave: wave.n }, { companyId: session.customerId, actor, runAt: new Date(wave.runAt), dedupeKey: waveDedupeKey(task.id, wave.n, 0), now });
      await t.insertInto('creation_task_waves').values({ task_id: task.id, n: wave.n, run_at: new Date(wave.runAt), job_id: job.id }).execute();
    }
    if (input.templateId) await markTemplateUsed(tx, { customerId: session.customerId, templateId: input.templateId, userId: session.userId, at: now });
    return { taskId: task.id, waves: waves.map((w) => ({ n: w.n, runAt: new Date(w.runAt).toISOString(), rows: w.rowKeys.length, state: 'waiting' as const })) };
  });
}

/** Rows in the preview's order with every parent before its children (a child sent up after its parent). */
export function orderRows(rows: readonly CreationRow[], levelOrder: readonly string[]): CreationRow[] {
  const depth = (level: string) => levelOrder.indexOf(level);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.account - b.row.account || depth(a.row.level) - depth(b.row.level) || a.i - b.i)
    .map((x) => x.row);
}
