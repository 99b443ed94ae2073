// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { KUAISHOU_PROPERTY_LIMITS, KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';

const creationPage = () => import('./pages/ad-speed-create/ad-speed-create-page');

export const pages: PagesByRouteName = {
  // The creation tasks pages of the creation kit: 创建报告, and the tasks list where the media has one.
  kuaishouAutoCreateTask: () => import('./pages/auto-create-task/auto-create-task-page'),
  kuaishouAdAddReport: () => import('./pages/add-report/add-report-page'),
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  kuaishouDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  kuaishouDeliveryPlan: () => import('./pages/delivery-plan/delivery-plan-page'),
  kuaishouDeliveryDeliveryGroup: () => import('./pages/delivery-delivery-group/delivery-delivery-group-page'),
  kuaishouDeliveryDeliveryCreative: () => import('./pages/delivery-delivery-creative/delivery-delivery-creative-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('kuaishou', KUAISHOU_PROPERTY_PAGES, KUAISHOU_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  // 新建定向包: the template list with the targeting editor open.
  kuaishouPropertyTargetAdd: () => import('./pages/property-target-add/property-target-add-page'),
  // 批量创建: every creation route on one page module (its own chunk, with the creation kit); the page picks
  // the variant from the route.
  kuaishouAdSpeedCreate: creationPage,
  kuaishouAdSpeedCreateSearch: creationPage,
  kuaishouAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
  // 修改 / 复制 of existing objects: the creation kit's editor in its update and copy modes (issue 22 "Update and copy").
  kuaishouAdUpdate: () => import('./pages/ad-existing/ad-update-page'),
  kuaishouAdCopy: () => import('./pages/ad-existing/ad-copy-page'),
  kuaishouAdCopyPlan: () => import('./pages/ad-existing/ad-copy-plan-page'),
};
