// Everything under toutiao-app (shell spec §2.3): the delivery pages, the hidden batch creation with its
// full-screen edit pages (§2.5), and the property pages the 巨量引擎 console offers.
import { batchCreateRoute, batchCreateRoutes, deliveryRoute, propertyRoutes } from '@toufang/domain';
import { TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'toutiao';

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA),
  ...batchCreateRoutes(MEDIA, [
    { title: '快速创建广告计划' },
    { segment: 'project', title: '快速创建项目' },
    { segment: 'search', title: '快速创建搜索广告' },
  ]),
  batchCreateRoute(MEDIA, { name: 'createH5PageToutiao', segments: ['create-h5-page'], title: '创建H5落地页', fullScreen: true }),
  batchCreateRoute(MEDIA, { name: 'adUpdateByteDance', segments: ['update', 'toutiao', ':id'], title: '修改广告', fullScreen: true }),
  batchCreateRoute(MEDIA, { name: 'adUpdateByteDanceFast', segments: ['update', 'toutiao-fast', ':id'], title: '快速修改广告', fullScreen: true }),
  batchCreateRoute(MEDIA, { name: 'toutiaoAdUpdateCreative', segments: ['update', 'creative', ':id'], title: '修改广告创意', fullScreen: true }),
  batchCreateRoute(MEDIA, { name: 'toutiaoAdUpdateGroup', segments: ['update', 'group', ':id'], title: '修改广告组', fullScreen: true }),
  batchCreateRoute(MEDIA, { name: 'toutiaoAdCopy', segments: ['copy', 'toutiao', ':id'], title: '复制广告' }),
  batchCreateRoute(MEDIA, { name: 'toutiaoAdCopyPlan', segments: ['copyPlan', ':id'], title: '复制广告计划', fullScreen: true }),
  // 合作伙伴: §2.5 names it a full-screen route and gives it no content, so a legacy link lands on the delivery
  // accounts (docs/decisions.md, issue 24: routes).
  { ...batchCreateRoute(MEDIA, { name: 'partner', segments: ['partner'], title: '合作伙伴', fullScreen: true }), redirect: 'toutiaoDeliveryAccount' },
  ...propertyRoutes(MEDIA, TOUTIAO_PROPERTY_PAGES),
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
