// Route table of index-app (shell spec §2.3 home; issue 24 看板; docs/design/live-home.md §5.2): 首页 with its
// offline notice (§2.5) and 看板, the board that replaces home and reports, shown with SHOW_BOARD_BUTTON.
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const table: readonly SubAppRoute[] = [
  { name: 'indexHome', path: 'index-app/home', title: '首页', section: 'home', area: 'home', offline: '即将下线' },
  { name: 'board', path: 'index-app/board', title: '看板', section: 'home', area: 'home', isNew: true, requires: { buttonConfig: 'SHOW_BOARD_BUTTON' } },
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
