// Paths of the manage section (shell spec §2.3, account-app/manage). The manage entry never shows in the
// legacy menu (§6), so the users page links to its siblings; routes.ts builds the section from these.
export const MANAGE = 'account-app/manage';

export const MANAGE_PATHS = {
  departmentManage: `${MANAGE}/department-manage`,
  userManage: `${MANAGE}/user-manage`,
  roleManage: `${MANAGE}/role-manage`,
  manageProjectManage: `${MANAGE}/project-manage`,
} as const;
