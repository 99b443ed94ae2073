// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PageLoader, PagesByRouteName } from '@toufang/api/sub-app';
import { ACCOUNT_MEDIA } from './account-media';

const mediaAccountList: PageLoader = () => import('./pages/media-account-list/media-account-list-page');
const projectManage: PageLoader = () => import('./pages/project-manage/project-manage-page');
const userManage: PageLoader = () => import('./pages/user-manage/user-manage-page');
const mediaAccountAdd: PageLoader = () => import('./pages/media-account-add/media-account-add-page');

/** One list page and one add page serve every media: the page reads its media from the path. */
const perMedia = (suffix: string, page: PageLoader) => Object.fromEntries(ACCOUNT_MEDIA.map((media) => [`${media}${suffix}`, page]));

export const pages: PagesByRouteName = {
  ...perMedia('MediaAccount', mediaAccountList),
  ...perMedia('MediaAccountAdd', mediaAccountAdd),
  // The legacy media-account-manage pages: 2.0 users keep them in their menu (legacy users are redirected to
  // the media-account pages by the shell), and they show the same accounts.
  ...perMedia('MediaAccountManage', mediaAccountList),
  ...perMedia('MediaAccountManageAdd', mediaAccountAdd),
  accountGroupManage: () => import('./pages/account-group/account-group-page'),
  // The account section's and the manage section's project pages show the same projects.
  projectManage,
  manageProjectManage: projectManage,
  departmentManage: () => import('./pages/department-manage/department-manage-page'),
  // users-account (index and new) and the manage section's user-manage show one page (docs/decisions.md).
  userManage: userManage,
  usersAccountIndex: userManage,
  usersAccountNew: userManage,
  roleManage: () => import('./pages/role-manage/role-manage-page'),
};

/** Pages of the shell's own routes (shell spec §2.2): 腾讯广告账户 of accountManagement, the gadget mode's landing. */
export const shellPages: PagesByRouteName = {
  accountManagementGdt: mediaAccountList,
};
