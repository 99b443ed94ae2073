// Everything under bilibili-app (shell spec §2.3): the delivery pages, the hidden batch creation and the
// property pages the 哔哩哔哩 console offers. Every entry names its media, so the shell hides them all
// unless the user's showBilibili is 1 (§6).
import { batchCreateRoutes, deliveryRoute, propertyRoutes } from '@toufang/domain';
import { BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'bilibili';

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA),
  ...batchCreateRoutes(MEDIA, [{ title: '快速创建广告' }]),
  ...propertyRoutes(MEDIA, BILIBILI_PROPERTY_PAGES),
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
