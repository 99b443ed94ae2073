// Everything under gdt-app (shell spec §2.3): the gdtV3 delivery pages with the hidden authentication
// result, the hidden batch creation, and the property pages the 腾讯广告3.0 console offers (WeChat,
// friends-circle and video-account pages exist only here).
import { batchCreateRoutes, deliveryRoute, mediaPromotePath, propertyRoutes } from '@toufang/domain';
import { GDT_PROPERTY_PAGES } from '@toufang/media-gdt-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'gdt';

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA, [{ name: 'gdtRealMessage', path: mediaPromotePath(MEDIA, 'real-message'), title: '认证结果', media: MEDIA, hidden: true }]),
  ...batchCreateRoutes(MEDIA, [{ title: '快速创建广告' }, { segment: 'wechat', title: '快速创建微信广告' }]),
  ...propertyRoutes(MEDIA, GDT_PROPERTY_PAGES),
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
