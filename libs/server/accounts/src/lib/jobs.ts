// The media accounts' durable job: sync accounts with their media in the background (the task centre
// shows it as 同步账户). The seed enqueues one for the demo accounts, so a fresh desk fills in today's
// figures without a click.
import { defineJob, JobFailure, presentJobs, syncPresenter } from '@toufang/server-jobs';
import { accountsByIds, refreshAccounts } from './account-sync';

export interface SyncAccountsPayload {
  /** Desk ids of the accounts; limited to the job's company when it has one. */
  accountIds: number[];
}

function isPayload(raw: unknown): raw is SyncAccountsPayload {
  return typeof raw === 'object' && raw !== null && 'accountIds' in raw && Array.isArray(raw.accountIds) && raw.accountIds.every(Number.isInteger);
}

/** Accounts per progress step: one media's authorisation at a time would report too rarely. */
const SYNC_CHUNK = 20;

export const syncAccountsJob = defineJob<SyncAccountsPayload, { synced: number }, { done: number }>(
  'media-account.sync',
  {
    title: '同步账户',
    background: true,
    parsePayload(raw) {
      if (!isPayload(raw)) throw new JobFailure('同步任务的账户列表无效');
      return raw;
    },
  },
  async (job) => {
    const ports = job.server.media;
    const rows = (await accountsByIds(job.db, job.payload.accountIds)).filter((r) => job.companyId === null || r.customer_id === job.companyId);
    // Resume after the accounts an interrupted attempt already synced. A chunk synced but not yet
    // checkpointed is synced again, which only reads the same figures twice.
    let done = job.checkpoint?.done ?? 0;
    while (done < rows.length) {
      if (job.signal.aborted) break;
      const chunk = rows.slice(done, done + SYNC_CHUNK);
      await refreshAccounts(job.db, ports, job.actor, chunk, job.now());
      done += chunk.length;
      await job.saveCheckpoint({ done });
      await job.progress({ done, total: rows.length, step: '同步账户' });
    }
    return { synced: done };
  },
);

presentJobs([syncAccountsJob.name], syncPresenter(syncAccountsJob, (result) => `已同步${result.synced}个账户`));
