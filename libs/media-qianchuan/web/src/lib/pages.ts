// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';

const creationPage = () => import('./pages/ad-speed-create/ad-speed-create-page');

export const pages: PagesByRouteName = {
  // The creation tasks pages of the creation kit: 创建报告, and the tasks list where the media has one.
  qianchuanBatchTask: () => import('./pages/batch-task/batch-task-page'),
  qianchuanAdAddReport: () => import('./pages/add-report/add-report-page'),
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  qianchuanDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  qianchuanDeliveryGroup: () => import('./pages/delivery-group/delivery-group-page'),
  qianchuanDeliveryPlan: () => import('./pages/delivery-plan/delivery-plan-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('qianchuan', QIANCHUAN_PROPERTY_PAGES, QIANCHUAN_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  // 新建定向包: the pack list with the targeting editor open.
  qianchuanPropertyTargetAdd: () => import('./pages/property-target-add/property-target-add-page'),
  // 批量创建: every creation route on one page module (its own chunk, with the creation kit); the page picks
  // the variant from the route.
  qianchuanAdSpeedCreateLive: creationPage,
  qianchuanAdSpeedCreateProduct: creationPage,
  qianchuanAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
  // Live control (design §5.1): 我的抖音号, 工作台 and 直播中控台.
  qianchuanLiveTiktok: () => import('./pages/live-tiktok/live-tiktok-page'),
  qianchuanLiveWorkBench: () => import('./pages/live-work-bench/live-work-bench-page'),
  qianchuanLiveConsole: () => import('./pages/live-console/live-console-page'),
  // 直播间实时大屏: full screen, the room's figures pushed by the server.
  qianchuanLiveRoom: () => import('./pages/live-room/live-room-page'),
};
