// Route table of account-app (shell spec §2.3, account and manage sections). Media accounts and media
// account management repeat one block per media; the blocks are derived from the domain's media maps.
import { MEDIA_DISPLAY_NAMES, type MediaCode, type RouteRequirements } from '@toufang/domain';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { ACCOUNT_MEDIA } from './account-media';
import { MANAGE, MANAGE_PATHS } from './manage-paths';
import { pages } from './pages';

export { ACCOUNT_MEDIA };

const MEDIA_ACCOUNT = 'account-app/account/media-account';
const MEDIA_ACCOUNT_MANAGE = 'account-app/account/media-account-manage';
const USERS_ACCOUNT = 'account-app/account/users-account';

/** Every qianchuan entry is behind its buttonConfig flag (shell spec §6). */
function mediaRequirements(media: MediaCode): RouteRequirements | undefined {
  return media === 'qianchuan' ? { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' } : undefined;
}

/** One list page and one hidden add page per media, e.g. toutiaoMediaAccount and toutiaoMediaAccountAdd. */
function perMediaPages(basePath: string, nameSuffix: string): SubAppRoute[] {
  return ACCOUNT_MEDIA.flatMap((media): SubAppRoute[] => {
    const requires = mediaRequirements(media);
    const title = MEDIA_DISPLAY_NAMES[media];
    return [
      { name: `${media}${nameSuffix}`, path: `${basePath}/${media}`, title, media, ...(requires && { requires }) },
      {
        name: `${media}${nameSuffix}Add`,
        path: `${basePath}/${media}/add`,
        title: `添加${title}账户`,
        media,
        hidden: true,
        ...(requires && { requires }),
      },
    ];
  });
}

const table: readonly SubAppRoute[] = [
  {
    name: 'newAccount',
    path: MEDIA_ACCOUNT,
    title: '媒体账户',
    section: 'account',
    area: 'account',
    redirect: `${ACCOUNT_MEDIA[0]}MediaAccount`,
    children: perMediaPages(MEDIA_ACCOUNT, 'MediaAccount'),
  },
  { name: 'accountGroupManage', path: 'account-app/account/account-group', title: '账户分组', section: 'account', area: 'account' },
  { name: 'projectManage', path: 'account-app/account/project-manage', title: '项目管理', section: 'account', area: 'projectManage' },
  {
    name: 'usersAccount',
    path: USERS_ACCOUNT,
    title: '用户账户',
    section: 'account',
    area: 'usersAccount',
    redirect: 'usersAccountIndex',
    children: [
      { name: 'usersAccountIndex', path: `${USERS_ACCOUNT}/index`, title: '用户账户列表' },
      { name: 'usersAccountNew', path: `${USERS_ACCOUNT}/new`, title: '新增用户账户', hidden: true },
    ],
  },
  // Not hidden here: legacy users lose it in the menu and are redirected by the shell, RBAC users keep it (§2.4, §6).
  {
    name: 'mediaAccountManage',
    path: MEDIA_ACCOUNT_MANAGE,
    title: '媒体账户管理',
    section: 'account',
    area: 'mediaAccountManage',
    redirect: `${ACCOUNT_MEDIA[0]}MediaAccountManage`,
    children: perMediaPages(MEDIA_ACCOUNT_MANAGE, 'MediaAccountManage'),
  },
  // The shell always hides the manage entry in the menu (§6); the pages stay reachable by path.
  {
    name: 'manage',
    path: MANAGE,
    title: '系统管理',
    section: 'manage',
    area: 'manage',
    redirect: 'departmentManage',
    children: [
      { name: 'departmentManage', path: MANAGE_PATHS.departmentManage, title: '部门管理' },
      { name: 'userManage', path: MANAGE_PATHS.userManage, title: '用户管理' },
      { name: 'roleManage', path: MANAGE_PATHS.roleManage, title: '角色管理' },
      { name: 'manageProjectManage', path: MANAGE_PATHS.manageProjectManage, title: '项目管理' },
    ],
  },
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
