// A small route table with the desk's AI routes as the feature libraries declare them (their areas and flags),
// for the AI lab's specs; route-tables.spec.ts checks the cards against the real composed table.
import { batchCreateRoutes, withRequirements, type AppRoute, type ButtonConfigFlag, type GuardUser, type LegacyRole, type RbacMenuNode } from '@toufang/domain';

export const AI_LAB_TEST_ROUTES: readonly AppRoute[] = [
  {
    name: 'tools',
    path: 'tools-app/tool',
    title: '工具',
    section: 'tools',
    area: 'tools',
    children: [
      {
        name: 'aiAssistant',
        path: 'tools-app/tool/ai-assistant',
        title: 'AI助手',
        area: 'aiAssistant',
        requires: { buttonConfig: 'AI_AIDE_CONFIG_BUTTON' },
        redirect: 'aiAssistantRulesManager',
        children: [
          { name: 'aiAssistantRulesManager', path: 'tools-app/tool/ai-assistant/rules-manager', title: '规则管理' },
          { name: 'aiAssistantExecutionRecord', path: 'tools-app/tool/ai-assistant/execution-record', title: '执行记录' },
        ],
      },
    ],
  },
  ...batchCreateRoutes('toutiao', [{ title: '快速创建广告计划' }, { segment: 'project', title: '快速创建项目' }]),
  ...withRequirements(batchCreateRoutes('qianchuan', [{ segment: 'live', title: '快速创建直播间推广' }]), { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' }),
  {
    name: 'dmp',
    path: 'common-app/assets/dmp',
    title: '数据平台',
    section: 'assets',
    area: 'dmp',
    requires: { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' },
    children: [{ name: 'dmpAiExpand', path: 'common-app/assets/dmp/ai-expand', title: 'AI扩量' }],
  },
];

/** A legacy user of `role` with these flags on (deliveryDmp among the dynamic keys). */
export function labUser(role: LegacyRole, flags: readonly ButtonConfigFlag[], rbacTree?: readonly RbacMenuNode[]): GuardUser {
  return {
    context: {
      role,
      buttonConfig: Object.fromEntries(flags.map((flag) => [flag, true])),
      dynamicKeys: ['deliveryDmp'],
      showPerformance: true,
      showBilibili: true,
    },
    ...(rbacTree ? { rbacTree } : {}),
    dashboard: false,
    home: 'home',
  };
}
