// Who may call each operation of the contract, written out from the product spec (shell spec §2.3 route
// table, §6 roles and capability matrix) and the decisions that fill its gaps (docs/decisions.md), for
// the access test to hold the server's answers against. Written by hand on purpose: it does not read the
// operations' x-access declarations, nor libs/domain's tables, nor the server's mayCall, so a wrong
// declaration (or a wrong table behind it) shows up as a difference instead of agreeing with itself.
import type { LegacyRole } from '@toufang/domain';

/** The demo accounts (README, apps/api/src/seed/demo-users.ts) and the legacy role each one holds. */
export const DEMO_ROLES: Readonly<Record<string, LegacyRole>> = {
  admin: 'ADMIN',
  manager: 'MANAGER',
  operator: 'OPERATE',
  designer: 'DESIGNER',
  designmanager: 'DESIGNMANAGER',
  agent1: 'AGENT_FIRST',
  agent2: 'AGENT_SECOND',
};

/**
 * The 2.0 demo user `rbac`: a custom role based on OPERATE whose menu tree opens 项目管理, 媒体账户管理,
 * the delivery tables of toutiao, gdt and baidu, and 工具 › 账户工具 (消息中心, 任务中心, 操作日志).
 */
export const RBAC_USER = 'rbac';

const ALL: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER', 'AGENT_FIRST', 'AGENT_SECOND'];
/** §2.3 "Account section (ADMIN, MANAGER, OPERATE, AGENT_FIRST, AGENT_SECOND)"; media-account-manage inherits it. */
const ACCOUNT_SECTION: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND'];
/** §2.3 "Manage section (account-app/manage; ADMIN, MANAGER, OPERATE, AGENT_FIRST, AGENT_SECOND)". */
const MANAGE_SECTION: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND'];
/** §2.3 "Promote section (ADMIN, MANAGER, OPERATE)". */
const PROMOTE: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE'];
/** §2.3 "Tools section (… top level for ADMIN, MANAGER, OPERATE, DESIGNER, DESIGNMANAGER)". */
const TOOLS: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER'];
/** §2.3 "Assets section (ADMIN, MANAGER, OPERATE, DESIGNER, DESIGNMANAGER)". */
const ASSETS: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER'];
/** §6 "titles and media-specific assets ADMIN/MANAGER/OPERATE" (the assetsMedia pages, e.g. 定向包). */
const MEDIA_ASSETS: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'OPERATE'];
/** §2.3 "project-manage (ADMIN, MANAGER)". */
const ADMIN_AND_MANAGER: readonly LegacyRole[] = ['ADMIN', 'MANAGER'];

export interface SpecRow {
  /** Where the spec (or a decision) says so. */
  source: string;
  /** public: no token at all. Otherwise the legacy roles that may call. */
  legacy: 'public' | readonly LegacyRole[];
  /** What the 2.0 user `rbac` is answered, and why (its menu tree, or its base role OPERATE). */
  rbac: 'allowed' | 'refused';
  operations: readonly string[];
  /** Demo users refused although their role may call, and why (a flag of theirs, as the spec's route needs it). */
  except?: { users: readonly string[]; reason: string };
}

