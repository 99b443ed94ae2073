// 广告诊断's operations (tag tools-diagnosis, docs/design/tools.md §5.2), on diagnose.ts and apply.ts.
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { applyFix } from './apply';
import { diagnose, listAccounts, type DiagnosisCallContext } from './diagnose';

type DiagnosisOperations = 'listDiagnosisAccounts' | 'runDiagnosis' | 'applyDiagnosisFix';

export function diagnosisHandlers(deps: RouteDeps): HandlersFor<DiagnosisOperations> {
  const context = (ctx: Parameters<typeof sessionOf>[0]): DiagnosisCallContext => ({ server: deps, session: sessionOf(ctx), now: new Date(deps.clock.now()) });
  return {
    listDiagnosisAccounts: async (ctx) => listAccounts(context(ctx), ctx.body.keyword),
    runDiagnosis: async (ctx) => (await diagnose(context(ctx), ctx.body)).result,
    applyDiagnosisFix: async (ctx) => applyFix(context(ctx), ctx.body),
  };
}
