import { accountHandlers } from '@toufang/server-accounts';
import { labelHandlers, materialHandlers, materialReviewHandlers, materialSummaryHandlers, titleHandlers } from '@toufang/server-assets';
import type { ContractHandlers, RouteDeps } from '@toufang/server-http';
import { deliveryHandlers } from '@toufang/server-delivery';
import { listColumnHandlers } from '../lists/columns';
import { listExportHandlers } from '../lists/export';
import { jobHandlers } from '@toufang/server-jobs';
import { departmentHandlers, managedUserHandlers, roleHandlers } from '@toufang/server-org';
import { namingHandlers } from '@toufang/server-naming';
import { diagnosisHandlers } from '@toufang/server-diagnosis';
import { homeHandlers } from '@toufang/server-home';
import { liveHandlers, liveStreamHandlers } from '@toufang/server-live';
import { monitoringHandlers } from '@toufang/server-monitoring';
import { effectReportHandlers, insightHandlers } from '@toufang/server-insights';
import { aiRuleHandlers } from '@toufang/server-ai-rules';
import { reportPushHandlers } from '@toufang/server-report-push';
import { creationAssistHandlers } from '@toufang/server-creation-assist';
import { creationHandlers } from '@toufang/server-creation';
import { propertyHandlers } from '@toufang/server-properties';
import { dmpHandlers } from '@toufang/server-dmp';
import { creationTaskHandlers } from '@toufang/server-creation-tasks';
import { filterTemplateHandlers } from './filter-template';
import { lookupHandlers } from './lookup';
import { messageHandlers } from './message';
import { operationLogHandlers } from './operation-log';
import { permissionHandlers } from './permission';
import { projectHandlers } from './project';
import { reportViewHandlers } from './report-view';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

/** The handler of every contract operation, by operationId: a missing one fails typecheck. */
export function allHandlers(deps: RouteDeps): ContractHandlers {
  return {
    ...sessionHandlers(deps),
    ...permissionHandlers(deps),
    ...lookupHandlers(deps),
    ...messageHandlers(deps),
    ...systemHandlers(deps),
    ...filterTemplateHandlers(deps),
    ...accountHandlers(deps),
    ...operationLogHandlers(deps),
    ...projectHandlers(deps),
    ...deliveryHandlers(deps),
    ...departmentHandlers(deps),
    ...managedUserHandlers(deps),
    ...roleHandlers(deps),
    ...listColumnHandlers(deps),
    ...listExportHandlers(deps, { contract: deps.contract }),
    ...jobHandlers(deps),
    ...labelHandlers(deps),
    ...materialHandlers(deps),
    ...materialSummaryHandlers(deps),
    ...titleHandlers(deps),
    ...materialReviewHandlers(deps),
    ...propertyHandlers(deps),
    ...dmpHandlers(deps),
    ...namingHandlers(deps),
    ...monitoringHandlers(deps),
    ...diagnosisHandlers(deps),
    ...homeHandlers(deps),
    ...liveHandlers(deps),
    ...liveStreamHandlers(deps),
    ...aiRuleHandlers(deps),
    ...reportPushHandlers(deps),
    ...creationAssistHandlers(deps),
    ...creationHandlers(deps),
    ...creationTaskHandlers(deps),
    ...insightHandlers(deps),
    ...effectReportHandlers(deps),
    ...reportViewHandlers(deps),
  };
}
