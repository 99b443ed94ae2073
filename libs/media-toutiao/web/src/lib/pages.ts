// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';

const creationPage = () => import('./pages/ad-speed-create/ad-speed-create-page');

export const pages: PagesByRouteName = {
  // The creation tasks pages of the creation kit: 创建报告, and the tasks list where the media has one.
  toutiaoAutoCreateTask: () => import('./pages/auto-create-task/auto-create-task-page'),
  toutiaoAdAddReport: () => import('./pages/add-report/add-report-page'),
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  toutiaoDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  toutiaoDeliveryProject: () => import('./pages/delivery-project/delivery-project-page'),
  toutiaoDeliveryAd: () => import('./pages/delivery-ad/delivery-ad-page'),
  toutiaoDeliveryDeliveryGroup: () => import('./pages/delivery-delivery-group/delivery-delivery-group-page'),
  toutiaoDeliveryPlan: () => import('./pages/delivery-plan/delivery-plan-page'),
  toutiaoDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('toutiao', TOUTIAO_PROPERTY_PAGES, TOUTIAO_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  // 新建定向包: the pack list with the targeting editor open.
  toutiaoPropertyTargetAdd: () => import('./pages/property-target-add/property-target-add-page'),
  // 创建H5落地页: the H5 builder, full screen (its own chunk, with @dnd-kit).
  createH5PageToutiao: () => import('./pages/create-h5-page/create-h5-page'),
  // 批量创建: every creation route on one page module (its own chunk, with the creation kit); the page picks
  // the variant from the route.
  toutiaoAdSpeedCreate: creationPage,
  toutiaoAdSpeedCreateProject: creationPage,
  toutiaoAdSpeedCreateSearch: creationPage,
  toutiaoAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
  // 修改 / 复制 of existing objects: the creation kit's editor in its update and copy modes (issue 22 "Update and copy").
  adUpdateByteDance: () => import('./pages/ad-existing/ad-update-page'),
  adUpdateByteDanceFast: () => import('./pages/ad-existing/ad-update-fast-page'),
  toutiaoAdUpdateCreative: () => import('./pages/ad-existing/ad-update-creative-page'),
  toutiaoAdUpdateGroup: () => import('./pages/ad-existing/ad-update-group-page'),
  toutiaoAdCopy: () => import('./pages/ad-existing/ad-copy-page'),
  toutiaoAdCopyPlan: () => import('./pages/ad-existing/ad-copy-plan-page'),
};
