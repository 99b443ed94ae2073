// The main layout of shell spec §2.5: header (logo, top navigation, manual, bell, user), side menu, tab
// history with breadcrumbs, and the page. Full-screen routes and the header-hiding URLs draw the page alone.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { useSessionStore } from '@toufang/api';
import { hidesHeaderAndMenu, PRODUCT_TITLE, SHELL_ROUTE_NAMES } from '@toufang/domain';
import { Breadcrumb, IconBookOpenStroked, Tooltip } from '@toufang/ui';
import type { RouteHandle } from '../../app/guard/guard-outlet';
import type { RouteIndex } from '../../app/routes/route-index';
import { guardUserOf } from '../../app/session/guard-user';
import { UpgradeNotice } from '../../app/upgrade-notice/upgrade-notice';
import { useVersionCheck } from '../../app/version-check/use-version-check';
import { ContentBoundary } from '../content-boundary/content-boundary';
import { HeaderNav } from '../header-nav/header-nav';
import { firstPath, trailTo } from '../menu-model';
import { MessageBell } from '../message-bell/message-bell';
import { ForcedPasswordChange } from '../password-change/forced-password-change';
import { PasswordChangeModal } from '../password-change/password-change-modal';
import { SideMenu } from '../side-menu/side-menu';
import { TabHistory } from '../tab-history/tab-history';
import { useTabStore, type HistoryTab } from '../tab-history/tab-store';
import { UserDropdown } from '../user-dropdown/user-dropdown';
import { useMenu } from '../use-menu';
import './main-layout.css';

export const LAYOUT_TEXTS = {
  manual: '操作手册',
  breadcrumb: '当前位置',
  skipToContent: '跳到页面内容',
} as const;

/** The operation manual: a static page shipped with the desk. */
export const OPERATION_MANUAL_PATH = '/manual/index.html';

export function MainLayout({ index }: { index: RouteIndex }) {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const user = useSessionStore((s) => s.userInfo);
  const permissions = useSessionStore((s) => s.permissions);
  const menu = useMenu(index);
  const visit = useTabStore((s) => s.visit);
  const [changingPassword, setChangingPassword] = useState(false);
  useVersionCheck({ enabled: import.meta.env.PROD });

  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name;
  const route = name ? index.byName.get(name) : undefined;
  const url = `${location.pathname}${location.search}`;
  const bare = hidesHeaderAndMenu(url, route);

  const guardUser = user ? guardUserOf(user, permissions) : undefined;
  const homeName = permissions?.gadget ? 'accountManagementGdt' : (guardUser?.home ?? 'home');
  const home: HistoryTab = useMemo(
    () => ({ name: homeName, title: index.byName.get(homeName)?.title ?? '首页', url: index.pathOf(homeName) }),
    [homeName, index],
  );

  const trail = useMemo(() => {
    const names = name ? [name, ...(index.ancestors.get(name) ?? [])] : [];
    return trailTo(menu, route?.section ? [...names, route.section] : names);
  }, [menu, name, route?.section, index]);
  const top = trail[0];

  // A page reached by replacing another's history entry (a redirect page such as 新建定向包 → 定向包) takes that
  // page's tab, so no tab is left that leads back into the redirect.
  const navigationType = useNavigationType();
  const lastVisited = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!user || !route || route.redirect) return;
    const replaces = navigationType === 'REPLACE' ? lastVisited.current : undefined;
    visit(user.username, home, { name: route.name, title: route.title, url }, replaces);
    lastVisited.current = route.name;
  }, [user, route, url, home, visit, navigationType]);

  if (!user) return null;

  const crumbs = [...trail.filter((entry) => !entry.key.startsWith('group:')).map((entry) => entry.title)];
  if (route && crumbs.at(-1) !== route.title) crumbs.push(route.title);

  // The logout page ends the session on the server and clears everything local.
  const logout = () => navigate(index.pathOf(SHELL_ROUTE_NAMES.logout));

  if (bare) {
    return (
      <main className="tf-layout tf-layout--bare" id="tf-content">
        <ContentBoundary resetKey={location.pathname}>
          <Outlet />
        </ContentBoundary>
        <ForcedPasswordChange />
      </main>
    );
  }

  return (
    <div className="tf-layout">
      <a className="tf-skip-link" href="#tf-content">
        {LAYOUT_TEXTS.skipToContent}
      </a>
      <header className="tf-header">
        <a
          className="tf-header__logo"
          href={home.url}
          onClick={(e) => {
            e.preventDefault();
            navigate(home.url);
          }}
        >
          <span className="tf-header__mark" aria-hidden="true">
            投
          </span>
          <span className="tf-header__title">{PRODUCT_TITLE}</span>
        </a>
        <HeaderNav entries={menu} activeKey={top?.key} />
        <div className="tf-header__tools">
          <Tooltip content={LAYOUT_TEXTS.manual}>
            <a className="tf-header__icon" href={OPERATION_MANUAL_PATH} target="_blank" rel="noopener noreferrer" aria-label={LAYOUT_TEXTS.manual}>
              <IconBookOpenStroked size="large" />
            </a>
          </Tooltip>
          <MessageBell messageCenterPath={index.pathOf('messageCenter')} />
          <UserDropdown
            user={user}
            hideAccountActions={user.loginChannel === 'market'}
            onChangePassword={() => setChangingPassword(true)}
            onLogout={logout}
          />
        </div>
      </header>
      <div className="tf-layout__body">
        {top && top.children.length > 0 ? (
          <aside className="tf-layout__side">
            <SideMenu entries={top.children} sectionKey={top.key} activeTrail={trail.slice(1).map((entry) => entry.key)} />
          </aside>
        ) : null}
        <div className="tf-layout__main">
          <TabHistory activeName={route?.name} home={home} />
          {crumbs.length > 0 ? (
            <nav className="tf-layout__crumbs" aria-label={LAYOUT_TEXTS.breadcrumb}>
              <Breadcrumb>
                {crumbs.map((title, i) => (
                  <Breadcrumb.Item key={`${i}-${title}`} onClick={i === 0 && top ? () => navigate(firstPath(top) ?? home.url) : undefined}>
                    {title}
                  </Breadcrumb.Item>
                ))}
              </Breadcrumb>
            </nav>
          ) : null}
          <main className="tf-layout__content" id="tf-content" tabIndex={-1}>
            <ContentBoundary resetKey={location.pathname}>
              <Outlet />
            </ContentBoundary>
          </main>
        </div>
      </div>
      <PasswordChangeModal visible={changingPassword} onClose={() => setChangingPassword(false)} username={user.username} />
      <ForcedPasswordChange />
      <UpgradeNotice />
    </div>
  );
}

export default MainLayout;
