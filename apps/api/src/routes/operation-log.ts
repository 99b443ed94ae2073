// The operation log of 工具 › 账户工具 (tools-app): the audit trail of the caller's company, newest first,
// as far as the caller may see it (org/account-scope.ts auditInScope): ADMIN and MANAGER the whole company,
// optimisers their own writes and every record on an account they see, everyone else their own writes. An AI助手
// rule's writes (operatorKind rule, operator AI助手规则：{name}) are seen like a job's: by the accounts they touched.
import type { components } from '@toufang/api/contract';
import { chinaDateStart, formatChinaTime } from '@toufang/domain';
import { searchAudit } from '@toufang/server-audit';
import { auditInScope } from '@toufang/server-org';
import { type HandlersFor, sessionOf, type RouteDeps } from '@toufang/server-http';

type Schemas = components['schemas'];


export function operationLogHandlers({ db }: RouteDeps): HandlersFor<'searchOperationLogs'> {
  return {
    async searchOperationLogs(ctx) {
      const query = ctx.body;
      const session = sessionOf(ctx);
      const objectIsId = query.object !== undefined && /^\d+$/.test(query.object);
      const page = await searchAudit(db, {
        companyId: session.customerId,
        visible: auditInScope(session),
        media: query.mediaCode,
        accountId: query.accountId,
        operator: query.operator,
        actorKind: query.operatorKind,
        ...(query.object === undefined ? {} : objectIsId ? { objectId: query.object } : { objectName: query.object }),
        from: query.from ? chinaDateStart(query.from) : undefined,
        to: query.to ? chinaDateStart(query.to, 1) : undefined,
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
