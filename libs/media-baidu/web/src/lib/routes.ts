// Everything under baidu-app (shell spec §2.3): the delivery pages, the hidden batch creation (quick
// creation is three steps: basic settings, preview and submit, submitted), and the property pages the
// 百度营销 console offers.
import { batchCreateRoutes, deliveryRoute, propertyRoutes } from '@toufang/domain';
import { BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'baidu';

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA),
  ...batchCreateRoutes(MEDIA, [
    { segment: 'basic-settings', title: '快速创建（基础设置）' },
    { segment: 'preview-submit', title: '快速创建（预览提交）' },
    { segment: 'submit-success', title: '快速创建（提交成功）' },
  ]),
  ...propertyRoutes(MEDIA, BAIDU_PROPERTY_PAGES),
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
