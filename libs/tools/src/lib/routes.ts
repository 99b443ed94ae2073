// Route table of tools-app (shell spec §2.3, tools section; flags of §6). The tools live under one
// first-level entry, tools-app/tool, grouped by tool; the full-page rule editors sit beside it.
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const TOOL = 'tools-app/tool';
const AI_ASSISTANT = `${TOOL}/ai-assistant`;
const ERROR_PREVENTION = `${TOOL}/error-prevention`;
const REPORT_PUSH = `${TOOL}/scheduled-report-push`;
const MONITORING = `${TOOL}/monitoring-tool`;
const ACCOUNT_TOOL = `${TOOL}/account-tool`;
const AD_DIAGNOSIS = `${TOOL}/ad-diagnosis`;

const table: readonly SubAppRoute[] = [
  {
    name: 'tools',
    path: TOOL,
    title: '工具',
    section: 'tools',
    area: 'tools',
    // Not the first child: AI assistant and error prevention are flag-gated and closed to designers, so the
    // section lands on the first tool every role of the tools area can open.
    redirect: 'scheduledReportPushIndex',
    children: [
      {
        name: 'aiAssistant',
        path: AI_ASSISTANT,
        title: 'AI助手',
        area: 'aiAssistant',
        requires: { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' },
        redirect: 'aiAssistantRulesManager',
        children: [
          { name: 'aiAssistantRulesManager', path: `${AI_ASSISTANT}/rules-manager`, title: '规则管理' },
          { name: 'aiAssistantExecutionRecord', path: `${AI_ASSISTANT}/execution-record`, title: '执行记录' },
        ],
      },
      {
        name: 'errorPrevention',
        path: ERROR_PREVENTION,
        title: '防出错',
        area: 'errorPrevention',
        requires: { buttonConfig: 'ERROR_PROOF_CONFIG_BUTTON' },
        redirect: 'errorPreventionRulesManager',
        children: [{ name: 'errorPreventionRulesManager', path: `${ERROR_PREVENTION}/rules-manager`, title: '规则管理' }],
      },
      {
        name: 'scheduledReportPush',
        path: REPORT_PUSH,
        title: '定时报表推送',
        redirect: 'scheduledReportPushIndex',
        children: [
          { name: 'scheduledReportPushIndex', path: `${REPORT_PUSH}/index`, title: '推送规则' },
          { name: 'scheduledReportPushAddEdit', path: `${REPORT_PUSH}/add-edit`, title: '推送规则设置', hidden: true },
        ],
      },
      {
        name: 'monitoringTool',
        path: MONITORING,
        title: '监测工具',
        redirect: 'monitoringToolPromotionActivity',
        children: [
          { name: 'monitoringToolPromotionActivity', path: `${MONITORING}/promotion-activity/index`, title: '推广活动' },
          {
            name: 'monitoringToolPromotionActivityEdit',
            path: `${MONITORING}/promotion-activity/edit`,
            title: '编辑推广活动',
            hidden: true,
          },
          { name: 'monitoringToolAccount', path: `${MONITORING}/monitoring-account`, title: '监测账户' },
          { name: 'monitoringToolAccountAdd', path: `${MONITORING}/monitoring-account-add`, title: '添加监测账户', hidden: true },
          {
            name: 'monitoringToolAccountEdit',
            path: `${MONITORING}/monitoring-account/:id/edit`,
            title: '编辑监测账户',
            hidden: true,
          },
        ],
      },
      {
        name: 'accountTool',
        path: ACCOUNT_TOOL,
        title: '账户工具',
        redirect: 'operationLog',
        children: [
          { name: 'operationLog', path: `${ACCOUNT_TOOL}/operation-log`, title: '操作日志' },
          { name: 'returnGoodsLog', path: `${ACCOUNT_TOOL}/return-goods-log`, title: '退货日志' },
          { name: 'taskCenter', path: `${ACCOUNT_TOOL}/task-center`, title: '任务中心' },
          { name: 'messageCenter', path: `${ACCOUNT_TOOL}/message-center`, title: '消息中心' },
        ],
      },
      {
        name: 'adDiagnosis',
        path: AD_DIAGNOSIS,
        title: '广告诊断',
        requires: { buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON' },
        redirect: 'adDiagnosisIndex',
        children: [{ name: 'adDiagnosisIndex', path: `${AD_DIAGNOSIS}/index`, title: '广告诊断' }],
      },
      {
        name: 'effectAnalysisReport',
        path: `${TOOL}/effect-analysis-report`,
        title: '效果分析报告',
        requires: { buttonConfig: 'SHOW_BOARD_BUTTON', performance: true },
      },
    ],
  },
  // Full-page rule editors, reached from the rule lists; the shell hides header and menu by their path (§2.5).
  {
    name: 'addAiToolRules',
    path: 'tools-app/add-aitool-rules',
    title: '添加AI助手规则',
    section: 'tools',
    area: 'aiAssistant',
    requires: { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' },
    hidden: true,
  },
  {
    name: 'addErrorPreventionRules',
    path: 'tools-app/add-error-prevention-rules',
    title: '添加防出错规则',
    section: 'tools',
    area: 'errorPrevention',
    requires: { buttonConfig: 'ERROR_PROOF_CONFIG_BUTTON' },
    hidden: true,
  },
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