export const SPEC_ROLE_TABLE: readonly SpecRow[] = [
  {
    source: '§2.1 and §2.4: the public routes (login, yuc, market, register, optout, materialReviewShare) and what they call; the version check; a download link carries its own token',
    legacy: 'public',
    rbac: 'allowed',
    operations: ['login', 'partnerLogin', 'marketLogin', 'exchangeAuthCode', 'searchCompany', 'reportError', 'addSalesLead', 'getMediaAuthorizationConsent', 'getAwemeConsent', 'getSandboxSite', 'addSandboxSiteLead', 'getSandboxMaterial', 'downloadDeliveryExport', 'downloadMaterialFile', 'getVersion', 'openMaterialReviewShare', 'commentMaterialReviewShare', 'decideMaterialReviewShare'],
  },
  {
    source: '§2.4 and §2.5: every signed-in user has a session, a menu, the header\'s message bell and password change; saved filters belong to their owner',
    legacy: ALL,
    rbac: 'allowed',
    operations: [
      'logout', 'getUserInfo', 'editPassword', 'issueAuthCode', 'getMenuTree', 'getDmpPermission', 'listMedia',
      'searchSystemMessages', 'getSystemMessage', 'initMessages', 'getMessageContent', 'markMessageRead', 'removeReadMessage', 'restoreMessage',
      'listFilterTemplates', 'addFilterTemplate', 'renameFilterTemplate', 'removeFilterTemplate',
    ],
  },
  {
    source: '§2.3 account section: media-account pages; 2.0: mediaAccountManage is always kept, so the base role decides',
    legacy: ACCOUNT_SECTION,
    rbac: 'allowed',
    operations: ['listCompanyMediaAccounts', 'selectMediaAccounts', 'selectOptimisers', 'selectAccountGroups', 'listMediaAccountPage', 'updateMediaAccount', 'syncMediaAccounts'],
  },
  {
    source: '§6 matrix "add accounts" (ADMIN, MANAGER; OPERATE and the agents by decision) within the account section',
    legacy: ['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND'],
    rbac: 'allowed',
    operations: ['listUnboundKuaishouAgentAccounts', 'startMediaAuthorization', 'completeMediaAuthorization', 'importMediaAccounts'],
  },
  {
    source: '§6 matrix: only ADMIN removes accounts and manages account groups (MANAGER "cannot manage groups or remove accounts")',
    legacy: ['ADMIN'],
    rbac: 'refused',
    operations: ['removeMediaAccounts', 'saveAccountGroup', 'removeAccountGroup', 'assignAccountGroup'],
  },
  {
    source: '§6 matrix: upload accounts is ADMIN\'s and MANAGER\'s ("OPERATE … cannot … upload accounts")',
    legacy: ['ADMIN', 'MANAGER'],
    rbac: 'refused',
    operations: ['uploadMediaAccounts'],
  },
  {
    source: '§6 matrix: monitor and reset password (ADMIN, MANAGER; OPERATE by decision: a manager\'s rights minus the spec\'s denials)',
    legacy: ['ADMIN', 'MANAGER', 'OPERATE'],
    rbac: 'allowed',
    operations: ['setMediaAccountMonitor', 'resetMediaAccountPassword'],
  },
  {
    source: '§2.3 tools section › 监测工具 › 监测账户 (the five internal roles read; docs/design/tools.md §5.2); 2.0: its tree lacks monitoringToolAccount',
    legacy: TOOLS,
    rbac: 'refused',
    operations: ['listMonitorAccounts', 'getMonitorAccount', 'listMonitorAlerts'],
  },
  {
    source: '§6 matrix: monitor (ADMIN, MANAGER; OPERATE by decision, as the account list\'s 监测; docs/decisions.md, Issue 23: 监测工具); the form\'s options are the writers\'; 2.0: its tree lacks monitoringToolAccount',
    legacy: ['ADMIN', 'MANAGER', 'OPERATE'],
    rbac: 'refused',
    operations: ['listMonitorOptions', 'saveMonitorAccount', 'removeMonitorAccount'],
  },
  {
    source: '§2.3 tools section › 广告诊断 (the five internal roles, route flag DIAGNOSIS_CONFIG_BUTTON; docs/design/tools.md §5.2); 2.0: its tree holds adDiagnosis',
    legacy: TOOLS,
    rbac: 'allowed',
    operations: ['listDiagnosisAccounts', 'runDiagnosis'],
  },
  {
    source: '§2.3 index-app/home (ADMIN, OPERATE, MANAGER; issue 24 首页, docs/design/live-home.md §4.2); 2.0: its tree lacks indexHome',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['getHomeFigures', 'getHomeLists'],
  },
  {
    source: 'issue 24 看板 (index-app/board in the home area, shown with SHOW_BOARD_BUTTON; docs/design/live-home.md §4.2, D5); 2.0: its tree lacks board',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['getBoard', 'saveBoard', 'getBoardCard'],
    except: { users: ['operator'], reason: 'the demo operator\'s SHOW_BOARD_BUTTON is off (demo-users.ts)' },
  },
  {
    source: '§2.3 live control: 直播间实时大屏\'s push channel, as 工作台 (qianchuanLiveWorkBench; ADMIN, MANAGER, OPERATE with SHOW_QIANCHUAN_BUTTON; docs/design/live-home.md §4.2, §4.3); 2.0: its tree lacks the live-control routes',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['streamLiveRoom'],
  },
  {
    source: 'docs/design/tools.md §5.2: 广告诊断\'s 一键优化 edits a delivery object, so it is the promote area\'s (ADMIN, MANAGER, OPERATE) on top of the route; 2.0: its tree holds adDiagnosis (the page\'s code replaces the role, as every 2.0 operation)',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['applyDiagnosisFix'],
  },
  {
    source: '§2.3 tools section › AI助手 (ADMIN, MANAGER, OPERATE; docs/design/tools.md §5.2): rules, dry run, run now, 执行记录, the editor\'s media limits, 命名字段 and mail recipients; 2.0: its tree lacks aiAssistantRulesManager and aiAssistantExecutionRecord',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['listAiRules', 'getAiRule', 'saveAiRule', 'toggleAiRule', 'removeAiRule', 'copyAiRule', 'dryRunAiRule', 'runAiRuleNow', 'listAiRuleRuns', 'listAiRuleActions', 'undoAiRuleActions', 'getAiRuleLimits', 'listAiRuleNameFields', 'listAiRuleMailUsers'],
  },
  {
    source: '§2.3 tools section › 定时报表推送 index and add-edit (the five internal roles; docs/design/tools.md §5.2); 2.0: its tree lacks scheduledReportPushIndex',
    legacy: TOOLS,
    rbac: 'refused',
    operations: ['listPushRules', 'getPushRule', 'listPushOptions', 'savePushRule', 'togglePushRule', 'removePushRule', 'testSendPushRule', 'listPushDeliveries', 'getPushInbox'],
  },
  {
    source: '§2.3 tools section › 监测工具 › 推广活动 (the five internal roles read; docs/design/tools.md §5.2); 2.0: its tree lacks monitoringToolPromotionActivity',
    legacy: TOOLS,
    rbac: 'refused',
    operations: ['listPromotionActivities', 'getPromotionActivity', 'listPromotionActivityDays'],
  },
  {
    source: 'docs/design/tools.md §5.2: watching a promotion activity is the promote area\'s (ADMIN, MANAGER, OPERATE), the roles that set up delivery and its links; the form\'s options are the writers\'; 2.0: its tree lacks monitoringToolPromotionActivity',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['listPromotionActivityOptions', 'savePromotionActivity'],
  },
  {
    source: '§2.3 tools section › 账户工具 › operation log (the five internal roles); 2.0: its tree holds operationLog',
    legacy: TOOLS,
    rbac: 'allowed',
    operations: ['searchOperationLogs'],
  },
  {
    source: '§2.3 tools section › 账户工具 › 退货日志 (the five internal roles; tools design §5.2 {area: tools}); 2.0: the base role OPERATE opens the tools section',
    legacy: TOOLS,
    rbac: 'allowed',
    operations: ['listReturnOrders', 'syncReturnOrders', 'listReturnOrderAccounts'],
  },
  {
    source: '§2.3 tools section › 效果分析报告 (the five internal roles) with the route\'s showPerformance (tools design §5.2); its saved reports are the same page\'s; 2.0: the base role OPERATE opens the tools section',
    legacy: TOOLS,
    rbac: 'allowed',
    operations: ['queryEffectReport', 'exportEffectReport', 'getEffectReportOptions', 'listEffectReports', 'saveEffectReport', 'removeEffectReport'],
    except: { users: ['designer'], reason: 'isShowPerformance 0 (demo-users.ts)' },
  },
  {
    source: '§2.3 tools section › 账户工具 › 任务中心 (the five internal roles); 2.0: its tree holds taskCenter',
    legacy: TOOLS,
    rbac: 'allowed',
    operations: ['searchJobs'],
  },
  {
    source: 'decisions (task centre, list kit): a person follows, cancels and retries their own jobs from any page, and keeps their own saved columns and list exports (each export re-checks the list\'s own operation)',
    legacy: ALL,
    rbac: 'allowed',
    operations: ['getJob', 'cancelJob', 'retryJob', 'getListColumns', 'saveListColumns', 'exportList', 'getListExport'],
  },
  {
    source: '§2.3 project-manage (ADMIN, MANAGER); 2.0: its tree holds projectManage',
    legacy: ADMIN_AND_MANAGER,
    rbac: 'allowed',
    operations: ['listProjects'],
  },
  {
    source: '§2.3 project-manage: writing projects stays with ADMIN and MANAGER whatever a 2.0 tree opens',
    legacy: ADMIN_AND_MANAGER,
    rbac: 'refused',
    operations: ['saveProject', 'removeProject', 'setProjectAccounts', 'setProjectMembers'],
  },
  {
    source: '§2.3 manage section: department-manage, user-manage, role-manage, read by all its roles; 2.0: the base role decides',
    legacy: MANAGE_SECTION,
    rbac: 'allowed',
    operations: ['listDepartments', 'listManagedUsers', 'listRoles'],
  },
  {
    source: 'decisions (organisation): departments are written by ADMIN and MANAGER',
    legacy: ADMIN_AND_MANAGER,
    rbac: 'refused',
    operations: ['saveDepartment', 'moveDepartment', 'removeDepartment'],
  },
  {
    source: 'decisions (organisation): users are managed by ADMIN, MANAGER and a first-level agent (its second-level agents)',
    legacy: ['ADMIN', 'MANAGER', 'AGENT_FIRST'],
    rbac: 'refused',
    operations: ['createManagedUser', 'updateManagedUser', 'setManagedUserStatus', 'resetManagedUserPassword', 'setManagedUserAccounts', 'listAssignableAccounts'],
  },
  {
    source: '§2.3 project-manage (ADMIN, MANAGER): giving a user projects',
    legacy: ADMIN_AND_MANAGER,
    rbac: 'refused',
    operations: ['setManagedUserProjects'],
  },
  {
    source: 'decisions (organisation): roles are written by ADMIN only',
    legacy: ['ADMIN'],
    rbac: 'refused',
    operations: ['saveRole', 'removeRole'],
  },
  {
    source: '§2.3 promote section (ADMIN, MANAGER, OPERATE); 2.0: its tree holds toutiaoDelivery, and a call naming no media is let on',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: [
      'listDeliveryRows', 'deliveryTrend', 'getDeliveryColumns', 'saveDeliveryColumns', 'startDeliveryEdit', 'getDeliveryEdit',
      'undoDeliveryEdit', 'exportDeliveryRows', 'getDeliveryExport', 'refreshDelivery', 'listDeliveryAccounts',
    ],
  },
  {
    source: '§2.3 live control (qianchuan-app/live-control: 我的抖音号, 工作台, 直播中控台; ADMIN, MANAGER, OPERATE with SHOW_QIANCHUAN_BUTTON; docs/design/live-home.md §4.2); 2.0: its tree lacks the live-control routes',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: [
      'listLiveAwemes', 'startAwemeAuthorization', 'completeAwemeAuthorization', 'renewLiveAweme', 'unbindLiveAweme', 'refreshLiveAwemes',
      'listLiveRooms', 'getLiveRoom', 'listLiveAlertRules', 'saveLiveAlertRule', 'toggleLiveAlertRule', 'removeLiveAlertRule', 'listLiveAlerts',
      'listLiveConsolePlans', 'startLiveConsoleEdit', 'undoLiveConsoleEdit', 'getLiveConsoleEdit',
    ],
  },
  {
    source: '§2.2 reportView/gdt (报表查看), a route of the promote area (ADMIN, MANAGER, OPERATE; docs/design/live-home.md §4.2); 2.0: its tree lacks reportViewGdt',
    legacy: PROMOTE,
    rbac: 'refused',
    operations: ['getReportViewGdt'],
  },
  {
    source: '§2.3 assets section, label-management: every role of the section reads the labels and adds one while labelling (decisions, labels); 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['listLabels', 'createLabel'],
  },
  {
    source: 'decisions (labels): renaming, moving and removing labels and their groups changes them on everyone\'s materials and titles: ADMIN, MANAGER and the design manager',
    legacy: ['ADMIN', 'MANAGER', 'DESIGNMANAGER'],
    rbac: 'refused',
    operations: ['saveLabelGroup', 'removeLabelGroup', 'updateLabel', 'removeLabel'],
  },
  {
    source: '§2.3 assets section, material-library-all, material-library-upload-all and material-favorite (the five internal roles); which materials each sees is the issue\'s rule, in the handlers; 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['listMaterials', 'listMaterialPeople', 'listMaterialLimits', 'getMaterial', 'checkMaterialUpload', 'uploadMaterialFile', 'commitMaterialUpload', 'updateMaterials', 'favoriteMaterials', 'removeMaterials'],
  },
  {
    source: '§2.3 assets section, title and titleGroup (ADMIN, MANAGER, OPERATE; §6); 2.0: the base role decides',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: [
      'listTitles', 'addTitles', 'updateTitle', 'labelTitles', 'removeTitles', 'importTitles', 'exportTitles', 'getTitleTemplate',
      'listTitleGroups', 'saveTitleGroup', 'addTitleGroupTitles', 'removeTitleGroupTitles', 'removeTitleGroups',
    ],
  },
  {
    source: 'issue 20, push to media accounts: from 素材库 (the five internal roles); which materials and accounts each may push is the handlers\' rule (visibility.ts, the account scope); 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['getMaterialPushTargets', 'startMaterialPush', 'getMaterialPush'],
  },
  {
    source: '§2.3 assets section, materialReview (the five internal roles see the queue and comment; which materials each sees is the issue\'s rule, in the handlers); 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['listMaterialReviews', 'getMaterialReview', 'addMaterialReviewComment'],
  },
  {
    source: 'decisions (who reviews materials): verdicts and share links, which hand verdicts to a guest, are ADMIN, MANAGER and the design manager\'s',
    legacy: ['ADMIN', 'MANAGER', 'DESIGNMANAGER'],
    rbac: 'refused',
    operations: ['decideMaterialReviews', 'createMaterialReviewShare', 'listMaterialReviewShares', 'revokeMaterialReviewShare'],
  },
  {
    source: '§2.3 assets section, material-summary (the five internal roles) with its showPerformance requirement (§2.3 legacy menu filtering); whose figures each sees is the issue\'s rule, in the handlers; 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['getMaterialSummary', 'getMaterialSummaryTrend'],
    except: { users: ['designer'], reason: 'isShowPerformance 0 (demo-users.ts)' },
  },
  // ---------- issue 21: the property kit (docs/design/properties.md §2.12) ----------
  {
    source: 'issue 21 and §6, media-specific assets (ADMIN, MANAGER, OPERATE); which accounts\' objects each sees is the account scope, in the handlers; 2.0: the code of the type\'s page ({media}Property{type}), which rbac\'s tree does not hold',
    legacy: MEDIA_ASSETS,
    rbac: 'refused',
    operations: ['listProperties', 'getProperty', 'createProperty', 'updateProperty', 'removeProperties', 'actOnProperties', 'syncProperties', 'startPropertyPush', 'getPropertyPush'],
  },
  {
    source: 'issue 21: the media\'s public vocabularies (regions, interests) for the property forms, media-specific assets (ADMIN, MANAGER, OPERATE); 2.0: the base role decides',
    legacy: MEDIA_ASSETS,
    rbac: 'allowed',
    operations: ['getPropertyOptions'],
  },
  // ---------- issue 21: the data platform (docs/design/properties.md §4.1, §2.12) ----------
  {
    source: 'issue 21 and shell spec §2.3: the dmp route requires the server\'s deliveryDmp key and USER_LIB_BUTTON, for ADMIN, MANAGER, OPERATE (docs/decisions.md, dmp follows the media-specific assets); the demo optimisers hold both (agent2, without USER_LIB_BUTTON, is refused by role already); 2.0: the code of the page (dmpHandpick …) or of the group (dmp), which rbac\'s tree does not hold',
    legacy: MEDIA_ASSETS,
    rbac: 'refused',
    operations: ['listDmpLimits', 'listDmpAccounts', 'listHandpickedAudiences', 'addHandpickedAudience', 'checkCrowdUpload', 'uploadCrowdFile', 'listCrowds', 'getCrowd', 'pushCrowd', 'removeCrowd', 'crowdConsume', 'expandCrowd'],
  },
  // ---------- issue 21: name analysis (docs/design/properties.md §4.2, §6.5) ----------
  {
    source: 'issue 21 and design §6.5: name-analysis-management sits in the assets section\'s common group; every role of it reads the rules and previews (which names a preview reads is the account scope and the material visibility, in the handlers); 2.0: the base role decides',
    legacy: ASSETS,
    rbac: 'allowed',
    operations: ['listNameRules', 'getNameRule', 'previewNameRule'],
  },
  {
    source: 'design §6.5: a rule changes what every delivery table and the material summary show, so saving, enabling and removing are ADMIN, MANAGER and the design manager (the label renames\' split)',
    legacy: ['ADMIN', 'MANAGER', 'DESIGNMANAGER'],
    rbac: 'refused',
    operations: ['saveNameRule', 'setNameRuleEnabled', 'removeNameRule'],
  },
  {
    source: 'design §4.2: the delivery tables\' 命名解析 filter and group read the enabled rules\' fields, so they are the delivery tables\' own access (§2.3 promote section); 2.0: {media}Delivery, toutiao in rbac\'s tree',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['listNameFields', 'groupDeliveryByNameField'],
  },
  // ---------- issue 22: assisted creation (docs/design/creation.md §4) ----------
  {
    source: 'issue 22 "Roles": batch creation is ADMIN, MANAGER, OPERATE (§2.3 hidden batch-creation routes, area batchCreate); which accounts and materials a proposal reads is the account scope and the material visibility, in the handler; 2.0: the base role decides',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['proposeCreationAssist'],
  },
  {
    source: 'issue 22 and §2.3: the hidden batch-creation routes are the promote section\'s (ADMIN, MANAGER, OPERATE): templates, drafts, the preview\'s facts and the 防出错 check before a submission; 2.0: no code of its own, judged on the base role OPERATE',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['listCreationTemplates', 'getCreationTemplate', 'saveCreationTemplate', 'copyCreationTemplate', 'removeCreationTemplate', 'getCreationDraft', 'saveCreationDraft', 'removeCreationDraft', 'getCreationPreviewFacts', 'checkErrorPrevention'],
  },
  {
    source: 'issue 22 "Tasks" and §2.3: creation tasks, their rows, retry, cancel, deleting what a task created and the 创建报告 are the batch-creation routes\' (ADMIN, MANAGER, OPERATE); 2.0: no code of its own, judged on the base role OPERATE',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['submitCreationTask', 'listCreationTasks', 'getCreationTask', 'listCreationTaskRows', 'retryCreationTask', 'cancelCreationTask', 'runCreationWaveNow', 'deleteCreationTaskObjects', 'getCreationReport', 'exportCreationReport'],
  },
  {
    source: 'issue 22 "Update and copy" and §2.3: update, copy and copyPlan are hidden batch-creation routes (ADMIN, MANAGER, OPERATE); which objects a caller opens or changes is the account scope, in the handler; 2.0: no code of its own, judged on the base role OPERATE',
    legacy: PROMOTE,
    rbac: 'allowed',
    operations: ['loadCreationExisting', 'updateCreationExisting'],
  },
  {
    source: 'issue 22 "防出错": the rules are kept in tools-app\'s error-prevention pages, ADMIN and MANAGER only (§2.3); 2.0: its base role OPERATE is refused',
    legacy: ADMIN_AND_MANAGER,
    rbac: 'refused',
    operations: ['listErrorPreventionRules', 'getErrorPreventionRule', 'saveErrorPreventionRule', 'removeErrorPreventionRule', 'toggleErrorPreventionRule', 'listErrorPreventionGoalOptions'],
  },
];

/** The row of an operation (undefined when the table does not list it). */
export function specRowOf(operationId: string): SpecRow | undefined {
  return SPEC_ROLE_TABLE.find((row) => row.operations.includes(operationId));
}

/** Whether the spec lets this demo user call the operation. */
export function specAllows(row: SpecRow, username: string): boolean {
  if (row.legacy === 'public') return true;
  if (row.except?.users.includes(username)) return false;
  if (username === RBAC_USER) return row.rbac === 'allowed';
  const role = DEMO_ROLES[username];
  if (!role) throw new Error(`no demo user ${username} in the spec table`);
  return row.legacy.includes(role);
}
