// Renders an account-app page as the shell does (renderSubAppPage of @toufang/api/testing, under the
// account-app prefix).
import type { ComponentType } from 'react';
import type { UserInfo } from '@toufang/api';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { renderSubAppPage, testUser } from '@toufang/api/testing';

export { testUser };

/**
 * Renders `Page` at `path` (and answers other paths with their path, so a navigation can be seen); `routes`
 * is the composed route table the shell would hand over (empty unless a page reads it).
 */
export function renderOrgPage(Page: ComponentType, path: string, user: UserInfo = testUser(), routes: readonly SubAppRoute[] = []) {
  return renderSubAppPage(Page, path, { user, routerBase: '/account-app', routes });
}
