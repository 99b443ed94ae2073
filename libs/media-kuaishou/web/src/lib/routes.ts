// Everything under kuaishou-app (shell spec §2.3): the delivery pages with the auto-create tasks, the
// hidden batch creation with its edit and copy pages (update takes the active level, :active), and the
// property pages the 磁力智投 console offers.
import { batchCreateRoute, batchCreateRoutes, deliveryRoute, propertyRoutes } from '@toufang/domain';
import { KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'kuaishou';

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA),
  ...batchCreateRoutes(MEDIA, [{ title: '快速创建广告' }, { segment: 'search', title: '快速创建搜索广告' }]),
  batchCreateRoute(MEDIA, { name: 'kuaishouAdUpdate', segments: ['update', 'kuaishou', ':active'], title: '修改广告' }),
  batchCreateRoute(MEDIA, { name: 'kuaishouAdCopy', segments: ['copy', 'kuaishou', ':id'], title: '复制广告' }),
  batchCreateRoute(MEDIA, { name: 'kuaishouAdCopyPlan', segments: ['copyPlan', ':id'], title: '复制广告计划' }),
  ...propertyRoutes(MEDIA, KUAISHOU_PROPERTY_PAGES),
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
