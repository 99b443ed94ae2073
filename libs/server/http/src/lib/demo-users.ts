// The demo accounts of docs/architecture.md (password Toufang2026 for all). Flags that vary between users,
// so the desk's menu filtering has something to filter (also listed in docs/decisions.md):
//   manager        AI_LAB_BUTTON false
//   operator       SHOW_BOARD_BUTTON false, ERROR_PROOF_CONFIG_BUTTON false, showBilibili 0, expires in 10 days
//   designer       FLOW_POOL_BUTTON false, showPerformance 0
//   agent2         USER_LIB_BUTTON false, SHOW_QIANCHUAN_BUTTON false, showBilibili 0
//   deliveryDmp    admin, manager, operator, rbac
import type { components } from '@toufang/api/contract';
import { BUTTON_CONFIG_FLAGS } from '@toufang/domain';

type ButtonConfig = components['schemas']['ButtonConfig'];
type MenuNode = components['schemas']['MenuNode'];

export const DEMO_PASSWORD = 'Toufang2026';

export interface DemoUser {
  username: string;
  displayName: string;
  email: string;
  role: 'ADMIN' | 'MANAGER' | 'OPERATE' | 'DESIGNER' | 'AGENT_FIRST' | 'AGENT_SECOND';
  isDesignManager?: 1;
  rbac?: { version: '2.0'; roleCode: string; roleName: string; menu: MenuNode[] };
  buttonsOff?: (keyof ButtonConfig)[];
  showBilibili?: 0 | 1;
  showPerformance?: 0 | 1;
  dmp?: string[];
  /** Days until the account expires; a year unless stated. */
  expiresInDays?: number;
  /** The team (department) id; the user info's groupId. */
  groupId: number | null;
  /** 1 = the demo company, 2 = a second company that must never show up in the first one's lists. */
  customer: 1 | 2;
}

const node = (code: string, name: string, children: MenuNode[] = [], flags: Partial<MenuNode> = {}): MenuNode => ({
  code,
  name,
  disable: false,
  isHomePage: false,
  children,
  ...flags,
});

/** The rbac user's menu: route names with Chinese titles, nested, one disabled node and one home page. */
export const RBAC_MENU: MenuNode[] = [
  node('projectManage', '项目管理'),
  node('account', '账户管理', [
    node('mediaAccountManage', '媒体账户管理'),
    node('accountGroupManage', '账户分组'),
  ]),
  node('promote', '推广管理', [
    node('toutiaoDelivery', '巨量引擎投放', [], { isHomePage: true }),
    node('gdtDelivery', '腾讯广告投放'),
    node('kuaishouDelivery', '磁力智投投放', [], { disable: true }),
    node('baiduDelivery', '百度营销投放'),
  ]),
  node('assets', '资产管理', [
    node('newMaterialLibrary', '素材库'),
    node('materialFavorite', '素材收藏'),
    node('titleGroup', '标题组'),
  ]),
  node('tools', '工具', [
    node('accountTool', '账户工具', [node('messageCenter', '消息中心'), node('taskCenter', '任务中心'), node('operationLog', '操作日志')]),
    node('adDiagnosis', '广告诊断'),
  ]),
];

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', displayName: '赵磊', email: 'admin@toufang.example.com', role: 'ADMIN', dmp: ['deliveryDmp'], groupId: 101, customer: 1 },
  {
    username: 'manager',
    displayName: '钱芳',
    email: 'manager@toufang.example.com',
    role: 'MANAGER',
    buttonsOff: ['AI_LAB_BUTTON'],
    dmp: ['deliveryDmp'],
    groupId: 101,
    customer: 1,
  },
  {
    username: 'operator',
    displayName: '孙浩',
    email: 'operator@toufang.example.com',
    role: 'OPERATE',
    buttonsOff: ['SHOW_BOARD_BUTTON', 'ERROR_PROOF_CONFIG_BUTTON'],
    showBilibili: 0,
    dmp: ['deliveryDmp'],
    expiresInDays: 10,
    groupId: 102,
    customer: 1,
  },
  {
    username: 'designer',
    displayName: '李静',
    email: 'designer@toufang.example.com',
    role: 'DESIGNER',
    buttonsOff: ['FLOW_POOL_BUTTON'],
    showPerformance: 0,
    groupId: 103,
    customer: 1,
  },
  {
    username: 'designmanager',
    displayName: '周婷',
    email: 'designmanager@toufang.example.com',
    role: 'DESIGNER',
    isDesignManager: 1,
    groupId: 103,
    customer: 1,
  },
  { username: 'agent1', displayName: '吴强', email: 'agent1@toufang.example.com', role: 'AGENT_FIRST', showPerformance: 0, groupId: 201, customer: 1 },
  {
    username: 'agent2',
    displayName: '郑敏',
    email: 'agent2@toufang.example.com',
    role: 'AGENT_SECOND',
    buttonsOff: ['USER_LIB_BUTTON', 'SHOW_QIANCHUAN_BUTTON'],
    showBilibili: 0,
    showPerformance: 0,
    groupId: 201,
    customer: 1,
  },
  {
    username: 'rbac',
    displayName: '王欣',
    email: 'rbac@toufang.example.com',
    role: 'OPERATE',
    rbac: { version: '2.0', roleCode: 'OPTIMIZER', roleName: '投放优化师', menu: RBAC_MENU },
    dmp: ['deliveryDmp'],
    groupId: 102,
    customer: 1,
  },
  // Not a demo account of the architecture page: an optimiser of another company, so tests can show that
  // lists never cross companies.
  { username: 'yuanhang', displayName: '冯涛', email: 'fengtao@yuanhang.example.com', role: 'MANAGER', groupId: 301, customer: 2 },
];

/**
 * The demo departments (the users' groupId points at them): the company's teams under one root, the agents'
 * department at the top level, and the second company's own. Fixed ids, so the demo users keep theirs.
 */
export const DEMO_DEPARTMENTS: { id: number; customer: 1 | 2; parentId: number | null; name: string }[] = [
  { id: 100, customer: 1, parentId: null, name: '运营中心' },
  { id: 101, customer: 1, parentId: 100, name: '优化一部' },
  { id: 102, customer: 1, parentId: 100, name: '优化二部' },
  { id: 103, customer: 1, parentId: 100, name: '设计部' },
  { id: 201, customer: 1, parentId: null, name: '代理部' },
  { id: 301, customer: 2, parentId: null, name: '运营部' },
];

/** The custom role (2.0 model) the rbac user holds: the menu above and every action. */
export const DEMO_RBAC_ROLE = {
  customer: 1,
  code: 'OPTIMIZER',
  name: '投放优化师',
  baseRole: 'OPERATE',
  description: '2.0 权限模型的投放优化师：投放、资产与工具，不含系统管理',
  menu: RBAC_MENU,
  actions: BUTTON_CONFIG_FLAGS,
  username: 'rbac',
} as const;

/** Demo users assigned every account of the demo company, so their screens open on data. */
export const DEMO_ASSIGNED_EVERY_ACCOUNT = ['operator', 'designer', 'designmanager', 'rbac'] as const;

export function buttonConfigOf(user: DemoUser): ButtonConfig {
  return Object.fromEntries(BUTTON_CONFIG_FLAGS.map((flag) => [flag, !(user.buttonsOff ?? []).includes(flag)])) as ButtonConfig;
}
