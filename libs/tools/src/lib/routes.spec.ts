import { describe, expect, it } from 'vitest';
import { flattenRoutes, routeTableProblems } from '@toufang/domain';
import { routes } from './routes';

const all = flattenRoutes(routes);
const byName = (name: string) => {
  const route = all.find((r) => r.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
};

describe('tools-app route table', () => {
  it('is well formed under tools-app', () => {
    expect(routeTableProblems(routes, ['tools-app'])).toEqual([]);
  });

  it('puts every first-level entry in the tools section', () => {
    expect(routes.map((r) => [r.name, r.section])).toEqual([
      ['tools', 'tools'],
      ['addAiToolRules', 'tools'],
      ['addErrorPreventionRules', 'tools'],
    ]);
  });

  it('groups the tools in the order of the spec', () => {
    expect(byName('tools').children?.map((r) => r.title)).toEqual([
      'AI助手',
      '防出错',
      '定时报表推送',
      '监测工具',
      '账户工具',
      '广告诊断',
      '效果分析报告',
    ]);
  });

  it.each([
    ['tools', 'tools-app/tool', '工具', 'tools'],
    ['aiAssistant', 'tools-app/tool/ai-assistant', 'AI助手', 'aiAssistant'],
    ['aiAssistantRulesManager', 'tools-app/tool/ai-assistant/rules-manager', '规则管理', 'aiAssistant'],
    ['aiAssistantExecutionRecord', 'tools-app/tool/ai-assistant/execution-record', '执行记录', 'aiAssistant'],
    ['errorPrevention', 'tools-app/tool/error-prevention', '防出错', 'errorPrevention'],
    ['errorPreventionRulesManager', 'tools-app/tool/error-prevention/rules-manager', '规则管理', 'errorPrevention'],
    ['scheduledReportPush', 'tools-app/tool/scheduled-report-push', '定时报表推送', 'tools'],
    ['scheduledReportPushIndex', 'tools-app/tool/scheduled-report-push/index', '推送规则', 'tools'],
    ['scheduledReportPushAddEdit', 'tools-app/tool/scheduled-report-push/add-edit', '推送规则设置', 'tools'],
    ['monitoringTool', 'tools-app/tool/monitoring-tool', '监测工具', 'tools'],
    ['monitoringToolPromotionActivity', 'tools-app/tool/monitoring-tool/promotion-activity/index', '推广活动', 'tools'],
    ['monitoringToolPromotionActivityEdit', 'tools-app/tool/monitoring-tool/promotion-activity/edit', '编辑推广活动', 'tools'],
    ['monitoringToolAccount', 'tools-app/tool/monitoring-tool/monitoring-account', '监测账户', 'tools'],
    ['monitoringToolAccountAdd', 'tools-app/tool/monitoring-tool/monitoring-account-add', '添加监测账户', 'tools'],
    ['monitoringToolAccountEdit', 'tools-app/tool/monitoring-tool/monitoring-account/:id/edit', '编辑监测账户', 'tools'],
    ['accountTool', 'tools-app/tool/account-tool', '账户工具', 'tools'],
    ['operationLog', 'tools-app/tool/account-tool/operation-log', '操作日志', 'tools'],
    ['returnGoodsLog', 'tools-app/tool/account-tool/return-goods-log', '退货日志', 'tools'],
    ['taskCenter', 'tools-app/tool/account-tool/task-center', '任务中心', 'tools'],
    ['messageCenter', 'tools-app/tool/account-tool/message-center', '消息中心', 'tools'],
    ['adDiagnosis', 'tools-app/tool/ad-diagnosis', '广告诊断', 'tools'],
    ['adDiagnosisIndex', 'tools-app/tool/ad-diagnosis/index', '广告诊断', 'tools'],
    ['effectAnalysisReport', 'tools-app/tool/effect-analysis-report', '效果分析报告', 'tools'],
    ['addAiToolRules', 'tools-app/add-aitool-rules', '添加AI助手规则', 'aiAssistant'],
    ['addErrorPreventionRules', 'tools-app/add-error-prevention-rules', '添加防出错规则', 'errorPrevention'],
  ])('%s opens %s, titled %s, for the %s area', (name, path, title, area) => {
    expect(byName(name)).toMatchObject({ path, title, area, section: 'tools' });
  });

  it.each([
    ['tools', 'scheduledReportPushIndex'],
    ['aiAssistant', 'aiAssistantRulesManager'],
    ['errorPrevention', 'errorPreventionRulesManager'],
    ['scheduledReportPush', 'scheduledReportPushIndex'],
    ['monitoringTool', 'monitoringToolPromotionActivity'],
    ['accountTool', 'operationLog'],
    ['adDiagnosis', 'adDiagnosisIndex'],
  ])('%s lands on %s', (name, redirect) => {
    expect(byName(name).redirect).toBe(redirect);
  });

  it('lands the section on a page every role of the tools area may open without a flag', () => {
    const landing = byName(byName('tools').redirect ?? '');
    expect(landing.area).toBe('tools');
    expect(landing.requires).toBeUndefined();
    expect(landing.hidden).toBeFalsy();
  });

  it('gates exactly the flagged tools (shell spec §6)', () => {
    expect(all.filter((r) => r.requires).map((r) => [r.name, r.requires])).toEqual([
      // Children inherit their parent's requirements, so their pages are closed by URL too.
      ['aiAssistant', { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' }],
      ['aiAssistantRulesManager', { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' }],
      ['aiAssistantExecutionRecord', { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' }],
      ['errorPrevention', { buttonConfig: 'ERROR_PROOF_CONFIG_BUTTON' }],
      ['errorPreventionRulesManager', { buttonConfig: 'ERROR_PROOF_CONFIG_BUTTON' }],
      ['adDiagnosis', { buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON' }],
      ['adDiagnosisIndex', { buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON' }],
      ['effectAnalysisReport', { buttonConfig: 'SHOW_BOARD_BUTTON', performance: true }],
      ['addAiToolRules', { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' }],
      ['addErrorPreventionRules', { buttonConfig: 'ERROR_PROOF_CONFIG_BUTTON' }],
    ]);
  });

  it('hides the add, edit and rule-editor pages and nothing else', () => {
    expect(all.filter((r) => r.hidden).map((r) => r.name)).toEqual([
      'scheduledReportPushAddEdit',
      'monitoringToolPromotionActivityEdit',
      'monitoringToolAccountAdd',
      'monitoringToolAccountEdit',
      'addAiToolRules',
      'addErrorPreventionRules',
    ]);
  });

  it('keeps the rule editors outside tools-app/tool', () => {
    for (const name of ['addAiToolRules', 'addErrorPreventionRules']) {
      expect(byName(name).path.startsWith('tools-app/tool/')).toBe(false);
    }
  });

  it('gives AI助手 its three pages (规则管理, 执行记录 and the full-screen editor)', () => {
    for (const name of ['aiAssistantRulesManager', 'aiAssistantExecutionRecord', 'addAiToolRules']) expect(byName(name).page, name).toBeTypeOf('function');
  });

  it('gives 监测账户 and 推广活动 and their add and edit routes their pages', () => {
    for (const name of ['monitoringToolAccount', 'monitoringToolAccountAdd', 'monitoringToolAccountEdit', 'monitoringToolPromotionActivity', 'monitoringToolPromotionActivityEdit']) {
      expect(byName(name).page, name).toBeTypeOf('function');
    }
  });

  // The first import transforms the page and all of Semi it uses: seconds, more on a loaded machine.
  it('loads the message centre page', { timeout: 60_000 }, async () => {
    const page = await byName('messageCenter').page?.();
    expect(typeof page?.default).toBe('function');
  });
});
