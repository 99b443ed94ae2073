// The operation log of 工具 › 账户工具 (tools-app): the audit trail of the caller's company, newest first.
// Optimisers and their managers see every write of the company; designers, who make no account or delivery
// writes of their own choosing, see only their own (docs/decisions.md).
import type { components } from '@toufang/api/contract';
import { searchAudit } from '../audit';
import { formatChinaTime } from '../time';
import type { HandlersFor } from '../contract/handler-types';
import { sessionOf, type RouteDeps } from './deps';

type Schemas = components['schemas'];

/** Roles that read the whole company's log; everyone else reads their own writes. */
const COMPANY_LOG_ROLES = new Set(['ADMIN', 'MANAGER', 'OPERATE']);

/** A China date (YYYY-MM-DD) as the instant its day starts, China time (UTC+8 all year). */
const chinaDayStart = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

export function operationLogHandlers({ db }: RouteDeps): HandlersFor<'searchOperationLogs'> {
  return {
    async searchOperationLogs(ctx) {
      const query = ctx.body;
      const session = sessionOf(ctx);
      const objectIsId = query.object !== undefined && /^\d+$/.test(query.object);
      const page = await searchAudit(db, {
        companyId: session.customerId,
        ...(COMPANY_LOG_ROLES.has(session.role) ? {} : { userId: session.userId }),
        media: query.mediaCode,
        accountId: query.accountId,
        operator: query.operator,
        ...(query.object === undefined ? {} : objectIsId ? { objectId: query.object } : { objectName: query.object }),
        from: query.from ? chinaDayStart(query.from) : undefined,
        to: query.to ? chinaDayStart(query.to, 1) : undefined,
        current: query.current,
        size: query.size,
      });
      return {
        records: page.records.map(
          (record): Schemas['OperationLogRecord'] => ({
            id: record.id,
            time: formatChinaTime(record.at),
            operator: record.actor.name,
            operatorKind: record.actor.kind,
            // The audit trail stores the media codes of the media table, which are the contract's.
            mediaCode: record.media as Schemas['OperationLogRecord']['mediaCode'],
            accountId: record.account?.id ?? null,
            accountName: record.account?.name ?? null,
            objectLevel: record.object?.level ?? null,
            objectId: record.object?.id ?? null,
            objectName: record.object?.name ?? null,
            action: record.action,
            actionName: record.actionName,
            before: record.before ?? null,
            after: record.after ?? null,
            outcome: record.answer.outcome,
            outcomeMessage: record.answer.message,
          }),
        ),
        total: page.total,
        current: page.current,
        size: page.size,
      } satisfies Schemas['OperationLogPage'];
    },
  };
}
