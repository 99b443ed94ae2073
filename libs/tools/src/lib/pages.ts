// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';

export const pages: PagesByRouteName = {
  // AI助手: 规则管理, 执行记录 and the full-screen rule editor (issue 23).
  aiAssistantRulesManager: () => import('./pages/ai-rules/ai-rules-page'),
  aiAssistantExecutionRecord: () => import('./pages/ai-rule-record/ai-rule-record-page'),
  addAiToolRules: () => import('./pages/add-aitool-rules/add-aitool-rules-page'),
  // 防出错: the rules and their full-page editor (issue 22).
  errorPreventionRulesManager: () => import('./pages/error-prevention-rules/error-prevention-rules-page'),
  addErrorPreventionRules: () => import('./pages/add-error-prevention-rules/add-error-prevention-rules-page'),
  // 监测工具 › 推广活动: the list, and one editor for 添加 and 编辑 (issue 23).
  monitoringToolPromotionActivity: () => import('./pages/promotion-activity/promotion-activity-page'),
  monitoringToolPromotionActivityEdit: () => import('./pages/promotion-activity-edit/promotion-activity-edit-page'),
  // 监测工具 › 监测账户: the list, and one editor for 添加 and 编辑 (issue 23).
  monitoringToolAccount: () => import('./pages/monitoring-account/monitoring-account-page'),
  monitoringToolAccountAdd: () => import('./pages/monitoring-account-edit/monitoring-account-edit-page'),
  monitoringToolAccountEdit: () => import('./pages/monitoring-account-edit/monitoring-account-edit-page'),
  // 效果分析报告 (issue 23): the pivot builder with saved reports and export (the route keeps its showPerformance guard).
  effectAnalysisReport: () => import('./pages/effect-analysis-report/effect-analysis-report-page'),
  // 广告诊断: findings of an account or object and 一键优化 through the edit path (issue 23).
  adDiagnosisIndex: () => import('./pages/ad-diagnosis/ad-diagnosis-page'),
  // 定时报表推送: the rules and their form (issue 23).
  scheduledReportPushIndex: () => import('./pages/report-push/report-push-page'),
  scheduledReportPushAddEdit: () => import('./pages/report-push-edit/report-push-edit-page'),
  messageCenter: () => import('./pages/message-center/message-center-page'),
  operationLog: () => import('./pages/operation-log/operation-log-page'),
  // 退货日志 (issue 23): the e-commerce media's refunded and returned orders.
  returnGoodsLog: () => import('./pages/return-goods-log/return-goods-log-page'),
  taskCenter: () => import('./pages/task-center/task-center-page'),
};
