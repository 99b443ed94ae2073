// The task centre's handlers (tag job of the contract). Every call is scoped to the caller's company; the
// operations' x-access companyWide says who sees the company's jobs (CallContext.ownRecordsOnly).
import { actorOf } from '@toufang/server-audit';
import { type HandlersFor, type CallContext, sessionOf, type RouteDeps } from '@toufang/server-http';
import { cancelVisibleJob, jobOf, retryVisibleJob, searchJobs, type JobAudience } from './center';

export interface JobHandlerOptions {
  now?: () => Date;
}

export function jobHandlers(deps: RouteDeps, options: JobHandlerOptions = {}): HandlersFor<'searchJobs' | 'getJob' | 'cancelJob' | 'retryJob'> {
  const db = deps.db;
  const now = options.now ?? (() => new Date());
  const audienceOf = (ctx: CallContext<unknown, unknown>): JobAudience => {
    const session = sessionOf(ctx);
    return { companyId: session.customerId, userId: session.userId, ownOnly: ctx.ownRecordsOnly };
  };
  return {
    async searchJobs(ctx) {
      return searchJobs(db, audienceOf(ctx), ctx.body, now());
    },
    async getJob(ctx) {
      return jobOf(db, audienceOf(ctx), ctx.body.jobId, now());
    },
    async cancelJob(ctx) {
      return cancelVisibleJob(db, audienceOf(ctx), ctx.body.jobId, now());
    },
    async retryJob(ctx) {
      const session = sessionOf(ctx);
      const actor = await actorOf(db, session);
      const caller = { companyId: session.customerId, userId: session.userId, role: session.role, name: actor.name, permitMedia: ctx.permitMedia };
      return retryVisibleJob(deps, audienceOf(ctx), caller, ctx.body.jobId, now());
    },
  };
}
