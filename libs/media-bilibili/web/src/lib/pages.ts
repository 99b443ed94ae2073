// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { BILIBILI_PROPERTY_LIMITS, BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';

const creationPage = () => import('./pages/ad-speed-create/ad-speed-create-page');

export const pages: PagesByRouteName = {
  // The creation tasks pages of the creation kit: 创建报告, and the tasks list where the media has one.
  bilibiliAdAddReport: () => import('./pages/add-report/add-report-page'),
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  bilibiliDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  bilibiliDeliveryPlan: () => import('./pages/delivery-plan/delivery-plan-page'),
  bilibiliDeliveryUnit: () => import('./pages/delivery-unit/delivery-unit-page'),
  bilibiliDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('bilibili', BILIBILI_PROPERTY_PAGES, BILIBILI_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  // 新建定向包: the pack list with the targeting editor open.
  bilibiliPropertyTargetAdd: () => import('./pages/property-target-add/property-target-add-page'),
  // 批量创建: every creation route on one page module (its own chunk, with the creation kit); the page picks
  // the variant from the route.
  bilibiliAdSpeedCreate: creationPage,
  bilibiliAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
};
