// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { GDT_PROPERTY_LIMITS, GDT_PROPERTY_PAGES } from '@toufang/media-gdt-limits';

const creationPage = () => import('./pages/ad-speed-create/ad-speed-create-page');

export const pages: PagesByRouteName = {
  // The creation tasks pages of the creation kit: 创建报告, and the tasks list where the media has one.
  gdtAdAddReport: () => import('./pages/add-report/add-report-page'),
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  gdtDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  gdtDeliveryGroup: () => import('./pages/delivery-group/delivery-group-page'),
  gdtDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),
  gdtRealMessage: () => import('./pages/real-message/real-message-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('gdt', GDT_PROPERTY_PAGES, GDT_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  // 新建定向包: the pack list with the targeting editor open.
  gdtPropertyTargetAdd: () => import('./pages/property-target-add/property-target-add-page'),
  // 批量创建: every creation route on one page module (its own chunk, with the creation kit); the page picks
  // the variant from the route.
  gdtAdSpeedCreate: creationPage,
  gdtAdSpeedCreateWechat: creationPage,
  gdtAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
};

/** Pages of the shell's own routes (shell spec §2.2): 报表查看 of the gadget mode. */
export const shellPages: PagesByRouteName = {
  reportViewGdt: () => import('./pages/report-view/report-view-page'),
};
