import { describe, expect, it } from 'vitest';
import { flattenRoutes, MEDIA_CODES, MEDIA_DISPLAY_NAMES, routeTableProblems } from '@toufang/domain';
import { ACCOUNT_MEDIA, routes } from './routes';

const all = flattenRoutes(routes);
const byName = (name: string) => {
  const route = all.find((r) => r.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
};

describe('account-app route table', () => {
  it('is well formed under account-app', () => {
    expect(routeTableProblems(routes, ['account-app'])).toEqual([]);
  });

  it('names the account and manage sections on the first level only', () => {
    expect(routes.map((r) => [r.name, r.section])).toEqual([
      ['newAccount', 'account'],
      ['accountGroupManage', 'account'],
      ['projectManage', 'account'],
      ['usersAccount', 'account'],
      ['mediaAccountManage', 'account'],
      ['manage', 'manage'],
    ]);
  });

  it.each([
    ['newAccount', 'account-app/account/media-account', '媒体账户', 'account'],
    ['accountGroupManage', 'account-app/account/account-group', '账户分组', 'account'],
    ['projectManage', 'account-app/account/project-manage', '项目管理', 'projectManage'],
    ['usersAccount', 'account-app/account/users-account', '用户账户', 'usersAccount'],
    ['usersAccountIndex', 'account-app/account/users-account/index', '用户账户列表', 'usersAccount'],
    ['usersAccountNew', 'account-app/account/users-account/new', '新增用户账户', 'usersAccount'],
    ['mediaAccountManage', 'account-app/account/media-account-manage', '媒体账户管理', 'mediaAccountManage'],
    ['manage', 'account-app/manage', '系统管理', 'manage'],
    ['departmentManage', 'account-app/manage/department-manage', '部门管理', 'manage'],
    ['userManage', 'account-app/manage/user-manage', '用户管理', 'manage'],
    ['roleManage', 'account-app/manage/role-manage', '角色管理', 'manage'],
    ['manageProjectManage', 'account-app/manage/project-manage', '项目管理', 'manage'],
  ])('%s opens %s, titled %s, for the %s area', (name, path, title, area) => {
    expect(byName(name)).toMatchObject({ path, title, area });
  });

  it.each([
    ['newAccount', 'toutiaoMediaAccount'],
    ['usersAccount', 'usersAccountIndex'],
    ['mediaAccountManage', 'toutiaoMediaAccountManage'],
    ['manage', 'departmentManage'],
  ])('%s lands on its first page %s', (name, redirect) => {
    expect(byName(name).redirect).toBe(redirect);
  });

  it('covers every media with account pages, qianchuan last as the spec lists it', () => {
    expect([...ACCOUNT_MEDIA].sort()).toEqual([...MEDIA_CODES].sort());
    expect(ACCOUNT_MEDIA.filter((media) => (MEDIA_CODES.slice(0, 6) as readonly string[]).includes(media))).toEqual(['toutiao', 'gdt', 'kuaishou', 'baidu', 'bilibili', 'qianchuan']);
    expect(ACCOUNT_MEDIA.at(-1)).toBe('qianchuan');
  });

  describe.each([
    ['MediaAccount', 'account-app/account/media-account', 'account'],
    ['MediaAccountManage', 'account-app/account/media-account-manage', 'mediaAccountManage'],
  ])('per-media %s pages', (suffix, base, area) => {
    it.each(MEDIA_CODES.map((media) => [media]))('%s has a list page and a hidden add page', (media) => {
      expect(byName(`${media}${suffix}`)).toMatchObject({
        path: `${base}/${media}`,
        title: MEDIA_DISPLAY_NAMES[media],
        media,
        area,
        section: 'account',
      });
      expect(byName(`${media}${suffix}`).hidden).toBeFalsy();
      expect(byName(`${media}${suffix}Add`)).toMatchObject({
        path: `${base}/${media}/add`,
        title: `添加${MEDIA_DISPLAY_NAMES[media]}账户`,
        media,
        area,
        hidden: true,
      });
    });

    it('gates only the qianchuan pages behind SHOW_QIANCHUAN_BUTTON', () => {
      const gated = all.filter((r) => r.name.endsWith(suffix) || r.name.endsWith(`${suffix}Add`)).filter((r) => r.requires);
      expect(gated.map((r) => [r.name, r.requires])).toEqual([
        [`qianchuan${suffix}`, { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' }],
        [`qianchuan${suffix}Add`, { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' }],
      ]);
    });
  });

  it('marks bilibili pages with their media so the shell can hide them without showBilibili', () => {
    expect(all.filter((r) => r.name.startsWith('bilibili')).map((r) => r.media)).toEqual(['bilibili', 'bilibili', 'bilibili', 'bilibili']);
  });

  it('leaves the menu visibility of media account management and the manage section to the shell', () => {
    for (const name of ['mediaAccountManage', 'manage', 'departmentManage', 'userManage', 'roleManage', 'manageProjectManage']) {
      expect(byName(name).hidden, name).toBeFalsy();
    }
  });

  it('hides exactly the add and new pages', () => {
    expect(all.filter((r) => r.hidden).map((r) => r.name)).toEqual([
      ...namesPerMedia('MediaAccountAdd'),
      'usersAccountNew',
      ...namesPerMedia('MediaAccountManageAdd'),
    ]);
  });
});

function namesPerMedia(suffix: string): string[] {
  return ACCOUNT_MEDIA.map((media) => `${media}${suffix}`);
}
