// How the task centre shows creation's jobs (jobs/presenters.ts): a wave as a push to the media (its task, wave and
// rows, 成功N个，失败M个), deleting what a task created as an edit, the report's file as an export. A wave's failed
// rows are sent again from the task's own page (task/retry), which knows their parents.
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { outcomeCounts, presentJobs, type JobFacts } from '@toufang/server-jobs';
import { deleteCreatedJob, type DeleteCreatedResult } from './delete-created';
import { creationWaveJob, type CreationWavePayload, type CreationWaveResult } from './execute/wave-job';
import { creationReportExportJob } from './report-export';
import { CREATION_TASK_TEXTS } from './texts';

const finished = (state: string) => state === 'succeeded' || state === 'failed' || state === 'partial';

presentJobs([creationWaveJob.name], {
  type: 'push',
  async facts(db, rows) {
    const payloads = rows.map((r) => ({ id: r.id, ...(r.payload as CreationWavePayload) }));
    const taskIds = [...new Set(payloads.map((p) => p.taskId).filter((id) => Number.isInteger(id)))];
    const tasks = taskIds.length === 0 ? [] : await sqlOn(db).selectFrom('creation_tasks').select(['id', 'media_code']).where('id', 'in', taskIds).execute();
    const sizes =
      taskIds.length === 0
        ? []
        : await sqlOn(db).selectFrom('creation_task_rows').select(['task_id', 'wave']).select((eb) => eb.fn.countAll<string>().as('n')).where('task_id', 'in', taskIds).groupBy(['task_id', 'wave']).execute();
    const out = new Map<string, JobFacts>();
    for (const row of rows) {
      const p = payloads.find((x) => x.id === row.id)!;
      const task = tasks.find((t) => t.id === p.taskId);
      const size = Number(sizes.find((s) => s.task_id === p.taskId && s.wave === p.wave)?.n ?? 0);
      const result = row.result as Partial<CreationWaveResult> | null;
      out.set(row.id, {
        target: task ? CREATION_TASK_TEXTS.WAVE_TARGET(MEDIA_DISPLAY_NAMES[task.media_code as MediaCode], p.wave, size) : CREATION_TASK_TEXTS.WAVE_TITLE,
        summary: finished(row.state) && result ? outcomeCounts(result.created ?? 0, result.failed ?? 0) : null,
        failedItems: 0,
      });
    }
    return out;
  },
});

presentJobs([deleteCreatedJob.name], {
  type: 'edit',
  async facts(_db, rows) {
    return new Map(
      rows.map((row) => {
        const result = row.result as Partial<DeleteCreatedResult> | null;
        return [row.id, { target: CREATION_TASK_TEXTS.DELETE_TITLE, summary: finished(row.state) && result ? outcomeCounts(result.deleted ?? 0, result.failed ?? 0) : null, failedItems: row.item_errors.length }];
      }),
    );
  },
});

presentJobs([creationReportExportJob.name], {
  type: 'export',
  async facts(_db, rows) {
    return new Map(
      rows.map((row) => {
        const result = row.result as { rows?: number } | null;
        return [row.id, { target: CREATION_TASK_TEXTS.REPORT_EXPORT_TITLE, summary: finished(row.state) && result ? `已导出${result.rows ?? 0}行` : null, failedItems: 0 }];
      }),
    );
  },
});
