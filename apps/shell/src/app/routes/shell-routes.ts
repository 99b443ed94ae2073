// The routes the shell owns itself (shell spec §2.2, §2.3 dashboard link), in the same shape as a feature library's
// table so the menus and the guard treat them alike; 首页 (index-app/home) and 看板 are libs/home's. ailab-app has
// no library of its own: its entry and its page (AI实验室, the desk's AI functions) live in the shell.
import type { SubAppRoute } from '@toufang/api/sub-app';

export const SHELL_ROUTES: readonly SubAppRoute[] = [
  // The hidden home of shell spec §2.2 is 首页 itself (index-app/home, §2.3); the user card it once held lives in
  // the header's dropdown (role, e-mail, expiry, the due-soon line).
  { name: 'home', path: 'home', title: '首页', section: 'home', area: 'home', hidden: true, redirect: 'indexHome' },
  {
    name: 'dashboard',
    path: 'm/report/index',
    title: '数据看板',
    section: 'home',
    area: 'home',
    external: 'dashboardUrl',
    isNew: true,
    requires: { buttonConfig: 'SHOW_BOARD_BUTTON' },
  },
  { name: 'reportViewGdt', path: 'reportView/gdt', title: '报表查看', section: 'promote', area: 'promote', hidden: true, media: 'gdt' },
  {
    name: 'accountManagement',
    path: 'accountManagement',
    title: '账户管理',
    section: 'account',
    area: 'account',
    hidden: true,
    redirect: 'accountManagementGdt',
    children: [{ name: 'accountManagementGdt', path: 'accountManagement/gdt', title: '腾讯广告账户', media: 'gdt' }],
  },
];

/** Shell entries that come after the feature libraries' in their section (the AI lab follows the tools). */
export const SHELL_ROUTES_LAST: readonly SubAppRoute[] = [
  {
    name: 'aiLab',
    path: 'ailab-app/lab',
    title: 'AI实验室',
    section: 'tools',
    area: 'tools',
    isNew: true,
    requires: { buttonConfig: 'AI_LAB_BUTTON' },
    page: () => import('../../pages/ai-lab/ai-lab-page'),
  },
];
